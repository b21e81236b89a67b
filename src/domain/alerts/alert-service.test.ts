import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { alertListingInbox, alertMatches, listings, savedSearches, type NewListingRow } from '../../db/schema';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import type { JobQueue } from '../jobs/job-queue';
import type { MailMessage, Mailer } from '../mail/mailer';
import { AppError } from '../shared/errors';
import type { CreateAlertInput } from './alert-schemas';
import { alertResultsPath } from './alert-paths';
import { ALERT_MAIL_JOB } from '../jobs/job-names';
import { createAlertService, type AlertService } from './alert-service';
import { searchOf } from './saved-search-view';

let database: TestDatabase;
let service: AlertService;
const mails: MailMessage[] = [];
const sent: { name: string; data: Record<string, unknown>; options?: { startAfterSeconds?: number; singletonKey?: string } }[] = [];
const mailer: Mailer = {
  outbox: null,
  async send(message) {
    mails.push(message);
  },
};
const jobs: JobQueue = {
  async send(name, data, options) {
    sent.push({ name, data, options });
  },
};
const PUBLIC_URL = 'https://cityboard.example';
const consumeLimit = async () => undefined;

beforeAll(async () => {
  database = await openTestDatabase();
  service = createAlertService({ db: database.db, mailer, publicUrl: PUBLIC_URL, secret: 'alert-test-secret-0123456789', jobs });
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  mails.length = 0;
  sent.length = 0;
  await database.db.delete(savedSearches);
  await database.db.delete(alertListingInbox);
});

let serial = 0;
async function postListing(fields: Partial<NewListingRow> = {}): Promise<string> {
  serial += 1;
  const [row] = await database.db
    .insert(listings)
    .values({
      title: `Listing ${serial}`,
      description: 'A thing for sale in good order',
      category: 'for-sale',
      neighborhood: 'Midtown',
      contactEmail: `seller${serial}@example.com`,
      userId: `seller-${serial}`,
      city: 'newyork',
      countryCode: 'US',
      country: 'United States',
      currency: 'USD',
      price: '100.00',
      moderationStatus: 'approved',
      ...fields,
    })
    .returning({ id: listings.id });
  return row!.id;
}

/** A confirmed saved search (the confirmation mail's link, followed). */
async function savedSearch(search: CreateAlertInput['search'], extra: Partial<CreateAlertInput> = {}, now?: Date): Promise<string> {
  const { alert } = await service.create({
    email: 'reader@example.com',
    frequency: 'instant',
    language: 'en',
    search,
    ...extra,
    visitorId: 'v1',
    consumeLimit,
    now,
  });
  const link = mails.pop()!.text.match(/\/alerts\/confirm\/([^/]+)\/([A-Za-z0-9_-]{43})/)!;
  await service.confirm({ id: link[1]!, token: link[2]!, now });
  return alert.id;
}

async function matchedListings(searchId: string): Promise<string[]> {
  const rows = await database.db.select({ id: alertMatches.listingId }).from(alertMatches).where(eq(alertMatches.savedSearchId, searchId));
  return rows.map((r) => r.id).sort();
}

