/**
 * The "My ads" session cookie through the real server: a signed cookie for a session of
 * the listing's contact address manages it through the API from any browser; once the
 * session is ended (signed out), the same cookie manages nothing. And favourites sent by
 * browsers are counted once per visitor.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema';
import { listMyAds } from '../../domain/my-ads/my-ads';
import { endMyAdsSession, startMyAdsSession } from '../../domain/my-ads/my-ads-links';
import { honestListingBody } from '../../testing/honest-listing';
import { createTestApp, visitorCookie, type TestApp } from '../../testing/test-app';
import { MY_ADS_COOKIE } from '../plugins/my-ads-session';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function post(contactEmail: string): Promise<string> {
  const posted = await t.app.inject({ method: 'POST', url: '/api/listings', payload: { ...honestListingBody('Teak garden bench'), contactEmail, city: 'london' } });
  expect(posted.statusCode, posted.body).toBe(201);
  return posted.json<{ id: string }>().id;
}

describe('the "My ads" session cookie', () => {
  it('manages the address’s listings from another browser until the session ends', async () => {
    const id = await post('cookie.seller@example.com');
    const { sessionId } = await startMyAdsSession(t.database.db, { email: 'cookie.seller@example.com' });
    const cookie = `${MY_ADS_COOKIE}=${encodeURIComponent(t.app.signCookie(sessionId))}`;

    expect((await t.app.inject({ method: 'POST', url: `/api/listings/${id}/renew` })).statusCode).toBe(404);
    // A forged (unsigned) cookie is nobody.
    expect((await t.app.inject({ method: 'POST', url: `/api/listings/${id}/renew`, headers: { cookie: `${MY_ADS_COOKIE}=${sessionId}` } })).statusCode).toBe(404);
    const renewed = await t.app.inject({ method: 'POST', url: `/api/listings/${id}/renew`, headers: { cookie } });
    expect(renewed.statusCode, renewed.body).toBe(200);

    // Another address's listing stays out of reach.
    const other = await post('someone.else@example.com');
    expect((await t.app.inject({ method: 'POST', url: `/api/listings/${other}/renew`, headers: { cookie } })).statusCode).toBe(404);

    await endMyAdsSession(t.database.db, sessionId);
    expect((await t.app.inject({ method: 'POST', url: `/api/listings/${id}/renew`, headers: { cookie } })).statusCode).toBe(404);
  });
});

describe('a seller signed in to My ads on another device', () => {
  it('reads the conversations about their ad, as its seller', async () => {
    const id = await post('thread.seller@example.com');
    await t.database.db.update(listings).set({ moderationStatus: 'approved' }).where(eq(listings.id, id));
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/conversations',
      payload: { listingId: id, email: 'thread.buyer@example.com', name: 'Robin', body: 'Hello, is the bench still available?' },
    });
    expect(started.statusCode, started.body).toBe(201);
    const { conversationId } = started.json<{ conversationId: string }>();
    const { sessionId } = await startMyAdsSession(t.database.db, { email: 'thread.seller@example.com' });
    const cookie = `${MY_ADS_COOKIE}=${encodeURIComponent(t.app.signCookie(sessionId))}`;
    expect((await t.app.inject({ method: 'GET', url: `/api/conversations/${conversationId}` })).statusCode).toBe(404);
    const read = await t.app.inject({ method: 'GET', url: `/api/conversations/${conversationId}`, headers: { cookie } });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<{ you: { role: string } }>().you.role).toBe('seller');
    const { sessionId: strangerSession } = await startMyAdsSession(t.database.db, { email: 'stranger@example.com' });
    const stranger = `${MY_ADS_COOKIE}=${encodeURIComponent(t.app.signCookie(strangerSession))}`;
    expect((await t.app.inject({ method: 'GET', url: `/api/conversations/${conversationId}`, headers: { cookie: stranger } })).statusCode).toBe(404);
  });
});

describe('favourites sent by browsers', () => {
  it('count each visitor once, and unsaving takes the count back', async () => {
    const id = await post('favourite.seller@example.com');
    const first = await t.app.inject({ method: 'POST', url: `/api/listings/${id}/favourite` });
    expect(first.statusCode).toBe(204);
    const one = { cookie: visitorCookie(first) };
    expect((await t.app.inject({ method: 'POST', url: `/api/listings/${id}/favourite`, headers: one })).statusCode).toBe(204);
    const second = await t.app.inject({ method: 'POST', url: `/api/listings/${id}/favourite` });
    const two = { cookie: visitorCookie(second) };
    const count = async () => (await listMyAds(t.database.db, { email: 'favourite.seller@example.com' }))[0]!.favourites;
    expect(await count()).toBe(2);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/listings/${id}/favourite`, headers: two })).statusCode).toBe(204);
    expect(await count()).toBe(1);
    expect((await t.app.inject({ method: 'POST', url: '/api/listings/6f1c2b9e-8a4d-4c3b-9e2f-1a2b3c4d5e6f/favourite', headers: one })).statusCode).toBe(404);
  });
});

describe('views told by listing pages', () => {
  it('count a visitor once a day, never the seller or a crawler, make no cookie, and are 404 for a listing nobody may see', async () => {
    const posted = await t.app.inject({ method: 'POST', url: '/api/listings', payload: { ...honestListingBody('Oak bookcase'), contactEmail: 'views.seller@example.com', city: 'london' } });
    const { id } = posted.json<{ id: string }>();
    const seller = { cookie: visitorCookie(posted) };
    await t.database.db.update(listings).set({ moderationStatus: 'approved' }).where(eq(listings.id, id));
    const views = async () => (await listMyAds(t.database.db, { email: 'views.seller@example.com' }))[0]!.views;
    const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36' };
    const view = (headers: Record<string, string> = {}, remoteAddress = '203.0.113.7') =>
      t.app.inject({ method: 'POST', url: `/api/listings/${id}/view`, headers: { ...browser, ...headers }, remoteAddress });

    const first = await view();
    expect(first.statusCode).toBe(204);
    expect(first.headers['set-cookie']).toBeUndefined();
    await view();
    expect(await views()).toBe(1);
    // Another address is another viewer; a visitor with a cookie is counted by it.
    await view({}, '198.51.100.4');
    const buyer = await t.app.inject({ method: 'POST', url: `/api/listings/${id}/favourite` });
    await view({ cookie: visitorCookie(buyer) });
    expect(await views()).toBe(3);
    // The seller's own view (their browser, or signed in to "My ads" on another), and a crawler's, count for nothing.
    expect((await view(seller)).statusCode).toBe(204);
    const { sessionId } = await startMyAdsSession(t.database.db, { email: 'views.seller@example.com' });
    expect((await view({ cookie: `${MY_ADS_COOKIE}=${encodeURIComponent(t.app.signCookie(sessionId))}` }, '192.0.2.77')).statusCode).toBe(204);
    expect((await view({ 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }, '192.0.2.9')).statusCode).toBe(204);
    expect(await views()).toBe(3);

    // A held listing is nobody's to view but its seller's.
    await t.database.db.update(listings).set({ moderationStatus: 'review' }).where(eq(listings.id, id));
    expect((await view({}, '192.0.2.10')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/listings/6f1c2b9e-8a4d-4c3b-9e2f-1a2b3c4d5e6f/view', headers: browser })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/listings/not-an-id/view', headers: browser })).statusCode).toBe(404);
  });
});
