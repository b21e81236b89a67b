/**
 * The API through Fastify's inject against a real database, as tests drive it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../config';
import { createLocalMediaStorage, type MediaStorage } from '../domain/media/media-storage';
import { buildServer } from '../http/server';
import { openTestDatabase, type TestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  storage: MediaStorage;
  config: Config;
  close(): Promise<void>;
}

export async function createTestApp(): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cityboard-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'test-secret-that-is-long-enough-for-the-schema-000',
  });
  const database = await openTestDatabase();
  const storage = createLocalMediaStorage(config.mediaDir);
  const app = await buildServer({ config, db: database.db, storage, logger: false });
  await app.ready();
  return {
    app,
    database,
    storage,
    config,
    async close() {
      await app.close();
      await database.close();
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
