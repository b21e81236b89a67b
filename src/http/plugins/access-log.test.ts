import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createLocalMediaStorage } from '../../infrastructure/media-storage/local-media-storage';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import { buildServer } from '../server';

let database: TestDatabase;
const dirs: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A server whose log lines (pino's JSON) land in `lines`. */
async function serverLogging(level: string): Promise<{ app: FastifyInstance; lines: Record<string, unknown>[] }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cityboard-access-log-'));
  dirs.push(dataDir);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: level,
    SESSION_SECRET: 'test-secret-that-is-long-enough-for-the-schema-000',
  });
  const lines: Record<string, unknown>[] = [];
  const app = await buildServer({
    config,
    db: database.db,
    storage: createLocalMediaStorage(config.mediaDir),
    logStream: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  });
  await app.ready();
  return { app, lines };
}

describe('the access log', () => {
  it('writes one line per request: method, URL with secrets redacted, status and time', async () => {
    const { app, lines } = await serverLogging('info');
    try {
      const ok = await app.inject('/api/listings?city=london');
      expect(ok.statusCode).toBe(200);
      const missing = await app.inject({ method: 'POST', url: '/api/alerts/unsubscribe/secret-token-123' });
      const requests = lines.filter((line) => line.msg === 'request');
      expect(requests).toHaveLength(2);
      expect(requests[0]).toMatchObject({ level: 30, method: 'GET', url: '/api/listings?city=london', statusCode: 200 });
      expect(requests[1]).toMatchObject({ method: 'POST', url: '/api/alerts/unsubscribe/[redacted]', statusCode: missing.statusCode });
      for (const line of requests) expect(line.responseTime).toEqual(expect.any(Number));
      expect(JSON.stringify(lines)).not.toContain('secret-token-123');
      // Fastify's own pair of lines is gone.
      expect(lines.filter((line) => line.msg === 'incoming request' || line.msg === 'request completed')).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('is off below info (LOG_LEVEL=warn)', async () => {
    const { app, lines } = await serverLogging('warn');
    try {
      expect((await app.inject('/api/listings?city=london')).statusCode).toBe(200);
      expect(lines).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
