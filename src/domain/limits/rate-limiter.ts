/**
 * Enforces the rate-limit rules: one use counts against the visitor and against the
 * client's IP; past either limit the request is refused with a time to try again.
 */
import { AppError } from '../shared/errors';
import type { RateLimitCounter } from './rate-limit-counter';
import type { LimitedAction, RateLimitRules } from './rate-limit-rules';

export interface RateLimitSubject {
  visitorId: string;
  /** The client address; null when unknown (then only the visitor counts). */
  ip: string | null;
}

/**
 * Counts one use of an action by the current visitor and address (the HTTP layer knows
 * both: `request.consumeLimit`). Domain use cases take one to spend a unit where the rule
 * says so, e.g. only when a mail really goes out.
 */
export type ConsumeLimit = (action: LimitedAction) => Promise<void>;

export interface RateLimiter {
  readonly rules: RateLimitRules;
  /** Counts one use; throws a `rate_limited` AppError (429 with Retry-After) past a limit. */
  consume(action: LimitedAction, subject: RateLimitSubject, now?: Date): Promise<void>;
}

export function createRateLimiter(counter: RateLimitCounter, rules: RateLimitRules): RateLimiter {
  return {
    rules,
    async consume(action, subject, now = new Date()) {
      const rule = rules[action];
      const checks: { key: string; limit: number }[] = [{ key: `v:${subject.visitorId}`, limit: rule.perVisitor }];
      if (subject.ip) checks.push({ key: `ip:${subject.ip}`, limit: rule.perIp });
      const results = await Promise.all(
        checks.map(async (check) => ({ ...check, ...(await counter.hit({ key: check.key, action, windowSeconds: rule.windowSeconds, now })) })),
      );
      const over = results.filter((result) => result.count > result.limit);
      if (over.length === 0) return;
      const retryAfterMs = Math.max(...over.map((result) => result.resetsAt.getTime() - now.getTime()));
      throw new AppError('rate_limited', rule.message, [], { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) });
    },
  };
}
