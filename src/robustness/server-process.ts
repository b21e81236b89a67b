/**
 * The Cityboard production server as the robustness suite meets it: a real child process
 * (so sockets, timeouts and SIGKILL are real) serving the production build on a data
 * directory or PostgreSQL database the suite chose, without the demo listings (the suite
 * posts what it needs, and seeding would cost minutes). Prints "LISTENING <port>" once it
 * accepts connections and stops cleanly on SIGTERM; SIGKILL is the crash test's business.
 *
 * Reads: ROBUSTNESS_DATA_DIR (required), DATABASE_URL (optional), BUILD_DIR, PORT, and
 * ROBUSTNESS_API_ONLY=1 for the JSON API alone (no pages: starts faster, for the crash test).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { startApp, stopOnSignals } from '../app';
import { loadConfig } from '../config';
import { RATE_LIMIT_ENV } from '../domain/limits/rate-limit-rules';

const dataDir = process.env.ROBUSTNESS_DATA_DIR;
if (!dataDir) throw new Error('ROBUSTNESS_DATA_DIR is required');
const port = process.env.PORT ?? '0';

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  PORT: port,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  SEED_DEMO: 'false',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'error',
  SESSION_SECRET: 'robustness-secret-that-is-long-enough-000000',
  ADMIN_TOKEN: process.env.ADMIN_TOKEN ?? 'robustness-reviewer-token-0123456789',
  // Thousands of requests come from one address and mostly without a cookie: the limits
  // would answer 429 to nearly all of them and the fuzzer would test nothing but that.
  // Wrong link tokens keep their per-visitor limit: the token test checks that guessing stops.
  // A limit the suite sets itself (the mail flood's) is kept.
  ...Object.fromEntries(
    Object.entries(RATE_LIMIT_ENV).flatMap(([action, names]) =>
      (action === 'wrong_link_token' ? [names.perIp] : [names.perIp, names.perVisitor]).map((name) => [name, process.env[name] || '1000000']),
    ),
  ),
});
const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
const web =
  process.env.ROBUSTNESS_API_ONLY === '1'
    ? undefined
    : {
        build: (await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href)) as ServerBuild,
        mode: 'production' as const,
        clientDir: path.join(buildDir, 'client'),
      };
const running = await startApp(config, web);
const address = running.app.server.address();
process.stdout.write(`LISTENING ${typeof address === 'object' && address ? address.port : 0}\n`);
stopOnSignals(running);
