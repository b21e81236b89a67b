/**
 * The sliding window on a counter in memory, with the clock given to every call: where a
 * window ends no longer matters (the database and Redis stores are tested through the
 * server in src/http/routes/rate-limits.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { AppError } from '../shared/errors';
import type { RateLimitCounter } from './rate-limit-counter';
import { createRateLimiter, SLOTS_PER_WINDOW } from './rate-limiter';
import { rateLimitRules } from './rate-limit-rules';

function memoryCounter(): RateLimitCounter {
  const counts = new Map<string, number>();
  return {
    async add({ key, points }) {
      const total = (counts.get(key) ?? 0) + points;
      counts.set(key, total);
      return total;
    },
    read: async (keys) => keys.map((key) => counts.get(key) ?? 0),
  };
}

/** search: 5 a minute per visitor, 1000 per address. */
const rules = rateLimitRules({ search: { perVisitor: 5, perIp: 1000 } });
const WINDOW_MS = rules.search.windowSeconds * 1000;
/** A moment where a fixed window (and a slot) ends: windows are aligned to the epoch. */
const BOUNDARY = Math.ceil(Date.UTC(2026, 10, 28, 10, 0, 0) / WINDOW_MS) * WINDOW_MS;
const at = (ms: number) => new Date(BOUNDARY + ms);

async function outcome(run: () => Promise<void>): Promise<'ok' | number> {
  try {
    await run();
    return 'ok';
  } catch (error) {
    if (error instanceof AppError && error.kind === 'rate_limited') return Number(error.retryAfterSeconds);
    throw error;
  }
}

describe('the sliding window', () => {
  it('lets no more than the limit through across the end of a fixed window', async () => {
    const limiter = createRateLimiter(memoryCounter(), rules);
    const visitor = { visitorId: 'boundary', ip: null };
    // All five in the last second of one fixed window…
    for (let i = 0; i < 5; i += 1) expect(await outcome(() => limiter.consume('search', visitor, at(-1000 + i)))).toBe('ok');
    // …and none in the first seconds of the next (a fixed window let five more through here).
    const after = [];
    for (let i = 0; i < 5; i += 1) after.push(await outcome(() => limiter.consume('search', visitor, at(1000 + i))));
    expect(after.every((result) => result !== 'ok')).toBe(true);
    // Told to come back once the five have left the window: a minute after them, at most a slot later.
    const retryAfter = after[0] as number;
    expect(retryAfter).toBeGreaterThanOrEqual(WINDOW_MS / 1000 - 2);
    expect(retryAfter).toBeLessThanOrEqual((WINDOW_MS + WINDOW_MS / SLOTS_PER_WINDOW) / 1000);
    expect(await outcome(() => limiter.consume('search', visitor, at(1000 + retryAfter * 1000)))).toBe('ok');
  });

  it('never lets more than the limit through in any stretch as long as the window, trying every second', async () => {
    const limiter = createRateLimiter(memoryCounter(), rules);
    const visitor = { visitorId: 'steady', ip: null };
    const letThrough: number[] = [];
    for (let second = 0; second < 10 * 60; second += 1) {
      // Five tries a second, most refused: refused ones are given back, so they do not push the next in line away.
      for (let i = 0; i < 5; i += 1) if ((await outcome(() => limiter.consume('search', visitor, at(second * 1000 + i)))) === 'ok') letThrough.push(second * 1000 + i);
    }
    for (const time of letThrough) expect(letThrough.filter((other) => other > time - WINDOW_MS && other <= time).length).toBeLessThanOrEqual(5);
    // And the window does its job without starving: at least the limit per window and a slot.
    expect(letThrough.length).toBeGreaterThanOrEqual(Math.floor((10 * 60_000) / (WINDOW_MS * (1 + 1 / SLOTS_PER_WINDOW))) * 5);
  });

  it('counts a refused use nowhere, and check counts nothing', async () => {
    const limiter = createRateLimiter(memoryCounter(), rateLimitRules({ search: { perVisitor: 2, perIp: 3 } }));
    const first = { visitorId: 'first', ip: '198.51.100.1' };
    expect(await outcome(() => limiter.consume('search', first, at(0)))).toBe('ok');
    expect(await outcome(() => limiter.consume('search', first, at(1)))).toBe('ok');
    for (let i = 0; i < 10; i += 1) expect(await outcome(() => limiter.consume('search', first, at(2 + i)))).not.toBe('ok');
    for (let i = 0; i < 10; i += 1) expect(await outcome(() => limiter.check('search', first, at(20 + i)))).not.toBe('ok');
    // The address's count holds the two let through, not the ten refused: one more visitor there gets one.
    const second = { visitorId: 'second', ip: '198.51.100.1' };
    expect(await outcome(() => limiter.consume('search', second, at(30)))).toBe('ok');
    expect(await outcome(() => limiter.consume('search', second, at(31)))).not.toBe('ok');
  });

  it('counts an IPv6 /64 as one client', async () => {
    const limiter = createRateLimiter(memoryCounter(), rateLimitRules({ search: { perVisitor: 1000, perIp: 3 } }));
    const from = (ip: string) => outcome(() => limiter.consume('search', { visitorId: null, ip }, at(0)));
    expect([await from('2001:db8:5:6::1'), await from('2001:db8:5:6::2'), await from('2001:db8:5:6:ffff::3')]).toEqual(['ok', 'ok', 'ok']);
    expect(await from('2001:db8:5:6:abcd::4')).not.toBe('ok');
    // Another /64, and an IPv4 client, count on their own.
    expect(await from('2001:db8:5:7::1')).toBe('ok');
    expect(await from('::ffff:203.0.113.9')).toBe('ok');
  });

  it('keeps a count per scope when one is given', async () => {
    const limiter = createRateLimiter(memoryCounter(), rateLimitRules({ wrong_link_token: { perVisitor: 1000, perIp: 2 } }));
    const guess = (scope: string) => outcome(() => limiter.consume('wrong_link_token', { visitorId: null, ip: '192.0.2.50', scope }, at(0)));
    expect([await guess('listing:a'), await guess('listing:a'), await guess('listing:a')]).toEqual(['ok', 'ok', expect.any(Number)]);
    expect(await guess('listing:b')).toBe('ok');
  });
});
