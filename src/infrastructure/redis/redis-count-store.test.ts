import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListingsCache, listingsVersion } from '../../domain/listings/listings-cache';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import { redisCountStore } from './redis-count-store';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('the listings cache on Redis', () => {
  // Redis runs beside CI (and .ci/run sets REDIS_URL), as for the rate-limit tests.
  it.runIf(process.env.REDIS_URL)('shares counts through Redis (REDIS_URL), with an expiry', async () => {
    const redis = new Redis(process.env.REDIS_URL!, { lazyConnect: true, maxRetriesPerRequest: 1 });
    try {
      await redis.connect();
      const cache = new ListingsCache(database.db, { shared: redisCountStore(redis) });
      let computed = 0;
      const key = `redis-${crypto.randomUUID()}`;
      expect(await cache.count(key, async () => ((computed += 1), 17))).toBe(17);
      const sharedKey = await cache.sharedKey(await listingsVersion(database.db), key);
      expect(await redis.get(sharedKey)).toBe('17');
      expect(await redis.pttl(sharedKey)).toBeGreaterThan(0);
      // Another process on the same database reads the count instead of counting.
      const other = new ListingsCache(database.db, { shared: redisCountStore(redis) });
      expect(await other.count(key, async () => ((computed += 1), 99))).toBe(17);
      expect(computed).toBe(1);
    } finally {
      redis.disconnect();
    }
  });
});
