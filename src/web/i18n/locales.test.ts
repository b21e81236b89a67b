import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../i18n/languages';
import { messageFile } from './message-files.testing';

const load = messageFile;
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
