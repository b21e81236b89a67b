import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildListingInput } from '../../demo/listing-factory';
import { listings } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createListingDetailCache } from './listing-detail-cache';

describe('the listing detail cache', () => {
  it('keeps an answer for its time, and no longer', () => {
    const cache = createListingDetailCache({ ttlMs: 1000 });
    cache.set('a', '{"id":"a"}', cache.begin(), 10_000);
    expect(cache.get('a', 10_999)).toBe('{"id":"a"}');
    expect(cache.get('a', 11_000)).toBeUndefined();
  });

  it('does not keep what a read overlapping a write found', () => {
    const cache = createListingDetailCache({ ttlMs: 1000 });
    const begun = cache.begin();
    cache.clear();
    cache.set('a', 'old', begun);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', 'new', cache.begin());
    expect(cache.get('a')).toBe('new');
  });

  it('forgets everything on a write, and the oldest entry when full', () => {
    const cache = createListingDetailCache({ ttlMs: 1000, maxEntries: 2 });
    for (const id of ['a', 'b', 'c']) cache.set(id, id, cache.begin());
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 'b', 'c']);
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('keeps nothing when its time is 0', () => {
    const cache = createListingDetailCache({ ttlMs: 0 });
    cache.set('a', 'a', cache.begin());
    expect(cache.get('a')).toBeUndefined();
  });
});

describe('GET /api/listings/:id with the cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The longest allowed: only a write can make the server read the listing again within a test.
    t = await createTestApp({ env: { DETAIL_CACHE_MS: '60000' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function postPublic(title: string) {
    const response = await t.app.inject({ method: 'POST', url: '/api/listings', payload: buildListingInput({ title }) });
    expect(response.statusCode, response.body).toBe(201);
    const { id, manageUrl } = response.json<{ id: string; manageUrl: string }>();
    await t.database.db.update(listings).set({ moderationStatus: 'approved' }).where(eq(listings.id, id));
    return { id, token: manageUrl.split('/').at(-1)! };
  }

  it('answers the same bytes and headers from the cache as from the database', async () => {
    const { id } = await postPublic('Walnut side table');
    const first = await t.app.inject(`/api/listings/${id}`);
    const second = await t.app.inject(`/api/listings/${id}`);
    expect(first.statusCode).toBe(200);
    expect(first.json<{ title: string }>().title).toBe('Walnut side table');
    expect(second.body).toBe(first.body);
    for (const header of ['content-type', 'cache-control', 'etag', 'vary']) expect(second.headers[header]).toBe(first.headers[header]);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('serves a change made elsewhere only after its time, and a write through the server at once', async () => {
    const { id, token } = await postPublic('Pine bookshelf');
    expect((await t.app.inject(`/api/listings/${id}`)).json<{ title: string }>().title).toBe('Pine bookshelf');
    // Written around the server (another process would): the cached answer stands.
    await t.database.db.update(listings).set({ title: 'Pine bookshelf, five shelves' }).where(eq(listings.id, id));
    expect((await t.app.inject(`/api/listings/${id}`)).json<{ title: string }>().title).toBe('Pine bookshelf');
    // A favourite changes no listing's JSON: the cache stays.
    const favourite = await t.app.inject({ method: 'POST', url: `/api/listings/${id}/favourite` });
    expect(favourite.statusCode, favourite.body).toBe(204);
    expect((await t.app.inject(`/api/listings/${id}`)).json<{ title: string }>().title).toBe('Pine bookshelf');
    // Any write through this server forgets the cache: here the seller marks it sold.
    const sold = await t.app.inject({ method: 'POST', url: `/api/listings/${id}/sold`, headers: { 'x-manage-token': token } });
    expect(sold.statusCode, sold.body).toBe(200);
    const after = (await t.app.inject(`/api/listings/${id}`)).json<{ title: string; status: string }>();
    expect(after).toMatchObject({ title: 'Pine bookshelf, five shelves', status: 'sold' });
  });

  it('reads afresh for a management token, and never keeps a held listing', async () => {
    const { id, token } = await postPublic('Cane armchair');
    await t.app.inject(`/api/listings/${id}`);
    await t.database.db.update(listings).set({ moderationStatus: 'review' }).where(eq(listings.id, id));
    const seller = await t.app.inject({ url: `/api/listings/${id}`, headers: { 'x-manage-token': token } });
    expect(seller.json<{ moderationStatus: string }>().moderationStatus).toBe('review');
    expect(seller.headers['cache-control']).toBe('private, no-store');
    // Another process's write, then this one's: from then on the held listing is 404 to others.
    await t.app.inject({ method: 'POST', url: '/api/nothing-here' });
    expect((await t.app.inject(`/api/listings/${id}`)).statusCode).toBe(404);
    expect((await t.app.inject(`/api/listings/${id}`)).statusCode).toBe(404);
  });
});
