/**
 * A line for scarce work, on p-queue (a kept library, not a home-made semaphore): at most
 * `concurrency` tasks run at once, the others wait in arrival order, at most `maxWaiting`
 * of them (one more is refused at once) and none longer than `maxWaitMs`. A waiter whose
 * client left (`signal`) gives up its place. Refusals are `RefusedTurn` errors naming why,
 * so callers answer "busy, try again" instead of leaving anyone hanging.
 *
 * Two lines use it: the embedded database's (db/work-gate.ts: a crowd of requests on
 * PGlite's single connection) and image decoding's (infrastructure/images/decode-limiter.ts:
 * where an upload's memory goes).
 */
import PQueue from 'p-queue';

export interface WaitingLineOptions {
  /** Tasks running at once. */
  concurrency: number;
  /** Tasks waiting for a turn; one more is refused at once. No bound when absent. */
  maxWaiting?: number;
  /** How long a task may wait for its turn before it is refused. No bound when absent. */
  maxWaitMs?: number;
}

/** Why a task was refused a turn: the line was full, its wait ran out, or its client left. */
export type Refusal = 'queue_full' | 'waited_too_long' | 'cancelled';

export class RefusedTurn extends Error {
  constructor(readonly reason: Refusal) {
    super(`No turn: ${reason.replace(/_/g, ' ')}`);
    this.name = 'RefusedTurn';
  }
}

export interface WaitingLine {
  /** Runs `task` in its turn; rejects with `RefusedTurn` when it gets none, else as `task` does. */
  run<T>(task: () => Promise<T>, options?: { signal?: AbortSignal }): Promise<T>;
  /** Tasks running now. */
  readonly active: number;
  /** Tasks waiting for a turn. */
  readonly waiting: number;
  /** The most tasks that ever ran at once: what the bound held under load. */
  readonly peak: number;
  /** Refusals since the line was made, by reason (for logs and tests). */
  readonly refused: Readonly<Record<Refusal, number>>;
}

export function createWaitingLine(options: WaitingLineOptions): WaitingLine {
  const { concurrency, maxWaiting = Number.POSITIVE_INFINITY, maxWaitMs } = options;
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error(`A waiting line needs at least one turn at a time (got ${concurrency})`);
  if (maxWaiting !== Number.POSITIVE_INFINITY && (!Number.isInteger(maxWaiting) || maxWaiting < 0)) {
    throw new Error(`A waiting line needs a whole number of places (got ${maxWaiting})`);
  }
  const queue = new PQueue({ concurrency });
  const refused: Record<Refusal, number> = { queue_full: 0, waited_too_long: 0, cancelled: 0 };
  let peak = 0;

  function refuse(reason: Refusal): never {
    refused[reason] += 1;
    throw new RefusedTurn(reason);
  }

  return {
    async run<T>(task: () => Promise<T>, { signal }: { signal?: AbortSignal } = {}): Promise<T> {
      if (signal?.aborted) refuse('cancelled');
      if (queue.pending >= concurrency && queue.size >= maxWaiting) refuse('queue_full');
      // Aborted only while waiting: once the task runs, the wait and the client's signal no longer count.
      const wait = new AbortController();
      const timer = maxWaitMs === undefined ? undefined : setTimeout(() => wait.abort('waited_too_long' satisfies Refusal), maxWaitMs);
      const leave = () => wait.abort('cancelled' satisfies Refusal);
      signal?.addEventListener('abort', leave, { once: true });
      let started = false;
      const stopWaiting = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', leave);
      };
      try {
        return await queue.add(
          () => {
            started = true;
            stopWaiting();
            peak = Math.max(peak, queue.pending);
            return task();
          },
          { signal: wait.signal },
        );
      } catch (error) {
        if (!started && wait.signal.aborted) refuse(wait.signal.reason as Refusal);
        throw error;
      } finally {
        stopWaiting();
      }
    },
    get active() {
      return queue.pending;
    },
    get waiting() {
      return queue.size;
    },
    get peak() {
      return peak;
    },
    get refused() {
      return refused;
    },
  };
}
