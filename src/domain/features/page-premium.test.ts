import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildListingInput } from '../../demo/listing-factory';
import { listings } from '../../db/schema';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import { createListing } from '../listings/create-listing';
import { listingInputSchema } from '../listings/listing-schemas';
import { getPaidFeatures } from './feature-gate';
import { getPagePremium, PAID_FEATURES_THRESHOLD } from './page-premium';

let database: TestDatabase;

async function add(count: number, overrides: Parameters<typeof buildListingInput>[0]) {
  for (let i = 0; i < count; i += 1) {
    const input = listingInputSchema.parse(buildListingInput(overrides));
    await createListing(database.db, { input, userId: 'premium-tester' });
  }
}

beforeAll(async () => {
  database = await openTestDatabase();
  // Lisbon: 3 jobs and 5 housing listings. Melbourne: 2 in Torquay, 1 in Carlton.
  await add(3, { city: 'lisbon', category: 'jobs', subcategory: '' });
  await add(5, { city: 'lisbon', category: 'housing', subcategory: '' });
  await add(2, { city: 'melbourne', category: 'services', subcategory: '', neighborhood: 'Torquay' });
  await add(1, { city: 'melbourne', category: 'services', subcategory: '', neighborhood: 'Carlton' });
  // This is about counting, not screening: every test listing is public.
  await database.db.update(listings).set({ moderationStatus: 'approved' });
});
afterAll(async () => {
  await database?.close();
});

describe('the premium progress a page shows', () => {
  it("counts the page's own category in its city", async () => {
    const premium = await getPagePremium(database.db, { place: { kind: 'city', city: 'lisbon' }, category: 'jobs' });
    expect(premium).toEqual({ category: 'jobs', listingCount: 3, requiredListings: PAID_FEATURES_THRESHOLD, isPaidFeaturesUnlocked: false });
  });

  it('counts the largest category when the page has none', async () => {
    const premium = await getPagePremium(database.db, { place: { kind: 'city', city: 'lisbon' } });
    expect(premium).toMatchObject({ category: 'housing', listingCount: 5 });
  });

  it("counts a Victorian place's own listings, not the global marketplace", async () => {
    const torquay = await getPagePremium(database.db, { place: { kind: 'victoria', localities: ['Torquay'] } });
    expect(torquay).toMatchObject({ category: 'services', listingCount: 2 });
    const state = await getPagePremium(database.db, { place: { kind: 'victoria', localities: [] }, category: 'services' });
    expect(state).toMatchObject({ category: 'services', listingCount: 3 });
  });

  it('never unlocks a page without listings', async () => {
    const empty = await getPagePremium(database.db, { place: { kind: 'city', city: 'oslo' } });
    expect(empty).toEqual({ category: null, listingCount: 0, requiredListings: PAID_FEATURES_THRESHOLD, isPaidFeaturesUnlocked: false });
  });

  it("answers the footer's question for the city's largest category with the same count", async () => {
    const answer = await getPaidFeatures(database.db, { category: 'largest', city: 'lisbon' });
    expect(answer).toEqual({ available: false, message: `Premium features are not offered yet; they are planned for when Housing in Lisbon reaches ${PAID_FEATURES_THRESHOLD} listings (${PAID_FEATURES_THRESHOLD - 5} to go).` });
  });
});
