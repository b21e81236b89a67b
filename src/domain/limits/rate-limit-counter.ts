/**
 * Fixed-window counters shared by every app process: in the database's rate_limits
 * table (SPEC's record) by default, in Redis when REDIS_URL is set
 * (src/infrastructure/redis/redis-rate-limit-counter.ts). Both count with one atomic
 * statement, so a burst of concurrent requests cannot all read "under the limit".
 * Windows are aligned to the epoch, so every process agrees when one ends.
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimits } from '../../db/schema';

export interface RateLimitCounter {
  /** Counts one use of `action` by `key` in the current window; answers the count so far. */
  hit(options: { key: string; action: string; windowSeconds: number; now: Date }): Promise<{ count: number; resetsAt: Date }>;
  /** The count of `action` by `key` in the current window, counting nothing. */
  peek(options: { key: string; action: string; windowSeconds: number; now: Date }): Promise<{ count: number; resetsAt: Date }>;
}

export function windowOf(now: Date, windowSeconds: number): { start: Date; end: Date } {
  const ms = windowSeconds * 1000;
  const start = Math.floor(now.getTime() / ms) * ms;
  return { start: new Date(start), end: new Date(start + ms) };
}

export function databaseCounter(db: Db): RateLimitCounter {
  return {
    async hit({ key, action, windowSeconds, now }) {
      const window = windowOf(now, windowSeconds);
      const [row] = await db
        .insert(rateLimits)
        .values({ userId: key, action, timeWindow: `${windowSeconds}s`, count: 1, lastReset: window.start })
        .onConflictDoUpdate({
          target: [rateLimits.userId, rateLimits.action, rateLimits.timeWindow],
          // A new window starts the count again; within the window it only grows.
          set: {
            // Raw SQL gets no column mapping: the time goes as ISO text with a cast, which
            // both drivers accept (postgres.js refuses a bare Date here).
            count: sql`CASE WHEN ${rateLimits.lastReset} < ${window.start.toISOString()}::timestamptz THEN 1 ELSE ${rateLimits.count} + 1 END`,
            lastReset: sql`GREATEST(${rateLimits.lastReset}, ${window.start.toISOString()}::timestamptz)`,
            updatedAt: now,
          },
        })
        .returning({ count: rateLimits.count });
      return { count: row?.count ?? 0, resetsAt: window.end };
    },
    async peek({ key, action, windowSeconds, now }) {
      const window = windowOf(now, windowSeconds);
      const [row] = await db
        .select({ count: rateLimits.count })
        .from(rateLimits)
        .where(
          and(
            eq(rateLimits.userId, key),
            eq(rateLimits.action, action),
            eq(rateLimits.timeWindow, `${windowSeconds}s`),
            // A row last reset before this window counts an earlier one.
            gte(rateLimits.lastReset, window.start),
          ),
        )
        .limit(1);
      return { count: row?.count ?? 0, resetsAt: window.end };
    },
  };
}
