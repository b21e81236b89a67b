/**
 * Rate limits through the real server and database: per visitor, per client IP, with
 * Retry-After, configurable by environment, and holding under concurrency and across
 * two server processes that share one store.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { eq, like } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nFor } from '../../i18n/catalogues';
import { errorText } from '../../i18n/error-text';
import { loadConfig } from '../../config';
import { buildListingInput } from '../../demo/listing-factory';
import { listings, rateLimitPoints } from '../../db/schema';
import { redisCounter } from '../../infrastructure/redis/redis-rate-limit-counter';
import { DEFAULT_RATE_LIMITS } from '../../domain/limits/rate-limit-rules';
import { createTestApp, visitorCookie, type TestApp } from '../../testing/test-app';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';

/** A limit's sentence as an API client without Accept-Language reads it. */
const english = (key: string) => errorText(i18nFor('en').t, key);

let database: TestDatabase;
const apps: TestApp[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.close();
});

async function appWith(env: Record<string, string>): Promise<TestApp> {
  const app = await createTestApp({ env, database });
  apps.push(app);
  return app;
}

// Each test posts from its own address: the apps share one database, so one IP's count carries over.
let lastAddress = 0;
function nextAddress(): string {
  lastAddress += 1;
  return `192.0.2.${lastAddress}`;
}

function post(t: TestApp, headers: Record<string, string> = {}, remoteAddress = currentAddress) {
  return t.app.inject({ method: 'POST', url: '/api/listings', payload: buildListingInput(), headers, remoteAddress });
}
let currentAddress = nextAddress();
beforeEach(() => {
  currentAddress = nextAddress();
});

/**
 * Stops the clock (Date only: timers and I/O run on) at `at`, for tests where the time
 * matters: a burst that straddled the end of a window used to let more through.
 */
function pinClock(at = Date.now()) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
}
afterEach(() => {
  vi.useRealTimers();
});

