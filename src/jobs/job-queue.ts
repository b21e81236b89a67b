/**
 * The job queue: pg-boss 10 on the app's own database (ADR 013). On PostgreSQL pg-boss opens
 * its own small pool from DATABASE_URL; on PGlite it runs through `createPgliteExecutor` on
 * the app's PGlite instance. Jobs live in the `pgboss` schema, next to the app's tables.
 *
 * Every queue uses pg-boss's `short` policy: at most one job per name and singleton key
 * waits in the `created` state, so a second send with the same key is a no-op until the
 * first one starts (what `JobQueue.send` promises). A send without a key gets a key of its
 * own, so only keyed sends are ever folded together.
 */
import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { PGlite } from '@electric-sql/pglite';
import type { Db } from '../db/client';
import type { JobQueue } from '../domain/jobs/job-queue';
import { listFailedJobs, type FailedJob } from './failed-jobs';
import { createPgliteExecutor, type PgBossExecutor } from './pglite-executor';

/** pg-boss's tables live in this schema of the app's database. */
export const JOB_SCHEMA = 'pgboss';

/** How a queue retries and how long one run may take. */
export interface QueueSettings {
  /** Runs after the first, before the job is marked failed. */
  retryLimit: number;
  /** Delay before the first retry; with backoff, each next delay about doubles (jittered). */
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /** A run still going after this long is failed by pg-boss's maintenance (and retried). */
  expireInSeconds: number;
}

/** About 30 s, 1, 2, 4 and 8 minutes between attempts: a mail server's hiccup, not an outage, is waited out. */
export const DEFAULT_QUEUE_SETTINGS: QueueSettings = {
  retryLimit: 5,
  retryDelaySeconds: 30,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
};

export interface JobContext {
  id: string;
  name: string;
  /** 0 on the first run, 1 on the first retry, … */
  retryCount: number;
}

export type JobHandler = (data: Record<string, unknown>, job: JobContext) => Promise<void>;

export interface RunningJobQueue extends JobQueue {
  /** False in a web-only process (WORKERS=off): it sends jobs but runs none. */
  readonly workers: boolean;
  /** Runs `handler` for every job of this name (only where workers run). */
  work(name: string, handler: JobHandler): Promise<void>;
  /** Sends a job of this name on a cron schedule (UTC); one job per tick across all processes. */
  schedule(name: string, cron: string, data?: Record<string, unknown>): Promise<void>;
  /** Jobs that used up their retries (failed-jobs.ts), for reviewers. */
  listFailedJobs(options?: { limit?: number }): Promise<FailedJob[]>;
  /** Stops fetching, lets running jobs finish (up to 10 s), and leaves the database open. */
  stop(): Promise<void>;
}

export interface StartJobQueueOptions {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** PostgreSQL: the connection string pg-boss opens its own pool with. */
  databaseUrl?: string;
  /** Run workers and schedules here (default); false for a web-only process. */
  workers?: boolean;
  /** How often an idle worker looks for jobs; pg-boss's minimum is 0.5. */
  pollingIntervalSeconds?: number;
  /** Settings for every queue, and per job name. */
  settings?: Partial<QueueSettings>;
  queues?: Record<string, Partial<QueueSettings>>;
  /** pg-boss's own errors (a failed poll, maintenance); a job's error is recorded on the job instead. */
  onError?: (error: unknown) => void;
  /** Size of pg-boss's pool on PostgreSQL. */
  poolSize?: number;
}

/** Failed jobs stay listed this long before pg-boss archives and then deletes them. */
const FAILED_KEPT_DAYS = 30;

/**
 * Processes starting together create the same queues at the same moment, and PostgreSQL
 * may end one of them as a deadlock (40P01) or a duplicate (23505). Both are safe to try
 * again: the other process has made the queue by then.
 */
async function retryWhenConcurrent<T>(work: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      if (attempt >= attempts || (code !== '40P01' && code !== '23505')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
    }
  }
}

export async function startJobQueue(options: StartJobQueueOptions): Promise<RunningJobQueue> {
  const workers = options.workers ?? true;
  let executor: PgBossExecutor | undefined;
  const common = {
    schema: JOB_SCHEMA,
    // Failed jobs are what reviewers look at: kept in the job table a month, then a week in the archive.
    archiveFailedAfterSeconds: FAILED_KEPT_DAYS * 24 * 60 * 60,
    deleteAfterDays: 7,
    // Maintenance (expiring stuck runs, archiving) and cron only where workers run.
    supervise: workers,
    schedule: workers,
    ...(options.pollingIntervalSeconds ? { pollingIntervalSeconds: options.pollingIntervalSeconds } : {}),
  };
  let boss: PgBoss;
  if (options.engine === 'postgres') {
    if (!options.databaseUrl) throw new Error('The job queue on PostgreSQL needs the database URL');
    boss = new PgBoss({ ...common, connectionString: options.databaseUrl, max: options.poolSize ?? 4, application_name: 'cityboard-jobs' });
  } else {
    executor = createPgliteExecutor((options.db as unknown as { $client: PGlite }).$client);
    boss = new PgBoss({ ...common, db: executor as PgBoss.Db });
  }
  boss.on('error', (error) => options.onError?.(error));
  await boss.start();

  const ensured = new Map<string, Promise<void>>();
  function ensureQueue(name: string): Promise<void> {
    let ready = ensured.get(name);
    if (!ready) {
      const settings = { ...DEFAULT_QUEUE_SETTINGS, ...options.settings, ...options.queues?.[name] };
      const queueOptions: PgBoss.Queue = {
        name,
        policy: 'short',
        retryLimit: settings.retryLimit,
        retryDelay: settings.retryDelaySeconds,
        retryBackoff: settings.retryBackoff,
        expireInSeconds: settings.expireInSeconds,
      };
      // createQueue leaves an existing queue as it is; updateQueue brings its settings up to date.
      ready = retryWhenConcurrent(() => boss.createQueue(name, queueOptions).then(() => boss.updateQueue(name, queueOptions)));
      ready.catch(() => ensured.delete(name));
      ensured.set(name, ready);
    }
    return ready;
  }

  let stopping: Promise<void> | undefined;

  return {
    workers,
    async send(name, data, sendOptions = {}) {
      await ensureQueue(name);
      await boss.send(name, data, {
        singletonKey: sendOptions.singletonKey ?? `job:${randomUUID()}`,
        ...(sendOptions.startAfterSeconds && sendOptions.startAfterSeconds > 0 ? { startAfter: sendOptions.startAfterSeconds } : {}),
      });
    },
    async work(name, handler) {
      if (!workers) throw new Error(`Workers are off in this process; job "${name}" runs in a worker process`);
      await ensureQueue(name);
      await boss.work<Record<string, unknown>>(name, { includeMetadata: true, batchSize: 1 }, async (jobs) => {
        for (const job of jobs) {
          await handler(job.data ?? {}, { id: job.id, name: job.name, retryCount: job.retryCount });
        }
      });
    },
    async schedule(name, cron, data = {}) {
      if (!workers) return;
      await ensureQueue(name);
      await retryWhenConcurrent(() => boss.schedule(name, cron, data, { tz: 'UTC' }));
    },
    listFailedJobs(listOptions) {
      return listFailedJobs(options.db, listOptions);
    },
    stop() {
      return (stopping ??= (async () => {
        await boss.stop({ graceful: true, timeout: 10_000, wait: true });
        await executor?.close();
      })());
    },
  };
}
