/**
 * Saved-search alerts on the queue (#14): the sweep every minute matches listings that
 * became public (taken from alert_listing_inbox, so none is missed or matched twice),
 * `alert-mail` mails one search (one job waits per search: later matches join it), and
 * the hourly run queues the daily digests that are due in each search's city and any
 * instant mail a crash left unqueued. Matches are recorded once, and only matches not yet
 * mailed are mailed.
 */
import { z } from 'zod';
import { ALERT_MAIL_JOB } from '../../domain/jobs/job-names';
import { defineJob } from '../job-definition';

export const alertsMatchJob = defineJob({
  name: 'alerts-match',
  payload: z.object({}),
  schedule: '* * * * *',
  run: async (_payload, { alerts }) => {
    await alerts.matchPending();
  },
});

export const alertsDigestJob = defineJob({
  name: 'alerts-digest',
  payload: z.object({}),
  schedule: '3 * * * *',
  run: async (_payload, { alerts }) => {
    await alerts.queueDueMails();
  },
});

export const alertMailJob = defineJob({
  name: ALERT_MAIL_JOB,
  payload: z.object({ savedSearchId: z.string() }),
  run: async ({ savedSearchId }, { alerts }) => {
    await alerts.mailPending(savedSearchId);
  },
});