describe('posting limits', () => {
  it('stops a visitor at the limit with 429, a readable message and Retry-After', async () => {
    const t = await appWith({ RATE_LIMIT_POSTS_PER_HOUR: '3', RATE_LIMIT_POSTS_PER_HOUR_PER_IP: '1000' });
    const first = await post(t);
    expect(first.statusCode).toBe(201);
    const cookie = visitorCookie(first);
    expect((await post(t, { cookie })).statusCode).toBe(201);
    expect((await post(t, { cookie })).statusCode).toBe(201);

    const limited = await post(t, { cookie });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: english(DEFAULT_RATE_LIMITS.post_listing.message) });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    // The window slides in fifths: a use is forgotten at most a fifth of the hour late.
    expect(retryAfter).toBeLessThanOrEqual(3600 * 1.2);

    // Another visitor on the same network is not held back by this one.
    expect((await post(t)).statusCode).toBe(201);
  });

  it('counts per client IP too, so dropping the cookie does not escape the limit', async () => {
    const t = await appWith({ RATE_LIMIT_POSTS_PER_HOUR: '1000', RATE_LIMIT_POSTS_PER_HOUR_PER_IP: '4' });
    // Each request without a cookie is a brand-new visitor, all from 127.0.0.1.
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await post(t, { 'x-forwarded-for': `203.0.113.${i}` })).statusCode);
    // Without TRUST_PROXY the forwarded address is ignored: the socket's address counts.
    expect(statuses).toEqual([201, 201, 201, 201, 429, 429]);
  });

  it("believes X-Forwarded-For only from a trusted proxy", async () => {
    const t = await appWith({ RATE_LIMIT_POSTS_PER_HOUR: '1000', RATE_LIMIT_POSTS_PER_HOUR_PER_IP: '2', TRUST_PROXY: '10.0.0.1' });
    const client = (ip: string) => post(t, { 'x-forwarded-for': ip }, '10.0.0.1');
    expect((await client('198.51.100.7')).statusCode).toBe(201);
    expect((await client('198.51.100.7')).statusCode).toBe(201);
    expect((await client('198.51.100.7')).statusCode).toBe(429);
    // A different client behind the same proxy has its own count.
    expect((await client('198.51.100.8')).statusCode).toBe(201);
    // From an address that is not the trusted proxy, the header is ignored again.
    expect((await post(t, { 'x-forwarded-for': '198.51.100.9' }, '10.0.0.2')).statusCode).toBe(201);
    expect((await post(t, { 'x-forwarded-for': '198.51.100.10' }, '10.0.0.2')).statusCode).toBe(201);
    expect((await post(t, { 'x-forwarded-for': '198.51.100.11' }, '10.0.0.2')).statusCode).toBe(429);
  });

  it('lets no more than the limit through a burst of concurrent posts', async () => {
    const t = await appWith({ RATE_LIMIT_POSTS_PER_HOUR: '5', RATE_LIMIT_POSTS_PER_HOUR_PER_IP: '1000' });
    pinClock();
    const first = await post(t);
    const cookie = visitorCookie(first);
    const visitorId = decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;
    const burst = await Promise.all(Array.from({ length: 20 }, () => post(t, { cookie })));
    const created = burst.filter((response) => response.statusCode === 201).length;
    expect(created).toBe(4);
    expect(burst.filter((response) => response.statusCode === 429)).toHaveLength(16);
    const stored = await database.db.select({ id: listings.id }).from(listings).where(eq(listings.userId, visitorId));
    expect(stored).toHaveLength(5);
  });

  it('lets no more than the limit through across the end of a fixed window', async () => {
    const t = await appWith({ RATE_LIMIT_POSTS_PER_HOUR: '3', RATE_LIMIT_POSTS_PER_HOUR_PER_IP: '1000' });
    // Windows and their slots are aligned to the epoch: an hour ends on the hour.
    const hourEnds = Math.ceil(Date.now() / 3_600_000) * 3_600_000;
    pinClock(hourEnds - 2_000);
    const first = await post(t);
    const cookie = visitorCookie(first);
    const before = [first.statusCode, (await post(t, { cookie })).statusCode, (await post(t, { cookie })).statusCode];
    vi.setSystemTime(hourEnds + 2_000);
    // A fixed window started again on the hour and let three more through here.
    const after = [(await post(t, { cookie })).statusCode, (await post(t, { cookie })).statusCode];
    expect(before).toEqual([201, 201, 201]);
    expect(after).toEqual([429, 429]);
    const limited = await post(t, { cookie });
    // Room again once the three have left the window: an hour after them, at most a slot (12 minutes) later.
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(3600 - 4);
    expect(retryAfter).toBeLessThanOrEqual(3600 + 12 * 60);
    vi.setSystemTime(hourEnds + 2_000 + retryAfter * 1000);
    expect((await post(t, { cookie })).statusCode).toBe(201);
  });

  it('counts an IPv6 client by its /64', async () => {
    const t = await appWith({ RATE_LIMIT_POSTS_PER_HOUR: '1000', RATE_LIMIT_POSTS_PER_HOUR_PER_IP: '2' });
    const prefix = `2001:db8:${lastAddress.toString(16)}:1`;
    const statuses = [];
    for (const host of ['::1', ':abcd:0:0:2', ':ffff:ffff:ffff:ffff']) statuses.push((await post(t, {}, `${prefix}${host}`)).statusCode);
    expect(statuses).toEqual([201, 201, 429]);
    // The next /64 is another client.
    expect((await post(t, {}, `2001:db8:${lastAddress.toString(16)}:2::1`)).statusCode).toBe(201);
  });

  it('holds across two server processes sharing one database', async () => {
    const env = { RATE_LIMIT_POSTS_PER_HOUR: '4', RATE_LIMIT_POSTS_PER_HOUR_PER_IP: '1000' };
    const [one, two] = [await appWith(env), await appWith(env)];
    const first = await post(one);
    const cookie = visitorCookie(first);
    const statuses = [first.statusCode];
    for (let i = 0; i < 5; i += 1) statuses.push((await post(i % 2 === 0 ? two : one, { cookie })).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 429, 429]);
  });
});

