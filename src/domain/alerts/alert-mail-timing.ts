/**
 * When a saved search may be mailed: an instant one at most once per 15 minutes (later
 * matches wait in one queued job per search), a daily one once its city's digest hour
 * has come and it was not mailed since.
 */
import { sql } from 'drizzle-orm';
import { savedSearches, type SavedSearchRow } from '../../db/schema';
import { ALERT_MAIL_JOB } from '../jobs/job-names';
import type { AlertDeps } from './alert-deps';
import { DIGEST_LOCAL_HOUR, INSTANT_ALERT_WINDOW_MINUTES } from './alert-schemas';

export const MINUTE_MS = 60_000;

/** SQL: true when a daily search may have its digest now (past the digest hour in its city, not mailed since that hour today). */
export function digestDue(now: Date) {
  const at = now.toISOString();
  const localNow = sql`(${at}::timestamptz AT TIME ZONE ${savedSearches.timezone})`;
  const digestHour = sql`(date_trunc('day', ${localNow}) + make_interval(hours => ${DIGEST_LOCAL_HOUR}))`;
  return sql<boolean>`(${localNow} >= ${digestHour} AND (${savedSearches.lastMailedAt} IS NULL OR (${savedSearches.lastMailedAt} AT TIME ZONE ${savedSearches.timezone}) < ${digestHour}))`;
}

/** Seconds until an instant search may be mailed again (0 when it may now). */
export function instantWait(row: Pick<SavedSearchRow, 'lastMailedAt'>, now: Date): number {
  if (!row.lastMailedAt) return 0;
  const next = row.lastMailedAt.getTime() + INSTANT_ALERT_WINDOW_MINUTES * MINUTE_MS;
  return Math.max(0, (next - now.getTime()) / 1000);
}

/** Queues the alert-mail job of a search (one waits per search; a second send joins it). Without a queue, nothing. */
export async function queueAlertMail(deps: Pick<AlertDeps, 'jobs'>, savedSearchId: string, startAfterSeconds: number): Promise<void> {
  await deps.jobs.send(
    ALERT_MAIL_JOB,
    { savedSearchId },
    { singletonKey: `alert:${savedSearchId}`, startAfterSeconds: Math.max(0, Math.ceil(startAfterSeconds)) },
  );
}
