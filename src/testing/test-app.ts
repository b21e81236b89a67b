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
import { buildServer } from '../http/server';
import { openTestDatabase, type TestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  storage: MediaStorage;
  config: Config;
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

export async function createTestApp(
  options: { env?: Record<string, string>; database?: TestDatabase; storage?: (config: Config) => MediaStorage } = {},
): Promise<TestApp> {
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
  const app = await buildServer({ config, db: database.db, storage, logger: false });
  await app.ready();
  return {
    app,
    database,
    storage,
    config,
    async close() {
      await app.close();
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
