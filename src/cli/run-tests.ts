/**
 * `npm test`: every test, in order of speed — unit and integration (Vitest, against
 * PGlite, or PostgreSQL when DATABASE_URL is set), then the production build in a real
 * Chromium (Playwright), then the robustness suite (hostile input against real server
 * processes; `npm run test:robustness`). Without Chromium the browser part is skipped loudly, except
 * under CI=true, where that is a failure.
 *
 * `npm test -- --no-e2e` leaves out the Playwright suite only (saying so): CI runs the whole
 * command on PGlite and this one on PostgreSQL, where the browser journeys would repeat what
 * the Vitest suites already prove about the engine, at half an hour a run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

const engine = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (embedded)';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const withoutE2e = process.argv.includes('--no-e2e');

mkdirSync('test-results', { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const startedAll = performance.now();

function summary(): string {
  const seconds = ((performance.now() - startedAll) / 1000).toFixed(1);
  return `tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped, in ${seconds}s`;
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

run(`Unit and integration tests on ${engine}`, 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=test-results/vitest.json',
]);
count('test-results/vitest.json', (json: { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number }) => ({
  passed: json.numPassedTests,
  failed: json.numFailedTests,
  skipped: json.numPendingTests + json.numTodoTests,
}));

if (!existsSync(chromium)) {
  const message = `Chromium was not found at ${chromium}: the end-to-end tests did NOT run. Install it (apt-get install chromium) or set CHROMIUM_PATH.`;
  if (process.env.CI === 'true') {
    console.error(`\n✖ ${message}`);
    process.exit(1);
  }
  console.warn(`\n${'!'.repeat(80)}\n! ${message}\n${'!'.repeat(80)}`);
  console.log(`\n${summary()}`);
  process.exit(0);
}

run('Production build', 'npx', ['react-router', 'build']);
if (withoutE2e) {
  console.log(`\n▶ End-to-end tests in Chromium on ${engine}: left out (--no-e2e)\n`);
} else {
  run(`End-to-end tests in Chromium on ${engine}`, 'npx', ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: 'test-results/playwright.json',
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
run(`Robustness suite on ${engine}`, 'npx', [
  'vitest',
  'run',
  '--config',
  'vitest.robustness.config.ts',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=test-results/robustness-vitest.json',
]);
count('test-results/robustness-vitest.json', (json: { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number }) => ({
  passed: json.numPassedTests,
  failed: json.numFailedTests,
  skipped: json.numPendingTests + json.numTodoTests,
}));
console.log(`\n${summary()}`);
