/**
 * What shared caches may keep (README: "Caching"), through the real server: public JSON
 * and pages say `public, max-age=0, s-maxage=N` (and CDNs get `stale-while-revalidate=M`) with the
 * configured N and M, carry a strong ETag per encoding and answer 304 without a body;
 * reading never makes the visitor cookie, acting does (and such answers are private).
 */
import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildListingInput } from '../demo/listing-factory';
import { createTestApp, type TestApp } from '../testing/test-app';
import { VISITOR_COOKIE } from './plugins/visitor-id';
import { pageTag } from './plugins/shared-cache';
import { stubPages, type StubPages } from '../testing/stub-pages';

const PUBLIC = 'public, max-age=0, s-maxage=30';
/** The stale window is for CDNs only (RFC 9213): browsers honour one in Cache-Control and showed stale pages. */
const CDN = 'public, max-age=30, stale-while-revalidate=90';
const STRONG_ETAG = /^"[A-Za-z0-9_-]{32}(-gzip|-br|-deflate)?"$/;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PAGE_CACHE_S_MAXAGE: '30', PAGE_CACHE_SWR: '90' } });
});
afterAll(async () => {
  await t?.close();
});

describe('public JSON', () => {
  it('is public with the configured ages, sets no cookie, and answers 304 to its ETag in each encoding', async () => {
    for (const encoding of ['identity', 'gzip']) {
      const first = await t.app.inject({ url: '/api/category-counts', headers: { 'accept-encoding': encoding } });
      expect(first.statusCode).toBe(200);
      expect(first.headers['set-cookie']).toBeUndefined();
      expect(first.headers['cache-control']).toBe(PUBLIC);
      expect(first.headers['cdn-cache-control']).toBe(CDN);
      expect(first.headers.etag).toMatch(STRONG_ETAG);
      expect(first.headers.vary).toBe('accept-encoding');
      const again = await t.app.inject({
        url: '/api/category-counts',
        headers: { 'accept-encoding': encoding, 'if-none-match': String(first.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(first.headers.etag);
    }
  });

  it('tags gzip and plain bytes differently, and a changed answer gets a new tag', async () => {
    // Enough listings for a body past the compression threshold.
    for (let i = 0; i < 3; i += 1) {
      const posted = await t.app.inject({
        method: 'POST',
        url: '/api/listings',
        payload: buildListingInput({ city: 'london', title: `Walnut table ${i}` }),
      });
      expect(posted.statusCode).toBe(201);
    }
    const plain = await t.app.inject({ url: '/api/listings?city=london', headers: { 'accept-encoding': 'identity' } });
    const gzip = await t.app.inject({ url: '/api/listings?city=london', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.etag).toBe(`${String(plain.headers.etag).slice(0, -1)}-gzip"`);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    // The client's gzip tag is still current: 304 through compression, with that same tag.
    const revalidated = await t.app.inject({
      url: '/api/listings?city=london',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': String(gzip.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers.etag).toBe(gzip.headers.etag);
    // A new listing changes the answer: the old tag no longer matches.
    await t.app.inject({ method: 'POST', url: '/api/listings', payload: buildListingInput({ city: 'london', title: 'Walnut table 4' }) });
    const changed = await t.app.inject({
      url: '/api/listings?city=london',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': String(gzip.headers.etag) },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(gzip.headers.etag);
  });

  it('a search counted for rate limits still makes no cookie', async () => {
    const search = await t.app.inject({ url: '/api/listings?q=walnut' });
    expect(search.statusCode).toBe(200);
    expect(search.headers['set-cookie']).toBeUndefined();
    expect(search.headers['cache-control']).toBe(PUBLIC);
  });
});

describe('the visitor cookie', () => {
  it('is made by posting, uploading and reporting, whose answers are private', async () => {
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/listings',
      payload: buildListingInput({ city: 'london', title: 'Teak sideboard' }),
    });
    expect(posted.statusCode).toBe(201);
    expect(posted.cookies.map((cookie) => cookie.name)).toEqual([VISITOR_COOKIE]);
    expect(posted.headers['cache-control']).toBe('private, no-store');
    const cookie = `${VISITOR_COOKIE}=${posted.cookies[0]!.value}`;
    // The seller's cookie owns what it posted.
    const { id } = posted.json<{ id: string }>();
    expect((await t.app.inject({ url: `/api/listings/${id}/manage`, headers: { cookie } })).statusCode).toBe(200);

    const upload = await t.app.inject({ method: 'POST', url: '/api/objects/upload' });
    expect(upload.statusCode).toBe(200);
    expect(upload.cookies.map((c) => c.name)).toEqual([VISITOR_COOKIE]);

    const report = await t.app.inject({ method: 'POST', url: `/api/listings/${id}/reports`, payload: { reason: 'spam' } });
    expect(report.statusCode).toBe(201);
    expect(report.cookies.map((c) => c.name)).toEqual([VISITOR_COOKIE]);

    // A visitor who has one keeps it: nothing new is set.
    const again = await t.app.inject({ method: 'POST', url: '/api/objects/upload', headers: { cookie } });
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('is never made by reading, and a stranger reading owns nothing', async () => {
    const posted = await t.app.inject({ method: 'POST', url: '/api/listings', payload: buildListingInput({ city: 'london', title: 'Pine bench' }) });
    const { id } = posted.json<{ id: string }>();
    const manage = await t.app.inject({ url: `/api/listings/${id}/manage` });
    expect(manage.statusCode).toBe(404);
    expect(manage.headers['set-cookie']).toBeUndefined();
  });
});

describe('a page’s tag', () => {
  const page = (nonce: string) =>
    `<html><script nonce="${nonce}">1</script><p>Café 東京 ${'x'.repeat(5000)}</p><style nonce="${nonce}"></style></html>`;

  it('is the hash of the page without its nonces, wherever and however often they occur', () => {
    const nonce = 'bm9uY2UtZm9yLXRlc3Q=';
    const withoutNonce = page(nonce).replaceAll(nonce, '');
    const expected = createHash('sha256').update(withoutNonce).digest('base64url').slice(0, 32);
    expect(pageTag(Buffer.from(page(nonce)), nonce)).toBe(expected);
    expect(pageTag(Buffer.from(page('b3RoZXItbm9uY2U=')), 'b3RoZXItbm9uY2U=')).toBe(expected);
    expect(pageTag(Buffer.from(`${nonce}${page(nonce)}${nonce}`), nonce)).toBe(expected);
  });

  it('differs when a byte of the page does, and hashes a page without a nonce whole', () => {
    const nonce = 'bm9uY2UtZm9yLXRlc3Q=';
    expect(pageTag(Buffer.from(page(nonce).replace('Café', 'Cafe')), nonce)).not.toBe(pageTag(Buffer.from(page(nonce)), nonce));
    const plain = Buffer.from('<p>no scripts</p>');
    expect(pageTag(plain, undefined)).toBe(createHash('sha256').update(plain).digest('base64url').slice(0, 32));
  });
});

describe('pages', () => {
  let app: FastifyInstance;
  let pages: StubPages;
  beforeAll(async () => {
    pages = await stubPages({ sMaxAgeS: 30, staleWhileRevalidateS: 90 });
    app = pages.app;
  });
  afterAll(async () => {
    await pages?.close();
  });

  it('a public page is public, without a cookie; a new render (new nonce) keeps its tag, and a 304 keeps the stored CSP', async () => {
    const first = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['set-cookie']).toBeUndefined();
    expect(first.headers['cache-control']).toBe(PUBLIC);
    expect(first.headers['cdn-cache-control']).toBe(CDN);
    expect(first.headers.vary).toBe('accept-encoding');
    expect(first.headers.etag).toMatch(/-gzip"$/);
    const second = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(second.headers['content-security-policy']).not.toBe(first.headers['content-security-policy']);
    expect(second.headers.etag).toBe(first.headers.etag);
    const revalidated = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip', 'if-none-match': String(first.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers['content-security-policy']).toBeUndefined();
    const head = await app.inject({ method: 'HEAD', url: '/' });
    expect(head.headers['cache-control']).toBe(PUBLIC);
  });

  it('personal pages, posts, errors and answers that set a cookie are kept by no shared cache', async () => {
    for (const url of [
      '/manage/abc/token',
      '/verify-email/abc/token',
      '/messages/abc/token',
      '/alerts/manage/token',
      '/my-ads',
      '/moderation',
      '/moderation/login',
      '/my-ads.data',
    ]) {
      const response = await app.inject({ url });
      expect(response.headers['cache-control'], url).toBe('private, no-store');
      // Never indexed either, whatever the page's own tags say (domain/reach/private-paths.ts).
      expect(response.headers['x-robots-tag'], url).toBe('noindex');
      expect(response.headers['cdn-cache-control'], url).toBeUndefined();
      expect(response.headers.etag, url).toBeUndefined();
    }
    expect((await app.inject({ url: '/?missing' })).headers['cache-control']).toBe('no-store');
    expect((await app.inject({ url: '/' })).headers['x-robots-tag']).toBeUndefined();
    const withCookie = await app.inject({ url: '/?cookie' });
    expect(withCookie.headers['cache-control']).toBe('private, no-store');
    expect(withCookie.headers['cdn-cache-control']).toBeUndefined();
    // A form post is what reads the visitor: it mints the cookie, and is private.
    const posted = await app.inject({ method: 'POST', url: '/', payload: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(posted.cookies.map((cookie) => cookie.name)).toEqual([VISITOR_COOKIE]);
    expect(posted.headers['cache-control']).toBe('private, no-store');
  });
});
