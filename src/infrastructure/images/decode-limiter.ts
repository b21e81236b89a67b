/**
 * A counting semaphore for image decoding. Decoding is where an upload's memory goes
 * (a 40-megapixel PNG is a few hundred KB on the wire and 120 MB of pixels), so the
 * server decodes at most a few images at a time and the others wait their turn in
 * arrival order. A turn that does not come within `maxWaitMs` is given up with the
 * `busy()` error: a clear "try again shortly" beats a connection the server's idle
 * timeout drops. The line itself is concurrency/waiting-line.ts (p-queue).
 */
import { createWaitingLine, RefusedTurn } from '../../concurrency/waiting-line';

export interface Limiter {
  /** Runs `task` once fewer than `max` tasks are running; resolves or rejects as it does. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now (for tests and metrics). */
  readonly active: number;
  /** Tasks waiting for a turn. */
  readonly waiting: number;
  /** The most tasks that ever ran at once: what the limit held under load. */
  readonly peak: number;
}

export interface LimiterOptions {
  /** How long a task may wait for a turn before it is refused; no limit when absent. */
  maxWaitMs?: number;
  /** The error a task that waited too long is refused with. */
  busy?: () => Error;
}

export function createLimiter(max: number, options: LimiterOptions = {}): Limiter {
  if (!Number.isInteger(max) || max < 1) throw new Error(`A limiter needs a whole number of slots, at least 1 (got ${max})`);
  const line = createWaitingLine({ concurrency: max, ...(options.maxWaitMs === undefined ? {} : { maxWaitMs: options.maxWaitMs }) });
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      try {
        return await line.run(task);
      } catch (error) {
        if (error instanceof RefusedTurn) throw options.busy?.() ?? new Error('Too busy; try again shortly');
        throw error;
      }
    },
    get active() {
      return line.active;
    },
    get waiting() {
      return line.waiting;
    },
    get peak() {
      return line.peak;
    },
  };
}
