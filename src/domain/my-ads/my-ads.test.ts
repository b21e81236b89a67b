/**
 * "My ads" on a real database (PGlite, or PostgreSQL with DATABASE_URL): the mailed
 * sign-in link (30 minutes, once, wrong tokens limited), the session (signing out ends
 * it), the states and counts the page shows, and the expiry reminders with their renew link.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoListing } from '../../demo/listing-factory';
import { createRng } from '../../demo/random';
import { expiryReminders, listings, type NewListingRow } from '../../db/schema';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import { findCity } from '../geo/find-city';
import { databaseCounter } from '../../testing/rate-limit-counter';
import { createRateLimiter } from '../limits/rate-limiter';
import { rateLimitRules } from '../limits/rate-limit-rules';
import type { Limits } from '../limits/rate-limiter';
import { canManage } from '../listings/listing-access';
import { LISTING_LIFETIME_MS } from '../listings/listing-constants';
import type { MailMessage, Mailer } from '../mail/mailer';
import { isAppError } from '../shared/errors';
import { findRenewLink, renewFromReminder, sendExpiryReminders } from './expiry-reminders';
import { recordListingView, setListingFavourite } from './listing-stats';
import { listMyAds } from './my-ads';
import { endMyAdsSession, findMyAdsLink, findMyAdsSession, requestMyAdsLink, startMyAdsSession, redeemMyAdsLink } from './my-ads-links';

let database: TestDatabase;
const sent: MailMessage[] = [];
const mailer: Mailer = {
  outbox: null,
  async send(message) {
    sent.push(message);
  },
};
const PUBLIC_URL = 'https://cityboard.test';
const DAY = 24 * 60 * 60 * 1000;
const rng = createRng(14);

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

async function insertListing(overrides: Partial<NewListingRow>): Promise<string> {
  const base = buildDemoListing(rng, { city: findCity('london')!, now: new Date() });
  const [row] = await database.db
    .insert(listings)
    .values({ ...base, moderationStatus: 'approved', status: 'active', expiresAt: new Date(Date.now() + 20 * DAY), ...overrides })
    .returning({ id: listings.id });
  return row!.id;
}

function linkOf(message: MailMessage | undefined, kind: 'sign-in' | 'renew'): { id: string; token: string } {
  const match = new RegExp(`/my-ads/${kind}/([0-9a-f-]{36})/([A-Za-z0-9_-]{43})`).exec(message?.text ?? '');
  if (!match) throw new Error(`No ${kind} link in the mail`);
  return { id: match[1]!, token: match[2]! };
}

function limitsFor(visitorId: string): Limits {
  const limiter = createRateLimiter(databaseCounter(database.db), rateLimitRules({ wrong_link_token: { perVisitor: 3, perIp: 100 } }));
  const subject = { visitorId, ip: '203.0.113.9' };
  return { check: (action) => limiter.check(action, subject), consume: (action) => limiter.consume(action, subject) };
}

async function kindOf(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
    return 'ok';
  } catch (error) {
    if (isAppError(error)) return error.kind;
    throw error;
  }
}

describe('the "My ads" sign-in link', () => {
  it('is mailed only to an address with ads, works once, and only for 30 minutes', async () => {
    await insertListing({ contactEmail: 'Link.Seller@Example.com', title: 'Walnut side table' });
    sent.length = 0;
    expect(await requestMyAdsLink(database.db, mailer, { email: 'nobody@example.com', publicUrl: PUBLIC_URL })).toBe(false);
    expect(sent).toHaveLength(0);

    const now = new Date();
    expect(await requestMyAdsLink(database.db, mailer, { email: ' link.seller@example.com ', publicUrl: PUBLIC_URL, now })).toBe(true);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe('link.seller@example.com');
    expect(sent[0]!.text).toContain(`${PUBLIC_URL}/my-ads/sign-in/`);
    const link = linkOf(sent[0], 'sign-in');

    // Looking (GET) changes nothing; 29 minutes later it still works, at 30 it is gone.
    expect(await findMyAdsLink(database.db, { ...link, now: new Date(now.getTime() + 29 * 60_000) })).toMatchObject({ email: 'link.seller@example.com' });
    expect(await kindOf(() => findMyAdsLink(database.db, { ...link, now: new Date(now.getTime() + 30 * 60_000) }))).toBe('gone');
    expect(await kindOf(() => redeemMyAdsLink(database.db, { ...link, now: new Date(now.getTime() + 31 * 60_000) }))).toBe('gone');

    expect(await redeemMyAdsLink(database.db, { ...link, now: new Date(now.getTime() + 60_000) })).toEqual({ email: 'link.seller@example.com' });
    // Used once: refused the second time.
    expect(await kindOf(() => redeemMyAdsLink(database.db, { ...link, now: new Date(now.getTime() + 2 * 60_000) }))).toBe('gone');
  });

  it('counts wrong tokens against wrong_link_token, and past the limit refuses even the right link', async () => {
    await insertListing({ contactEmail: 'guessed@example.com' });
    sent.length = 0;
    await requestMyAdsLink(database.db, mailer, { email: 'guessed@example.com', publicUrl: PUBLIC_URL });
    const link = linkOf(sent[0], 'sign-in');
    const limits = limitsFor('guesser-visitor');
    const wrong = `${link.token.slice(0, 42)}${link.token.endsWith('A') ? 'B' : 'A'}`;
    for (let i = 0; i < 3; i++) expect(await kindOf(() => findMyAdsLink(database.db, { id: link.id, token: wrong, limits }))).toBe('not_found');
    expect(await kindOf(() => findMyAdsLink(database.db, { id: link.id, token: wrong, limits }))).toBe('rate_limited');
    expect(await kindOf(() => redeemMyAdsLink(database.db, { ...link, limits }))).toBe('rate_limited');
    // Another visitor (from elsewhere) with the right link is let in.
    expect(await redeemMyAdsLink(database.db, { ...link, limits: limitsFor('seller-visitor') })).toEqual({ email: 'guessed@example.com' });
  });
});

describe('the "My ads" session', () => {
  it('stands for the contact address, manages its listings, and ends for every copy on sign-out', async () => {
    const id = await insertListing({ contactEmail: 'session.seller@example.com', userId: 'the-posting-browser' });
    const row = (await database.db.select().from(listings).where(eq(listings.id, id)))[0]!;
    const { sessionId } = await startMyAdsSession(database.db, { email: 'Session.Seller@example.com' });
    const email = await findMyAdsSession(database.db, { sessionId });
    expect(email).toBe('session.seller@example.com');
    expect(await canManage(row, { visitorId: 'another-browser', myAdsEmail: email })).toBe(true);
    expect(await canManage(row, { visitorId: 'another-browser', myAdsEmail: 'someone.else@example.com' })).toBe(false);
    expect(await findMyAdsSession(database.db, { sessionId, now: new Date(Date.now() + 13 * 60 * 60 * 1000) })).toBeNull();

    await endMyAdsSession(database.db, sessionId);
    expect(await findMyAdsSession(database.db, { sessionId })).toBeNull();
  });
});

describe('the "My ads" list', () => {
  it('shows each listing with its state, honest views, favourites and conversations', async () => {
    const email = 'states@example.com';
    const now = new Date();
    const live = await insertListing({ contactEmail: email, title: 'Live lamp' });
    const held = await insertListing({ contactEmail: email, title: 'Held lamp', moderationStatus: 'review' });
    const sold = await insertListing({ contactEmail: email, title: 'Sold lamp', status: 'sold', soldAt: now });
    const expired = await insertListing({ contactEmail: email, title: 'Expired lamp', expiresAt: new Date(now.getTime() - DAY) });
    await insertListing({ contactEmail: 'other@example.com', title: 'Not mine' });

    // Views: once per visitor and day, however often the page is loaded.
    await recordListingView(database.db, { listingId: live, visitorId: 'v1', now });
    await recordListingView(database.db, { listingId: live, visitorId: 'v1', now });
    await recordListingView(database.db, { listingId: live, visitorId: 'v2', now });
    await recordListingView(database.db, { listingId: live, visitorId: 'v1', now: new Date(now.getTime() + DAY) });
    // Favourites: one per visitor; unsaving takes it back.
    await setListingFavourite(database.db, { listingId: live, visitorId: 'v1', saved: true });
    await setListingFavourite(database.db, { listingId: live, visitorId: 'v1', saved: true });
    await setListingFavourite(database.db, { listingId: live, visitorId: 'v2', saved: true });
    await setListingFavourite(database.db, { listingId: live, visitorId: 'v3', saved: true });
    await setListingFavourite(database.db, { listingId: live, visitorId: 'v3', saved: false });
    expect(await kindOf(() => setListingFavourite(database.db, { listingId: '00000000-0000-4000-8000-000000000000', visitorId: 'v1', saved: true }))).toBe(
      'not_found',
    );

    const ads = await listMyAds(database.db, { email: 'States@Example.com', now });
    const byId = new Map(ads.map((ad) => [ad.id, ad]));
    expect(ads).toHaveLength(4);
    expect(byId.get(live)).toMatchObject({ state: 'live', views: 3, favourites: 2, conversations: 0 });
    expect(byId.get(held)).toMatchObject({ state: 'held', views: 0, favourites: 0 });
    expect(byId.get(sold)?.state).toBe('sold');
    expect(byId.get(expired)?.state).toBe('expired');
  });
});

describe('expiry reminders', () => {
  it('mails once per expiry date, three days ahead, never for sold ads, and the renew link renews', async () => {
    const now = new Date();
    const due = await insertListing({ contactEmail: 'remind.me@example.com', title: 'Due bicycle', expiresAt: new Date(now.getTime() + 2 * DAY) });
    const soldDue = await insertListing({ contactEmail: 'remind.sold@example.com', title: 'Sold bicycle', status: 'sold', soldAt: now, expiresAt: new Date(now.getTime() + 2 * DAY) });
    await insertListing({ contactEmail: 'remind.later@example.com', title: 'Later bicycle', expiresAt: new Date(now.getTime() + 10 * DAY) });
    sent.length = 0;

    await sendExpiryReminders(database.db, mailer, { publicUrl: PUBLIC_URL, now });
    const mine = sent.filter((message) => message.to.startsWith('remind.'));
    expect(mine.map((message) => message.to)).toEqual(['remind.me@example.com']);
    expect(mine[0]!.subject).toContain('Due bicycle');

    // Again (a rerun, a second process): nothing new.
    await sendExpiryReminders(database.db, mailer, { publicUrl: PUBLIC_URL, now: new Date(now.getTime() + 60 * 60_000) });
    expect(sent.filter((message) => message.to.startsWith('remind.'))).toHaveLength(1);
    expect(await database.db.select().from(expiryReminders).where(eq(expiryReminders.listingId, soldDue))).toHaveLength(0);

    const link = linkOf(mine[0], 'renew');
    expect(await findRenewLink(database.db, link)).toMatchObject({ listingId: due, outcome: 'ready' });
    const wrong = { id: link.id, token: `${link.token.slice(0, 42)}${link.token.endsWith('A') ? 'B' : 'A'}` };
    expect(await kindOf(() => findRenewLink(database.db, wrong))).toBe('not_found');

    const renewedAt = new Date(now.getTime() + 60_000);
    expect(await renewFromReminder(database.db, { ...link, now: renewedAt })).toMatchObject({ outcome: 'renewed' });
    const [row] = await database.db.select({ expiresAt: listings.expiresAt }).from(listings).where(eq(listings.id, due));
    expect(row!.expiresAt!.getTime()).toBe(renewedAt.getTime() + LISTING_LIFETIME_MS);
    // Pressing again renews nothing more.
    expect(await renewFromReminder(database.db, { ...link, now: new Date(renewedAt.getTime() + DAY) })).toMatchObject({ outcome: 'renewed' });
    const [again] = await database.db.select({ expiresAt: listings.expiresAt }).from(listings).where(eq(listings.id, due));
    expect(again!.expiresAt!.getTime()).toBe(renewedAt.getTime() + LISTING_LIFETIME_MS);

    // A failed mail is not remembered as sent: the next run tries again.
    const failing: Mailer = { outbox: null, send: () => Promise.reject(new Error('SMTP down')) };
    const flaky = await insertListing({ contactEmail: 'remind.flaky@example.com', expiresAt: new Date(now.getTime() + DAY) });
    await expect(sendExpiryReminders(database.db, failing, { publicUrl: PUBLIC_URL, now })).rejects.toThrow('SMTP down');
    expect(await database.db.select().from(expiryReminders).where(eq(expiryReminders.listingId, flaky))).toHaveLength(0);
    await sendExpiryReminders(database.db, mailer, { publicUrl: PUBLIC_URL, now });
    expect(sent.filter((message) => message.to === 'remind.flaky@example.com')).toHaveLength(1);
  });

  it('refuses to renew an ad sold after the reminder went out', async () => {
    const now = new Date();
    const id = await insertListing({ contactEmail: 'remind.then.sold@example.com', expiresAt: new Date(now.getTime() + DAY) });
    sent.length = 0;
    await sendExpiryReminders(database.db, mailer, { publicUrl: PUBLIC_URL, now });
    const link = linkOf(
      sent.find((message) => message.to === 'remind.then.sold@example.com'),
      'renew',
    );
    await database.db.update(listings).set({ status: 'sold', soldAt: now }).where(eq(listings.id, id));
    expect(await findRenewLink(database.db, link)).toMatchObject({ outcome: 'sold' });
    expect(await kindOf(() => renewFromReminder(database.db, link))).toBe('conflict');
  });
});
