/**
 * The listings cache's shared store on Redis (REDIS_URL): plain keys with an expiry, so
 * N processes on one database count once (domain/listings/listings-cache.ts).
 */
import type { Redis } from 'ioredis';
import type { SharedCountStore } from '../../domain/listings/listings-cache';

export function redisCountStore(redis: Pick<Redis, 'get' | 'set'>): SharedCountStore {
  return {
    get: (key) => redis.get(key),
    set: async (key, value, ttlMs) => {
      await redis.set(key, value, 'PX', ttlMs);
    },
  };
}
