import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildListingInput } from '../../demo/listing-factory';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import { findCity } from '../geo/find-city';
import { localDistance, nearbyCities } from '../geo/nearby-cities';
import { createListing } from './create-listing';
import { listingFiltersSchema, listingInputSchema } from './listing-schemas';
import { findNearbyListings } from './find-nearby-listings';

let database: TestDatabase;
let sellers = 0;
async function post(city: string, title: string) {
  sellers += 1;
  const input = listingInputSchema.parse(buildListingInput({ city, title, category: 'for-sale', subcategory: 'bicycles', price: '100' }));
  return createListing(database.db, { input, userId: `nearby-${sellers}` });
}

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('nearby cities', () => {
  it('are the same country within 100 km, nearest first', () => {
    const amsterdam = findCity('amsterdam')!;
    expect(nearbyCities(amsterdam).map((n) => [n.city.subdomain, Math.round(n.distanceKm)])).toEqual([['rotterdam', 57]]);
    // None of our other British cities is within 100 km of London.
    expect(nearbyCities(findCity('london')!)).toEqual([]);
  });

  it('say distances in miles in the US and Britain', () => {
    expect(localDistance(100, 'GB')).toEqual({ value: 62, unit: 'mi' });
    expect(localDistance(57.4, 'NL')).toEqual({ value: 57, unit: 'km' });
  });
});

describe('findNearbyListings', () => {
  it('finds matching listings of neighbouring cities with their distance, never the city itself or another country', async () => {
    await post('rotterdam', 'Gazelle tandem quokkaword');
    await post('amsterdam', 'Batavus tandem quokkaword');
    await post('berlin', 'Berlin tandem quokkaword');
    await post('rotterdam', 'Unrelated lamp');
    const filters = listingFiltersSchema.parse({ search: 'quokkaword', city: 'amsterdam', neighborhood: 'jordaan' });
    const nearby = await findNearbyListings(database.db, { city: findCity('amsterdam')!, filters });
    expect(nearby.map((n) => [n.listing.title, n.near.city.subdomain, Math.round(n.near.distanceKm)])).toEqual([
      ['Gazelle tandem quokkaword', 'rotterdam', 57],
    ]);
    expect(await findNearbyListings(database.db, { city: findCity('london')!, filters })).toEqual([]);
  });
});
