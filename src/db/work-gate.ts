/**
 * A bounded queue in front of a database that serves one query at a time (PGlite: one
 * connection, run on the server's own thread). Without it, every request in flight
 * interleaves its queries with every other's, so under a crowd each request's latency
 * grows with the crowd and some wait past any client's patience (ADR 025 measured 5.4 %
 * of requests unanswered after 30 s at 100 concurrent clients). With it, at most
 * `concurrency` requests work at once, at most `maxWaiting` wait in arrival order, and
 * none waits longer than `maxWaitMs`: the others are told at once to come back later.
 */
import { createWaitingLine, RefusedTurn, type Refusal } from '../concurrency/waiting-line';

export interface WorkGateOptions {
  /** Requests working at once. */
  concurrency: number;
  /** Requests waiting for a turn; one more is refused at once. */
  maxWaiting: number;
  /** How long a request may wait for its turn before it is refused. */
  maxWaitMs: number;
}

/** Why a request was refused a turn: the queue was full, its wait ran out, or it left. */
export type GateRefusal = Refusal;

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
  const line = createWaitingLine(options);
  return {
    options,
    enter(): GateTicket {
      const client = new AbortController();
      let release: () => void = () => {};
      const finished = new Promise<void>((resolve) => {
        release = resolve;
      });
      const turn = new Promise<{ admitted: true; release: () => void } | { admitted: false; reason: GateRefusal }>((resolve, reject) => {
        // The request's work runs outside the line's task: the task holds the turn until released.
        line
          .run(() => {
            resolve({ admitted: true, release });
            return finished;
          }, { signal: client.signal })
          .catch((error: unknown) => (error instanceof RefusedTurn ? resolve({ admitted: false, reason: error.reason }) : reject(error)));
      });
      return { turn, cancel: () => client.abort() };
    },
    get active() {
      return line.active;
    },
    get waiting() {
      return line.waiting;
    },
    get refused() {
      return line.refused;
    },
  };
}
