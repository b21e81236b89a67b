import { eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildListingInput } from '../../demo/listing-factory';
import { listings } from '../../db/schema';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import { findCity } from '../geo/find-city';
import { getFeatureGate } from '../features/feature-gate';
import { COUNT_CACHE_TTL_MS, cachedCount, listingsVersion, redisCountStore, shareCounts, sharedCountKey } from './count-cache';
import { countListingsByCategory } from './count-listings-by-category';
import { createListing } from './create-listing';
import { countListings } from './find-listings';
import { listingFiltersSchema, listingInputSchema } from './listing-schemas';

let database: TestDatabase;

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
  await add();
});
afterAll(async () => {
  await database?.close();
});

describe('cached listing counts', () => {
  it('computes a count once while no listing changes', async () => {
    const { calls, compute } = counter();
    expect(await cachedCount(database.db, 'once', compute)).toBe(7);
    expect(await cachedCount(database.db, 'once', compute)).toBe(7);
    expect(calls.count).toBe(1);
  });

  it('computes again after any listing is added, hidden or deleted, in any process (a trigger moves the version)', async () => {
    const { calls, compute } = counter();
    await cachedCount(database.db, 'writes', compute);
    const id = await add();
    await cachedCount(database.db, 'writes', compute);
    expect(calls.count).toBe(2);
    // Written with SQL of its own, as another process or a bulk load would.
    await database.db.update(listings).set({ moderationStatus: 'review' }).where(eq(listings.id, id));
    await cachedCount(database.db, 'writes', compute);
    expect(calls.count).toBe(3);
    // Attributes are filtered on (and shown): a change to them counts as well.
    await database.db.update(listings).set({ attributes: { bedrooms: 2 } }).where(eq(listings.id, id));
    await cachedCount(database.db, 'writes', compute);
    expect(calls.count).toBe(4);
    await database.db.delete(listings).where(eq(listings.id, id));
    await cachedCount(database.db, 'writes', compute);
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
    await cachedCount(database.db, 'ttl', compute, start);
    await cachedCount(database.db, 'ttl', compute, start + COUNT_CACHE_TTL_MS - 1);
    expect(calls.count).toBe(1);
    await cachedCount(database.db, 'ttl', compute, start + COUNT_CACHE_TTL_MS + 1);
    expect(calls.count).toBe(2);
  });

  it('shares one computation between concurrent callers, and does not keep a failure', async () => {
    const { calls, compute } = counter();
    const answers = await Promise.all(Array.from({ length: 5 }, () => cachedCount(database.db, 'together', compute)));
    expect(answers).toEqual([7, 7, 7, 7, 7]);
    expect(calls.count).toBe(1);
    await expect(cachedCount(database.db, 'failing', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cachedCount(database.db, 'failing', async () => 3)).toBe(3);
  });

  it('shows a new listing in the category bar, the result total and premium progress at once', async () => {
    const lisbon = findCity('lisbon')!;
    const filters = listingFiltersSchema.parse({ city: 'lisbon' });
    const before = {
      bar: await countListingsByCategory(database.db, { city: lisbon }),
      total: await countListings(database.db, filters),
      gate: await getFeatureGate(database.db, { city: 'lisbon', category: 'housing' }),
    };
    await add({ category: 'housing', subcategory: 'apartments' });
    const bar = await countListingsByCategory(database.db, { city: lisbon });
    expect(bar.counts.housing).toBe(before.bar.counts.housing + 1);
    expect(bar.total).toBe(before.bar.total + 1);
    expect(await countListings(database.db, filters)).toBe(before.total + 1);
    expect((await getFeatureGate(database.db, { city: 'lisbon', category: 'housing' })).listingCount).toBe(before.gate.listingCount + 1);
  });

  it('shares counts through a shared store, so a second process with an empty cache of its own does not count again', async () => {
    const entries = new Map<string, string>();
    const store = { get: async (key: string) => entries.get(key) ?? null, set: async (key: string, value: string) => void entries.set(key, value) };
    // Two processes: two databases' handles on the same data are modelled by two keys on one handle.
    shareCounts(database.db, store);
    try {
      const first = counter(11);
      expect(await cachedCount(database.db, 'shared-a', first.compute)).toBe(11);
      expect([...entries.keys()]).toEqual([await sharedCountKey(database.db, await listingsVersion(database.db), 'shared-a')]);
      // Another process: its own cache is empty, the shared store has the count.
      entries.set(await sharedCountKey(database.db, await listingsVersion(database.db), 'shared-b'), '42');
      const second = counter(99);
      expect(await cachedCount(database.db, 'shared-b', second.compute)).toBe(42);
      expect(second.calls.count).toBe(0);
      // A store that fails is skipped: the count is computed.
      shareCounts(database.db, { get: async () => Promise.reject(new Error('down')), set: async () => Promise.reject(new Error('down')) });
      const third = counter(5);
      expect(await cachedCount(database.db, 'shared-c', third.compute)).toBe(5);
    } finally {
      shareCounts(database.db, null);
    }
  });

  // Redis runs beside CI (and .ci/run sets REDIS_URL), as for the rate-limit tests.
  it.runIf(process.env.REDIS_URL)('shares counts through Redis (REDIS_URL), with an expiry', async () => {
    const redis = new Redis(process.env.REDIS_URL!, { lazyConnect: true, maxRetriesPerRequest: 1 });
    try {
      await redis.connect();
      shareCounts(database.db, redisCountStore(redis));
      const viaRedis = counter(17);
      const key = `redis-${crypto.randomUUID()}`;
      expect(await cachedCount(database.db, key, viaRedis.compute)).toBe(17);
      expect(await redis.get(await sharedCountKey(database.db, await listingsVersion(database.db), key))).toBe('17');
      expect(await redis.pttl(await sharedCountKey(database.db, await listingsVersion(database.db), key))).toBeGreaterThan(0);
      // Another database's processes never read it.
      expect(await sharedCountKey(database.db, 1, 'x')).toMatch(/^cityboard:count:[0-9a-f-]{36}:1:x$/);
    } finally {
      shareCounts(database.db, null);
      redis.disconnect();
    }
  });
});
