/**
 * The server the browser tests talk to: the production build on a fresh database
 * (a temporary PGlite directory, or a new PostgreSQL database when DATABASE_URL is
 * set), seeded with the demo data. Removed again when Playwright stops it.
 *
 * E2E_DATA_DIR hands it a data directory already seeded (`npm test` seeds one while the
 * build runs, src/cli/run-tests.ts): it starts at once, and removes that directory too.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import postgres from 'postgres';
import type { ServerBuild } from 'react-router';
import { startApp } from '../src/app';
import { loadConfig } from '../src/config';
import { RATE_LIMIT_ENV } from '../src/domain/limits/rate-limit-rules';
import { outboxDir } from './outbox';

const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'cityboard-e2e-'));
let databaseUrl = process.env.DATABASE_URL;
let dropDatabase = async () => {};
if (databaseUrl) {
  const name = `cityboard_e2e_${process.pid}`;
  const admin = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  dropDatabase = async () => {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end({ timeout: 5 });
  };
}

const port = process.env.E2E_PORT ?? '5055';
rmSync(outboxDir(port), { recursive: true, force: true });
const config = loadConfig({
  NODE_ENV: 'production',
  PORT: port,
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: dataDir,
  // The mail specs read what the app "sent" from here (e2e/outbox.ts).
  OUTBOX_DIR: outboxDir(port),
  LOG_LEVEL: 'warn',
  SESSION_SECRET: 'e2e-secret-that-is-long-enough-for-the-config-0000',
  // The moderation queue's reviewer token (e2e/moderation-queue.spec.ts signs in with it).
  ADMIN_TOKEN: 'e2e-reviewer-token-0123456789',
  // Every browser context of the suite is a new visitor from 127.0.0.1, like an office
  // behind one address: the per-IP limits are raised, the per-visitor ones stay as shipped.
  ...Object.fromEntries(Object.values(RATE_LIMIT_ENV).map((names) => [names.perIp, '100000'])),
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});
const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
const build = (await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href)) as ServerBuild;
const running = await startApp(config, { build, mode: 'production', clientDir: path.join(buildDir, 'client') });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await running.stop();
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
}
