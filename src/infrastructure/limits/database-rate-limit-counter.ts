/**
 * Rate-limit counts in the database (the default, without REDIS_URL): rate-limiter-flexible's
 * Drizzle store on the `rate_limit_points` table, one atomic upsert per change, so a burst
 * of concurrent requests cannot all read "under the limit". Every process on the database
 * shares them.
 */
import { RateLimiterDrizzle } from 'rate-limiter-flexible';
import type { Db } from '../../db/client';
import { rateLimitPoints } from '../../db/schema';
import type { RateLimitCounter } from '../../domain/limits/rate-limit-counter';
import { flexibleCounter } from './flexible-counter';

/** The store itself, also Redis's stand-in while Redis is down (shared-rate-limit-counter.ts). */
export function databaseRateLimitStore(db: Db): RateLimiterDrizzle {
  // points and duration are the library's fixed window, unused: every key gets its own expiry.
  return new RateLimiterDrizzle({ storeClient: db, schema: rateLimitPoints, keyPrefix: 'rl', points: 1, duration: 3600 });
}

export function databaseCounter(db: Db): RateLimitCounter {
  return flexibleCounter(databaseRateLimitStore(db));
}
