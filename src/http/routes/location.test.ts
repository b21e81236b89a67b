import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { IpLookup, IpPlace } from '../../domain/geo/ip-city';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';

/** A small IP database: the tests below say exactly which address it is asked about. */
const PLACES: Record<string, IpPlace> = {
  '1.1.1.1': { city: 'Sydney', countryCode: 'AU', latitude: -33.8688, longitude: 151.209 },
  '81.2.69.160': { city: 'London', countryCode: 'GB', latitude: 51.5143, longitude: -0.0912 },
  '2.2.2.2': { city: 'Lille', countryCode: 'FR', latitude: 50.6292, longitude: 3.0573 },
};
const lookup = { lookup: vi.fn(async (ip: string) => PLACES[ip] ?? null) } satisfies IpLookup;

let database: TestDatabase;
const apps: TestApp[] = [];

/** The real server with the given TRUST_PROXY (unset: believe only the socket). */
async function server(options: { trustProxy?: string; ipLookup?: IpLookup | null } = {}): Promise<FastifyInstance> {
  const ipLookup = options.ipLookup === null ? undefined : (options.ipLookup ?? lookup);
  const testApp = await createTestApp({
    database,
    env: options.trustProxy ? { TRUST_PROXY: options.trustProxy } : {},
    parts: ipLookup ? { ipLookup } : {},
  });
  apps.push(testApp);
  return testApp.app;
}

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.close();
});

const detect = (app: FastifyInstance, options: { from: string; forwardedFor?: string }) =>
  app.inject({
    url: '/api/location/detect',
    remoteAddress: options.from,
    headers: options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {},
  });

describe('GET /api/location/detect', () => {
  it("answers the city of the socket's address, privately", async () => {
    const app = await server();
    const response = await detect(app, { from: '81.2.69.160' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json()).toEqual({
      city: { subdomain: 'london', name: 'London', countryCode: 'GB', path: '/uk/london' },
      match: 'name',
    });
    // Lille is 200 km from Paris and 95 km from Brussels: the nearest city within 100 km wins.
    expect((await detect(app, { from: '2.2.2.2' })).json()).toMatchObject({ city: { path: '/be/brussels' }, match: 'nearest' });
    // An address the database does not know.
    expect((await detect(app, { from: '4.4.4.4' })).json()).toEqual({ city: null, match: null });
  });

  it('answers null for loopback and private addresses without looking them up', async () => {
    const app = await server();
    lookup.lookup.mockClear();
    for (const from of ['127.0.0.1', '10.0.0.8', '192.168.1.20', '::1']) {
      expect((await detect(app, { from })).json(), from).toEqual({ city: null, match: null });
    }
    expect(lookup.lookup).not.toHaveBeenCalled();
  });

  it('ignores X-Forwarded-For unless a trusted proxy is configured', async () => {
    const direct = await server();
    expect((await detect(direct, { from: '127.0.0.1', forwardedFor: '1.1.1.1' })).json().city).toBeNull();
    // A visitor cannot pretend to be elsewhere: their own public address counts.
    expect((await detect(direct, { from: '81.2.69.160', forwardedFor: '1.1.1.1' })).json().city.subdomain).toBe('london');

    const behindProxy = await server({ trustProxy: '127.0.0.1' });
    expect((await detect(behindProxy, { from: '127.0.0.1', forwardedFor: '1.1.1.1' })).json().city).toMatchObject({ subdomain: 'sydney', path: '/au/sydney' });
    // The header only counts when it comes from the named proxy.
    expect((await detect(behindProxy, { from: '81.2.69.160', forwardedFor: '1.1.1.1' })).json().city.subdomain).toBe('london');

    const anyProxy = await server({ trustProxy: 'true' });
    expect((await detect(anyProxy, { from: '10.0.0.2', forwardedFor: '1.1.1.1' })).json().city.subdomain).toBe('sydney');
  });

  it('answers null, not an error, when the database fails', async () => {
    const broken = await server({ ipLookup: { lookup: async () => Promise.reject(new Error('database file missing')) } });
    const response = await detect(broken, { from: '1.1.1.1' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ city: null, match: null });
  });

  it('reads the packaged DB-IP database by default', async () => {
    const app = await server({ ipLookup: null });
    expect((await detect(app, { from: '1.1.1.1' })).json()).toEqual({
      city: { subdomain: 'sydney', name: 'Sydney', countryCode: 'AU', path: '/au/sydney' },
      match: 'name',
    });
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await (await server()).inject('/api/docs/json')).json<{ paths: Record<string, { get?: { tags?: string[] } }> }>();
    expect(doc.paths['/api/location/detect']?.get?.tags).toEqual(['location']);
  });
});
