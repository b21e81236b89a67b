import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildListingInput } from '../../demo/listing-factory';
import { listings } from '../../db/schema';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import { DAY_MS } from '../shared/time';
import { findCity } from '../geo/find-city';
import { createListing } from './create-listing';
import { listingInputSchema } from './listing-schemas';
import { measureCategoryMarket } from './measure-category-market';
import { eq, inArray } from 'drizzle-orm';

let database: TestDatabase;
const now = new Date();

async function add(overrides: Parameters<typeof buildListingInput>[0]): Promise<string> {
  const input = listingInputSchema.parse(buildListingInput(overrides));
  return (await createListing(database.db, { input, userId: 'figures-tester', now })).id;
}

beforeAll(async () => {
  database = await openTestDatabase();
  // Lisbon housing: 6 rents per month, 2 flats to buy (no unit), 3 older than a week.
  const rents = [];
  for (const price of ['800', '900', '1000', '1100', '1200', '5000']) {
    rents.push(await add({ city: 'lisbon', category: 'housing', subcategory: 'apartments', price }));
  }
  await add({ city: 'lisbon', category: 'housing', subcategory: 'real-estate-sales', price: '250000' });
  await add({ city: 'lisbon', category: 'housing', subcategory: 'real-estate-sales', price: '300000' });
  // Three jobs in Porto: too few for a median or a share.
  for (const price of ['30000', '35000', '40000']) await add({ city: 'porto', category: 'jobs', subcategory: 'full-time', price });
  // About counting, not screening: all are public; three are older than a week; two sellers verified.
  await database.db.update(listings).set({ moderationStatus: 'approved' });
  await database.db.update(listings).set({ createdAt: new Date(now.getTime() - 10 * DAY_MS) }).where(inArray(listings.id, rents.slice(0, 3)));
  await database.db.update(listings).set({ isVerifiedUser: true }).where(inArray(listings.id, rents.slice(3, 5)));
  await database.db.update(listings).set({ currency: 'EUR' }).where(eq(listings.city, 'lisbon'));
});
afterAll(async () => {
  await database?.close();
});

describe("a category page's market figures", () => {
  it('counts the last 7 days and takes the median of the most common price unit in the city currency', async () => {
    const market = await measureCategoryMarket(database.db, { category: 'housing', city: findCity('lisbon')!, now });
    expect(market.listings).toBe(8);
    expect(market.postedThisWeek).toBe(5);
    // The 6 monthly rents, not the 2 purchase prices; one dear flat does not move a median far.
    expect(market.medianPrice).toEqual({ amount: 1050, currency: 'EUR', unit: 'month', of: 6 });
    expect(market.verifiedPercent).toBeNull();
  });

  it('measures the subcategory a page shows, not the whole category', async () => {
    const sales = await measureCategoryMarket(database.db, { category: 'housing', subcategory: 'real-estate-sales', city: findCity('lisbon')!, now });
    expect(sales.listings).toBe(2);
    // Two purchase prices: too few for a median, and never the rents' median.
    expect(sales.medianPrice).toBeNull();
    const apartments = await measureCategoryMarket(database.db, { category: 'housing', subcategory: 'apartments', city: findCity('lisbon')!, now });
    expect(apartments.listings).toBe(6);
    expect(apartments.medianPrice).toEqual({ amount: 1050, currency: 'EUR', unit: 'month', of: 6 });
  });

  it('leaves out a median and a share without enough listings, and any median on the global page', async () => {
    const porto = await measureCategoryMarket(database.db, { category: 'jobs', city: findCity('porto')!, now });
    expect(porto).toEqual({ listings: 3, postedThisWeek: 3, medianPrice: null, verifiedPercent: null });
    const global = await measureCategoryMarket(database.db, { category: 'housing', city: null, now });
    expect(global.medianPrice).toBeNull();
  });

  it('gives the share of verified sellers from 10 listings on', async () => {
    for (const price of ['700', '750']) await add({ city: 'lisbon', category: 'housing', subcategory: 'apartments', price });
    await database.db.update(listings).set({ moderationStatus: 'approved' });
    const market = await measureCategoryMarket(database.db, { category: 'housing', city: findCity('lisbon')!, now });
    expect(market.listings).toBe(10);
    expect(market.verifiedPercent).toBe(20);
  });
});
