/**
 * A counting semaphore for image decoding. Decoding is where an upload's memory goes
 * (a 40-megapixel PNG is a few hundred KB on the wire and 120 MB of pixels), so the
 * server decodes at most a few images at a time and the others wait their turn in
 * arrival order. A turn that does not come within `maxWaitMs` is given up with the
 * `busy()` error: a clear "try again shortly" beats a connection the server's idle
 * timeout drops. Hand-written because no runtime dependency of ours provides one.
 */
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
  let active = 0;
  let peak = 0;
  const queue: Array<() => void> = [];

  function release() {
    const next = queue.shift();
    // The slot passes straight to the next task, so a newcomer cannot jump the queue.
    if (next) next();
    else active -= 1;
  }

  function turn(): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const timer =
        options.maxWaitMs === undefined
          ? undefined
          : setTimeout(() => {
              const index = queue.indexOf(start);
              if (index >= 0) queue.splice(index, 1);
              reject(options.busy?.() ?? new Error('Too busy; try again shortly'));
            }, options.maxWaitMs);
      function start() {
        clearTimeout(timer);
        resolve();
      }
      queue.push(start);
    });
  }

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active < max) active += 1;
      else await turn();
      peak = Math.max(peak, active);
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
    get peak() {
      return peak;
    },
  };
}
