/**
 * A worker in its own process, for the run-once test (job-queue.test.ts): runs the
 * `run-once` jobs of the PostgreSQL database in DATABASE_URL, recording each run in the
 * `job_runs` table the test made, prints "READY" once polling, and stops on SIGTERM.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client';
import { startJobQueue } from './job-queue';

const url = process.env.DATABASE_URL;
const worker = process.env.WORKER_NAME ?? String(process.pid);
if (!url) throw new Error('DATABASE_URL is required');

const database = await openDatabase({ databaseUrl: url, poolSize: 2 });
const jobs = await startJobQueue({
  db: database.db,
  engine: 'postgres',
  databaseUrl: url,
  pollingIntervalSeconds: 0.5,
  onError: (error) => console.error('job queue error', error),
});
await jobs.work('run-once', async (_data, job) => {
  await database.db.execute(sql`INSERT INTO job_runs (job_id, worker) VALUES (${job.id}, ${worker})`);
  // A little work per job, so both processes are fetching while jobs remain.
  await new Promise((resolve) => setTimeout(resolve, 40));
});
process.stdout.write('READY\n');

process.once('SIGTERM', () => {
  void (async () => {
    await jobs.stop();
    await database.close();
    process.exit(0);
  })();
});
