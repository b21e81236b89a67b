/**
 * A single fixed-window limit on one key, counted in the database (shared by every
 * process). Visitor-facing actions go through `limits/rate-limiter.ts`, which also
 * counts per IP and can use Redis; this is for one-off limits such as sign-in attempts.
 */
import type { Db } from '../../db/client';
import { databaseCounter } from '../limits/rate-limit-counter';
import { AppError } from './errors';

export interface RateLimitRule {
  action: string;
  limit: number;
  windowSeconds: number;
  /** What the person is told when they hit it. */
  message: string;
}

/** Counts one use of `action` by `userId`; throws a 429 AppError (with Retry-After) beyond the limit. */
export async function consumeRateLimit(db: Db, options: { userId: string; rule: RateLimitRule; now?: Date }): Promise<void> {
  const { rule } = options;
  const now = options.now ?? new Date();
  const { count, resetsAt } = await databaseCounter(db).hit({ key: options.userId, action: rule.action, windowSeconds: rule.windowSeconds, now });
  if (count > rule.limit) {
    throw new AppError('rate_limited', rule.message, [], { retryAfterSeconds: (resetsAt.getTime() - now.getTime()) / 1000 });
  }
}
