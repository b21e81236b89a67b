/**
 * Rate-limit counts in Redis (REDIS_URL): rate-limiter-flexible's Redis store, one Lua
 * script per change (INCRBY with the key's expiry set on first use), keys that expire
 * with the last slot they count in (domain/limits/rate-limiter.ts).
 */
import type { Redis } from 'ioredis';
import { RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RateLimitCounter } from '../../domain/limits/rate-limit-counter';
import { flexibleCounter } from '../limits/flexible-counter';

/** `insurance` takes over each call Redis cannot answer (not connected, or failing). */
export function redisCounter(redis: Redis, insurance?: RateLimiterAbstract): RateLimitCounter {
  return flexibleCounter(
    new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: 'cityboard:rl',
      // The library's fixed window, unused: every key gets its own expiry.
      points: 1,
      duration: 3600,
      // Not connected: straight to the insurance rather than waiting on a queue that is off.
      rejectIfRedisNotReady: true,
      insuranceLimiter: insurance,
    }),
  );
}
