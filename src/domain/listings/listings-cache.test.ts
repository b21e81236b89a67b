import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildListingInput } from '../../demo/listing-factory';
import { listings } from '../../db/schema';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import { findCity } from '../geo/find-city';
import { getFeatureGate } from '../features/feature-gate';
import { COUNT_CACHE_TTL_MS, ListingsCache, listingsVersion } from './listings-cache';
import { countListingsByCategory } from './count-listings-by-category';
import { createListing } from './create-listing';
import { countListings } from './find-listings';
import { listingFiltersSchema, listingInputSchema } from './listing-schemas';

let database: TestDatabase;
/** This process's cache of the test database's counts. */
let cache: ListingsCache;

async function add(overrides: Parameters<typeof buildListingInput>[0] = {}): Promise<string> {
  const input = listingInputSchema.parse(buildListingInput({ city: 'lisbon', category: 'for-sale', subcategory: 'furniture', ...overrides }));
  return (await createListing(database.db, { input, userId: 'tester' })).id;
}

/** A computation that says how often it ran. */
function counter(answer = 7) {
  const calls = { count: 0 };
  return { calls, compute: async () => ((calls.count += 1), answer) };
}

beforeAll(async () => {
  database = await openTestDatabase();
  cache = new ListingsCache(database.db);
  await add();
});
afterAll(async () => {
  await database?.close();
});

describe('cached listing counts', () => {
  it('computes a count once while no listing changes', async () => {
    const { calls, compute } = counter();
    expect(await cache.count('once', compute)).toBe(7);
    expect(await cache.count('once', compute)).toBe(7);
    expect(calls.count).toBe(1);
  });

  it('computes again after any listing is added, hidden or deleted, in any process (a trigger moves the version)', async () => {
    const { calls, compute } = counter();
    await cache.count('writes', compute);
    const id = await add();
    await cache.count('writes', compute);
    expect(calls.count).toBe(2);
    // Written with SQL of its own, as another process or a bulk load would.
    await database.db.update(listings).set({ moderationStatus: 'review' }).where(eq(listings.id, id));
    await cache.count('writes', compute);
    expect(calls.count).toBe(3);
    // Attributes are filtered on (and shown): a change to them counts as well.
    await database.db.update(listings).set({ attributes: { bedrooms: 2 } }).where(eq(listings.id, id));
    await cache.count('writes', compute);
    expect(calls.count).toBe(4);
    await database.db.delete(listings).where(eq(listings.id, id));
    await cache.count('writes', compute);
    expect(calls.count).toBe(5);
  });

  it('keeps counts when only background columns change (price verdicts, photos, spam scores)', async () => {
    const before = await listingsVersion(database.db);
    await database.db.update(listings).set({ priceStatus: 'fair_price', pricePercentOff: 3, spamScore: 2, images: sql`'{}'::text[]` });
    expect(await listingsVersion(database.db)).toBe(before);
  });

  it('computes again once the time limit has passed, for listings that expired meanwhile', async () => {
    const { calls, compute } = counter();
    const start = Date.now();
    await cache.count('ttl', compute, start);
    await cache.count('ttl', compute, start + COUNT_CACHE_TTL_MS - 1);
    expect(calls.count).toBe(1);
    await cache.count('ttl', compute, start + COUNT_CACHE_TTL_MS + 1);
    expect(calls.count).toBe(2);
  });

  it('shares one computation between concurrent callers, and does not keep a failure', async () => {
    const { calls, compute } = counter();
    const answers = await Promise.all(Array.from({ length: 5 }, () => cache.count('together', compute)));
    expect(answers).toEqual([7, 7, 7, 7, 7]);
    expect(calls.count).toBe(1);
    await expect(cache.count('failing', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.count('failing', async () => 3)).toBe(3);
  });

  it('shows a new listing in the category bar, the result total and premium progress at once', async () => {
    const lisbon = findCity('lisbon')!;
    const filters = listingFiltersSchema.parse({ city: 'lisbon' });
    const before = {
      bar: await countListingsByCategory(database.db, { city: lisbon, cache }),
      total: await countListings(database.db, filters, { cache }),
      gate: await getFeatureGate(database.db, { city: 'lisbon', category: 'housing' }, { cache }),
    };
    await add({ category: 'housing', subcategory: 'apartments' });
    const bar = await countListingsByCategory(database.db, { city: lisbon, cache });
    expect(bar.counts.housing).toBe(before.bar.counts.housing + 1);
    expect(bar.total).toBe(before.bar.total + 1);
    expect(await countListings(database.db, filters, { cache })).toBe(before.total + 1);
    expect((await getFeatureGate(database.db, { city: 'lisbon', category: 'housing' }, { cache })).listingCount).toBe(before.gate.listingCount + 1);
  });

  it('shares counts through a shared store, so a second process with an empty cache of its own does not count again', async () => {
    const entries = new Map<string, string>();
    const store = { get: async (key: string) => entries.get(key) ?? null, set: async (key: string, value: string) => void entries.set(key, value) };
    // Two processes: two caches of their own on one database, sharing one store.
    const process1 = new ListingsCache(database.db, { shared: store });
    const first = counter(11);
    expect(await process1.count('shared-a', first.compute)).toBe(11);
    expect([...entries.keys()]).toEqual([await process1.sharedKey(await listingsVersion(database.db), 'shared-a')]);
    // Another process: its own cache is empty, the shared store has the count.
    const process2 = new ListingsCache(database.db, { shared: store });
    // Keys name the database, so another database's processes never read them; this one's all do.
    expect(await process1.sharedKey(1, 'x')).toMatch(/^cityboard:count:[0-9a-f-]{36}:1:x$/);
    expect(await process2.sharedKey(1, 'x')).toBe(await process1.sharedKey(1, 'x'));
    const again = counter(99);
    expect(await process2.count('shared-a', again.compute)).toBe(11);
    expect(again.calls.count).toBe(0);
    entries.set(await process2.sharedKey(await listingsVersion(database.db), 'shared-b'), '42');
    const second = counter(99);
    expect(await process2.count('shared-b', second.compute)).toBe(42);
    expect(second.calls.count).toBe(0);
    // A store that fails is skipped: the count is computed.
    const failing = { get: async () => Promise.reject(new Error('down')), set: async () => Promise.reject(new Error('down')) };
    const down = new ListingsCache(database.db, { shared: failing });
    const third = counter(5);
    expect(await down.count('shared-c', third.compute)).toBe(5);
  });
});
