/**
 * The job queue of tests (#27): the same interface as pg-boss's (job-queue.ts), run in
 * the process, so tests take production's path (use cases send jobs; registered
 * definitions run them) without a poller's delays. A job due now runs when it is sent,
 * after the sender's own work (as a worker would pick it up); a job due later waits
 * until the test moves the clock (`runDue`). One job per name and singleton key waits,
 * as with pg-boss's `short` policy. A job that throws is kept in the failed list.
 */
import { randomUUID } from 'node:crypto';
import type { FailedJob } from '../jobs/failed-jobs';
import type { JobContext, JobHandler, RunningJobQueue } from '../jobs/job-queue';

interface WaitingJob {
  id: string;
  name: string;
  data: Record<string, unknown>;
  singletonKey: string;
  dueAt: number;
  createdAt: Date;
}

export interface InlineJobQueue extends RunningJobQueue {
  /** Runs every waiting job due at `now` (default: every waiting job), oldest first, and what they send that is due too. */
  runDue(now?: Date): Promise<number>;
  /** Jobs sent and not yet run, by name: what a test may expect to be waiting. */
  waiting(name?: string): { name: string; data: Record<string, unknown>; dueAt: Date }[];
  /** Cron schedules registered, by job name. */
  readonly schedules: ReadonlyMap<string, string>;
}

export function createInlineJobQueue(options: { now?: () => Date; onError?: (error: unknown) => void } = {}): InlineJobQueue {
  const clock = () => (options.now?.() ?? new Date()).getTime();
  const handlers = new Map<string, JobHandler>();
  const schedules = new Map<string, string>();
  const waiting: WaitingJob[] = [];
  const failed: FailedJob[] = [];
  let running: Promise<void> = Promise.resolve();

  async function run(job: WaitingJob): Promise<void> {
    const handler = handlers.get(job.name);
    if (!handler) return;
    const context: JobContext = { id: job.id, name: job.name, retryCount: 0 };
    try {
      await handler(job.data, context);
    } catch (error) {
      failed.unshift({
        id: job.id,
        name: job.name,
        data: job.data,
        error: error instanceof Error ? error.message : String(error),
        attempts: 1,
        createdAt: job.createdAt.toISOString(),
        failedAt: new Date(clock()).toISOString(),
      });
      options.onError?.(error);
    }
  }

  /** Takes the waiting jobs due by `at` off the list and runs them one after another. */
  async function runJobsDue(at: number): Promise<number> {
    let ran = 0;
    for (;;) {
      const index = waiting.findIndex((job) => job.dueAt <= at && handlers.has(job.name));
      if (index === -1) return ran;
      const [job] = waiting.splice(index, 1);
      await run(job!);
      ran++;
    }
  }

  return {
    workers: true,
    schedules,
    async send(name, data, sendOptions = {}) {
      const singletonKey = sendOptions.singletonKey ?? `job:${randomUUID()}`;
      if (waiting.some((job) => job.name === name && job.singletonKey === singletonKey)) return;
      const dueAt = clock() + Math.max(0, sendOptions.startAfterSeconds ?? 0) * 1000;
      waiting.push({ id: randomUUID(), name, data, singletonKey, dueAt, createdAt: new Date(clock()) });
      if (dueAt <= clock()) {
        // After the sender's own transaction and answer, one job at a time, as a worker would.
        running = running.then(() => runJobsDue(clock()).then(() => undefined));
        await running;
      }
    },
    async work(name, handler) {
      handlers.set(name, handler);
    },
    async schedule(name, cron) {
      schedules.set(name, cron);
    },
    async listFailedJobs(listOptions) {
      return failed.slice(0, listOptions?.limit ?? 100);
    },
    async runDue(now) {
      const at = now ? now.getTime() : Number.POSITIVE_INFINITY;
      const result = running.then(() => runJobsDue(at));
      running = result.then(() => undefined);
      return result;
    },
    waiting(name) {
      return waiting.filter((job) => !name || job.name === name).map((job) => ({ name: job.name, data: job.data, dueAt: new Date(job.dueAt) }));
    },
    async stop() {
      await running;
    },
  };
}
