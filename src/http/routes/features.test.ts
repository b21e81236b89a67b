import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { buildListingInput } from '../../demo/listing-factory';
import { listings } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function postMany(count: number, overrides: Parameters<typeof buildListingInput>[0]) {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const response = await t.app.inject({ method: 'POST', url: '/api/listings', payload: buildListingInput(overrides) });
    expect(response.statusCode).toBe(201);
    ids.push(response.json<{ id: string }>().id);
  }
  // A hundred ads from a handful of templates in one city read as copies to screening,
  // which holds a few; the gate counts public listings, so these are all made public.
  await t.database.db.update(listings).set({ moderationStatus: 'approved' }).where(inArray(listings.id, ids));
}

describe('premium feature gate', () => {
  it('stays locked below 100 listings and unlocks at 100, per category and city', async () => {
    await postMany(99, { category: 'gigs', subcategory: '', city: 'toronto' });
    const locked = await t.app.inject('/api/feature-gate?category=gigs&city=toronto');
    expect(locked.statusCode).toBe(200);
    expect(locked.json()).toEqual({ listingCount: 99, requiredListings: 100, isPaidFeaturesUnlocked: false });
    const paidLocked = (await t.app.inject('/api/paid-features?category=gigs&city=toronto')).json();
    expect(paidLocked.available).toBe(false);
    expect(paidLocked.message).toContain('(1 to go)');

    // Another city's listings do not count towards Toronto.
    await postMany(1, { category: 'gigs', subcategory: '', city: 'sydney' });
    expect((await t.app.inject('/api/feature-gate?category=gigs&city=toronto')).json().listingCount).toBe(99);

    await postMany(1, { category: 'gigs', subcategory: '', city: 'toronto' });
    const unlocked = (await t.app.inject('/api/feature-gate?category=gigs&city=toronto')).json();
    expect(unlocked).toEqual({ listingCount: 100, requiredListings: 100, isPaidFeaturesUnlocked: true });
    expect((await t.app.inject('/api/paid-features?category=gigs&city=toronto')).json()).toEqual({
      available: true,
      // Enough listings, but nothing a seller can use yet: it must not say premium is available.
      message: 'Gigs in Toronto has enough listings for premium features, but they are not offered yet: payments are not open.',
    });

    // The global marketplace counts every city.
    expect((await t.app.inject('/api/feature-gate?category=gigs&city=global')).json().listingCount).toBe(101);
  });

  it('answers 400 for a missing or unknown category or city', async () => {
    for (const query of ['', '?category=gigs', '?city=toronto', '?category=weapons&city=toronto', '?category=gigs&city=atlantis']) {
      const response = await t.app.inject(`/api/feature-gate${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toBeTruthy();
      expect((await t.app.inject(`/api/paid-features${query}`)).statusCode).toBe(400);
    }
  });
});
