/**
 * A bounded queue in front of a database that serves one query at a time (PGlite: one
 * connection, run on the server's own thread). Without it, every request in flight
 * interleaves its queries with every other's, so under a crowd each request's latency
 * grows with the crowd and some wait past any client's patience (ADR 025 measured 5.4 %
 * of requests unanswered after 30 s at 100 concurrent clients). With it, at most
 * `concurrency` requests work at once, at most `maxWaiting` wait in arrival order, and
 * none waits longer than `maxWaitMs`: the others are told at once to come back later.
 */
export interface WorkGateOptions {
  /** Requests working at once. */
  concurrency: number;
  /** Requests waiting for a turn; one more is refused at once. */
  maxWaiting: number;
  /** How long a request may wait for its turn before it is refused. */
  maxWaitMs: number;
}

/** Why a request was refused a turn: the queue was full, its wait ran out, or it left. */
export type GateRefusal = 'queue_full' | 'waited_too_long' | 'cancelled';

export interface GateTicket {
  /** Resolves with a release function once it is this request's turn, or with the refusal. */
  readonly turn: Promise<{ admitted: true; release: () => void } | { admitted: false; reason: GateRefusal }>;
  /** The client left while waiting: the place is given up and the turn resolves refused (nothing happens once admitted). */
  cancel(): void;
}

export interface WorkGate {
  readonly options: WorkGateOptions;
  /** Asks for a turn. */
  enter(): GateTicket;
  readonly active: number;
  readonly waiting: number;
  /** Refusals since the gate was made, by reason (for logs and tests). */
  readonly refused: Readonly<Record<GateRefusal, number>>;
}

/** What the embedded database takes: measured on two cores in ADR 025. */
export const PGLITE_WORK_GATE: WorkGateOptions = { concurrency: 4, maxWaiting: 48, maxWaitMs: 4_000 };

export function createWorkGate(options: WorkGateOptions): WorkGate {
  const { concurrency, maxWaiting, maxWaitMs } = options;
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error(`A work gate needs at least one turn at a time (got ${concurrency})`);
  if (!Number.isInteger(maxWaiting) || maxWaiting < 0) throw new Error(`A work gate's queue needs a whole length (got ${maxWaiting})`);
  let active = 0;
  const queue: Array<() => void> = [];
  const refused: Record<GateRefusal, number> = { queue_full: 0, waited_too_long: 0, cancelled: 0 };

  function releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = queue.shift();
      // The turn passes straight to the next in line, so a newcomer cannot jump the queue.
      if (next) next();
      else active -= 1;
    };
  }

  return {
    options,
    enter(): GateTicket {
      if (active < concurrency) {
        active += 1;
        return { turn: Promise.resolve({ admitted: true, release: releaser() }), cancel: () => {} };
      }
      if (queue.length >= maxWaiting) {
        refused.queue_full += 1;
        return { turn: Promise.resolve({ admitted: false, reason: 'queue_full' }), cancel: () => {} };
      }
      let leave = (_reason: GateRefusal) => {};
      const turn = new Promise<{ admitted: true; release: () => void } | { admitted: false; reason: GateRefusal }>((resolve) => {
        const start = () => {
          clearTimeout(timer);
          resolve({ admitted: true, release: releaser() });
        };
        const timer = setTimeout(() => leave('waited_too_long'), maxWaitMs);
        leave = (reason) => {
          const index = queue.indexOf(start);
          if (index < 0) return;
          clearTimeout(timer);
          queue.splice(index, 1);
          refused[reason] += 1;
          resolve({ admitted: false, reason });
        };
        queue.push(start);
      });
      return { turn, cancel: () => leave('cancelled') };
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
    get refused() {
      return refused;
    },
  };
}
