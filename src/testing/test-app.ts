/**
 * The API through Fastify's inject against a real database, as tests drive it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../config';
import type { MediaStorage } from '../domain/media/media-storage';
import { createLocalMediaStorage } from '../infrastructure/media-storage/local-media-storage';
import { RATE_LIMIT_ENV } from '../domain/limits/rate-limit-rules';
import { buildServer, type ServerOptions } from '../http/server';
import { composeServices, type AppServices, type ServiceParts } from '../composition/app-services';
import { createInlineJobQueue, type InlineJobQueue } from './inline-job-queue';
import { registerJobs } from '../jobs/register-jobs';
import { startJobQueue, type RunningJobQueue } from '../jobs/job-queue';
import { openTestDatabase, type TestDatabase } from './test-database';

export interface TestApp<Queue extends RunningJobQueue = InlineJobQueue> {
  app: FastifyInstance;
  database: TestDatabase;
  storage: MediaStorage;
  config: Config;
  /** The services the server was built from, as the composition root made them. */
  services: AppServices;
  /** The job queue with every job of the app registered: the in-process one (a job due later runs on `jobs.runDue()`), or pg-boss. */
  jobs: Queue;
  close(): Promise<void>;
}

/**
 * Every request from `inject` comes from 127.0.0.1, so the per-IP limits would make
 * tests of other features depend on their order: those tests get limits too high to
 * reach. Tests of the limits themselves pass the RATE_LIMIT_* they mean to test.
 */
const UNREACHABLE_LIMITS = Object.fromEntries(
  Object.values(RATE_LIMIT_ENV).flatMap((names) => [[names.perVisitor, '100000'], [names.perIp, '100000']]),
);

export interface TestAppOptions {
  env?: Record<string, string>;
  database?: TestDatabase;
  storage?: (config: Config) => MediaStorage;
  /** Parts of its own (an IP lookup, a log stream…). */
  parts?: Omit<ServiceParts, 'database' | 'storage' | 'jobs'>;
  /** Pages too: a React Router build (testing/stub-pages.ts), served as production serves pages. */
  web?: ServerOptions['web'];
}

/**
 * The app as production puts it together (composition/app-services.ts, every job
 * registered), on a test database, with the in-process job queue and the outbox for mail.
 */
export function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  return assemble(options, async () => createInlineJobQueue());
}

/**
 * The same on pg-boss, as `npm start` runs jobs (polling every half second): for the
 * tests of the queue itself, where jobs wait for their time and run in a worker.
 */
export function createTestAppOnPgBoss(options: TestAppOptions = {}): Promise<TestApp<RunningJobQueue>> {
  return assemble(options, (database) =>
    startJobQueue({ db: database.db, engine: database.engine, databaseUrl: database.url ?? undefined, pollingIntervalSeconds: 0.5 }),
  );
}

async function assemble<Queue extends RunningJobQueue>(
  options: TestAppOptions,
  startQueue: (database: TestDatabase) => Promise<Queue>,
): Promise<TestApp<Queue>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cityboard-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'test-secret-that-is-long-enough-for-the-schema-000',
    ...UNREACHABLE_LIMITS,
    ...options.env,
  });
  const ownDatabase = !options.database;
  const database = options.database ?? (await openTestDatabase());
  const storage = options.storage?.(config) ?? createLocalMediaStorage(config.mediaDir);
  const jobs = await startQueue(database);
  const services = await composeServices(config, { ...options.parts, database, storage, jobs });
  await registerJobs(jobs, services.jobServices);
  const app = await buildServer({ services, web: options.web });
  await app.ready();
  return {
    app,
    database,
    storage,
    config,
    services,
    jobs,
    async close() {
      await app.close();
      await services.close();
      if (ownDatabase) await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Cookie header that carries a visitor's identity from one response to the next request. */
export function visitorCookie(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((c) => c.name === 'cb_vid');
  if (!cookie) throw new Error('The response set no visitor cookie');
  return `cb_vid=${cookie.value}`;
}
