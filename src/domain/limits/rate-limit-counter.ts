/**
 * Where rate-limit counts are kept: keys whose totals change in one atomic step and
 * expire on their own, shared by every app process. The sliding window over them is the
 * domain's (rate-limiter.ts); the stores are rate-limiter-flexible's, in the database by
 * default and in Redis when REDIS_URL is set (src/infrastructure/limits, ADR 024).
 */
export interface RateLimitCounter {
  /**
   * Adds `points` to `key` (negative points give some back) and answers the new total; a
   * key that did not exist expires `ttlSeconds` after this first use.
   */
  add(options: { key: string; points: number; ttlSeconds: number }): Promise<number>;
  /** The totals of `keys`, in order: 0 for a key never counted or expired. */
  read(keys: string[]): Promise<number[]>;
}
