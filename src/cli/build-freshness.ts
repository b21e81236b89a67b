/**
 * Whether `npm start` must build first: only when the built app is missing or older than
 * something it is built from. A rebuild takes about a minute on a busy two-core machine,
 * so a second start that finds the build current serves in seconds.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What the build is made from, relative to the project: sources, static files, dependencies and build settings. */
export const BUILD_INPUTS = ['src', 'public', 'package.json', 'package-lock.json', 'vite.config.ts', 'react-router.config.ts', 'tsconfig.json'];

/** What `react-router build` writes, relative to the build directory: the React app for the server and the browser. */
export const APP_OUTPUTS = ['server/index.js', 'client'];

/** What `compile-server.ts` writes: the server's entry points. */
export const SERVER_OUTPUTS = ['cli/start.js', 'cli/worker.js'];

/** What a complete build holds. */
export const BUILD_OUTPUTS = [...APP_OUTPUTS, ...SERVER_OUTPUTS];

/** Tests and test helpers are not part of the app: editing one needs no rebuild. */
export function isBuildInput(file: string): boolean {
  return !/\.(test|spec|robustness|testing)\.tsx?$/.test(file);
}

/**
 * The decision itself. `builtAtMs`: when the oldest of the build's outputs was written,
 * undefined when one is missing; `newestInputMs`: the newest input's modification time.
 */
export function isBuildStale(builtAtMs: number | undefined, newestInputMs: number): boolean {
  return builtAtMs === undefined || newestInputMs > builtAtMs;
}

/**
 * What to build: nothing, only the server's entry points (the React app is current, as
 * after `npm test`, which runs `react-router build` alone: 3 s instead of a minute and a
 * half), or everything. Times as for isBuildStale, one per part of the build.
 */
export function whatToBuild(appBuiltAtMs: number | undefined, serverBuiltAtMs: number | undefined, newestInputMs: number): 'nothing' | 'server' | 'all' {
  if (isBuildStale(appBuiltAtMs, newestInputMs)) return 'all';
  return isBuildStale(serverBuiltAtMs, newestInputMs) ? 'server' : 'nothing';
}

/** The newest modification time among the files under `inputs` (files or folders) in `root`; 0 when there are none. */
export function newestInputMs(root: string, inputs: readonly string[] = BUILD_INPUTS): number {
  let newest = 0;
  const visit = (file: string) => {
    let stats;
    try {
      stats = statSync(file);
    } catch {
      return; // an optional input (e.g. no public/) is simply not there
    }
    if (stats.isDirectory()) {
      for (const entry of readdirSync(file)) visit(path.join(file, entry));
    } else if (isBuildInput(file)) {
      newest = Math.max(newest, stats.mtimeMs);
    }
  };
  for (const input of inputs) visit(path.join(root, input));
  return newest;
}

/** When the build in `buildDir` was finished: its oldest output's time, or undefined when any output is missing. */
export function builtAtMs(buildDir: string, outputs: readonly string[] = BUILD_OUTPUTS): number | undefined {
  let oldest = Infinity;
  for (const output of outputs) {
    try {
      oldest = Math.min(oldest, statSync(path.join(buildDir, output)).mtimeMs);
    } catch {
      return undefined;
    }
  }
  return oldest === Infinity ? undefined : oldest;
}
