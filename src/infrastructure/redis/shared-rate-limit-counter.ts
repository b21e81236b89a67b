/**
 * Rate-limit counters every process shares: Redis when REDIS_URL is set, falling back to
 * the database while Redis is down (limits keep counting, per database instead of per
 * cluster, rather than letting everything through or refusing everything).
 */
import type { Redis } from 'ioredis';
import type { Db } from '../../db/client';
import { databaseCounter, type RateLimitCounter } from '../../domain/limits/rate-limit-counter';
import { redisCounter } from './redis-rate-limit-counter';

export function sharedRateLimitCounter(db: Db, redis: Redis | null): RateLimitCounter {
  const database = databaseCounter(db);
  if (!redis) return database;
  const primary = redisCounter(redis);
  return {
    hit: (options) => (redis.status === 'ready' ? primary.hit(options).catch(() => database.hit(options)) : database.hit(options)),
    peek: (options) => (redis.status === 'ready' ? primary.peek(options).catch(() => database.peek(options)) : database.peek(options)),
  };
}
