import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildListingInput } from '../../demo/listing-factory';
import { listings } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { filterCountryOptions } from '../geo/filter-country-options';
import { createListing } from './create-listing';
import { findListingCountries } from './find-listing-countries';
import { ListingsCache } from './listings-cache';
import { listingInputSchema, type Listing } from './listing-schemas';

let t: TestApp;
let cache: ListingsCache;

async function add(city: string, status: 'approved' | 'review' = 'approved', expiresAt?: Date): Promise<string> {
  const input = listingInputSchema.parse(buildListingInput({ city, category: 'for-sale', subcategory: 'furniture', title: `Oak table in ${city}` }));
  const { id } = await createListing(t.database.db, { input, userId: 'tester' });
  await t.database.db
    .update(listings)
    .set({ moderationStatus: status, ...(expiresAt ? { expiresAt } : {}) })
    .where(eq(listings.id, id));
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  cache = new ListingsCache(t.database.db);
});
afterAll(async () => {
  await t?.close();
});

describe('the countries the global filter offers', () => {
  it('offers a country once it has a public listing, and the API filters by it', async () => {
    expect(await findListingCountries(t.database.db, { cache })).toEqual([]);
    const berlin = await add('berlin');
    await add('london');

    // The cached list follows the new listings (their writes move the listings' version).
    expect(await findListingCountries(t.database.db, { cache })).toEqual(['DE', 'GB']);
    const options = filterCountryOptions(await findListingCountries(t.database.db, { cache }), 'de');
    expect(options).toEqual([
      { code: 'DE', name: 'Deutschland' },
      { code: 'UK', name: 'Vereinigtes Königreich' },
    ]);

    // Every offered code is a filter the API takes.
    const germany = await t.app.inject(`/api/listings?country=${options[0]!.code}`);
    expect(germany.statusCode, germany.body).toBe(200);
    expect(germany.json<Listing[]>().map((listing) => listing.id)).toEqual([berlin]);
    const uk = await t.app.inject(`/api/listings?country=${options[1]!.code}`);
    expect(uk.json<Listing[]>().map((listing) => listing.city)).toEqual(['london']);
  });

  it('leaves out countries whose only listings are held or expired', async () => {
    await add('tokyo', 'review');
    await add('paris', 'approved', new Date(Date.now() - 60_000));
    expect(await findListingCountries(t.database.db, { cache })).toEqual(['DE', 'GB']);
    expect(await findListingCountries(t.database.db, { now: new Date(Date.now() - 3_600_000) })).toEqual(['DE', 'FR', 'GB']);
  });
});

describe('filterCountryOptions', () => {
  it("names and sorts countries as the page's language does", () => {
    expect(filterCountryOptions(['AT', 'OM', 'DE', 'JP'], 'de').map((option) => option.name)).toEqual(['Deutschland', 'Japan', 'Oman', 'Österreich']);
    expect(filterCountryOptions(['JP', 'US', 'DE'], 'ja').map((option) => option.code)).toEqual(['US', 'DE', 'JP']);
  });

  it('keeps the country the URL filters by, but no made-up code', () => {
    expect(filterCountryOptions(['DE'], 'en', 'fr')).toEqual([
      { code: 'FR', name: 'France' },
      { code: 'DE', name: 'Germany' },
    ]);
    expect(filterCountryOptions(['DE'], 'en', 'XX')).toEqual([{ code: 'DE', name: 'Germany' }]);
    expect(filterCountryOptions([], 'en', 'GB')).toEqual([{ code: 'UK', name: 'United Kingdom' }]);
  });
});
