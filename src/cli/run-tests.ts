/**
 * `npm test`: every test, in order of speed — unit and integration (Vitest, against
 * PGlite, or PostgreSQL when DATABASE_URL is set), then the production build in a real
 * Chromium (Playwright), then the robustness suite (hostile input against real server
 * processes; `npm run test:robustness`). Without Chromium it fails at once, saying so,
 * unless the browser tests are left out on purpose with `--no-e2e`.
 *
 * The browser tests' demo data is seeded while the build runs (`seedForBrowserTests`).
 *
 * `npm test -- --no-e2e` leaves out the Playwright suite only (saying so); without
 * Chromium it also leaves out the robustness suite's browser part (saying so).
 *
 * `npm test -- --database-only` is CI's second pass, on PostgreSQL after a whole
 * `npm test` on PGlite: only what a second database engine can answer differently — the
 * Vitest `database` project (files that open a database, src/testing/test-projects.ts)
 * and the robustness suite, on the production build the first pass made. Unit and
 * component tests, the build and the browser journeys would repeat the first pass, and
 * so would the cluster test, which always runs on PostgreSQL.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const engine = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (embedded)';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const databaseOnly = process.argv.includes('--database-only');
const withoutE2e = databaseOnly || process.argv.includes('--no-e2e');
const hasChromium = existsSync(chromium);
const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');

mkdirSync('test-results', { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const startedAll = performance.now();

function summary(): string {
  const seconds = ((performance.now() - startedAll) / 1000).toFixed(1);
  return `tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped, in ${seconds}s`;
}

function loudly(message: string): void {
  console.warn(`\n${'!'.repeat(80)}\n! ${message}\n${'!'.repeat(80)}`);
}

/** Adds a runner's JSON report to the totals printed at the end. */
function count(report: string, read: (json: never) => { passed: number; failed: number; skipped: number }): void {
  try {
    const counts = read(JSON.parse(readFileSync(report, 'utf8')) as never);
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    totals.skipped += counts.skipped;
  } catch {
    console.warn(`(no report at ${report})`);
  }
}

type VitestReport = { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
const vitestCounts = (json: VitestReport) => ({
  passed: json.numPassedTests,
  failed: json.numFailedTests,
  skipped: json.numPendingTests + json.numTodoTests,
});

function run(title: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  console.log(`\n▶ ${title}\n`);
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`\n✔ ${title} passed in ${seconds}s`);
}

// Before anything runs: a run that would leave out the browser tests unasked is a failure.
if (!hasChromium && !withoutE2e) {
  console.error(
    `\n✖ Chromium was not found at ${chromium}, so the end-to-end tests cannot run. ` +
      'Install it (apt-get install chromium) or set CHROMIUM_PATH — or leave the browser tests out on purpose with `npm test -- --no-e2e`.',
  );
  process.exit(1);
}
if (databaseOnly && !existsSync(path.join(buildDir, 'server/index.js'))) {
  console.error(`\n✖ --database-only runs the robustness suite on the build a whole \`npm test\` made, and there is none in ${buildDir}.`);
  process.exit(1);
}

run(
  databaseOnly ? `Integration tests that open a database, on ${engine}` : `Unit and integration tests on ${engine}`,
  'npx',
  [
    'vitest',
    'run',
    ...(databaseOnly ? ['--project', 'database'] : []),
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=test-results/vitest.json',
  ],
);
count('test-results/vitest.json', vitestCounts);

/**
 * The browser tests' demo data (hundreds of listings, their pictures drawn and screened:
 * a minute or more, during which no browser test could run), seeded into a PGlite data
 * directory while the build runs, which leaves a core free much of the time. The E2E
 * server starts on it (E2E_DATA_DIR, e2e/serve.ts). On PostgreSQL the server seeds its
 * own fresh database as before.
 */
function seedForBrowserTests(): { dataDir: string; seeded: Promise<void> } {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cityboard-e2e-'));
  const log = path.resolve('test-results/e2e-seed.log');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/seed-demo.ts'], {
    stdio: ['ignore', openSync(log, 'w'), openSync(log, 'a')],
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  // Nothing left behind: not a seeding still running (a failed build), nor the directory,
  // which the E2E server may not have removed itself if it was stopped hard.
  process.on('exit', () => {
    if (child.exitCode === null) child.kill();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const started = performance.now();
  const seeded = new Promise<void>((resolve) => {
    child.on('exit', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      if (code === 0) {
        console.log(`\n✔ Demo data for the browser tests seeded in ${seconds}s`);
        resolve();
        return;
      }
      console.error(`\n✖ Seeding the browser tests' demo data failed after ${seconds}s:\n${readFileSync(log, 'utf8')}`);
      process.exit(code ?? 1);
    });
  });
  return { dataDir, seeded };
}

const e2eData = withoutE2e || process.env.DATABASE_URL ? undefined : seedForBrowserTests();

if (databaseOnly) {
  console.log(`\n▶ Production build: the one in ${buildDir} (--database-only)\n`);
} else {
  run('Production build', 'npx', ['react-router', 'build']);
}

if (withoutE2e) {
  console.log(`\n▶ End-to-end tests in Chromium on ${engine}: left out (${databaseOnly ? '--database-only' : '--no-e2e'})\n`);
} else {
  await e2eData?.seeded;
  run(`End-to-end tests in Chromium on ${engine}`, 'npx', ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: 'test-results/playwright.json',
    ...(e2eData ? { E2E_DATA_DIR: e2eData.dataDir } : {}),
  });
  count('test-results/playwright.json', (json: { stats: { expected: number; unexpected: number; flaky: number; skipped: number } }) => ({
    passed: json.stats.expected + json.stats.flaky,
    failed: json.stats.unexpected,
    skipped: json.stats.skipped,
  }));
}

// Hostile input against real server processes (src/robustness): fuzzing from the OpenAPI
// document, stored XSS in Chromium, capability tokens, slow clients, crashes. Its figures
// go to test-results/robustness.json.
const leftOut: string[] = [];
if (databaseOnly) leftOut.push('src/robustness/cluster.robustness.ts');
if (!hasChromium) {
  loudly(`Chromium was not found at ${chromium}: the robustness suite's stored-XSS part (it opens pages in Chromium) is left out.`);
  leftOut.push('src/robustness/xss.robustness.ts');
}
run(`Robustness suite on ${engine}`, 'npx', [
  'vitest',
  'run',
  '--config',
  'vitest.robustness.config.ts',
  ...leftOut.flatMap((file) => ['--exclude', file]),
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=test-results/robustness-vitest.json',
]);
count('test-results/robustness-vitest.json', vitestCounts);
console.log(`\n${summary()}`);
