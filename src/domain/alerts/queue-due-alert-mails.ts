/**
 * The hourly job: queues the daily digests now due in each search's city and any instant
 * mail a crash left unqueued (mailed at once without a queue), and deletes unconfirmed
 * searches a week after their link expired.
 */
import { and, eq, sql } from 'drizzle-orm';
import { alertMatches, savedSearches } from '../../db/schema';
import { digestDue, MINUTE_MS, queueAlertMail } from './alert-mail-timing';
import { INSTANT_ALERT_WINDOW_MINUTES } from './alert-schemas';
import type { AlertMailDeps } from './mail-pending-alert';

/** Unconfirmed searches are deleted this long after their link expired. */
const PENDING_KEPT_DAYS = 7;

export async function queueDueAlertMails(deps: AlertMailDeps, input: { now?: Date } = {}): Promise<{ queued: number }> {
  const { db } = deps;
  const now = input.now ?? new Date();
  const windowStart = new Date(now.getTime() - INSTANT_ALERT_WINDOW_MINUTES * MINUTE_MS).toISOString();
  const hasUnmailed = sql`EXISTS (SELECT 1 FROM ${alertMatches} WHERE ${alertMatches.savedSearchId} = ${savedSearches.id} AND ${alertMatches.mailedAt} IS NULL)`;
  const due = await db
    .select({ id: savedSearches.id })
    .from(savedSearches)
    .where(
      and(
        eq(savedSearches.status, 'active'),
        hasUnmailed,
        sql`((${savedSearches.frequency} = 'daily' AND ${digestDue(now)})
          OR (${savedSearches.frequency} = 'instant' AND (${savedSearches.lastMailedAt} IS NULL OR ${savedSearches.lastMailedAt} < ${windowStart}::timestamptz)))`,
      ),
    );
  for (const { id } of due) {
    await queueAlertMail(deps, id, 0);
  }
  const expired = new Date(now.getTime() - PENDING_KEPT_DAYS * 24 * 60 * MINUTE_MS);
  await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.status, 'pending'), sql`${savedSearches.confirmExpiresAt} < ${expired.toISOString()}::timestamptz`));
  return { queued: due.length };
}
