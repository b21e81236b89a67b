/**
 * Smaller rooms (#27): no code file under src/ or e2e/ is over 600 lines, so each one can
 * be read whole and says by its name what it holds. A file that grows past it is split by
 * what its parts are about (the schema by capability, extraction by family, contract
 * tests by API area). The one exception is demo data: the ad templates are a table of
 * text, not code to read. Migrations and other written-out files are SQL and JSON, so
 * the extensions below leave them out.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MAX_LINES = 600;
const CODE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const FOLDERS = ['src', 'e2e'];
/** Data written as code, with why. */
const EXEMPT = new Map([['src/demo/listing-templates.ts', 'demo data: the templates of the demo ads']]);

/** Code files under `folder`, as `folder/…` paths with forward slashes. */
function codeFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .map((file) => path.posix.join(folder, file.split(path.sep).join('/')))
    .filter((file) => CODE.test(file) && !file.split('/').includes('node_modules'));
}

/** Lines as `wc -l` counts them for a file that ends in a newline; a last line without one counts too. */
function lineCount(text: string): number {
  if (text === '') return 0;
  const breaks = text.split('\n').length - 1;
  return text.endsWith('\n') ? breaks : breaks + 1;
}

describe('code file size', () => {
  it(`keeps every code file under src/ and e2e/ within ${MAX_LINES} lines, demo data aside`, () => {
    const files = FOLDERS.flatMap(codeFiles);
    // The walk found the tree (hundreds of files), not an empty or wrong folder.
    expect(files.length).toBeGreaterThan(300);
    const long = files
      .filter((file) => !EXEMPT.has(file))
      .map((file) => ({ file, lines: lineCount(readFileSync(path.join(ROOT, file), 'utf8')) }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(long, `split these by what their parts are about (at most ${MAX_LINES} lines each)`).toEqual([]);
  });

  it('exempts only files that exist', () => {
    const files = new Set(FOLDERS.flatMap(codeFiles));
    expect([...EXEMPT.keys()].filter((file) => !files.has(file))).toEqual([]);
  });

  it('counts lines as wc -l does', () => {
    expect(lineCount('')).toBe(0);
    expect(lineCount('one\n')).toBe(1);
    expect(lineCount('one\ntwo')).toBe(2);
    expect(lineCount('line\n'.repeat(MAX_LINES + 1))).toBe(MAX_LINES + 1);
  });
});