describe('other limited actions', () => {
  it('limits uploads, reports, searches and confirmation mails, each by its own variable', async () => {
    const t = await appWith({
      // The ad posted below, to an address not confirmed, spends one: two are left to ask for.
      RATE_LIMIT_CONFIRMATION_MAILS_PER_HOUR: '3',
      RATE_LIMIT_UPLOADS_PER_HOUR: '2',
      RATE_LIMIT_REPORTS_PER_DAY: '2',
      RATE_LIMIT_SEARCHES_PER_MINUTE: '2',
    });
    const created = await post(t);
    const { id } = created.json<{ id: string }>();
    const cookie = visitorCookie(created);
    const requests = {
      upload_image: () => t.app.inject({ method: 'POST', url: '/api/objects/upload', headers: { cookie } }),
      report_listing: () => t.app.inject({ method: 'POST', url: `/api/listings/${id}/reports`, headers: { cookie }, payload: { reason: 'spam' } }),
      search: () => t.app.inject({ url: '/api/listings?search=bike', headers: { cookie } }),
      email_confirmation: () => t.app.inject({ method: 'POST', url: `/api/listings/${id}/email-confirmation`, headers: { cookie } }),
    };
    for (const [action, request] of Object.entries(requests)) {
      const statuses = [(await request()).statusCode, (await request()).statusCode];
      expect(statuses.every((status) => status < 300), action).toBe(true);
      const limited = await request();
      expect(limited.statusCode, action).toBe(429);
      expect(limited.json().message).toBe(english(DEFAULT_RATE_LIMITS[action as keyof typeof requests].message));
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Browsing without a search is not a search: it stays open.
    expect((await t.app.inject({ url: '/api/listings', headers: { cookie } })).statusCode).toBe(200);
    // A feed of a search is that search again: the same allowance, not a way around it.
    expect((await t.app.inject({ url: '/feeds/listings.xml?q=bike', headers: { cookie } })).statusCode).toBe(429);
    expect((await t.app.inject({ url: '/feeds/listings.xml?city=london', headers: { cookie } })).statusCode).toBe(200);
  });
});

describe('wrong link tokens', () => {
  /**
   * A visitor of its own (a signed cookie the server gave out), so its count carries from
   * one request to the next. Reading makes no cookie; asking for an upload address does.
   */
  async function newVisitor(t: TestApp, remoteAddress: string): Promise<string> {
    return visitorCookie(await t.app.inject({ method: 'POST', url: '/api/objects/upload', remoteAddress }));
  }

  async function postedListing(t: TestApp) {
    const created = await post(t);
    expect(created.statusCode).toBe(201);
    const { id, manageUrl } = created.json<{ id: string; manageUrl: string }>();
    return { id, token: manageUrl.split('/').at(-1)!, sellerCookie: visitorCookie(created) };
  }

  const wrongToken = (token: string) => token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');

  it('counts only wrong tokens per visitor; past the limit every token is refused with 429, the right one too', async () => {
    const t = await appWith({ RATE_LIMIT_WRONG_LINK_TOKENS_PER_15_MINUTES: '3', RATE_LIMIT_WRONG_LINK_TOKENS_PER_15_MINUTES_PER_IP: '1000' });
    const { id, token, sellerCookie } = await postedListing(t);
    const address = nextAddress();
    const cookie = await newVisitor(t, address);
    const manage = (withToken: string, as = cookie) =>
      t.app.inject({ url: `/api/listings/${id}/manage`, headers: { cookie: as, 'x-manage-token': withToken }, remoteAddress: address });

    // The right token, however often, counts nothing.
    for (let i = 0; i < 5; i += 1) expect((await manage(token)).statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await manage(wrongToken(token))).statusCode).toBe(404);
    const limited = await manage(wrongToken(token));
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(english(DEFAULT_RATE_LIMITS.wrong_link_token.message));
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60 * 1.2);
    // Were the right token let in now, a guesser would still learn which guess was right.
    expect((await manage(token)).statusCode).toBe(429);

    // Every place a management token is checked refuses it the same way.
    const headers = { cookie, 'x-manage-token': token };
    const everywhere = {
      'GET listing': t.app.inject({ url: `/api/listings/${id}`, headers, remoteAddress: address }),
      'PUT listing': t.app.inject({ method: 'PUT', url: `/api/listings/${id}`, headers, payload: buildListingInput(), remoteAddress: address }),
      sold: t.app.inject({ method: 'POST', url: `/api/listings/${id}/sold`, headers, remoteAddress: address }),
      renew: t.app.inject({ method: 'POST', url: `/api/listings/${id}/renew`, headers, remoteAddress: address }),
      images: t.app.inject({ method: 'PUT', url: `/api/listings/${id}/images`, headers, payload: { imageURLs: [] }, remoteAddress: address }),
      'email confirmation': t.app.inject({ method: 'POST', url: `/api/listings/${id}/email-confirmation`, headers, remoteAddress: address }),
      DELETE: t.app.inject({ method: 'DELETE', url: `/api/listings/${id}`, headers, remoteAddress: address }),
    };
    for (const [name, request] of Object.entries(everywhere)) expect((await request).statusCode, name).toBe(429);
    expect((await t.app.inject(`/api/listings/${id}`)).statusCode, 'the listing was not deleted').toBe(200);

    // The seller's own browser needs no token, and another visitor elsewhere is not affected.
    expect((await t.app.inject({ url: `/api/listings/${id}/manage`, headers: { cookie: sellerCookie }, remoteAddress: address })).statusCode).toBe(200);
    const elsewhere = nextAddress();
    const other = await newVisitor(t, elsewhere);
    const fine = await t.app.inject({ url: `/api/listings/${id}/manage`, headers: { cookie: other, 'x-manage-token': token }, remoteAddress: elsewhere });
    expect(fine.statusCode).toBe(200);
  });

  it('counts per client IP too, so dropping the cookie does not escape the limit', async () => {
    const t = await appWith({ RATE_LIMIT_WRONG_LINK_TOKENS_PER_15_MINUTES: '1000', RATE_LIMIT_WRONG_LINK_TOKENS_PER_15_MINUTES_PER_IP: '3' });
    const { id, token } = await postedListing(t);
    const address = nextAddress();
    // No cookie: a new visitor every time, from one address.
    const guess = (withToken: string) => t.app.inject({ method: 'POST', url: `/api/listings/${id}/sold`, headers: { 'x-manage-token': withToken }, remoteAddress: address });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await guess(wrongToken(token))).statusCode);
    expect(statuses).toEqual([404, 404, 404, 429]);
    expect((await guess(token)).statusCode).toBe(429);
    expect((await t.app.inject(`/api/listings/${id}`)).json().status).toBe('active');
  });

  it('lets no more than the limit of wrong tokens through a burst of concurrent guesses', async () => {
    const t = await appWith({ RATE_LIMIT_WRONG_LINK_TOKENS_PER_15_MINUTES: '10', RATE_LIMIT_WRONG_LINK_TOKENS_PER_15_MINUTES_PER_IP: '1000' });
    // The burst straddled the end of a quarter hour now and then, and 20 of 200 got through.
    pinClock(Math.ceil(Date.now() / 900_000) * 900_000 - 1);
    const { id } = await postedListing(t);
    const address = nextAddress();
    const cookie = await newVisitor(t, address);
    const guesses = Array.from({ length: 200 }, () =>
      t.app.inject({
        url: `/api/listings/${id}/manage`,
        headers: { cookie, 'x-manage-token': randomBytes(32).toString('base64url') },
        remoteAddress: address,
      }),
    );
    const statuses = (await Promise.all(guesses)).map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 404)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(190);
  });
});

