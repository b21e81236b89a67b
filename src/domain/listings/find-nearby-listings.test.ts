import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildListingInput } from '../../demo/listing-factory';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import { findCity } from '../geo/find-city';
import { localDistance, nearbyCities } from '../geo/nearby-cities';
import { createListing } from './create-listing';
import { listingFiltersSchema, listingInputSchema } from './listing-schemas';
import { findNearbyListings, findNearbyVictoriaListings } from './find-nearby-listings';
import { findVictoriaPlace } from '../geo/victoria-place';

let database: TestDatabase;
let sellers = 0;
async function post(city: string, title: string, neighborhood?: string) {
  sellers += 1;
  const input = listingInputSchema.parse(buildListingInput({ city, title, category: 'for-sale', subcategory: 'bicycles', price: '100', ...(neighborhood ? { neighborhood } : {}) }));
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

describe('findNearbyVictoriaListings', () => {
  it('finds matching listings of the Victorian towns within 100 km, nearest first, never the place itself or farther', async () => {
    await post('melbourne', 'Torquay longboard wombatword', 'Torquay');
    await post('melbourne', 'Carlton longboard wombatword', 'Carlton');
    await post('melbourne', 'Anglesea longboard wombatword', 'Anglesea');
    await post('melbourne', 'Bairnsdale longboard wombatword', 'Bairnsdale');
    const anglesea = findVictoriaPlace({ region: 'surf-coast', hub: 'anglesea' })!;
    const filters = listingFiltersSchema.parse({ search: 'wombatword', country: 'AU', region: 'victoria' });
    const nearby = await findNearbyVictoriaListings(database.db, { place: anglesea, filters });
    expect(nearby.map((n) => [n.listing.title, n.near.name, Math.round(n.near.distanceKm)])).toEqual([
      ['Torquay longboard wombatword', 'Torquay', 15],
      ['Carlton longboard wombatword', 'Carlton', 96],
    ]);
    // The whole state has no "nearby".
    expect(await findNearbyVictoriaListings(database.db, { place: findVictoriaPlace({})!, filters })).toEqual([]);
  });
});
