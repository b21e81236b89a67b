/**
 * Enforces the rate-limit rules: one use counts against the visitor and against the
 * client's network; past either limit the request is refused with a time to try again.
 *
 * Windows slide (ADR 024). A fixed window lets twice the limit through across its end
 * (the limit just before, the limit again just after), so each window is counted in
 * `SLOTS_PER_WINDOW` slots, and a use is let through only while the current slot and the
 * `SLOTS_PER_WINDOW` before it hold fewer than the limit. Those slots always cover the
 * last full window (and at most one slot more), so no stretch of time as long as the
 * window ever lets more than the limit through; the price is that a use is remembered
 * for up to a fifth longer than the window. Slots are aligned to the epoch, so every
 * process agrees on them.
 */
import { AppError } from '../shared/errors';
import { clientNetwork } from './client-network';
import type { RateLimitCounter } from './rate-limit-counter';
import type { LimitedAction, RateLimitRules } from './rate-limit-rules';

/** How finely a window slides: a use is forgotten at most a fifth of a window late. */
export const SLOTS_PER_WINDOW = 5;

/** Seconds a slot's key outlives the last moment it counts, and a slot is read afresh after it ends: clocks a moment apart still agree. */
const KEY_GRACE_SECONDS = 5;

export interface RateLimitSubject {
  /**
   * The visitor's cookie id (or who else stands for the person: `relay:{participant}` for
   * replies by mail); null for a visitor without one (then only the address counts).
   */
  visitorId: string | null;
  /** The client address; null when unknown (then only the visitor counts). IPv6 counts per /64 (client-network.ts). */
  ip: string | null;
  /**
   * What the use is about, when a limit holds per thing rather than per person: a wrong
   * link token counts against the listing, conversation or link it was tried on, so
   * guessing one locks no one out of the others (link-token-limit.ts).
   */
  scope?: string;
}

/**
 * Counts one use of an action by the current visitor and address (the HTTP layer knows
 * both: `request.consumeLimit`). Domain use cases take one to spend a unit where the rule
 * says so, e.g. only when a mail really goes out. `scope`: see RateLimitSubject.
 */
export type ConsumeLimit = (action: LimitedAction, scope?: string) => Promise<void>;

/**
 * Refuses (as `ConsumeLimit` does past a limit) when the current visitor or address has
 * used up `action` in this window already; counts nothing. For rules that count only
 * failures but then refuse every attempt (wrong link tokens).
 */
export type CheckLimit = (action: LimitedAction, scope?: string) => Promise<void>;

/** Both, for use cases that check first and count only some outcomes. */
export interface Limits {
  check: CheckLimit;
  consume: ConsumeLimit;
}

export interface RateLimiter {
  readonly rules: RateLimitRules;
  /** Counts one use; throws a `rate_limited` AppError (429 with Retry-After) past a limit, and then counts nothing. */
  consume(action: LimitedAction, subject: RateLimitSubject, now?: Date): Promise<void>;
  /** Throws the same `rate_limited` AppError once a limit is used up; counts nothing. */
  check(action: LimitedAction, subject: RateLimitSubject, now?: Date): Promise<void>;
}

/** The slots one subject's window is counted in at `now`, oldest first, the current one last. */
export function slotsOf(options: { key: string; action: string; windowSeconds: number; now: Date }): {
  keys: string[];
  /** When each slot ends (ms since the epoch): from then on, nothing is added to it. */
  endsAt: number[];
  /** When each slot stops counting (ms since the epoch). */
  countsUntil: number[];
  ttlSeconds: number;
} {
  const slotMs = (options.windowSeconds * 1000) / SLOTS_PER_WINDOW;
  const current = Math.floor(options.now.getTime() / slotMs);
  const indexes = Array.from({ length: SLOTS_PER_WINDOW + 1 }, (_, i) => current - SLOTS_PER_WINDOW + i);
  return {
    keys: indexes.map((index) => `${options.action}:${options.windowSeconds}:${index}:${options.key}`),
    endsAt: indexes.map((index) => (index + 1) * slotMs),
    countsUntil: indexes.map((index) => (index + SLOTS_PER_WINDOW + 1) * slotMs),
    // A slot's key is made at its first use, which is no earlier than the slot's start.
    ttlSeconds: Math.ceil(((SLOTS_PER_WINDOW + 1) * slotMs) / 1000) + KEY_GRACE_SECONDS,
  };
}

/** When `counts` (oldest slot first) leave room for one more use under `limit`. */
function roomAt(counts: number[], countsUntil: number[], limit: number): number {
  let left = counts.reduce((sum, count) => sum + count, 0);
  for (let i = 0; i < counts.length; i += 1) {
    left -= counts[i]!;
    if (left < limit) return countsUntil[i]!;
  }
  return countsUntil.at(-1)!;
}

/** How many past slots' counts one limiter keeps in memory before it forgets them all. */
const REMEMBERED_SLOTS = 50_000;

/**
 * Reads past slots through a memory: a few seconds after a slot has ended nothing adds to
 * it any more (uses still in flight at its end have landed; a refused use given back only
 * lowers it), so its count is read once per process, and a request costs one read or
 * write per subject rather than one per slot. A burst asks once (the promise is shared).
 */
