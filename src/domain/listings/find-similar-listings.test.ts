import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildListingInput } from '../../demo/listing-factory';
import { listings } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { findSimilarListings } from './find-similar-listings';
import { getListing } from './get-listing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function post(overrides: Parameters<typeof buildListingInput>[0]) {
  const response = await t.app.inject({ method: 'POST', url: '/api/listings', payload: buildListingInput(overrides) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

describe('findSimilarListings', () => {
  it('ranks same-city, same-category ads by shared title words, then by price, and leaves out the rest', async () => {
    const word = `zorbel${Math.random().toString(36).slice(2, 7)}`;
    const ad = { city: 'berlin', category: 'for-sale' as const, subcategory: 'furniture' };
    const source = await post({ ...ad, title: `${word} oak bookcase`, price: '100' });
    const closePrice = await post({ ...ad, title: `${word} oak bookcase tall`, price: '110' });
    const farPrice = await post({ ...ad, title: `${word} oak bookcase tall`, price: '900' });
    const fewerWords = await post({ ...ad, title: `${word} lamp`, price: '100' });
    const otherCity = await post({ ...ad, city: 'munich', title: `${word} oak bookcase`, price: '100' });
    const otherCategory = await post({ city: 'berlin', category: 'services', title: `${word} oak bookcase repair`, price: '100' });
    const sold = await post({ ...ad, title: `${word} oak bookcase`, price: '100' });
    await t.database.db.update(listings).set({ status: 'sold', soldAt: new Date() }).where(eq(listings.id, sold));

    const similar = await findSimilarListings(t.database.db, { listing: await getListing(t.database.db, { id: source }) });
    const ids = similar.map((listing) => listing.id);
    expect(ids).toEqual(expect.arrayContaining([closePrice, farPrice, fewerWords]));
    expect(ids).not.toContain(source);
    for (const left of [otherCity, otherCategory, sold]) expect(ids).not.toContain(left);
    expect(ids.indexOf(closePrice)).toBeLessThan(ids.indexOf(farPrice));
    expect(ids.indexOf(farPrice)).toBeLessThan(ids.indexOf(fewerWords));
    expect(similar.length).toBeLessThanOrEqual(8);
  });

  it('comes from the same subcategory and item type, or is empty: no sofa under a car, no road bike under a bike lamp', async () => {
    const word = `subrel${Math.random().toString(36).slice(2, 7)}`;
    // Plain descriptions: the factory's would name a bike type, which the text reading would store.
    const city = { city: 'dallas', description: 'In good order, collect from Deep Ellum any evening.' };
    const car = await post({ ...city, category: 'for-sale', subcategory: 'cars-trucks', title: `2014 Subaru Outback ${word}`, price: '9500' });
    const sofa = await post({ ...city, category: 'for-sale', subcategory: 'furniture', title: `Sofa ${word} like the Subaru seats`, price: '250' });
    const carSimilar = await findSimilarListings(t.database.db, { listing: await getListing(t.database.db, { id: car }) });
    expect(carSimilar.map((listing) => listing.id)).not.toContain(sofa);
    expect(carSimilar).toEqual([]);

    const bike = { ...city, category: 'for-sale' as const, subcategory: 'bicycles' };
    const lamp = await post({ ...bike, title: `${word} bike lamp, USB front light`, price: '25' });
    const roadBike = await post({ ...bike, title: `${word} road bike with USB front light`, price: '600', attributes: { bikeType: 'road' } });
    const lock = await post({ ...bike, title: `${word} bike lock`, price: '20' });
    const lampSimilar = (await findSimilarListings(t.database.db, { listing: await getListing(t.database.db, { id: lamp }) })).map((l) => l.id);
    expect(lampSimilar).toEqual([lock]);
    const roadSimilar = (await findSimilarListings(t.database.db, { listing: await getListing(t.database.db, { id: roadBike }) })).map((l) => l.id);
    expect(roadSimilar).toEqual([]);
  });

  it('works for a free listing too, by words alone', async () => {
    const word = `gratis${Math.random().toString(36).slice(2, 7)}`;
    const ad = { city: 'paris', category: 'for-sale' as const, subcategory: 'furniture' };
    const free = await post({ ...ad, title: `${word} garden chair`, price: '0' });
    const other = await post({ ...ad, title: `${word} garden chair, green`, price: '15' });
    const similar = await findSimilarListings(t.database.db, { listing: await getListing(t.database.db, { id: free }) });
    expect(similar.map((listing) => listing.id)).toEqual([other]);
  });

  it('scores only the newest candidates, so a title of common words costs a bounded rank in a big city', async () => {
    const word = `kesselo${Math.random().toString(36).slice(2, 7)}`;
    const ad = { city: 'vienna', category: 'for-sale' as const, subcategory: 'furniture' };
    // Posted in this order: the closest match (same words, same price) is the oldest.
    const oldBest = await post({ ...ad, title: `${word} walnut desk`, price: '200' });
    const newer = await post({ ...ad, title: `${word} chair`, price: '40' });
    const newest = await post({ ...ad, title: `${word} shelf`, price: '60' });
    const source = await post({ ...ad, title: `${word} walnut desk`, price: '200' });
    const listing = await getListing(t.database.db, { id: source });
    const all = (await findSimilarListings(t.database.db, { listing })).map((l) => l.id);
    expect(all[0]).toBe(oldBest);
    // Two candidates scored: the newest two; the better but older match is not among them.
    const bounded = (await findSimilarListings(t.database.db, { listing, candidates: 2 })).map((l) => l.id);
    expect([...bounded].sort()).toEqual([newer, newest].sort());
  });
});
