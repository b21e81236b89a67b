/**
 * The app's jobs and schedules, registered the same way by `npm start` (workers on) and by
 * `npm run worker`. Handlers are idempotent: a retried or repeated run does the work once
 * (mailPending mails only what was not mailed; ANALYZE and the retention delete can rerun).
 */
import type { Db } from '../db/client';
import { refreshPlannerStatistics } from '../db/maintenance';
import { backfillAttributes } from '../domain/attributes/backfill-attributes';
import { deleteQuietConversations } from '../domain/conversations/retention';
import type { Mailer } from '../domain/mail/mailer';
import { sendExpiryReminders } from '../domain/my-ads/expiry-reminders';
import { fillMissingPriceVerdicts } from '../domain/pricing/price-verdicts';
import { registerAlertJobs, type AlertJobService } from './alert-jobs';
import type { RunningJobQueue } from './job-queue';
import {
  ATTRIBUTES_BACKFILL_JOB,
  CONVERSATION_MAIL_JOB,
  CONVERSATIONS_RETENTION_JOB,
  EXPIRY_REMINDERS_JOB,
  PLANNER_STATISTICS_JOB,
  PRICE_VERDICTS_JOB,
} from './job-names';

export interface AppJobDeps {
  db: Db;
  /** MESSAGE_RETENTION_DAYS. */
  messageRetentionDays: number;
  /** The conversation service's mail job (conversation-service.ts). */
  conversations?: { mailPending(participantId: string): Promise<unknown> };
  /** Expiry reminders' mail: the mailer and the site's address for the renew link. */
  reminders?: { mailer: Mailer; publicUrl: string };
  /** Saved-search alerts: the sweep, the mails and the digests (alert-jobs.ts). */
  alerts?: AlertJobService;
  /** Price analyses per price-verdicts job (PRICE_VERDICT_BATCH). */
  priceVerdictBatch?: number;
}

/** Cron times (UTC), off the hour's first minute where other sites' jobs crowd. */
export const APP_SCHEDULES = {
  [PLANNER_STATISTICS_JOB]: '7 * * * *',
  [CONVERSATIONS_RETENTION_JOB]: '23 3 * * *',
  // Hourly, so an ad is reminded within the hour it enters its last three days.
  [EXPIRY_REMINDERS_JOB]: '17 * * * *',
  // A finished backfill costs one read an hour; an unfinished one goes on where it stopped.
  [ATTRIBUTES_BACKFILL_JOB]: '41 * * * *',
  // Listings only lack a verdict when they came from elsewhere (demo data, an import):
  // posting and editing set one. With none missing, a run reads an empty index.
  [PRICE_VERDICTS_JOB]: '53 * * * *',
} as const;

/**
 * Price analyses per price-verdicts job. One analysis took 100–700 ms at a million
 * listings, so a batch stays well inside the queue's 15-minute expiry, and a retried
 * batch repeats little.
 */
export const PRICE_VERDICT_BATCH = 200;

export async function registerAppJobs(queue: RunningJobQueue, deps: AppJobDeps): Promise<void> {
  if (!queue.workers) return;
  const { db } = deps;

  await queue.work(PLANNER_STATISTICS_JOB, () => refreshPlannerStatistics(db));
  await queue.schedule(PLANNER_STATISTICS_JOB, APP_SCHEDULES[PLANNER_STATISTICS_JOB]);

  await queue.work(CONVERSATIONS_RETENTION_JOB, async () => {
    await deleteQuietConversations(db, { retentionDays: deps.messageRetentionDays });
  });
  await queue.schedule(CONVERSATIONS_RETENTION_JOB, APP_SCHEDULES[CONVERSATIONS_RETENTION_JOB]);

  await queue.work(ATTRIBUTES_BACKFILL_JOB, async () => {
    await backfillAttributes(db);
  });
  await queue.schedule(ATTRIBUTES_BACKFILL_JOB, APP_SCHEDULES[ATTRIBUTES_BACKFILL_JOB]);
  // And now, so a database from before attributes does not wait for the hour.
  await queue.send(ATTRIBUTES_BACKFILL_JOB, {}, { singletonKey: 'on-start' });

  const priceVerdictBatch = deps.priceVerdictBatch ?? PRICE_VERDICT_BATCH;
  await queue.work(PRICE_VERDICTS_JOB, async () => {
    const filled = await fillMissingPriceVerdicts(db, { limit: priceVerdictBatch });
    // A full batch may have left more: the next one goes on the queue (and on whichever
    // worker is free) rather than holding this job open for hours.
    if (filled === priceVerdictBatch) await queue.send(PRICE_VERDICTS_JOB, {}, { singletonKey: 'continue' });
  });
  await queue.schedule(PRICE_VERDICTS_JOB, APP_SCHEDULES[PRICE_VERDICTS_JOB]);
  // Demo data gets its deal badges minutes after the first start, not at the next hour.
  await queue.send(PRICE_VERDICTS_JOB, {}, { singletonKey: 'on-start' });

  const reminders = deps.reminders;
  if (reminders) {
    // Idempotent: one reminder per listing and expiry date (expiry_reminders' unique index).
    await queue.work(EXPIRY_REMINDERS_JOB, async () => {
      await sendExpiryReminders(db, reminders.mailer, { publicUrl: reminders.publicUrl });
    });
    await queue.schedule(EXPIRY_REMINDERS_JOB, APP_SCHEDULES[EXPIRY_REMINDERS_JOB]);
  }

  const conversations = deps.conversations;
  if (conversations) {
    await queue.work(CONVERSATION_MAIL_JOB, async (data) => {
      const { participantId } = data;
      // Fails (and lands in the failed list after its retries) rather than guessing.
      if (typeof participantId !== 'string') throw new Error('conversation-mail needs a participantId');
      await conversations.mailPending(participantId);
    });
  }

  if (deps.alerts) await registerAlertJobs(queue, deps.alerts);
}
