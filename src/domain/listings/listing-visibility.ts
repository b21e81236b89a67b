/**
 * The one rule for "may the public see this listing?": approved by screening and
 * not expired. Every public read (browse, detail, search, counts, sitemap) uses it.
 */
import { and, eq, gt, isNull, or, type SQL } from 'drizzle-orm';
import { listings } from '../../db/schema';

export function isPublicListing(now: Date = new Date()): SQL {
  return and(
    eq(listings.moderationStatus, 'approved'),
    or(isNull(listings.expiresAt), gt(listings.expiresAt, now)),
  ) as SQL;
}

/** The same rule for a row already loaded (e.g. the moderation queue's "is it public now?"). */
export function isPublicRow(row: { moderationStatus: string; expiresAt: Date | null }, now: Date = new Date()): boolean {
  return row.moderationStatus === 'approved' && (row.expiresAt === null || row.expiresAt > now);
}
