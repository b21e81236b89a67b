/**
 * The pages of "My ads", through their loaders and actions with the server's context:
 * the request form answers the same whether or not the address has ads; a signed-in
 * seller sees and renews their ads; signing out ends the session.
 */
import type { AppLoadContext } from 'react-router';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoListing } from '../../demo/listing-factory';
import { createRng } from '../../demo/random';
import { listings } from '../../db/schema';
import { findCity } from '../../domain/geo/find-city';
import type { MailMessage, Mailer } from '../../domain/mail/mailer';
import { sendExpiryReminders } from '../../domain/my-ads/expiry-reminders';
import { endMyAdsSession, findMyAdsSession, requestMyAdsLink, startMyAdsSession } from '../../domain/my-ads/my-ads-links';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import { createInlineJobQueue } from '../../testing/inline-job-queue';
import { askForMyAdsLink } from '../../domain/my-ads/ask-for-my-ads-link';
import { MY_ADS_LINK_JOB } from '../../domain/jobs/job-names';
import { myAdsLinkJob } from '../../jobs/definitions/my-ads-link';
import type { JobServices } from '../../jobs/job-definition';
import type { PersonLocale } from '../../i18n/locale';
import { action as myAdsAction, loader as myAdsLoader } from './my-ads';
import { action as renewAction, loader as renewLoader } from './my-ads-renew';
import { action as signInAction, loader as signInLoader } from './my-ads-sign-in';

let database: TestDatabase;
const sent: MailMessage[] = [];
const mailer: Mailer = {
  outbox: null,
  async send(message) {
    sent.push(message);
  },
};

/** The server's path: the page queues the request, the registered job looks the address up and mails. */
const jobs = createInlineJobQueue();
const queued: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  await jobs.work(MY_ADS_LINK_JOB, (data) => myAdsLinkJob.run(myAdsLinkJob.payload.parse(data), { db: database.db, mailer, publicUrl: 'https://cityboard.test' } as JobServices, { id: 'test', name: MY_ADS_LINK_JOB, retryCount: 0 }));
});
afterAll(async () => {
  await database?.close();
});

const DAY = 24 * 60 * 60 * 1000;
const rng = createRng(8);

async function insertListing(contactEmail: string, userId = 'seller-browser'): Promise<string> {
  const base = buildDemoListing(rng, { city: findCity('london')!, now: new Date() });
  const [row] = await database.db
    .insert(listings)
    .values({ ...base, contactEmail, userId, moderationStatus: 'approved', status: 'active', expiresAt: new Date(Date.now() + 2 * DAY) })
    .returning({ id: listings.id });
  return row!.id;
}

/** Only what these loaders read; the rest of the server's context is not theirs. */
function context(visitorId: string, email: string | null = null, signedIn: string[] = []): AppLoadContext {
  const noLimit = async () => undefined;
  return {
    db: database.db,
    visitorId,
    publicUrl: 'https://cityboard.test',
    consumeLimit: noLimit,
    checkLimit: noLimit,
    myAds: {
      email,
      requestLink: async (address: string, locale: PersonLocale) => {
        queued.push(address);
        await askForMyAdsLink(jobs, { email: address, locale });
      },
      signIn: async (address: string) => void signedIn.push(address),
      signOut: async () => undefined,
    },
  } as Partial<AppLoadContext> as AppLoadContext;
}

function post(form: Record<string, string>, visitorId: string, email: string | null = null) {
  const request = new Request('http://localhost/my-ads', { method: 'POST', body: new URLSearchParams(form) });
  return myAdsAction({ request, params: {}, context: context(visitorId, email) } as never);
}

const dataOf = (value: unknown) => ((value as { data?: unknown }).data ?? value) as Record<string, unknown>;

