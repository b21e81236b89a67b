/**
 * The job queue (pg-boss 10) on a real database: PGlite by default, PostgreSQL with
 * DATABASE_URL. Waits poll for the awaited state (every 50 ms), never sleep a fixed time.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { registerJobs } from './register-jobs';
import { APP_JOBS } from './definitions';
import { attributesBackfillJob } from './definitions/attributes-backfill';
import { conversationMailJob } from './definitions/conversation-mail';
import { plannerStatisticsJob } from './definitions/planner-statistics';
import { priceVerdictsJob } from './definitions/price-verdicts';
import type { JobServices } from './job-definition';
import { createAlertService } from '../domain/alerts/alert-service';
import type { Mailer } from '../domain/mail/mailer';
import { failedJobsSchema, listFailedJobs } from './failed-jobs';
import { startJobQueue, type JobContext, type RunningJobQueue } from './job-queue';
import { listings } from '../db/schema';
import { buildDemoListing } from '../demo/listing-factory';
import { createRng } from '../demo/random';
import { findCity } from '../domain/geo/find-city';
import { createPgliteExecutor } from './pglite-executor';
import { waitFor } from '../testing/wait-for';

const onPostgres = Boolean(process.env.DATABASE_URL);

let database: TestDatabase;
let queue: RunningJobQueue;
const queueErrors: unknown[] = [];

async function jobsNamed(name: string): Promise<{ state: string; singleton_key: string | null }[]> {
  return rowsOf(await database.db.execute(sql`SELECT state, singleton_key FROM pgboss.job WHERE name = ${name}`));
}

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await queue?.stop();
  await database?.close();
});

describe('job queue', () => {
  it('lists no failed jobs on a database where the queue never started', async () => {
    expect(await listFailedJobs(database.db)).toEqual([]);
  });

  it('starts on the app database (creating its schema) and runs a job', async () => {
    queue = await startJobQueue({
      db: database.db,
      engine: database.engine,
      databaseUrl: database.url ?? undefined,
      pollingIntervalSeconds: 0.5,
      settings: { retryLimit: 2, retryDelaySeconds: 1, retryBackoff: true },
      queues: { 'always-fails': { retryLimit: 1, retryBackoff: false } },
      onError: (error) => queueErrors.push(error),
    });
    const ran: Record<string, unknown>[] = [];
    await queue.work('hello', async (data) => {
      ran.push(data);
    });
    await queue.send('hello', { greeting: 'hi' });
    await waitFor('the job to run', () => ran.length === 1);
    expect(ran).toEqual([{ greeting: 'hi' }]);
    await waitFor('the job to be completed', async () => (await jobsNamed('hello'))[0]?.state === 'completed');
  });

  it('retries a failing job with growing delays (backoff) until it succeeds', async () => {
    const runs: { at: number; retryCount: number }[] = [];
    await queue.work('flaky', async (_data, job: JobContext) => {
      runs.push({ at: Date.now(), retryCount: job.retryCount });
      if (runs.length < 3) throw new Error(`mail server busy (${runs.length})`);
    });
    await queue.send('flaky', { participantId: 'p1' });
    await waitFor('the third run', () => runs.length === 3, 45_000);
    await waitFor('the job to be completed', async () => (await jobsNamed('flaky'))[0]?.state === 'completed');
    expect(runs.map((run) => run.retryCount)).toEqual([0, 1, 2]);
    // retryDelay 1 s with backoff: the first retry waits 1–2 s, the second 2–4 s.
    const firstWait = runs[1]!.at - runs[0]!.at;
    const secondWait = runs[2]!.at - runs[1]!.at;
    expect(firstWait).toBeGreaterThanOrEqual(900);
    expect(secondWait).toBeGreaterThanOrEqual(1_900);
    expect((await queue.listFailedJobs()).filter((job) => job.name === 'flaky')).toEqual([]);
  }, 60_000);

  it('puts a job that keeps failing in the failed list, with its data, error and attempts', async () => {
    let attempts = 0;
    await queue.work('always-fails', async () => {
      attempts += 1;
      throw new Error('SMTP 550: mailbox unavailable');
    });
    await queue.send('always-fails', { participantId: 'p2' });
    const [failed] = await waitFor('the job in the failed list', async () => {
      const jobs = (await queue.listFailedJobs()).filter((job) => job.name === 'always-fails');
      return jobs.length > 0 ? jobs : null;
    });
    expect(attempts).toBe(2);
    expect(failed).toMatchObject({
      name: 'always-fails',
      data: { participantId: 'p2' },
      error: 'SMTP 550: mailbox unavailable',
      attempts: 2,
    });
    expect(Date.parse(failed!.failedAt)).toBeGreaterThanOrEqual(Date.parse(failed!.createdAt));
    // The same list through the app's database handle, as /moderation reads it, in the route's documented shape.
    const forReviewers = await listFailedJobs(database.db);
    expect(forReviewers.map((job) => job.id)).toContain(failed!.id);
    expect(failedJobsSchema.parse(forReviewers)).toEqual(forReviewers);
  }, 30_000);

  it('folds a second send with the same singleton key into the waiting job; a started job does not block a new one', async () => {
    const ran: Record<string, unknown>[] = [];
    await queue.work('digest', async (data) => {
      ran.push(data);
    });
    await queue.send('digest', { n: 1 }, { singletonKey: 'participant-a', startAfterSeconds: 1 });
    await queue.send('digest', { n: 2 }, { singletonKey: 'participant-a', startAfterSeconds: 1 });
    await queue.send('digest', { n: 3 }, { singletonKey: 'participant-b', startAfterSeconds: 1 });
    // Without a key, sends are never folded together.
    await queue.send('digest', { n: 4 });
    await queue.send('digest', { n: 5 });
    expect((await jobsNamed('digest')).length).toBe(4);

    await waitFor('four runs', () => ran.length === 4);
    expect(ran.map((data) => data.n).sort()).toEqual([1, 3, 4, 5]);

    // participant-a's job has run: the next send with that key is a new job.
    await queue.send('digest', { n: 6 }, { singletonKey: 'participant-a' });
    await waitFor('the fifth run', () => ran.length === 5);
    expect(ran.at(-1)).toEqual({ n: 6 });
    const digestJobs = await waitFor('all done', async () => {
      const jobs = await jobsNamed('digest');
      return jobs.every((job) => job.state === 'completed') ? jobs : null;
    });
    expect(digestJobs.filter((job) => job.singleton_key === 'participant-a')).toHaveLength(2);
  }, 30_000);

  it('runs a delayed job after its delay, not before', async () => {
    let ranAt = 0;
    await queue.work('later', async () => {
      ranAt = Date.now();
    });
    const sentAt = Date.now();
    await queue.send('later', {}, { startAfterSeconds: 2 });
    expect((await jobsNamed('later'))[0]?.state).toBe('created');
    await waitFor('the delayed job', () => ranAt > 0);
    expect(ranAt - sentAt).toBeGreaterThanOrEqual(1_900);
  }, 30_000);

  it('in a web-only process (workers off) sends jobs that a process with workers runs', async () => {
    const webOnly = await startJobQueue({ db: database.db, engine: database.engine, databaseUrl: database.url ?? undefined, workers: false });
    try {
      await expect(webOnly.work('from-web', async () => {})).rejects.toThrow(/Workers are off/);
      await webOnly.send('from-web', { listing: 'x' });
      const ran: Record<string, unknown>[] = [];
      await queue.work('from-web', async (data) => {
        ran.push(data);
      });
      await waitFor('the worker to run the web process’s job', () => ran.length === 1);
      expect(ran).toEqual([{ listing: 'x' }]);
    } finally {
      await webOnly.stop();
    }
  });

  it('registers the app’s jobs: hourly planner statistics, attribute backfill, price verdicts and daily retention as schedules, the conversation mail job', async () => {
    // Five public listings without a price verdict, as demo data or an import leaves them.
    const rng = createRng(5);
    const now = new Date();
    const unjudged = await database.db
      .insert(listings)
      .values(Array.from({ length: 5 }, () => ({ ...buildDemoListing(rng, { city: findCity('berlin')!, now }), priceStatus: null })))
      .returning({ id: listings.id });
    const mailed: string[] = [];
    // The services the handlers get: the real alerts, and a mail job that records whom it mails.
    const mailer: Mailer = { outbox: null, send: async () => undefined };
    const services: JobServices = {
      db: database.db,
      mailer,
      publicUrl: 'https://cityboard.test',
      messageRetentionDays: 365,
      priceVerdictBatch: 2,
      jobs: queue,
      conversations: {
        mailPending: async (participantId) => {
          mailed.push(participantId);
          return { mailed: 1 };
        },
      },
      alerts: createAlertService({ db: database.db, mailer, publicUrl: 'https://cityboard.test', secret: 's'.repeat(40), jobs: queue }),
    };
    await registerJobs(queue, services);
    const schedules = rowsOf<{ name: string; cron: string; timezone: string }>(
      await database.db.execute(sql`SELECT name, cron, timezone FROM pgboss.schedule ORDER BY name`),
    );
    // Every scheduled definition has its schedule on the queue, in UTC.
    expect(schedules).toEqual(
      APP_JOBS.flatMap((job) => ('schedule' in job && job.schedule ? [{ name: job.name, cron: job.schedule, timezone: 'UTC' }] : [])).sort((a, b) =>
        a.name.localeCompare(b.name),
      ),
    );
    expect(schedules.map((schedule) => schedule.name)).toEqual(
      expect.arrayContaining(['alerts-match', 'attributes-backfill', 'conversations-retention', 'expiry-reminders', 'planner-statistics', 'price-verdicts']),
    );
    await queue.send(conversationMailJob.name, { participantId: '6f1c8e0a-0000-4000-8000-000000000001' }, { singletonKey: 'x' });
    await queue.send(plannerStatisticsJob.name, {});
    await waitFor('the mail job', () => mailed.length === 1);
    expect(mailed).toEqual(['6f1c8e0a-0000-4000-8000-000000000001']);
    await waitFor('the statistics job', async () => (await jobsNamed(plannerStatisticsJob.name)).some((job) => job.state === 'completed'));
    // The backfill is also sent once at registration, and runs.
    await waitFor('the attribute backfill', async () => (await jobsNamed(attributesBackfillJob.name)).some((job) => job.state === 'completed'));
    // So are the price verdicts: a batch of two per job, each full batch queueing the next,
    // until every listing has one (three jobs: 2 + 2 + 1).
    await waitFor('every listing’s price verdict', async () => {
      const rows = await database.db
        .select({ status: listings.priceStatus })
        .from(listings)
        .where(
          inArray(
            listings.id,
            unjudged.map((r) => r.id),
          ),
        );
      return rows.every((row) => row.status !== null);
    });
    // (The hourly schedule's own run, should the test meet its minute, has no such key.)
    const sent = async () =>
      (await jobsNamed(priceVerdictsJob.name)).filter((job) => job.singleton_key === 'on-start' || job.singleton_key === 'continue');
    await waitFor('the last batch’s job to complete', async () => (await sent()).every((job) => job.state === 'completed'));
    expect((await sent()).map((job) => job.singleton_key).sort()).toEqual(['continue', 'continue', 'on-start']);
  });

  it.skipIf(onPostgres)('PGlite: a script that fails inside its BEGIN … COMMIT is rolled back, leaving the shared session usable', async () => {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const executor = createPgliteExecutor(client);
    await expect(executor.executeSql('BEGIN;\nSELECT 1;\nSELECT 1/0;\nCOMMIT;')).rejects.toThrow(/division by zero/);
    expect(client.isInTransaction()).toBe(false);
    expect((await executor.executeSql('SELECT $1::int AS n', [7])).rows).toEqual([{ n: 7 }]);
    expect((await executor.executeSql('SELECT 1 AS a; SELECT 2 AS b')).rows).toEqual([{ b: 2 }]);
  });

  it('reported no queue errors', () => {
    expect(queueErrors).toEqual([]);
  });
});

describe('two worker processes on one PostgreSQL database', () => {
  const children: ChildProcess[] = [];

  afterAll(async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
  });

  function startWorker(name: string, url: string): Promise<ChildProcess> {
    const { DATABASE_URL: _ignored, ...inherited } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'test-worker-process.ts')], {
      env: { ...inherited, DATABASE_URL: url, WORKER_NAME: name },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(child);
    return new Promise((resolve, reject) => {
      let out = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('READY')) resolve(child);
      });
      child.once('exit', (code) => reject(new Error(`Worker ${name} stopped (${code})`)));
    });
  }

  it.skipIf(!onPostgres)(
    'runs each job exactly once (skipped on PGlite: a PGlite data directory is open in one process only)',
    async () => {
      const url = database.url!;
      await database.db.execute(sql`CREATE TABLE job_runs (job_id uuid NOT NULL, worker text NOT NULL)`);
      await Promise.all([startWorker('one', url), startWorker('two', url)]);
      const sender = await startJobQueue({ db: database.db, engine: 'postgres', databaseUrl: url, workers: false });
      const total = 40;
      try {
        for (let i = 0; i < total; i += 1) await sender.send('run-once', { i });
      } finally {
        await sender.stop();
      }
      await waitFor(
        'every job completed',
        async () => {
          const [row] = rowsOf<{ done: number }>(
            await database.db.execute(sql`SELECT count(*)::int AS done FROM pgboss.job WHERE name = 'run-once' AND state = 'completed'`),
          );
          return row?.done === total;
        },
        60_000,
      );
      const runs = rowsOf<{ job_id: string; worker: string }>(await database.db.execute(sql`SELECT job_id, worker FROM job_runs`));
      expect(runs).toHaveLength(total);
      expect(new Set(runs.map((run) => run.job_id)).size).toBe(total);
      const perWorker = { one: runs.filter((run) => run.worker === 'one').length, two: runs.filter((run) => run.worker === 'two').length };
      // Both processes took jobs from the same queue at the same time.
      expect(perWorker.one).toBeGreaterThan(0);
      expect(perWorker.two).toBeGreaterThan(0);
    },
    120_000,
  );
});
