/**
 * What one robustness run is: its seed (ROBUSTNESS_SEED, printed, so a failure can be
 * replayed), how much it sends (counts from the environment, small enough for CI on two
 * cores), which database engine and which production build it serves.
 */
import path from 'node:path';

function count(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, not "${raw}"`);
  return value;
}

export const settings = {
  seed: count('ROBUSTNESS_SEED', 20261124),
  /** API requests the fuzzer generates from the OpenAPI document. */
  fuzzRuns: count('ROBUSTNESS_FUZZ_RUNS', 1500),
  /** Page requests with hostile query strings and methods. */
  pageRuns: count('ROBUSTNESS_PAGE_RUNS', 300),
  /** Requests in flight at once (two cores: more only queues). */
  concurrency: count('ROBUSTNESS_CONCURRENCY', 4),
  /** Hostile listings whose pages, results, feed and JSON-LD are opened in Chromium. */
  xssListings: count('ROBUSTNESS_XSS_LISTINGS', 12),
  idleSockets: count('ROBUSTNESS_IDLE_SOCKETS', 200),
  slowRequests: count('ROBUSTNESS_SLOW_REQUESTS', 20),
  crashRounds: count('ROBUSTNESS_CRASH_ROUNDS', 3),
  /** A request without an answer after this long is a hang. */
  hangMs: count('ROBUSTNESS_HANG_MS', 5000),
  engine: (process.env.DATABASE_URL ? 'postgres' : 'pglite') as 'postgres' | 'pglite',
  databaseUrl: process.env.DATABASE_URL,
  buildDir: path.resolve(process.env.BUILD_DIR ?? 'build'),
  /** First port of the suite's servers; 0 lets the system choose. */
  port: count('ROBUSTNESS_PORT', 0),
  chromium: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  resultsDir: path.resolve('test-results'),
};

export type Engine = typeof settings.engine;
