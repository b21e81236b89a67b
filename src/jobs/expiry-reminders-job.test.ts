/**
 * Expiry reminders on the real queue, as `npm start` wires them: registerAppJobs schedules
 * `expiry-reminders` hourly, and a run of the job mails the seller of an ad that expires
 * within three days once, however often it runs.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoListing } from '../demo/listing-factory';
import { createRng } from '../demo/random';
import { rowsOf } from '../db/rows';
import { listings } from '../db/schema';
import { findCity } from '../domain/geo/find-city';
import type { MailMessage, Mailer } from '../domain/mail/mailer';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { composeServices, type AppServices } from '../composition/app-services';
import { loadConfig } from '../config';
import { expiryRemindersJob } from './definitions/expiry-reminders';
import { startJobQueue, type RunningJobQueue } from './job-queue';
import { registerJobs } from './register-jobs';

const EXPIRY_REMINDERS_JOB = expiryRemindersJob.name;
import { waitFor } from '../testing/wait-for';

let database: TestDatabase;
let jobs: RunningJobQueue;
let services: AppServices;
const dataDir = mkdtempSync(path.join(tmpdir(), 'cityboard-reminders-test-'));
const sent: MailMessage[] = [];
const mailer: Mailer = {
  outbox: null,
  async send(message) {
    sent.push(message);
  },
};

beforeAll(async () => {
  database = await openTestDatabase();
  jobs = await startJobQueue({ db: database.db, engine: database.engine, databaseUrl: database.url ?? undefined, pollingIntervalSeconds: 0.5 });
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLIC_URL: 'https://cityboard.test', SESSION_SECRET: 'test-secret-that-is-long-enough-for-the-schema-000' });
  services = await composeServices(config, { database, jobs, mailer });
  // Every job of the app, as `npm start` registers them.
  await registerJobs(jobs, services.jobServices);
});

afterAll(async () => {
  await services?.close();
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const completedRuns = async () =>
  rowsOf<{ n: number }>(await database.db.execute(sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${EXPIRY_REMINDERS_JOB} AND state = 'completed'`))[0]!.n;

describe('the expiry-reminders job', () => {
  it('is scheduled hourly, and its runs mail a due ad’s seller once', async () => {
    const schedules = rowsOf<{ name: string; cron: string }>(await database.db.execute(sql`SELECT name, cron FROM pgboss.schedule WHERE name = ${EXPIRY_REMINDERS_JOB}`));
    expect(schedules).toEqual([{ name: EXPIRY_REMINDERS_JOB, cron: expiryRemindersJob.schedule }]);

    const base = buildDemoListing(createRng(3), { city: findCity('london')!, now: new Date() });
    await database.db.insert(listings).values({
      ...base,
      contactEmail: 'queued.reminder@example.com',
      moderationStatus: 'approved',
      status: 'active',
      expiresAt: new Date(Date.now() + 2 * 24 * 60 * 60 * 1000),
    });

    await jobs.send(EXPIRY_REMINDERS_JOB, {});
    await waitFor('the reminder', async () => sent.some((message) => message.to === 'queued.reminder@example.com'));
    await waitFor('the first run to complete', async () => (await completedRuns()) >= 1);
    await jobs.send(EXPIRY_REMINDERS_JOB, {});
    await waitFor('the second run to complete', async () => (await completedRuns()) >= 2);
    expect(sent.filter((message) => message.to === 'queued.reminder@example.com')).toHaveLength(1);
  }, 60_000);
});
