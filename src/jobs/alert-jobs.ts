/**
 * Saved-search alerts on the queue (#14): the sweep every minute matches listings that
 * became public (taken from alert_listing_inbox, so none is missed or matched twice),
 * `alert-mail` mails one search (one job waits per search: later matches join it), and
 * the hourly run queues the daily digests that are due in each search's city and any
 * instant mail a crash left unqueued. Every handler is idempotent: matches are recorded
 * once, and only matches not yet mailed are mailed.
 */
import type { AlertService } from '../domain/alerts/alert-service';
import type { RunningJobQueue } from './job-queue';
import { ALERT_MAIL_JOB, ALERTS_DIGEST_JOB, ALERTS_MATCH_JOB } from './job-names';

export const ALERT_SCHEDULES = {
  [ALERTS_MATCH_JOB]: '* * * * *',
  [ALERTS_DIGEST_JOB]: '3 * * * *',
} as const;

export type AlertJobService = Pick<AlertService, 'matchPending' | 'mailPending' | 'queueDueMails'>;

export async function registerAlertJobs(queue: RunningJobQueue, alerts: AlertJobService): Promise<void> {
  if (!queue.workers) return;
  await queue.work(ALERTS_MATCH_JOB, async () => {
    await alerts.matchPending();
  });
  await queue.schedule(ALERTS_MATCH_JOB, ALERT_SCHEDULES[ALERTS_MATCH_JOB]);
  await queue.work(ALERTS_DIGEST_JOB, async () => {
    await alerts.queueDueMails();
  });
  await queue.schedule(ALERTS_DIGEST_JOB, ALERT_SCHEDULES[ALERTS_DIGEST_JOB]);
  await queue.work(ALERT_MAIL_JOB, async (data) => {
    const { savedSearchId } = data;
    if (typeof savedSearchId !== 'string') throw new Error('alert-mail needs a savedSearchId');
    await alerts.mailPending(savedSearchId);
  });
}
