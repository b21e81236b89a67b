/**
 * `npm test`: every test, in order of speed — unit and integration (Vitest, against
 * PGlite, or PostgreSQL when DATABASE_URL is set), then the production build in a real
 * Chromium (Playwright). Without Chromium the browser part is skipped loudly, except
 * under CI=true, where that is a failure.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const engine = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (embedded)';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(title: string, command: string, args: string[]): void {
  console.log(`\n▶ ${title}\n`);
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`\n✔ ${title} passed in ${seconds}s`);
}

run(`Unit and integration tests on ${engine}`, 'npx', ['vitest', 'run']);

if (!existsSync(chromium)) {
  const message = `Chromium was not found at ${chromium}: the end-to-end tests did NOT run. Install it (apt-get install chromium) or set CHROMIUM_PATH.`;
  if (process.env.CI === 'true') {
    console.error(`\n✖ ${message}`);
    process.exit(1);
  }
  console.warn(`\n${'!'.repeat(80)}\n! ${message}\n${'!'.repeat(80)}`);
  process.exit(0);
}

run('Production build', 'npx', ['react-router', 'build']);
run(`End-to-end tests in Chromium on ${engine}`, 'npx', ['playwright', 'test']);
