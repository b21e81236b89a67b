import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';

let database: TestDatabase;
const apps: TestApp[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.close();
});

/** A server whose log lines (pino's JSON) land in `lines`. */
async function serverLogging(level: string): Promise<{ app: FastifyInstance; lines: Record<string, unknown>[] }> {
  const lines: Record<string, unknown>[] = [];
  const testApp = await createTestApp({
    database,
    env: { LOG_LEVEL: level },
    parts: { logStream: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) } },
  });
  apps.push(testApp);
  const { app } = testApp;
  return { app, lines };
}

describe('the access log', () => {
  it('writes one line per request: method, URL with secrets redacted, status and time', async () => {
    const { app, lines } = await serverLogging('info');
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
  });

  it('is off below info (LOG_LEVEL=warn)', async () => {
    const { app, lines } = await serverLogging('warn');
    expect((await app.inject('/api/listings?city=london')).statusCode).toBe(200);
    expect(lines).toEqual([]);
  });
});
