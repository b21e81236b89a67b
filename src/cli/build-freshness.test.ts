import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { APP_OUTPUTS, BUILD_OUTPUTS, builtAtMs, isBuildInput, isBuildStale, newestInputMs, SERVER_OUTPUTS, whatToBuild } from './build-freshness';

const T = Date.UTC(2026, 10, 1) / 1000; // seconds, as utimes takes them
let root: string;

/** Writes `file` under root with the given modification time (seconds). */
function touch(file: string, seconds: number): void {
  const target = path.join(root, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, '');
  utimesSync(target, seconds, seconds);
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'cityboard-freshness-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('isBuildStale', () => {
  it('builds when there is no complete build', () => {
    expect(isBuildStale(undefined, 0)).toBe(true);
  });

  it('builds when a source is newer than the build, and not otherwise', () => {
    expect(isBuildStale(2000, 2001)).toBe(true);
    expect(isBuildStale(2000, 2000)).toBe(false);
    expect(isBuildStale(2000, 1999)).toBe(false);
  });
});

describe('newestInputMs', () => {
  it('finds the newest file in nested source folders and single files, ignoring tests', () => {
    touch('src/domain/a.ts', T);
    touch('src/web/routes/deep/b.tsx', T + 50);
    touch('src/web/routes/deep/b.test.tsx', T + 900);
    touch('src/robustness/fuzz.robustness.ts', T + 900);
    touch('package-lock.json', T + 10);
    expect(newestInputMs(root, ['src', 'package-lock.json', 'public'])).toBe((T + 50) * 1000);
  });

  it('is 0 when none of the inputs exists', () => {
    expect(newestInputMs(root, ['src'])).toBe(0);
  });
});

describe('isBuildInput', () => {
  it('counts app code and not tests or their helpers', () => {
    expect(isBuildInput('src/http/server.ts')).toBe(true);
    expect(isBuildInput('src/web/routes/home.tsx')).toBe(true);
    expect(isBuildInput('src/http/server.test.ts')).toBe(false);
    expect(isBuildInput('src/web/i18n/message-files.testing.ts')).toBe(false);
    expect(isBuildInput('e2e/home.spec.ts')).toBe(false);
  });
});

describe('builtAtMs', () => {
  it('is the oldest output, so a build cut short counts as old', () => {
    BUILD_OUTPUTS.forEach((output, index) => touch(path.join('build', output), T + 100 - index));
    expect(builtAtMs(path.join(root, 'build'))).toBe((T + 100 - (BUILD_OUTPUTS.length - 1)) * 1000);
  });

  it('is undefined when an output is missing (a React Router build without the compiled server)', () => {
    touch('build/server/index.js', T);
    mkdirSync(path.join(root, 'build/client'));
    expect(builtAtMs(path.join(root, 'build'))).toBeUndefined();
    expect(builtAtMs(path.join(root, 'nothing-here'))).toBeUndefined();
  });

  it('with the sources: a source saved after the build makes it stale', () => {
    for (const output of BUILD_OUTPUTS) touch(path.join('build', output), T + 100);
    touch('src/app.ts', T + 50);
    const built = builtAtMs(path.join(root, 'build'));
    expect(isBuildStale(built, newestInputMs(root, ['src']))).toBe(false);
    touch('src/app.ts', T + 150);
    expect(isBuildStale(built, newestInputMs(root, ['src']))).toBe(true);
  });
});

describe('whatToBuild', () => {
  it('builds everything when the React app is missing or stale, whatever the server', () => {
    expect(whatToBuild(undefined, 5000, 1000)).toBe('all');
    expect(whatToBuild(1000, 5000, 2000)).toBe('all');
  });

  it('compiles only the server when the React app is current (after `npm test`, which builds it alone)', () => {
    expect(whatToBuild(3000, undefined, 2000)).toBe('server');
    expect(whatToBuild(3000, 1000, 2000)).toBe('server');
  });

  it('builds nothing when both parts are newer than every source', () => {
    expect(whatToBuild(3000, 3000, 2000)).toBe('nothing');
  });

  it('reads the two parts of a real build folder', () => {
    for (const output of APP_OUTPUTS) touch(path.join('build', output), T + 100);
    touch('src/app.ts', T + 50);
    const build = path.join(root, 'build');
    expect(whatToBuild(builtAtMs(build, APP_OUTPUTS), builtAtMs(build, SERVER_OUTPUTS), newestInputMs(root, ['src']))).toBe('server');
    for (const output of SERVER_OUTPUTS) touch(path.join('build', output), T + 120);
    expect(whatToBuild(builtAtMs(build, APP_OUTPUTS), builtAtMs(build, SERVER_OUTPUTS), newestInputMs(root, ['src']))).toBe('nothing');
  });
});
