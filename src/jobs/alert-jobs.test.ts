/**
 * Saved-search alerts through the real queue, as `npm start` wires them: the sweep job
 * matches a posted listing, the `alert-mail` job mails it, and the next match within
 * 15 minutes waits in one job that starts when the window is over.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config';
import { rowsOf } from '../db/rows';
import { honestListingBody } from '../testing/honest-listing';
import type { TestDatabase } from '../testing/test-database';
import { createTestAppOnPgBoss, type TestApp } from '../testing/test-app';
import type { RunningJobQueue } from './job-queue';
import { ALERT_MAIL_JOB } from '../domain/jobs/job-names';
import { alertsMatchJob } from './definitions/alerts';
import { waitFor } from '../testing/wait-for';

let t: TestApp<RunningJobQueue>;
let database: TestDatabase;
let jobs: RunningJobQueue;
let app: FastifyInstance;
let config: Config;

beforeAll(async () => {
  // The app as `npm start` puts it together, every job registered on pg-boss.
  t = await createTestAppOnPgBoss();
  ({ database, jobs, app, config } = t);
});

afterAll(async () => {
  await t?.close();
});

async function mailsTo(to: string): Promise<string[]> {
  const files = (await readdir(config.outboxDir).catch(() => [])).sort();
  const found: string[] = [];
  for (const file of files) {
    const mail = (await readFile(path.join(config.outboxDir, file), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    if (mail.includes(`To: ${to}`)) found.push(mail);
  }
  return found;
}

describe('alerts on the queue', () => {
  it('matches a posted listing in the sweep job, mails it through alert-mail, and holds the next one for the 15-minute window', async () => {
    const email = 'queue-reader@example.com';
    const saved = await app.inject({ method: 'POST', url: '/api/alerts', payload: { email, search: { city: 'london', search: 'bookcase' } } });
    expect(saved.statusCode, saved.body).toBe(201);
    const [confirmation] = await mailsTo(email);
    const [, id, token] = confirmation!.match(/\/alerts\/confirm\/([0-9a-f-]{36})\/([A-Za-z0-9_-]{43})/)!;
    expect((await app.inject({ method: 'POST', url: `/api/alerts/confirm/${id}/${token}` })).statusCode).toBe(200);

    const posted = await app.inject({ method: 'POST', url: '/api/listings', payload: { ...honestListingBody('Oak bookcase'), city: 'london' } });
    expect(posted.statusCode, posted.body).toBe(201);
    expect(posted.json<{ moderationStatus: string }>().moderationStatus).toBe('approved');
    // The schedule sends this every minute; the test does not wait for the clock.
    await jobs.send(alertsMatchJob.name, {});
    const alert = await waitFor('the alert mail', async () => (await mailsTo(email)).find((mail) => mail.includes('List-Unsubscribe-Post')), 60_000);
    expect(alert).toContain('Oak bookcase');
    expect(alert).toContain(posted.json<{ id: string }>().id);

    const second = await app.inject({ method: 'POST', url: '/api/listings', payload: { ...honestListingBody('Pine bookcase'), city: 'london' } });
    expect(second.statusCode).toBe(201);
    await jobs.send(alertsMatchJob.name, {});
    const waiting = await waitFor('a waiting alert-mail job', async () => {
      const rows = rowsOf<{ seconds: number }>(
        await database.db.execute(
          sql`SELECT extract(epoch FROM start_after - now())::int AS seconds FROM pgboss.job WHERE name = ${ALERT_MAIL_JOB} AND state = 'created'`,
        ),
      );
      return rows[0];
    }, 60_000);
    expect(waiting.seconds).toBeGreaterThan(13 * 60);
    expect(waiting.seconds).toBeLessThanOrEqual(15 * 60);
    expect((await mailsTo(email)).filter((mail) => mail.includes('List-Unsubscribe-Post'))).toHaveLength(1);
  });
});
