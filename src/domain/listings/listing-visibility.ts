/**
 * The one rule for "may the public see this listing?": approved by screening (or a
 * reviewer) and not expired. Every public read (browse, detail, search, counts, sitemap,
 * the review queue's "is it public now?") uses it: as SQL for queries, in JavaScript for
 * a row already loaded. Both are built from the parts below, and
 * listing-visibility.test.ts holds them to the same answers on a real database.
 */
import { and, eq, gt, isNull, or, type SQL } from 'drizzle-orm';
import { listings } from '../../db/schema';
import { isHeldStatus, moderationStatusOf, PUBLIC_STATUS, type HeldStatus } from '../moderation/moderation-status';

interface VisibilityFields {
  moderationStatus: string;
  expiresAt: Date | null;
}

export function isPublicListing(now: Date = new Date()): SQL {
  return and(eq(listings.moderationStatus, PUBLIC_STATUS), or(isNull(listings.expiresAt), gt(listings.expiresAt, now))) as SQL;
}

export function isPublicRow(row: VisibilityFields, now: Date = new Date()): boolean {
  return row.moderationStatus === PUBLIC_STATUS && !isExpired(row, now);
}

/** Past its expiry date: gone from the public site until the seller renews it. */
export function isExpired(row: Pick<VisibilityFields, 'expiresAt'>, now: Date = new Date()): boolean {
  return row.expiresAt !== null && row.expiresAt <= now;
}

/** Why a listing is not public though it has not expired: its held status, or null when it is approved. */
export function heldStatusOf(row: Pick<VisibilityFields, 'moderationStatus'>): HeldStatus | null {
  const status = moderationStatusOf(row.moderationStatus);
  return isHeldStatus(status) ? status : null;
}