function pastSlotMemory(counter: RateLimitCounter) {
  const remembered = new Map<string, { count: Promise<number>; until: number }>();
  return async (slots: { keys: string[]; endsAt: number[]; countsUntil: number[] }, now: Date): Promise<number[]> => {
    if (remembered.size > REMEMBERED_SLOTS) {
      for (const [key, entry] of remembered) if (entry.until <= now.getTime()) remembered.delete(key);
      if (remembered.size > REMEMBERED_SLOTS) remembered.clear();
    }
    const missing = slots.keys.filter((key) => !remembered.has(key));
    const counts = missing.length > 0 ? counter.read(missing) : Promise.resolve([]);
    const fresh = new Map(missing.map((key, i) => [key, counts.then((all) => Math.max(0, all[i] ?? 0))]));
    missing.forEach((key) => {
      const i = slots.keys.indexOf(key);
      if (slots.endsAt[i]! + KEY_GRACE_SECONDS * 1000 > now.getTime()) return;
      const count = fresh.get(key)!;
      // A failed read is not remembered: the next request asks the store again.
      count.catch(() => remembered.delete(key));
      remembered.set(key, { count, until: slots.countsUntil[i]! });
    });
    return Promise.all(slots.keys.map((key) => fresh.get(key) ?? remembered.get(key)!.count));
  };
}

export function createRateLimiter(counter: RateLimitCounter, rules: RateLimitRules): RateLimiter {
  const readPast = pastSlotMemory(counter);
  /** All the slots' counts, oldest first: the past ones remembered, the current one read now. */
  async function countsOf(slots: { keys: string[]; endsAt: number[]; countsUntil: number[] }, now: Date): Promise<number[]> {
    const past = { keys: slots.keys.slice(0, -1), endsAt: slots.endsAt.slice(0, -1), countsUntil: slots.countsUntil.slice(0, -1) };
    const [earlier, [current]] = await Promise.all([readPast(past, now), counter.read(slots.keys.slice(-1))]);
    return [...earlier, Math.max(0, current ?? 0)];
  }
  function checksOf(action: LimitedAction, subject: RateLimitSubject, now: Date) {
    const rule = rules[action];
    // A scope comes from a URL: encoded (a NUL or a lone surrogate is no text a store keeps)
    // and bounded, so a made-up one cannot make a key of any length.
    const scoped = (key: string) => (subject.scope ? `${key}@${scopeKey(subject.scope)}` : key);
    const checks: { key: string; limit: number }[] = [];
    if (subject.visitorId || !subject.ip) checks.push({ key: scoped(`v:${subject.visitorId ?? 'unknown'}`), limit: rule.perVisitor });
    if (subject.ip) checks.push({ key: scoped(`ip:${clientNetwork(subject.ip)}`), limit: rule.perIp });
    return checks.map((check) => ({ ...check, slots: slotsOf({ key: check.key, action, windowSeconds: rule.windowSeconds, now }) }));
  }

  function refuse(action: LimitedAction, retryAt: number[], now: Date): never {
    const retryAfterMs = Math.max(...retryAt) - now.getTime();
    throw new AppError('rate_limited', rules[action].message, [], { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) });
  }

  const sum = (counts: number[]) => counts.reduce((total, count) => total + count, 0);

  return {
    rules,
    async consume(action, subject, now = new Date()) {
      const checks = checksOf(action, subject, now);
      const results = await Promise.all(
        checks.map(async (check) => {
          const { keys, ttlSeconds } = check.slots;
          // The count of the current slot is one atomic step, so of a burst of concurrent
          // uses each sees the ones before it; the earlier slots no longer change.
          const past = { keys: keys.slice(0, -1), endsAt: check.slots.endsAt.slice(0, -1), countsUntil: check.slots.countsUntil.slice(0, -1) };
          const [earlier, current] = await Promise.all([readPast(past, now), counter.add({ key: keys.at(-1)!, points: 1, ttlSeconds })]);
          return { ...check, counts: [...earlier, current] };
        }),
      );
      const over = results.filter((result) => sum(result.counts) > result.limit);
      if (over.length === 0) return;
      // A refused use is given back everywhere it was counted: only uses let through
      // count, so someone who keeps trying is let in again as soon as the window has room.
      await Promise.all(results.map((result) => counter.add({ key: result.slots.keys.at(-1)!, points: -1, ttlSeconds: result.slots.ttlSeconds })));
      refuse(
        action,
        over.map((result) => roomAt([...result.counts.slice(0, -1), result.counts.at(-1)! - 1], result.slots.countsUntil, result.limit)),
        now,
      );
    },
    async check(action, subject, now = new Date()) {
      const results = await Promise.all(
        checksOf(action, subject, now).map(async (check) => ({ ...check, counts: await countsOf(check.slots, now) })),
      );
      // All the allowed uses are spent: the next one would be over.
      const over = results.filter((result) => sum(result.counts) >= result.limit);
      if (over.length > 0) refuse(action, over.map((result) => roomAt(result.counts, result.slots.countsUntil, result.limit)), now);
    },
  };
}

/** A scope as a key part: percent-encoded (only ASCII letters, digits and -_.!~*'() stay), at most 120 characters. */
export function scopeKey(scope: string): string {
  return encodeURIComponent(scope.replace(/[\ud800-\udfff]/g, '\ufffd')).slice(0, 120);
}
