/**
 * Every `errors.` key the code names exists in the English catalogue (locales.test.ts
 * then holds every other language to English), so no person is ever shown a bare key.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { i18nFor } from './catalogues';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' || entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** `'errors.x.y'` literals; a key followed by a dot and more is a prefix built on (`errors.x.${…}`), not a key. */
const KEY_LITERAL = /['"`](errors\.[A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)+)['"`]/g;

function usedKeys(): Map<string, string> {
  const keys = new Map<string, string>();
  for (const file of sourceFiles(SRC)) {
    for (const match of readFileSync(file, 'utf8').matchAll(KEY_LITERAL)) keys.set(match[1]!, path.relative(SRC, file));
  }
  return keys;
}

describe('error keys', () => {
  const keys = usedKeys();

  it('finds the keys the schemas and handlers use', () => {
    expect(keys.has('errors.listing.priceInvalid')).toBe(true);
    expect(keys.has('errors.text.required')).toBe(true);
    expect(keys.size).toBeGreaterThan(50);
  });

  it('has an English message for every errors. key the code names', () => {
    const english = i18nFor('en');
    const missing = [...keys].filter(([key]) => {
      const value = english.lookup(key) ?? english.lookup(`${key}_other`);
      return typeof value !== 'string';
    });
    expect(missing.map(([key, file]) => `${key} (${file})`)).toEqual([]);
  });
});
