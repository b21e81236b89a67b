import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../i18n/languages';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const load = (language: string) =>
  flatten(JSON.parse(readFileSync(new URL(`../../i18n/locales/${language}.json`, import.meta.url), 'utf8')) as Tree);
const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1]).sort();
const english = load('en');

describe('interface translations', () => {
  for (const language of LANGUAGES.filter((l) => l !== 'en')) {
    it(`${language} translates every English message, keeping its placeholders`, () => {
      const messages = load(language);
      const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
      const englishBases = new Set([...english.keys()].map(base));
      const missing = [...englishBases].filter((key) => ![...messages.keys()].some((k) => base(k) === key));
      expect(missing).toEqual([]);
      const extra = [...messages.keys()].filter((key) => !englishBases.has(base(key)));
      expect(extra).toEqual([]);
      for (const [key, text] of messages) {
        const source = english.get(key) ?? english.get(`${base(key)}_other`) ?? english.get(base(key)) ?? '';
        expect(variables(text), `${language}:${key}`).toEqual(variables(source));
        expect(text.trim().length, `${language}:${key}`).toBeGreaterThan(0);
      }
    });
  }
});
