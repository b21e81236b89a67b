/**
 * The rate-limit counters in Redis (REDIS_URL): one atomic script per use, keys that
 * expire with their window. Windows are the domain's (`windowOf`), so Redis and the
 * database agree on when one ends.
 */
import type { Redis } from 'ioredis';
import { windowOf, type RateLimitCounter } from '../../domain/limits/rate-limit-counter';

// INCR and EXPIRE in one script: no key outlives its window even if a process dies between them.
const HIT_SCRIPT = `local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return c`;

const redisKeyOf = (action: string, windowSeconds: number, start: Date, key: string) =>
  `cityboard:rl:${action}:${windowSeconds}:${start.getTime()}:${key}`;

export function redisCounter(redis: Redis): RateLimitCounter {
  return {
    async hit({ key, action, windowSeconds, now }) {
      const window = windowOf(now, windowSeconds);
      const redisKey = redisKeyOf(action, windowSeconds, window.start, key);
      // A little past the window's end, so clocks a moment apart still see the same count.
      const ttl = window.end.getTime() - now.getTime() + 5_000;
      const count = Number(await redis.eval(HIT_SCRIPT, 1, redisKey, String(ttl)));
      return { count, resetsAt: window.end };
    },
    async peek({ key, action, windowSeconds, now }) {
      const window = windowOf(now, windowSeconds);
      const count = Number((await redis.get(redisKeyOf(action, windowSeconds, window.start, key))) ?? 0);
      return { count, resetsAt: window.end };
    },
  };
}
