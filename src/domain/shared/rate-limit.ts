/**
 * Fixed-window rate limits kept in the rate_limits table (SPEC's record), so several
 * app processes sharing one database enforce one limit.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimits } from '../../db/schema';
import { AppError } from './errors';

export interface RateLimitRule {
  action: string;
  limit: number;
  windowSeconds: number;
  /** What the person is told when they hit it. */
  message: string;
}

/** Counts one use of `action` by `userId`; throws a 429 AppError beyond the limit. */
export async function consumeRateLimit(db: Db, options: { userId: string; rule: RateLimitRule; now?: Date }): Promise<void> {
  const { rule } = options;
  const now = options.now ?? new Date();
  const windowStart = new Date(Math.floor(now.getTime() / (rule.windowSeconds * 1000)) * rule.windowSeconds * 1000);
  const [row] = await db
    .insert(rateLimits)
    .values({ userId: options.userId, action: rule.action, timeWindow: `${rule.windowSeconds}s`, count: 1, lastReset: windowStart })
    .onConflictDoUpdate({
      target: [rateLimits.userId, rateLimits.action, rateLimits.timeWindow],
      // A new window starts the count again; within the window it only grows.
      set: {
        // Raw SQL gets no column mapping: the time goes as ISO text with a cast, which
        // both drivers accept (postgres.js refuses a bare Date here).
        count: sql`CASE WHEN ${rateLimits.lastReset} < ${windowStart.toISOString()}::timestamptz THEN 1 ELSE ${rateLimits.count} + 1 END`,
        lastReset: sql`GREATEST(${rateLimits.lastReset}, ${windowStart.toISOString()}::timestamptz)`,
        updatedAt: now,
      },
    })
    .returning({ count: rateLimits.count });
  if ((row?.count ?? 0) > rule.limit) throw new AppError('rate_limited', rule.message);
}
