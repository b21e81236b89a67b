/**
 * Scam screening through the API on a real, migrated database: a scam is kept from the
 * public but shown to its seller with its state; an honest ad is public at once; every
 * screening is recorded; an edit is screened again.
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildListingInput } from '../../demo/listing-factory';
import { aiModerations, listings, spamDetections } from '../../db/schema';
import type { Listing } from '../../domain/listings/listing-schemas';
import { createTestApp, visitorCookie, type TestApp } from '../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const scamAd = () =>
  buildListingInput({
    city: 'london',
    category: 'housing',
    subcategory: 'apartments',
    title: 'Spacious 2 bed flat, all bills included',
    description:
      'I am currently out of the country for work, so I cannot show you the flat. Send the deposit before the viewing by Western Union ' +
      'and the keys will be mailed to you. Write to me on WhatsApp.',
    price: '400',
    contactEmail: 'owner@yopmail.com',
  });

async function post(payload: object) {
  const response = await t.app.inject({ method: 'POST', url: '/api/listings', payload });
  expect(response.statusCode, response.body).toBe(201);
  const body = response.json<{ id: string; manageUrl: string; moderationStatus: string }>();
  return { ...body, cookie: visitorCookie(response), token: body.manageUrl.split('/').pop()! };
}

const publicIds = async (query = 'limit=100') => (await t.app.inject(`/api/listings?${query}`)).json<Listing[]>().map((l) => l.id);

describe('scam screening on posting', () => {
  it('keeps an obvious scam from the public and tells its seller why', async () => {
    const scam = await post(scamAd());
    expect(scam.moderationStatus).toBe('rejected');

    expect(await publicIds()).not.toContain(scam.id);
    expect(await publicIds('search=spacious%20flat%20bills')).not.toContain(scam.id);
    const stranger = await t.app.inject(`/api/listings/${scam.id}`);
    expect(stranger.statusCode).toBe(404);

    const owner = await t.app.inject({ url: `/api/listings/${scam.id}`, headers: { cookie: scam.cookie } });
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toMatchObject({ id: scam.id, moderationStatus: 'rejected' });
    expect(owner.headers['cache-control']).toContain('no-store');
    const withLink = await t.app.inject({ url: `/api/listings/${scam.id}`, headers: { 'x-manage-token': scam.token } });
    expect(withLink.json()).toMatchObject({ moderationStatus: 'rejected' });
    const managed = await t.app.inject({ url: `/api/listings/${scam.id}/manage`, headers: { cookie: scam.cookie } });
    expect(managed.json()).toMatchObject({ moderationStatus: 'rejected' });

    const [row] = await t.database.db.select().from(listings).where(eq(listings.id, scam.id));
    expect(row!.spamScore).toBeGreaterThanOrEqual(90);
    const detections = await t.database.db.select().from(spamDetections).where(eq(spamDetections.listingId, scam.id));
    expect(detections).toHaveLength(1);
    expect(detections[0]).toMatchObject({ spamScore: row!.spamScore, action: 'reject', reviewRequired: false });
    expect(detections[0]!.reasons.join(' ')).toMatch(/Western Union|abroad|deposit/i);
    const [moderation] = await t.database.db
      .select()
      .from(aiModerations)
      .where(and(eq(aiModerations.contentType, 'listing'), eq(aiModerations.contentId, scam.id)));
    expect(moderation!.moderationResult).toMatchObject({ action: 'reject', spamScore: row!.spamScore });
    const codes = (moderation!.moderationResult.reasons as { code: string }[]).map((r) => r.code);
    expect(codes).toEqual(expect.arrayContaining(['off_platform_payment', 'owner_abroad', 'deposit_before_viewing', 'disposable_email']));
  });

  it('holds a single strong signal for review, and a reviewer-required record is written', async () => {
    const held = await post(buildListingInput({ city: 'berlin', category: 'for-sale', description: 'Works perfectly. Payment by Western Union only, I post it next day.' }));
    expect(held.moderationStatus).toBe('review');
    expect(await publicIds()).not.toContain(held.id);
    const owner = await t.app.inject({ url: `/api/listings/${held.id}`, headers: { cookie: held.cookie } });
    expect(owner.json()).toMatchObject({ moderationStatus: 'review' });
    const [detection] = await t.database.db.select().from(spamDetections).where(eq(spamDetections.listingId, held.id));
    expect(detection).toMatchObject({ action: 'review', reviewRequired: true });
    const [moderation] = await t.database.db.select().from(aiModerations).where(eq(aiModerations.contentId, held.id));
    expect(moderation!.humanReviewRequired).toBe(true);
  });

  it('publishes an honest ad at once, with its screening recorded', async () => {
    const honest = await post(buildListingInput({ city: 'london', title: 'Oak bookcase, five shelves', price: '80' }));
    expect(honest.moderationStatus).toBe('approved');
    expect(await publicIds()).toContain(honest.id);
    const detail = await t.app.inject(`/api/listings/${honest.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).not.toHaveProperty('moderationStatus');
    const [detection] = await t.database.db.select().from(spamDetections).where(eq(spamDetections.listingId, honest.id));
    expect(detection).toMatchObject({ action: 'approve', reviewRequired: false });
  });

  it('screens an edit again: scam text added to a public ad takes it off the public site', async () => {
    const input = buildListingInput({ city: 'london', title: 'Mountain bike, 21 gears', price: '150' });
    const ad = await post(input);
    expect(ad.moderationStatus).toBe('approved');
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/listings/${ad.id}`,
      headers: { cookie: ad.cookie },
      payload: { ...input, description: 'I am abroad now; my shipping agent will deliver it after payment by Western Union. Gift cards also accepted as payment.' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<{ moderationStatus: string }>().moderationStatus).not.toBe('approved');
    expect(await publicIds()).not.toContain(ad.id);
    const detections = await t.database.db
      .select()
      .from(spamDetections)
      .where(eq(spamDetections.listingId, ad.id))
      .orderBy(desc(spamDetections.createdAt));
    expect(detections).toHaveLength(2);
    expect(detections[0]!.action).not.toBe('approve');

    // Cleaned up again, it goes back to the public.
    const cleaned = await t.app.inject({ method: 'PUT', url: `/api/listings/${ad.id}`, headers: { cookie: ad.cookie }, payload: input });
    expect(cleaned.json<{ moderationStatus: string }>().moderationStatus).toBe('approved');
    expect(await publicIds()).toContain(ad.id);
  });

  it("counts the poster's listings in the last hour", async () => {
    const first = await post(buildListingInput({ city: 'paris' }));
    let last = first;
    for (let i = 0; i < 5; i += 1) {
      const response = await t.app.inject({ method: 'POST', url: '/api/listings', payload: buildListingInput({ city: 'paris' }), headers: { cookie: first.cookie } });
      expect(response.statusCode, response.body).toBe(201);
      last = { ...last, id: response.json<{ id: string }>().id };
    }
    const [moderation] = await t.database.db.select().from(aiModerations).where(eq(aiModerations.contentId, last.id));
    expect(moderation!.moderationResult).toMatchObject({ context: { recentPosts: 5 } });
    expect((moderation!.moderationResult.reasons as { code: string }[]).map((r) => r.code)).toContain('posting_velocity');
  });

  it('uses the market price from price intelligence when it is confident', async () => {
    const now = Date.now();
    await t.database.db.insert(listings).values(
      Array.from({ length: 30 }, (_, i) => ({
        title: `Canon EOS R6 camera body ${i}`,
        description: 'Full-frame mirrorless camera body, low shutter count, with battery and charger.',
        price: String(1500 + (i % 5) * 20),
        currency: 'EUR',
        category: 'for-sale',
        subcategory: 'photo-video',
        neighborhood: 'Mitte',
        contactEmail: 'camera@example.com',
        userId: `camera-seller-${i}`,
        city: 'berlin',
        moderationStatus: 'approved',
        createdAt: new Date(now - (i + 1) * 60_000),
      })),
    );
    const cheap = await post(
      buildListingInput({ city: 'berlin', category: 'for-sale', subcategory: 'photo-video', title: 'Canon EOS R6 camera body', description: 'Full-frame mirrorless camera body, with battery and charger.', price: '300' }),
    );
    const [moderation] = await t.database.db.select().from(aiModerations).where(eq(aiModerations.contentId, cheap.id));
    const context = moderation!.moderationResult.context as { market: { estimate: number; confidence: number } | null };
    expect(context.market?.estimate).toBeGreaterThan(1400);
    expect(context.market?.confidence).toBeGreaterThanOrEqual(0.5);
    expect((moderation!.moderationResult.reasons as { code: string }[]).map((r) => r.code)).toContain('below_market');
  });

  it('counts near-duplicate text posted by other visitors in other cities', async () => {
    const description =
      'Brand new sealed PlayStation 5 console with two controllers and three games, bought as a gift and never opened, receipt available.';
    const first = await post(buildListingInput({ city: 'london', category: 'for-sale', title: 'PlayStation 5 console sealed', description }));
    const second = await post(buildListingInput({ city: 'berlin', category: 'for-sale', title: 'PlayStation 5 console sealed', description }));
    expect(first.moderationStatus).toBe('approved');
    const [moderation] = await t.database.db.select().from(aiModerations).where(eq(aiModerations.contentId, second.id));
    const codes = (moderation!.moderationResult.reasons as { code: string }[]).map((r) => r.code);
    expect(codes).toContain('duplicate_text');
    expect(moderation!.moderationResult).toMatchObject({ context: { duplicates: { count: 1, rejected: 0 } } });
    expect(second.moderationStatus).toBe('approved');

    // Once a copy is rejected, the next copy waits for a person.
    await t.database.db.update(listings).set({ moderationStatus: 'rejected' }).where(eq(listings.id, second.id));
    const third = await post(buildListingInput({ city: 'paris', category: 'for-sale', title: 'PlayStation 5 console sealed', description }));
    expect(third.moderationStatus).toBe('review');
    const [again] = await t.database.db.select().from(aiModerations).where(eq(aiModerations.contentId, third.id));
    expect((again!.moderationResult.reasons as { code: string }[]).map((r) => r.code)).toContain('duplicate_of_rejected');

    // Reposting one's own rejected ad from the same browser, in the same city, is caught too.
    const repost = await t.app.inject({
      method: 'POST',
      url: '/api/listings',
      headers: { cookie: second.cookie },
      payload: buildListingInput({ city: 'berlin', category: 'for-sale', title: 'PlayStation 5 console sealed', description }),
    });
    expect(repost.json<{ moderationStatus: string }>().moderationStatus).toBe('review');
  });
});
