/**
 * Nothing a person reads or hears on a page is written in the code: every word comes from
 * the page language's catalogue. The TypeScript compiler reads each page module under
 * src/web and reports words it finds where a person meets them:
 *
 * - text between JSX tags, and string literals shown as a JSX child (`{cond ? 'Yes' : 'No'}`);
 * - the attributes a screen reader or a browser says or shows (`aria-label`, `alt`, `title`,
 *   `placeholder`…), whether written as `"…"` or `{'…'}` / `` {`…`} ``;
 * - properties that hold shown text (a toast's `title`, `description` and action `label`,
 *   a `meta` export's `title`), `confirm`/`alert`/`prompt` and `document.title`.
 *
 * Only strings with a letter count: symbols, numbers and punctuation are no language. The
 * few words that are the same in every language (the brand) are allowed by name below.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Attributes whose value is read aloud or shown to a person. */
const SPOKEN_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'alt',
  'title',
  'placeholder',
  'label',
]);

/**
 * Properties that hold what is shown: a toast's `title`, `description` and action `label`,
 * a `meta` export's `title`, a component's `label` or `placeholder` prop passed as an object.
 */
const SHOWN_PROPERTIES = new Set(['title', 'description', 'label', 'placeholder', 'ariaLabel', 'alt']);

/** Browser dialogs whose first argument is shown to a person. */
const DIALOGS = new Set(['confirm', 'alert', 'prompt']);

/** Words that read the same in every language, with why. */
const ALLOWED_WORDS = new Map<string, string>([
  ['Cityboard', 'the brand: one name in every language'],
  ['USD', 'a currency code (ISO 4217), written so in every language'],
]);

/** Whole texts that are not the page's to translate, with why. */
const ALLOWED_TEXTS = new Map<string, string>([
  ['C', "the logo mark: the brand's initial, hidden from screen readers"],
  ['IP Geolocation by DB-IP', "the attribution DB-IP's licence (CC BY 4.0) asks for, in its own words"],
]);

/**
 * Modules left out, with why. The moderation queue and its sign-in are for staff only,
 * never indexed, and English by decision (moderation.tsx); a reviewer is no city's visitor.
 */
const EXCLUDED = [/^routes\/moderation(-login)?\.tsx$/, /^components\/moderation\//];

export interface HardCodedText {
  file: string;
  line: number;
  text: string;
  where: string;
}

const hasLetter = (text: string) => /\p{L}/u.test(text);

function isAllowed(text: string): boolean {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  if (!hasLetter(trimmed) || ALLOWED_TEXTS.has(trimmed)) return true;
  // Only allowed words (and symbols between them), e.g. "© Cityboard".
  const words = trimmed.match(/\p{L}[\p{L}\p{N}'’-]*/gu) ?? [];
  return words.every((word) => ALLOWED_WORDS.has(word));
}

/** The literal text of a string, or of a template's fixed parts. */
function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
  return null;
}

/**
 * The strings an expression may evaluate to as written: itself, the branches of `? :`,
 * both sides of `??`/`||`/`&&`, and what is in parentheses. A call (`t('key')`) is not
 * followed: its arguments are keys, not text.
 */
function shownLiterals(node: ts.Expression): ts.Expression[] {
  if (ts.isParenthesizedExpression(node)) return shownLiterals(node.expression);
  if (ts.isConditionalExpression(node)) return [...shownLiterals(node.whenTrue), ...shownLiterals(node.whenFalse)];
  if (ts.isBinaryExpression(node)) {
    const operator = node.operatorToken.kind;
    if (operator === ts.SyntaxKind.QuestionQuestionToken || operator === ts.SyntaxKind.BarBarToken) return [...shownLiterals(node.left), ...shownLiterals(node.right)];
    if (operator === ts.SyntaxKind.AmpersandAmpersandToken) return shownLiterals(node.right);
    if (operator === ts.SyntaxKind.PlusToken) return [...shownLiterals(node.left), ...shownLiterals(node.right)];
  }
  return literalText(node) === null ? [] : [node];
}

function calleeName(call: ts.CallExpression): string | null {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return null;
}

/** Finds the words written in one module's source. */
export function findHardCodedText(source: string, file = 'module.tsx'): HardCodedText[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: HardCodedText[] = [];
  const report = (node: ts.Node, text: string, where: string) => {
    if (isAllowed(text)) return;
    const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
    found.push({ file, line: line + 1, text: text.replace(/\s+/g, ' ').trim(), where });
  };
  const reportExpression = (expression: ts.Expression, where: string) => {
    for (const literal of shownLiterals(expression)) report(literal, literalText(literal)!, where);
  };

  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text, 'JSX text');
    else if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      reportExpression(node.expression, 'JSX child');
    } else if (ts.isJsxAttribute(node) && node.initializer) {
      const name = node.name.getText(sourceFile);
      if (SPOKEN_ATTRIBUTES.has(name)) {
        if (ts.isStringLiteral(node.initializer)) report(node.initializer, node.initializer.text, name);
        else if (ts.isJsxExpression(node.initializer) && node.initializer.expression) reportExpression(node.initializer.expression, name);
      }
    } else if (ts.isCallExpression(node)) {
      const name = calleeName(node);
      const [first] = node.arguments;
      if (name && DIALOGS.has(name) && first && (ts.isIdentifier(node.expression) || /^(window|globalThis)\./.test(node.expression.getText(sourceFile)))) {
        reportExpression(first, `${name}()`);
      }
    } else if (ts.isPropertyAssignment(node) && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) && SHOWN_PROPERTIES.has(node.name.text)) {
      reportExpression(node.initializer, `${node.name.text} property`);
    } else if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      node.left.getText(sourceFile).replace(/^window\./, '') === 'document.title'
    ) {
      reportExpression(node.right, 'document.title');
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

function pageModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pageModules(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|testing)\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

describe('no hard-coded words on the pages', () => {
  it('finds words where a person meets them, and lets symbols and the brand pass', () => {
    const sample = `
      export function Sample({ n }: { n: number }) {
        if (n > 9) toast({ title: 'Saved', description: \`Saved \${n} ads\`, action: { label: 'View', to: '/x' } });
        if (n < 0 && window.confirm('Delete it?')) document.title = 'Gone';
        return (
          <div aria-label="Close" title={'Help'} placeholder={n ? 'Search…' : t('search.placeholder')}>
            Posted {n} times {n > 1 ? 'ads' : t('ad')} <img alt={\`Photo \${n}\`} />
            <span aria-hidden="true">× · → 42 %</span> © Cityboard {' '} {t('ok')}
            <input className="text-sm" type="search" />
          </div>
        );
      }`;
    const texts = findHardCodedText(sample).map(({ text, where }) => `${where}: ${text}`);
    expect(texts).toEqual([
      'title property: Saved',
      'description property: Saved ads',
      'label property: View',
      'confirm(): Delete it?',
      'document.title: Gone',
      'aria-label: Close',
      'title: Help',
      'placeholder: Search…',
      'JSX text: Posted',
      'JSX text: times',
      'JSX child: ads',
      'alt: Photo',
    ]);
  });

  it('every page module takes its words from the catalogue', () => {
    const modules = pageModules(WEB).filter((file) => !EXCLUDED.some((pattern) => pattern.test(path.relative(WEB, file).split(path.sep).join('/'))));
    expect(modules.length).toBeGreaterThan(100);
    const found = modules.flatMap((file) => findHardCodedText(readFileSync(file, 'utf8'), path.relative(WEB, file)));
    expect(found.map(({ file, line, where, text }) => `${file}:${line} ${where}: ${text}`)).toEqual([]);
  });
});
