import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { openTestDatabase } from '../../testing/test-database';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 200 while the database answers, never kept and never setting a cookie', async () => {
    const response = await t.app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok', redis: 'not configured' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

describe('GET /api/health with Redis configured', () => {
  // Redis runs beside CI (and .ci/run sets REDIS_URL), as for the shared rate limits.
  it.runIf(process.env.REDIS_URL)('says Redis answers when it does', async () => {
    const t = await createTestApp({ env: { REDIS_URL: process.env.REDIS_URL! } });
    try {
      const response = await t.app.inject('/api/health');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok', database: 'ok', redis: 'ok' });
    } finally {
      await t.close();
    }
  });

  it('stays in service without Redis, saying it is degraded', async () => {
    // Nothing listens on port 1: the process serves on, counting in the database.
    const t = await createTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });
    try {
      const response = await t.app.inject('/api/health');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'degraded', database: 'ok', redis: 'unavailable' });
    } finally {
      await t.close();
    }
  });
});

describe('GET /api/health without its database', () => {
  it('answers 503 so that a balancer takes the process out of rotation', async () => {
    const database = await openTestDatabase();
    const t = await createTestApp({ database });
    try {
      await database.close();
      const response = await t.app.inject('/api/health');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: 'The database does not answer: this process cannot serve now.' });
      expect(response.headers['cache-control']).toBe('no-store');
    } finally {
      await t.close();
    }
  });
});
