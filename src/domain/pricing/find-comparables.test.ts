import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoListing } from '../../demo/listing-factory';
import { createRng } from '../../demo/random';
import { listings } from '../../db/schema';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import { itemTypeOf } from '../attributes/item-type';
import { findCity } from '../geo/find-city';
import { findCandidates } from './find-comparables';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

async function bicycle(title: string, price: string, bikeType?: string) {
  const row = buildDemoListing(createRng(title.length), { city: findCity('amsterdam')!, now: new Date() });
  await database.db.insert(listings).values({
    ...row,
    title,
    description: 'Collect in De Pijp.',
    price,
    priceUnit: null,
    category: 'for-sale',
    subcategory: 'bicycles',
    attributes: bikeType ? { bikeType } : {},
  });
}

describe('price comparables', () => {
  it('come from the same subcategory and item type: a bike lamp is not priced against road bikes', async () => {
    await bicycle('Road bike Canyon Endurace', '900', 'road');
    await bicycle('Road bike Trek Domane', '1100', 'road');
    await bicycle('Bike lamp Busch & Müller', '30');
    await bicycle('Bike lock Abus', '25');
    const lamp = { title: 'Bike lamp, front and rear', description: 'USB charged.', category: 'for-sale', subcategory: 'bicycles' };
    const search = {
      ...lamp,
      family: 'other' as const,
      facts: {},
      currency: 'EUR',
      city: 'amsterdam',
      neighborhood: null,
      priceUnit: null,
    };
    const prices = async (itemType: ReturnType<typeof itemTypeOf>) => (await findCandidates(database.db, { ...search, itemType })).map((row) => row.price).sort();
    expect(await prices(itemTypeOf(lamp.category, lamp.subcategory, {}))).toEqual(['25.00', '30.00']);
    expect(await prices(itemTypeOf('for-sale', 'bicycles', { bikeType: 'road' }))).toEqual(['1100.00', '900.00']);
    // Where the subcategory is the item type, nothing more is asked.
    expect(itemTypeOf('for-sale', 'cars-trucks', { bodyType: 'suv' })).toBeNull();
  });
});