describe('the "My ads" page', () => {
  it('answers a request for a link the same whether or not the address has ads', async () => {
    await insertListing('has.ads@example.com');
    sent.length = 0;
    const withAds = dataOf(await post({ intent: 'request', email: 'Has.Ads@example.com' }, 'asker'));
    const withoutAds = dataOf(await post({ intent: 'request', email: 'no.ads@example.com' }, 'asker'));
    expect(withAds).toEqual({ kind: 'sent', email: 'has.ads@example.com' });
    expect(withoutAds).toEqual({ kind: 'sent', email: 'no.ads@example.com' });
    // The request itself only queues (the same work, so the same time, for both addresses) ...
    expect(queued).toEqual(['has.ads@example.com', 'no.ads@example.com']);
    // ... and the job mails only the address with ads.
    await jobs.runDue();
    expect(sent.map((message) => message.to)).toEqual(['has.ads@example.com']);
    expect(dataOf(await post({ intent: 'request', email: 'not an address' }, 'asker'))).toEqual({ kind: 'invalidEmail' });
  });

  it('lists a signed-in seller’s ads and renews one; signed out, it shows no ads', async () => {
    const id = await insertListing('renewer@example.com');
    expect(await myAdsLoader({ request: new Request('http://localhost/my-ads'), params: {}, context: context('v') } as never)).toMatchObject({ email: null, ads: [] });
    const page = await myAdsLoader({ request: new Request('http://localhost/my-ads'), params: {}, context: context('v', 'renewer@example.com') } as never);
    expect(page.ads.map((ad) => ad.id)).toEqual([id]);

    const before = Date.now();
    expect(dataOf(await post({ intent: 'renew', listingId: id }, 'another-browser', 'renewer@example.com'))).toEqual({ kind: 'renewed', listingId: id });
    const [row] = await database.db.select({ expiresAt: listings.expiresAt }).from(listings).where(eq(listings.id, id));
    expect(row!.expiresAt!.getTime()).toBeGreaterThanOrEqual(before + 29 * DAY);
    // Someone else's session may not touch it.
    expect(dataOf(await post({ intent: 'sold', listingId: id }, 'stranger', 'stranger@example.com'))).toMatchObject({ kind: 'failed' });
    expect(dataOf(await post({ intent: 'sold', listingId: id }, 'another-browser', 'renewer@example.com'))).toEqual({ kind: 'sold', listingId: id });
  });

  it('ends the session on sign-out for every copy of the cookie', async () => {
    const { sessionId } = await startMyAdsSession(database.db, { email: 'signout@example.com' });
    expect(await findMyAdsSession(database.db, { sessionId })).toBe('signout@example.com');
    await endMyAdsSession(database.db, sessionId);
    expect(await findMyAdsSession(database.db, { sessionId })).toBeNull();
  });
});

/** What a loader or action threw or returned, as status, Location and body. */
async function outcome(run: () => unknown) {
  let value: unknown;
  try {
    value = await run();
  } catch (thrown) {
    value = thrown;
  }
  if (value instanceof Response) return { status: value.status, location: value.headers.get('location'), data: null };
  const wrapped = value as { data: unknown; init: ResponseInit | null };
  return { status: wrapped.init?.status ?? 200, location: null, data: wrapped.data as Record<string, unknown> };
}

describe('the mailed links’ pages', () => {
  it('sign in: GET shows the button, POST signs in once and goes to My ads, a second POST is told the link was used', async () => {
    await insertListing('page.signin@example.com');
    sent.length = 0;
    await requestMyAdsLink(database.db, mailer, { email: 'page.signin@example.com', publicUrl: 'https://cityboard.test' });
    const [, id, token] = /\/my-ads\/sign-in\/([0-9a-f-]{36})\/([A-Za-z0-9_-]{43})/.exec(sent[0]!.text)!;
    const signedIn: string[] = [];
    const args = (method: 'GET' | 'POST') =>
      ({ request: new Request(`http://localhost/my-ads/sign-in/${id}/${token}`, { method }), params: { id, token }, context: context('v', null, signedIn) }) as never;
    expect(await outcome(() => signInLoader(args('GET')))).toMatchObject({ status: 200, data: { outcome: 'ready', email: 'page.signin@example.com' } });
    expect(signedIn).toEqual([]);
    expect(await outcome(() => signInAction(args('POST')))).toMatchObject({ status: 302, location: '/my-ads' });
    expect(signedIn).toEqual(['page.signin@example.com']);
    expect(await outcome(() => signInAction(args('POST')))).toMatchObject({ status: 410, data: { outcome: 'expired' } });
    expect(signedIn).toHaveLength(1);
  });

  it('renew: GET shows the ad and the button, POST renews it', async () => {
    const id = await insertListing('page.renew@example.com');
    sent.length = 0;
    await sendExpiryReminders(database.db, mailer, { publicUrl: 'https://cityboard.test' });
    const mail = sent.find((message) => message.to === 'page.renew@example.com')!;
    const [, reminderId, token] = /\/my-ads\/renew\/([0-9a-f-]{36})\/([A-Za-z0-9_-]{43})/.exec(mail.text)!;
    const args = (method: 'GET' | 'POST') =>
      ({ request: new Request(`http://localhost/my-ads/renew/${reminderId}/${token}`, { method }), params: { id: reminderId, token }, context: context('v') }) as never;
    expect(await outcome(() => renewLoader(args('GET')))).toMatchObject({ status: 200, data: { outcome: 'ready', listingId: id } });
    expect(await outcome(() => renewAction(args('POST')))).toMatchObject({ status: 200, data: { outcome: 'renewed', listingId: id } });
    const [row] = await database.db.select({ expiresAt: listings.expiresAt }).from(listings).where(eq(listings.id, id));
    expect(row!.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 29 * DAY);
    const wrong = { request: new Request('http://localhost/'), params: { id: reminderId, token: 'A'.repeat(43) }, context: context('v') } as never;
    expect(await outcome(() => renewLoader(wrong))).toMatchObject({ status: 404, data: { outcome: 'invalid' } });
  });
});
