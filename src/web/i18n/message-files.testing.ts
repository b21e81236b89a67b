/**
 * Each language's message file as it is written (no English overlay), flattened to
 * dotted keys ("pages.privacy.sections.2.body"): what the catalogue tests read.
 */
import { readFileSync } from 'node:fs';

function flatten(tree: unknown, prefix: string, out: Map<string, string>): Map<string, string> {
  if (typeof tree === 'string') out.set(prefix, tree);
  else if (tree && typeof tree === 'object') for (const [key, value] of Object.entries(tree)) flatten(value, prefix ? `${prefix}.${key}` : key, out);
  return out;
}

export function messageFile(language: string): Map<string, string> {
  return flatten(JSON.parse(readFileSync(new URL(`../../i18n/locales/${language}.json`, import.meta.url), 'utf8')) as unknown, '', new Map());
}
