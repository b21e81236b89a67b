/** Rate-limit counters in the database (domain/limits, ADR 008 and ADR 024). */
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

export const rateLimits = pgTable(
  'rate_limits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: varchar('user_id', { length: 64 }).notNull(),
    action: varchar('action', { length: 30 }).notNull(),
    timeWindow: varchar('time_window', { length: 10 }).notNull(),
    count: integer('count').notNull().default(0),
    lastReset: timestamp('last_reset', { withTimezone: true }).notNull().defaultNow(),
    isBlocked: boolean('is_blocked').notNull().default(false),
    blockExpiresAt: timestamp('block_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('rate_limits_user_action_window_idx').on(t.userId, t.action, t.timeWindow)],
);

/**
 * The counts the rate limits use (ADR 024): one row per slot of a sliding window and
 * subject, in the shape rate-limiter-flexible's Drizzle store reads and writes (key,
 * points, expire). `rate_limits` above is SPEC's record of the fixed windows used before;
 * nothing writes it any more.
 */
export const rateLimitPoints = pgTable(
  'rate_limit_points',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull(),
    expire: timestamp('expire', { withTimezone: true }),
  },
  // The store deletes keys expired for an hour every five minutes.
  (t) => [index('rate_limit_points_expire_idx').on(t.expire)],
);
