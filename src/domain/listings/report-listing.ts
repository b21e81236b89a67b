/**
 * "Report this listing". One report per visitor and listing; when enough different
 * visitors report it, the listing is taken down until a moderator has looked.
 */
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { listingReports, listings } from '../../db/schema';
import { isOpenReport } from '../moderation/open-reports';
import { findPublicListingRow } from './get-listing';
import { textField, withValues } from '../shared/text';

import { LISTING_LIMITS, REPORT_REASONS } from './listing-constants';

export { REPORT_REASONS };
/** Distinct reporters that hide a listing pending review. */
export const REPORTS_TO_HIDE = 3;

export const reportInputSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: withValues('errors.value.oneOf', { label: 'errors.fields.reason', allowed: REPORT_REASONS.join(', ') }) }),
  details: textField('errors.fields.details', { max: LISTING_LIMITS.reportDetailsMax, multiline: true }).optional(),
});
export type ReportInput = z.infer<typeof reportInputSchema>;

export async function reportListing(
  db: Db,
  options: { id: string; reporterId: string; input: ReportInput },
): Promise<{ hidden: boolean }> {
  const listing = await findPublicListingRow(db, options.id);

  await db
    .insert(listingReports)
    .values({ listingId: listing.id, reporterId: options.reporterId, reason: options.input.reason, details: options.input.details || null })
    .onConflictDoUpdate({
      target: [listingReports.listingId, listingReports.reporterId],
      // Reporting again is a new report: it counts even if a moderator cleared the old one.
      set: { reason: options.input.reason, details: options.input.details || null, createdAt: new Date() },
    });
  // Only reports since a moderator last decided count: an approval is not undone by the
  // reports it already weighed.
  const [count] = await db
    .select({ reporters: sql<number>`count(*)::int` })
    .from(listingReports)
    .where(and(eq(listingReports.listingId, listing.id), isOpenReport));
  const hidden = (count?.reporters ?? 0) >= REPORTS_TO_HIDE;
  if (hidden) await db.update(listings).set({ moderationStatus: 'review' }).where(eq(listings.id, listing.id));
  return { hidden };
}
