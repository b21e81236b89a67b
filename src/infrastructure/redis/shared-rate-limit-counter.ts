/**
 * Rate-limit counters every process shares: Redis when REDIS_URL is set, with the
 * database as rate-limiter-flexible's insurance while Redis is down (limits keep
 * counting, per database instead of per cluster, rather than letting everything through
 * or refusing everything); the database alone otherwise.
 */
import type { Redis } from 'ioredis';
import type { Db } from '../../db/client';
import type { RateLimitCounter } from '../../domain/limits/rate-limit-counter';
import { databaseCounter, databaseRateLimitStore } from '../limits/database-rate-limit-counter';
import { redisCounter } from './redis-rate-limit-counter';

export function sharedRateLimitCounter(db: Db, redis: Redis | null): RateLimitCounter {
  return redis ? redisCounter(redis, databaseRateLimitStore(db)) : databaseCounter(db);
}
