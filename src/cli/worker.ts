/**
 * `npm run worker`: a process that runs the job queue's workers and schedules and serves no
 * HTTP, beside web processes started with WORKERS=off (or with workers of their own: pg-boss
 * hands each job to one process). It needs PostgreSQL (DATABASE_URL): a PGlite data directory
 * belongs to one process, and on PGlite `npm start` runs the workers itself.
 */
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createConversationService } from '../domain/conversations/conversation-service';
import { createMailer } from '../infrastructure/mail/create-mailer';
import { createAlertService } from '../domain/alerts/alert-service';
import { registerAppJobs } from '../jobs/app-jobs';
import { startJobQueue } from '../jobs/job-queue';

const config = loadConfig({ NODE_ENV: 'production', ...process.env, WORKERS: 'on' });
if (!config.databaseUrl) {
  console.error(
    'npm run worker needs DATABASE_URL (PostgreSQL): a PGlite data directory can be opened by one process only, ' +
      'and `npm start` runs the workers in that process.',
  );
  process.exit(1);
}

const database = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: 4 });
const jobs = await startJobQueue({
  db: database.db,
  engine: database.engine,
  databaseUrl: config.databaseUrl,
  workers: true,
  onError: (error) => console.warn('job queue error', error),
});
const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: config.outboxDir });
const conversations = createConversationService({
  db: database.db,
  mailer,
  publicUrl: config.publicUrl,
  mailDomain: config.mailDomain,
  jobs,
});
await registerAppJobs(jobs, {
  db: database.db,
  messageRetentionDays: config.messageRetentionDays,
  conversations,
  reminders: { mailer, publicUrl: config.publicUrl },
  alerts: createAlertService({ db: database.db, mailer, publicUrl: config.publicUrl, secret: config.sessionSecret, jobs }),
});
console.log('Cityboard worker is running (no HTTP); stop it with Ctrl-C or SIGTERM');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void (async () => {
      // Running jobs finish (up to 10 s) before the database closes.
      await jobs.stop();
      await database.close();
      process.exit(0);
    })().catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
  });
}
