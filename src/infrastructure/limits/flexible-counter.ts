/**
 * The domain's rate-limit counter on a rate-limiter-flexible store (ADR 024): its
 * `penalty` and `reward` change a key's points in one atomic step (an upsert in the
 * database, a Lua script in Redis) and `get` reads them. The library's own limit (its
 * `points`) is not used: a window slides over several keys (domain/limits/rate-limiter.ts),
 * which one fixed-window key of the library cannot do.
 */
import type { RateLimiterStoreAbstract } from 'rate-limiter-flexible';
import type { RateLimitCounter } from '../../domain/limits/rate-limit-counter';

export function flexibleCounter(store: RateLimiterStoreAbstract): RateLimitCounter {
  return {
    async add({ key, points, ttlSeconds }) {
      // customDuration sets the expiry of a key made by this call only, as the slot needs.
      const options = { customDuration: ttlSeconds };
      const result = points >= 0 ? await store.penalty(key, points, options) : await store.reward(key, -points, options);
      return result.consumedPoints;
    },
    read: (keys) => Promise.all(keys.map(async (key) => (await store.get(key))?.consumedPoints ?? 0)),
  };
}