describe('saving a search and confirming it', () => {
  it('mails a confirmation link in the chosen language; a wrong, expired or reused link answers as it should', async () => {
    const now = new Date('2026-11-20T10:00:00Z');
    const { alert } = await service.create({
      email: 'Leser@Example.com',
      language: 'de',
      frequency: 'daily',
      search: { city: 'berlin', search: 'Fahrrad' },
      visitorId: 'v1',
      consumeLimit,
      now,
    });
    expect(alert).toMatchObject({
      status: 'pending',
      email: 'leser@example.com',
      frequency: 'daily',
      language: 'de',
      search: { city: 'berlin', search: 'Fahrrad' },
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Bestätigen Sie Ihren Suchauftrag bei Cityboard');
    const [, id, token] = mails[0]!.text.match(/https:\/\/cityboard\.example\/alerts\/confirm\/([^/]+)\/([A-Za-z0-9_-]{43})/)!;
    expect(id).toBe(alert.id);
    // The token is not stored.
    const [row] = await database.db.select().from(savedSearches).where(eq(savedSearches.id, alert.id));
    expect(JSON.stringify(row)).not.toContain(token!);

    const kind = (promise: Promise<unknown>) =>
      promise.then(
        () => 'ok',
        (error: unknown) => (error instanceof AppError ? error.kind : String(error)),
      );
    expect(await kind(service.confirm({ id: id!, token: 'x'.repeat(43), now }))).toBe('not_found');
    expect(await kind(service.confirm({ id: '00000000-0000-4000-8000-000000000000', token: token!, now }))).toBe('not_found');
    expect(await kind(service.confirm({ id: id!, token: token!, now: new Date(now.getTime() + 49 * 3_600_000) }))).toBe('gone');
    const looked = await service.findConfirmation({ id: id!, token: token!, now });
    expect(looked.confirmed).toBe(false);

    const confirmed = await service.confirm({ id: id!, token: token!, now });
    expect(confirmed.alert.status).toBe('active');
    expect(confirmed.managePath).toMatch(/^\/alerts\/manage\/[A-Za-z0-9_-]{43}$/);
    // Reused (even after the link's 48 hours): the same answer, nothing changes.
    const again = await service.confirm({ id: id!, token: token!, now: new Date(now.getTime() + 72 * 3_600_000) });
    expect(again.alert.status).toBe('active');
    expect(again.alert.confirmedAt).toBe(confirmed.alert.confirmedAt);
    expect(again.managePath).toBe(confirmed.managePath);

    const managed = await service.listForManageToken(confirmed.managePath.split('/').pop()!);
    expect(managed.email).toBe('leser@example.com');
    expect(managed.alerts.map((a) => a.id)).toEqual([alert.id]);
  });

  it('refuses what the results page refuses, and unknown cities', async () => {
    await expect(service.create({ email: 'a@example.com', search: { priceMin: '1e-400' }, visitorId: 'v', consumeLimit })).rejects.toThrow();
    await expect(service.create({ email: 'a@example.com', search: { city: 'atlantis' }, visitorId: 'v', consumeLimit })).rejects.toThrow(
      'errors.city.unknown',
    );
    await expect(service.create({ email: 'not-an-address', search: {}, visitorId: 'v', consumeLimit })).rejects.toThrow();
  });

  it('keeps one alert per address and search: saving it again answers the existing one', async () => {
    const save = (email: string, search: CreateAlertInput['search'], extra: Partial<CreateAlertInput> = {}) =>
      service.create({ email, search, frequency: 'instant', language: 'en', ...extra, visitorId: 'v1', consumeLimit });
    const search = { city: 'newyork', category: 'for-sale', search: 'Road bike', priceMax: '500', condition: ['good', 'like-new'] };
    const first = await save('twice@example.com', search);
    expect(first.created).toBe(true);
    const confirmLink = () => mails.pop()!.text.match(/\/alerts\/confirm\/([^/]+)\/([A-Za-z0-9_-]{43})/)!;

    // Still pending: the same alert, with a new link (the first mail may be lost).
    const samePending = await save('Twice@Example.com ', { ...search, search: 'road  BIKE', priceMax: '500.00', condition: ['like-new', 'good'] }, { frequency: 'daily' });
    expect(samePending).toMatchObject({ created: false, alert: { id: first.alert.id, status: 'pending', frequency: 'daily' } });
    expect(mails).toHaveLength(2);
    const [, id, token] = confirmLink();
    expect(id).toBe(first.alert.id);
    await service.confirm({ id: id!, token: token! });

    // Active: answered as it is, and no mail.
    mails.length = 0;
    const sameActive = await save('twice@example.com', search);
    expect(sameActive).toMatchObject({ created: false, alert: { id: first.alert.id, status: 'active', frequency: 'daily' } });
    expect(mails).toHaveLength(0);
    const rows = await database.db.select().from(savedSearches).where(eq(savedSearches.email, 'twice@example.com'));
    expect(rows).toHaveLength(1);

    // Another search, or the same search for another address, is another alert.
    expect((await save('twice@example.com', { ...search, priceMax: '400' })).created).toBe(true);
    expect((await save('twice@example.com', { ...search, search: 'road bikes' })).created).toBe(true);
    expect((await save('twice@example.com', { ...search, city: 'boston' })).created).toBe(true);
    expect((await save('someone-else@example.com', search)).created).toBe(true);

    // Unsubscribed, then saved again: the same alert, pending a new confirmation.
    await service.unsubscribe(service.unsubscribeToken(first.alert.id));
    mails.length = 0;
    const again = await save('twice@example.com', search);
    expect(again).toMatchObject({ created: false, alert: { id: first.alert.id, status: 'pending' } });
    expect(mails).toHaveLength(1);
    const [, againId, againToken] = confirmLink();
    expect((await service.confirm({ id: againId!, token: againToken! })).alert.status).toBe('active');

    // Two saves at once still make one alert.
    const both = await Promise.all([save('once@example.com', { category: 'jobs' }), save('once@example.com', { category: 'jobs' })]);
    expect(both.map((b) => b.created).sort()).toEqual([false, true]);
    expect(both[0]!.alert.id).toBe(both[1]!.alert.id);
  });
});

describe('matching new public listings', () => {
  it('matches each filter kind, in bulk', async () => {
    const searches = {
      city: await savedSearch({ city: 'newyork' }),
      otherCity: await savedSearch({ city: 'berlin' }),
      category: await savedSearch({ category: 'housing' }),
      subcategory: await savedSearch({ category: 'for-sale', subcategory: 'bicycles' }),
      words: await savedSearch({ search: 'Roadbike carbon' }),
      accents: await savedSearch({ search: 'zurich' }),
      price: await savedSearch({ city: 'newyork', priceMin: '50', priceMax: '150' }),
      condition: await savedSearch({ condition: ['new', 'like-new'] }),
      verified: await savedSearch({ verified: '1' }),
      delivery: await savedSearch({ delivery: '1' }),
      neighborhood: await savedSearch({ city: 'newyork', neighborhood: 'brooklyn' }),
      country: await savedSearch({ country: 'DE' }),
      everything: await savedSearch({}),
    };
    const ids = {
      plain: await postListing({ price: '300.00', condition: 'good' }),
      housing: await postListing({ category: 'housing', price: '2000.00' }),
      bicycle: await postListing({ subcategory: 'bicycles', title: 'Carbon roadbike, 54 cm', price: '120.00', condition: 'like-new' }),
      berlin: await postListing({ city: 'berlin', countryCode: 'DE', currency: 'EUR', title: 'Sofa aus Zürich', isVerifiedUser: true }),
      delivered: await postListing({ deliveryAvailable: true, neighborhood: 'Brooklyn', price: null }),
    };
    const result = await service.matchPending();
    expect(result.listings).toBe(5);
    const expected: Record<keyof typeof searches, string[]> = {
      city: [ids.plain, ids.housing, ids.bicycle, ids.delivered],
      otherCity: [ids.berlin],
      category: [ids.housing],
      subcategory: [ids.bicycle],
      words: [ids.bicycle],
      accents: [ids.berlin],
      price: [ids.bicycle],
      condition: [ids.bicycle],
      verified: [ids.berlin],
      delivery: [ids.delivered],
      neighborhood: [ids.delivered],
      country: [ids.berlin],
      everything: Object.values(ids),
    };
    // "price" 50–150: only the 120 bicycle (the plain one is 300, the housing 2000, the delivered one has no price; Berlin is another city).
    for (const [name, searchId] of Object.entries(searches) as [keyof typeof searches, string][]) {
      expect(await matchedListings(searchId), name).toEqual([...expected[name]].sort());
    }
    // The inbox is empty, and a second sweep finds nothing new.
    expect(await database.db.select().from(alertListingInbox)).toEqual([]);
    expect((await service.matchPending()).matches).toBe(0);
  });

  it('matches the category’s facts as the results page filters them, and reads them back as saved', async () => {
    const car = (attributes: NewListingRow['attributes']) => postListing({ subcategory: 'cars-trucks', attributes, attributesSource: 'seller' });
    const searches = {
      // As the results URL sends them: text, a make in any case, miles.
      recentGolf: await savedSearch({
        category: 'for-sale',
        yearMin: '2010',
        make: 'vw',
        mileageMax: '80000',
        mileageUnit: 'mi',
      } as CreateAlertInput['search']),
      diesel: await savedSearch({ category: 'for-sale', attributes: { fuel: 'diesel' } }),
      remoteWellPaid: await savedSearch({ category: 'jobs', workplace: 'remote', payMin: '60000', payPer: 'year' } as CreateAlertInput['search']),
    };
    const ids = {
      oldGolf: await car({ make: 'Volkswagen', model: 'Golf', year: 2004, mileage: 150_000, mileageUnit: 'km', mileageKm: 150_000, fuel: 'diesel' }),
      newGolf: await car({ make: 'Volkswagen', model: 'Golf', year: 2014, mileage: 90_000, mileageUnit: 'km', mileageKm: 90_000, fuel: 'petrol' }),
      worn: await car({ make: 'Volkswagen', year: 2015, mileage: 200_000, mileageUnit: 'km', mileageKm: 200_000 }),
      unknown: await car({}),
      remoteHourly: await postListing({
        category: 'jobs',
        subcategory: 'part-time',
        price: '35.00',
        priceUnit: 'hour',
        attributes: { workplace: 'remote' },
      }),
      remoteLow: await postListing({
        category: 'jobs',
        subcategory: 'full-time',
        price: '40000.00',
        priceUnit: 'year',
        attributes: { workplace: 'remote' },
      }),
      onSite: await postListing({
        category: 'jobs',
        subcategory: 'full-time',
        price: '90000.00',
        priceUnit: 'year',
        attributes: { workplace: 'on-site' },
      }),
    };
    await service.matchPending();
    // 80,000 miles is 128,748 km: the 2014 Golf with 90,000 km is in, the 200,000 km one and the 2004 one are out.
    expect(await matchedListings(searches.recentGolf)).toEqual([ids.newGolf]);
    expect(await matchedListings(searches.diesel)).toEqual([ids.oldGolf]);
    // $35 an hour is $72,800 a year.
    expect(await matchedListings(searches.remoteWellPaid)).toEqual([ids.remoteHourly]);
    const saved = await database.db.select().from(savedSearches).where(eq(savedSearches.id, searches.recentGolf));
    expect(saved[0]!.attributeFilters).toEqual({ make: 'Volkswagen', yearMin: 2010, mileageMax: 80_000, mileageUnit: 'mi' });
    // The alert's results link carries them, so the page shows what the mails follow.
    const link = new URL(alertResultsPath(searchOf(saved[0]!)), 'https://cityboard.example');
    expect(Object.fromEntries(link.searchParams)).toEqual({ make: 'Volkswagen', yearMin: '2010', mileageMax: '80000', mileageUnit: 'mi' });
  });

  it('never matches a listing that is not public, and matches it once it is approved', async () => {
    const search = await savedSearch({ city: 'newyork' });
    const held = await postListing({ moderationStatus: 'review' });
    const rejected = await postListing({ moderationStatus: 'rejected' });
    await postListing({ expiresAt: new Date(Date.now() - 60_000) });
    await postListing({ status: 'sold' });
    await service.matchPending();
    expect(await matchedListings(search)).toEqual([]);

    await database.db.update(listings).set({ moderationStatus: 'approved' }).where(eq(listings.id, held));
    await service.matchPending();
    expect(await matchedListings(search)).toEqual([held]);
    expect(rejected).toBeTruthy();

    // Matched, then held again before the mail: it is dropped, not sent.
    const later = await postListing({ title: 'Later one' });
    await service.matchPending();
    await database.db.update(listings).set({ moderationStatus: 'review' }).where(eq(listings.id, later));
    await service.mailPending(search);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(held);
    expect(mails[0]!.text).not.toContain(later);
  });

  it('ignores pending and unsubscribed searches', async () => {
    await service.create({ email: 'pending@example.com', search: { city: 'newyork' }, visitorId: 'v', consumeLimit });
    const gone = await savedSearch({ city: 'newyork' });
    await service.unsubscribe(service.unsubscribeToken(gone));
    await postListing();
    const result = await service.matchPending();
    expect(result.matches).toBe(0);
  });
});

describe('alert mails', () => {
  it('are written in the search’s language, with photo, price in the listing’s currency, deal badge, link and one-click unsubscribe', async () => {
    const search = await savedSearch({ city: 'berlin', search: 'sofa' }, { language: 'de' });
    const id = await postListing({
      city: 'berlin',
      countryCode: 'DE',
      currency: 'EUR',
      title: 'Sofa, grau',
      price: '250.00',
      images: ['/media/abc.webp'],
      priceStatus: 'good_deal',
      pricePercentOff: 23,
      priceConfidence: 0.8,
    });
    await service.matchPending();
    expect(sent).toEqual([
      { name: ALERT_MAIL_JOB, data: { savedSearchId: search }, options: { singletonKey: `alert:${search}`, startAfterSeconds: 0 } },
    ]);
    expect(await service.mailPending(search)).toEqual({ sent: 1 });
    const mail = mails.at(-1)!;
    expect(mail.subject).toBe('Neue Anzeige für „sofa · Berlin“');
    expect(mail.text).toContain('Sofa, grau');
    expect(mail.text).toMatch(/250\s?€/);
    expect(mail.text).toContain('Gutes Angebot: 23 % unter ähnlichen Anzeigen');
    expect(mail.text).toContain('Foto: https://cityboard.example/media/abc.webp');
    // The HTML alternative shows the photo itself, linked to the listing, with the text escaped.
    expect(mail.html).toContain('<img src="https://cityboard.example/media/abc.webp" alt="Sofa, grau"');
    expect(mail.html).toContain(`<a href="https://cityboard.example/de/berlin/listing/${id}"`);
    expect(mail.html).toContain('Gutes Angebot: 23 % unter ähnlichen Anzeigen');
    expect(mail.html).not.toMatch(/<script/i);
    expect(mail.text).toContain(`https://cityboard.example/de/berlin/listing/${id}`);
    const token = service.unsubscribeToken(search);
    expect(mail.headers).toMatchObject({
      'List-Unsubscribe': `<https://cityboard.example/api/alerts/unsubscribe/${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.text).toContain(`https://cityboard.example/alerts/unsubscribe/${token}`);
    expect(mail.text).toContain(`https://cityboard.example/alerts/manage/${service.manageToken('reader@example.com')}`);
    // Sent once: a second run has nothing to send.
    expect(await service.mailPending(search)).toEqual({ sent: 0 });
  });

  it('batches instant alerts: at most one mail per 15 minutes, later matches in the next one', async () => {
    const t0 = new Date('2026-11-20T12:00:00Z');
    const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
    const search = await savedSearch({ city: 'newyork', search: 'lamp' }, {}, t0);
    // Three listings within one sweep: one mail.
    for (const n of [1, 2, 3]) await postListing({ title: `Lamp ${n}` });
    await service.matchPending({ now: t0 });
    expect(sent.map((s) => s.options?.startAfterSeconds)).toEqual([0]);
    await service.mailPending(search, { now: t0 });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('3 new listings for "lamp · New York"');

    // Three more over the next minutes: each sweep asks for a mail when the 15 minutes are over.
    sent.length = 0;
    for (const minute of [1, 4, 9]) {
      await postListing({ title: `Lamp at ${minute}` });
      await service.matchPending({ now: at(minute) });
    }
    expect(sent.map((s) => s.options?.startAfterSeconds)).toEqual([14 * 60, 11 * 60, 6 * 60]);
    expect(new Set(sent.map((s) => s.options?.singletonKey))).toEqual(new Set([`alert:${search}`]));
    // A run before the window is over sends nothing and comes back later.
    expect(await service.mailPending(search, { now: at(10) })).toEqual({ sent: 0 });
    expect(mails).toHaveLength(1);
    expect(await service.mailPending(search, { now: at(15) })).toEqual({ sent: 3 });
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toContain('Lamp at 1');
    expect(mails[1]!.text).toContain('Lamp at 9');
    expect(mails[1]!.text).not.toContain('Lamp 1\n');
  });

  it('sends the daily digest once a day, from 8 in the morning in the search’s city', async () => {
    // New York is UTC-5 in November.
    const search = await savedSearch({ city: 'newyork', category: 'for-sale' }, { frequency: 'daily' }, new Date('2026-11-20T05:00:00Z'));
    await postListing({ title: 'Night owl chair' });
    await service.matchPending({ now: new Date('2026-11-20T08:00:00Z') });
    expect(sent).toEqual([]); // Daily searches are not mailed by the sweep.
    expect(await service.queueDueMails({ now: new Date('2026-11-20T12:30:00Z') })).toEqual({ queued: 0 }); // 07:30 in New York
    expect(await service.mailPending(search, { now: new Date('2026-11-20T12:30:00Z') })).toEqual({ sent: 0 });
    expect(await service.queueDueMails({ now: new Date('2026-11-20T13:03:00Z') })).toEqual({ queued: 1 }); // 08:03
    expect(await service.mailPending(search, { now: new Date('2026-11-20T13:03:00Z') })).toEqual({ sent: 1 });
    expect(mails.at(-1)!.subject).toBe('Your daily alert: 1 new listing for "For Sale · New York"');

    await postListing({ title: 'Afternoon table' });
    await service.matchPending({ now: new Date('2026-11-20T18:00:00Z') });
    expect(await service.queueDueMails({ now: new Date('2026-11-20T19:03:00Z') })).toEqual({ queued: 0 });
    expect(await service.queueDueMails({ now: new Date('2026-11-21T13:03:00Z') })).toEqual({ queued: 1 });
    expect(await service.mailPending(search, { now: new Date('2026-11-21T13:03:00Z') })).toEqual({ sent: 1 });
    expect(mails.at(-1)!.text).toContain('Afternoon table');
  });
});

describe('managing and unsubscribing', () => {
  it('pauses, resumes, changes and deletes an address’s alerts; unsubscribes by the mail’s token', async () => {
    const one = await savedSearch({ city: 'newyork' });
    const two = await savedSearch({ category: 'jobs' }, { email: 'other@example.com' });
    const token = service.manageToken('reader@example.com');
    expect((await service.listForManageToken(token)).alerts.map((a) => a.id)).toEqual([one]);
    await expect(service.update(token, two, { frequency: 'daily' })).rejects.toThrow(AppError);
    expect((await service.update(token, one, { frequency: 'daily' })).frequency).toBe('daily');
    expect((await service.update(token, one, { status: 'unsubscribed' })).status).toBe('unsubscribed');
    expect((await service.update(token, one, { status: 'active' })).status).toBe('active');

    const unsubscribed = await service.unsubscribe(service.unsubscribeToken(one));
    expect(unsubscribed.status).toBe('unsubscribed');
    expect((await service.unsubscribe(service.unsubscribeToken(one))).status).toBe('unsubscribed');
    await expect(service.unsubscribe('y'.repeat(43))).rejects.toThrow(AppError);
    await expect(service.listForManageToken('z'.repeat(43))).rejects.toThrow(AppError);

    await service.remove(token, one);
    expect(
      await database.db
        .select()
        .from(savedSearches)
        .where(and(eq(savedSearches.id, one))),
    ).toEqual([]);
    await expect(service.remove(token, one)).rejects.toThrow(AppError);
  });
});
