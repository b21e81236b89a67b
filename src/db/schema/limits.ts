/** Rate-limit counters in the database (domain/limits, ADR 008). */
import { boolean, integer, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
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
