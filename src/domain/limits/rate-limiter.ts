/**
 * Enforces the rate-limit rules: one use counts against the visitor and against the
 * client's IP; past either limit the request is refused with a time to try again.
 */
import { AppError } from '../shared/errors';
import type { RateLimitCounter } from './rate-limit-counter';
import type { LimitedAction, RateLimitRules } from './rate-limit-rules';

export interface RateLimitSubject {
  /** The visitor's cookie id; null for a visitor without one (then only the address counts). */
  visitorId: string | null;
  /** The client address; null when unknown (then only the visitor counts). */
  ip: string | null;
}

/**
 * Counts one use of an action by the current visitor and address (the HTTP layer knows
 * both: `request.consumeLimit`). Domain use cases take one to spend a unit where the rule
 * says so, e.g. only when a mail really goes out.
 */
export type ConsumeLimit = (action: LimitedAction) => Promise<void>;

/**
 * Refuses (as `ConsumeLimit` does past a limit) when the current visitor or address has
 * used up `action` in this window already; counts nothing. For rules that count only
 * failures but then refuse every attempt (wrong link tokens).
 */
export type CheckLimit = (action: LimitedAction) => Promise<void>;

/** Both, for use cases that check first and count only some outcomes. */
export interface Limits {
  check: CheckLimit;
  consume: ConsumeLimit;
}

export interface RateLimiter {
  readonly rules: RateLimitRules;
  /** Counts one use; throws a `rate_limited` AppError (429 with Retry-After) past a limit. */
  consume(action: LimitedAction, subject: RateLimitSubject, now?: Date): Promise<void>;
  /** Throws the same `rate_limited` AppError once a limit is used up; counts nothing. */
  check(action: LimitedAction, subject: RateLimitSubject, now?: Date): Promise<void>;
}

export function createRateLimiter(counter: RateLimitCounter, rules: RateLimitRules): RateLimiter {
  function checksOf(action: LimitedAction, subject: RateLimitSubject) {
    const rule = rules[action];
    const checks: { key: string; limit: number }[] = [];
    if (subject.visitorId || !subject.ip) checks.push({ key: `v:${subject.visitorId ?? 'unknown'}`, limit: rule.perVisitor });
    if (subject.ip) checks.push({ key: `ip:${subject.ip}`, limit: rule.perIp });
    return checks;
  }

  function refuse(action: LimitedAction, over: { resetsAt: Date }[], now: Date): never {
    const retryAfterMs = Math.max(...over.map((result) => result.resetsAt.getTime() - now.getTime()));
    throw new AppError('rate_limited', rules[action].message, [], { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) });
  }

  return {
    rules,
    async consume(action, subject, now = new Date()) {
      const { windowSeconds } = rules[action];
      const results = await Promise.all(
        checksOf(action, subject).map(async (check) => ({ ...check, ...(await counter.hit({ key: check.key, action, windowSeconds, now })) })),
      );
      const over = results.filter((result) => result.count > result.limit);
      if (over.length > 0) refuse(action, over, now);
    },
    async check(action, subject, now = new Date()) {
      const { windowSeconds } = rules[action];
      const results = await Promise.all(
        checksOf(action, subject).map(async (check) => ({ ...check, ...(await counter.peek({ key: check.key, action, windowSeconds, now })) })),
      );
      // All the allowed uses are spent: the next one would be over.
      const over = results.filter((result) => result.count >= result.limit);
      if (over.length > 0) refuse(action, over, now);
    },
  };
}