describe('wrong link tokens behind one address (NAT)', () => {
  it('lock only the listing guessed at: the right token for another listing still works from that address', async () => {
    const t = await appWith({ RATE_LIMIT_WRONG_LINK_TOKENS_PER_15_MINUTES: '10', RATE_LIMIT_WRONG_LINK_TOKENS_PER_15_MINUTES_PER_IP: '30' });
    const posted = async () => {
      const created = await post(t, {}, nextAddress());
      const { id, manageUrl } = created.json<{ id: string; manageUrl: string }>();
      return { id, token: manageUrl.split('/').at(-1)! };
    };
    const [guessed, sellers] = [await posted(), await posted()];
    // One address for everyone behind the NAT, no cookies: only the address counts.
    const shared = nextAddress();
    const manage = (listing: { id: string }, token: string) =>
      t.app.inject({ url: `/api/listings/${listing.id}/manage`, headers: { 'x-manage-token': token }, remoteAddress: shared });
    const wrong = guessed.token.slice(0, -1) + (guessed.token.endsWith('A') ? 'B' : 'A');
    const statuses = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await manage(guessed, wrong)).statusCode);
    // Refused as not theirs (404 or 403 by whether a visitor is known), then limited.
    expect(statuses.slice(0, 30).filter((status) => status === 403 || status === 404)).toHaveLength(30);
    expect(statuses[30]).toBe(429);
    // The listing guessed at stays locked, even to its right token (else a guess that is let in would be told apart)…
    expect((await manage(guessed, guessed.token)).statusCode).toBe(429);
    // …but the seller behind the same address still manages their own listing.
    expect((await manage(sellers, sellers.token)).statusCode).toBe(200);
  });
});

describe('configuration', () => {
  it('refuses a limit that is not a whole number, naming the variable', () => {
    expect(() => loadConfig({ RATE_LIMIT_POSTS_PER_HOUR: 'lots', DATA_DIR: '/tmp/cityboard-config-test' })).toThrow(
      /RATE_LIMIT_POSTS_PER_HOUR: must be a whole number/,
    );
  });

  it('takes the documented defaults when nothing is set', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/cityboard-config-test', SESSION_SECRET: 'x'.repeat(32) });
    expect(config.rateLimits).toEqual(DEFAULT_RATE_LIMITS);
    expect(config.trustProxy).toBe(false);
  });
});

