/**
 * Every message in the English catalogue is said somewhere: a key no code names is a
 * sentence translators keep up in six languages for nobody (and often an old wording
 * that a newer key replaced). The TypeScript compiler reads every source module under
 * src (tests left out) and collects:
 *
 * - string literals: a key written whole (`t('manage.save')`, an `errors.*` key in a Zod
 *   schema, a `mail.*` key in the mail texts);
 * - template literals that start with a namespace (`listing.ended.${word}.${text}`,
 *   `screening.${status}Body`): every key they can spell counts as said;
 * - the argument of `lookup(…)`, which reads a whole subtree (the text pages' sections).
 *
 * Plural forms (`_one`, `_other`…) count with their base key. A template matches any
 * text in its gaps, so a dead key can still hide behind a broad one: write keys whole
 * where the choices are few.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { messageFile } from './message-files.testing';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Keys said by code that builds them otherwise than above, with where and why. */
const DYNAMIC_PREFIXES = new Map<string, string>([
  // None today: every key is written whole, in a template, or looked up as a subtree.
]);

/**
 * Keys no page says any more but the end-to-end specs still read (e2e/conversations.spec.ts):
 * the pages say the sale with `listing.ended.sold.*`, whose English is the same. To go
 * once the spec reads those.
 */
const READ_ONLY_BY_E2E = new Set([
  'conversation.event.sold_to_you',
  'conversation.event.sold_to_other',
  'conversation.status.sold_buyer',
  'conversation.status.sold_seller',
  'conversation.status.closed_buyer',
  'conversation.actions.markSold',
  'conversation.actions.markSoldTitle',
  'conversation.actions.markSoldConfirm',
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['locales', 'node_modules'].includes(entry.name) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|testing)\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface SaidKeys {
  literals: Set<string>;
  templates: RegExp[];
  subtrees: Set<string>;
}

/** What one module's source says: literals, key templates, looked-up subtrees. */
export function keysSaidIn(source: string, file = 'module.ts', said: SaidKeys = { literals: new Set(), templates: [], subtrees: new Set() }): SaidKeys {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const template = (node: ts.TemplateExpression) => {
    const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
    return /^[A-Za-z]\w*\./.test(parts[0]!) ? new RegExp(`^${parts.map(escape).join('[\\w.-]+')}$`) : null;
  };
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) said.literals.add(node.text);
    else if (ts.isTemplateExpression(node)) {
      const pattern = template(node);
      if (pattern) said.templates.push(pattern);
    }
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
      const [first] = node.arguments;
      if (name === 'lookup' && first) {
        if (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first)) said.subtrees.add(`^${escape(first.text)}\\.`);
        else if (ts.isTemplateExpression(first)) {
          const pattern = template(first);
          if (pattern) said.subtrees.add(`${pattern.source.slice(0, -1)}\\.`);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return said;
}

function isSaid(key: string, said: SaidKeys, subtrees: RegExp[]): boolean {
  const base = key.replace(/_(zero|one|two|few|many|other)$/, '');
  return (
    said.literals.has(key) ||
    said.literals.has(base) ||
    said.templates.some((pattern) => pattern.test(base)) ||
    subtrees.some((pattern) => pattern.test(base)) ||
    [...DYNAMIC_PREFIXES.keys()].some((prefix) => base.startsWith(prefix))
  );
}

describe('every catalogue key is said somewhere', () => {
  it('counts literals, key templates and looked-up subtrees, not lookalikes', () => {
    const said = keysSaidIn(
      "t('a.b'); t(`c.${x}.title`); lookup(`pages.${page}.sections`); t(`${prefix}.d`); const label = 'e.f is not a key';",
    );
    const subtrees = [...said.subtrees].map((source) => new RegExp(source));
    const check = (key: string) => isSaid(key, said, subtrees);
    expect(['a.b', 'a.b_other', 'c.one.title', 'c.two.title', 'pages.help.sections.0.body'].filter((key) => !check(key))).toEqual([]);
    expect(['a.c', 'c.one.body', 'pages.help.intro', 'x.d', 'e.f'].filter(check)).toEqual([]);
  });

  it('has no English message that no code says', () => {
    const said: SaidKeys = { literals: new Set(), templates: [], subtrees: new Set() };
    for (const file of sourceFiles(SRC)) keysSaidIn(readFileSync(file, 'utf8'), file, said);
    const subtrees = [...said.subtrees].map((source) => new RegExp(source));
    const english = [...messageFile('en').keys()];
    expect(english.length).toBeGreaterThan(1000);
    expect(english.filter((key) => !isSaid(key, said, subtrees) && !READ_ONLY_BY_E2E.has(key))).toEqual([]);
    // The list above shrinks: a key back in use leaves it.
    expect([...READ_ONLY_BY_E2E].filter((key) => isSaid(key, said, subtrees) || !english.includes(key))).toEqual([]);
  });
});
