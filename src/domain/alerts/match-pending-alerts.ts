/**
 * The sweep: matches listings that became public against active saved searches
 * (match-alerts.ts) and queues the instant searches' mails: now, or when their 15 minutes
 * since the last mail are over (one job per search waits; later matches join it).
 * Without a queue, an instant search that may be mailed now is mailed by the sweep.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { savedSearches } from '../../db/schema';
import { instantWait, queueAlertMail } from './alert-mail-timing';
import type { AlertMailDeps } from './mail-pending-alert';
import { matchNewListings, type MatchResult } from './match-alerts';

export async function matchPendingAlerts(
  deps: AlertMailDeps,
  input: { now?: Date; batchSize?: number; maxBatches?: number } = {},
): Promise<MatchResult> {
  const { db } = deps;
  const now = input.now ?? new Date();
  const result = await matchNewListings(db, { now, batchSize: input.batchSize, maxBatches: input.maxBatches });
  if (result.searchIds.length === 0) return result;
  const instant = await db
    .select({ id: savedSearches.id, lastMailedAt: savedSearches.lastMailedAt })
    .from(savedSearches)
    .where(and(inArray(savedSearches.id, result.searchIds), eq(savedSearches.frequency, 'instant'), eq(savedSearches.status, 'active')));
  for (const row of instant) {
    await queueAlertMail(deps, row.id, instantWait(row, now));
  }
  return result;
}
