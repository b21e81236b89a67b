import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema';
import { buildListingInput } from '../../demo/listing-factory';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import { createListing } from '../listings/create-listing';
import { listingInputSchema } from '../listings/listing-schemas';
import { ListingsCache } from '../listings/listings-cache';
import { toListing } from '../listings/to-listing';
import { checkListingPrice } from './price-verdicts';

let database: TestDatabase;

/** A Lisbon lamp at `price`: the city and subcategory no other test here uses. */
async function addLamp(price: number): Promise<string> {
  const input = listingInputSchema.parse(
    buildListingInput({
      city: 'lisbon',
      category: 'for-sale',
      subcategory: 'furniture',
      title: 'Floor lamp, brass',
      price: String(price),
      condition: 'good',
    }),
  );
  return (await createListing(database.db, { input, userId: 'tester' })).id;
}

async function listingOf(id: string) {
  const [row] = await database.db.select().from(listings).where(eq(listings.id, id));
  return toListing(row!);
}

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('the price check of a listing page', () => {
  it('is the same analysis while no listing changes, and a new one once a comparable is posted', async () => {
    for (const price of [80, 90, 100, 110, 120, 95]) await addLamp(price);
    const id = await addLamp(60);
    // This process's cache of the price checks, as the server keeps one.
    const cache = new ListingsCache(database.db);
    const first = await checkListingPrice(database.db, await listingOf(id), { cache });
    expect(first.marketData.totalSamples).toBe(6);
    // Read again with nothing changed: the very same answer, not computed again.
    expect(await checkListingPrice(database.db, await listingOf(id), { cache })).toBe(first);

    await addLamp(105);
    const after = await checkListingPrice(database.db, await listingOf(id), { cache });
    expect(after).not.toBe(first);
    expect(after.marketData.totalSamples).toBe(7);
    // The verdict the cards show follows the analysis.
    const [stored] = await database.db.select({ status: listings.priceStatus }).from(listings).where(eq(listings.id, id));
    expect(stored!.status).toBe(after.status);
  });
});
