/**
 * The render cache (render-cache.ts) through the page adapter: an anonymous visitor's
 * second request for a page is the first render's bytes, compressed once, under the
 * listings' change version; a visitor with a cookie that changes pages, a page that sets
 * a cookie or is private, a new version and the time limit all render again; pages that
 * vary on Accept-Language are kept per language; processes sharing a store render once.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import type { SharedCountStore } from '../domain/listings/listings-cache';
import { stubPages, type StubPages } from '../testing/stub-pages';
import { VISITOR_COOKIE } from './plugins/visitor-id';
import { acceptedEncoding, createRenderCache } from './render-cache';

const AGES = { sMaxAgeS: 30, staleWhileRevalidateS: 90 };

// One database for the servers of every test (each test makes servers of its own).
let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

function memoryStore(): SharedCountStore & { keys: () => string[] } {
  const values = new Map<string, string>();
  return {
    get: async (key) => values.get(key) ?? null,
    set: async (key, value) => void values.set(key, value),
    keys: () => [...values.keys()],
  };
}

async function pagesWithCache(options: { version?: () => number; store?: SharedCountStore; ttlMs?: number } = {}) {
  const renderCache = createRenderCache({
    version: async () => options.version?.() ?? 1,
    namespace: async () => 'test-db',
    ttlMs: options.ttlMs ?? 30_000,
    personalCookies: [VISITOR_COOKIE, 'cb_review'],
    store: () => options.store ?? null,
  });
  return stubPages({ ...AGES, renderCache, database });
}

/** Keeping happens once a response is sent: the next request waits for it. */
async function get(pages: StubPages, url: string, headers: Record<string, string> = {}) {
  const response = await pages.app.inject({ url, headers });
  await new Promise((resolve) => setImmediate(resolve));
  return response;
}

const opened: StubPages[] = [];
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(opened.splice(0).map((pages) => pages.close()));
});

async function open(options: Parameters<typeof pagesWithCache>[0] = {}) {
  const pages = await pagesWithCache(options);
  opened.push(pages);
  return pages;
}

describe('the render cache', () => {
  it('answers an anonymous visitor with the kept render: same bytes, CSP and tag, compressed as asked, and 304 to the tag', async () => {
    const pages = await open();
    const first = await get(pages, '/?q=lamp');
    expect(first.statusCode).toBe(200);
    expect(pages.renders()).toBe(1);
    const second = await get(pages, '/?q=lamp');
    expect(pages.renders()).toBe(1);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(second.body).toContain(String(first.headers['content-security-policy']).match(/nonce-(\w+)/)![1]);
    expect(second.headers['cache-control']).toBe(first.headers['cache-control']);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['set-cookie']).toBeUndefined();

    const gzip = await get(pages, '/?q=lamp', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(first.body);
    expect(gzip.headers.etag).toBe(`${String(first.headers.etag).slice(0, -1)}-gzip"`);
    expect(gzip.headers.vary).toContain('accept-encoding');
    const br = await get(pages, '/?q=lamp', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);

    const revalidated = await get(pages, '/?q=lamp', { 'accept-encoding': 'gzip', 'if-none-match': String(gzip.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(pages.renders()).toBe(1);
    // Another address is another page, and so is the same path on another host (a city's subdomain).
    await get(pages, '/?q=desk');
    expect(pages.renders()).toBe(2);
    await get(pages, '/?q=desk', { host: 'toronto.cityboard.example' });
    expect(pages.renders()).toBe(3);
    await get(pages, '/?q=desk', { host: 'toronto.cityboard.example' });
    expect(pages.renders()).toBe(3);
  });

  it('renders again after any listing changed (a new version) and after the time limit', async () => {
    let version = 1;
    const pages = await open({ version: () => version, ttlMs: 10_000 });
    await get(pages, '/');
    await get(pages, '/');
    expect(pages.renders()).toBe(1);
    version = 2;
    await get(pages, '/');
    expect(pages.renders()).toBe(2);
    await get(pages, '/');
    expect(pages.renders()).toBe(2);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 10_001);
    await get(pages, '/');
    expect(pages.renders()).toBe(3);
  });

  it('renders for visitors whose cookies change pages, and keeps no page that is private, an error or sets a cookie', async () => {
    const pages = await open();
    await get(pages, '/');
    await get(pages, '/', { cookie: `${VISITOR_COOKIE}=someone` });
    await get(pages, '/', { cookie: 'cb_review=session' });
    expect(pages.renders()).toBe(3);
    // The language cookie changes nothing the server renders (the language is in the URL).
    await get(pages, '/', { cookie: 'cb_lang=fr' });
    expect(pages.renders()).toBe(3);
    for (const url of ['/?cookie', '/?missing', '/my-ads', '/manage/abc/token']) {
      await get(pages, url);
      const again = await get(pages, url);
      expect(again.headers['cache-control'], url).not.toMatch(/^public/);
    }
    expect(pages.renders()).toBe(3 + 8);
  });

  it('keeps a page that varies on Accept-Language once per language, and says Vary', async () => {
    const pages = await open();
    const english = await get(pages, '/?vary', { 'accept-language': 'en' });
    const french = await get(pages, '/?vary', { 'accept-language': 'fr' });
    expect(pages.renders()).toBe(2);
    const frenchAgain = await get(pages, '/?vary', { 'accept-language': 'fr' });
    const englishAgain = await get(pages, '/?vary', { 'accept-language': 'en' });
    expect(pages.renders()).toBe(2);
    expect(frenchAgain.body).toBe(french.body);
    expect(frenchAgain.body).toContain('lang="fr"');
    expect(englishAgain.body).toBe(english.body);
    expect(englishAgain.headers.vary).toContain('Accept-Language');
  });

  it('shares a render with the other processes on the same store, under the same version', async () => {
    const store = memoryStore();
    let version = 7;
    const one = await open({ store, version: () => version });
    const two = await open({ store, version: () => version });
    const first = await get(one, '/?q=chair');
    const fromTwo = await get(two, '/?q=chair');
    expect(one.renders() + two.renders()).toBe(1);
    expect(fromTwo.body).toBe(first.body);
    expect(fromTwo.headers.etag).toBe(first.headers.etag);
    expect(store.keys().every((key) => key.startsWith('cityboard:page:test-db:7:'))).toBe(true);
    version = 8;
    await get(two, '/?q=chair');
    expect(two.renders()).toBe(1);
  });
});

describe('acceptedEncoding', () => {
  it('prefers br, then gzip, and honours q=0', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('gzip;q=0.8, br;q=0')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });
});