// Redis runs beside CI (and .ci/run sets REDIS_URL); without it these cannot run.
describe.runIf(process.env.REDIS_URL)('limits in Redis', () => {
  it('counts atomically in Redis, each use seeing the ones before it', async () => {
    const redis = new Redis(process.env.REDIS_URL!, { lazyConnect: true });
    try {
      await redis.connect();
      const counter = redisCounter(redis);
      const key = `test-${randomBytes(6).toString('hex')}`;
      const totals = await Promise.all(Array.from({ length: 25 }, () => counter.add({ key, points: 1, ttlSeconds: 60 })));
      expect(totals.sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
      expect(await counter.add({ key, points: -1, ttlSeconds: 60 })).toBe(24);
      expect(await counter.read([key, `${key}-never`])).toEqual([24, 0]);
      expect(await redis.pttl(`cityboard:rl:${key}`)).toBeGreaterThan(0);
    } finally {
      redis.disconnect();
    }
  });

  it('holds a limit across two servers when REDIS_URL is set', async () => {
    const env = { REDIS_URL: process.env.REDIS_URL!, RATE_LIMIT_POSTS_PER_HOUR: '3', RATE_LIMIT_POSTS_PER_HOUR_PER_IP: '100000' };
    const [one, two] = [await appWith(env), await appWith(env)];
    const first = await post(one);
    const cookie = visitorCookie(first);
    const statuses = [first.statusCode, (await post(two, { cookie })).statusCode, (await post(one, { cookie })).statusCode];
    statuses.push((await post(two, { cookie })).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429]);
    // Counted in Redis, not in the database.
    const visitorId = decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;
    const rows = await database.db.select().from(rateLimitPoints).where(like(rateLimitPoints.key, `%v:${visitorId}%`));
    expect(rows).toEqual([]);
  });
});

/** Starts `src/testing/api-process.ts` in a child process; answers its base URL and a stop function. */
async function startApiProcess(env: Record<string, string>): Promise<{ url: string; stop: () => Promise<void> }> {
  // Only what the test passes decides where the child counts (not this shell's REDIS_URL or DATABASE_URL).
  const { REDIS_URL: _redis, DATABASE_URL: _database, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, '../../testing/api-process.ts')], {
    env: { ...inherited, SESSION_SECRET: 'test-secret-that-is-long-enough-for-the-schema-000', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = out.match(/LISTENING (\d+)/);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`The API process stopped (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function postOver(url: string, cookie: string): Promise<number> {
  const response = await fetch(`${url}/api/listings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(buildListingInput()),
  });
  return response.status;
}

// Real separate processes: through Redis (each with its own embedded database), or
// through one shared PostgreSQL database without Redis.
describe('limits across two server processes', () => {
  // Only the posting limit is under test: Redis keeps every earlier run's counts for this
  // address (127.0.0.1), so the confirmation mails' limit (posting to new addresses spends it) is lifted.
  const limits = {
    RATE_LIMIT_POSTS_PER_HOUR: '3',
    RATE_LIMIT_POSTS_PER_HOUR_PER_IP: '100000',
    RATE_LIMIT_CONFIRMATION_MAILS_PER_HOUR: '100000',
    RATE_LIMIT_CONFIRMATION_MAILS_PER_HOUR_PER_IP: '100000',
  };

  /** Posts alternately here and in the other process as one visitor: the fourth is over. */
  async function expectOneCount(here: TestApp, other: { url: string }) {
    const first = await post(here);
    const cookie = visitorCookie(first);
    const statuses = [first.statusCode, await postOver(other.url, cookie), (await post(here, { cookie })).statusCode, await postOver(other.url, cookie)];
    expect(statuses).toEqual([201, 201, 201, 429]);
  }

  // (A second process migrates its own database first: minutes on a busy two-core machine.)
  it.runIf(process.env.REDIS_URL)('share one count through Redis', async () => {
    const env = { ...limits, REDIS_URL: process.env.REDIS_URL! };
    const other = await startApiProcess(env);
    try {
      await expectOneCount(await appWith(env), other);
    } finally {
      await other.stop();
    }
  }, 180_000);

  // Two processes cannot open one embedded database: this one belongs to the
  // PostgreSQL pass (`.ci/run` runs every test on both engines).
  if (process.env.DATABASE_URL) {
    it('share one count through the database', async () => {
      const other = await startApiProcess({ ...limits, DATABASE_URL: database.url! });
      try {
        await expectOneCount(await appWith(limits), other);
      } finally {
        await other.stop();
      }
    }, 180_000);
  }
});
