import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listings, type ListingRow } from '../../db/schema';
import { acceptLinkToken } from '../limits/link-token-limit';
import type { Limits } from '../limits/rate-limiter';
import { notFound, type AppError } from '../shared/errors';
import { isUuid } from '../shared/ids';
import { normalizeEmail } from '../verification/email-verification';
import { manageTokenMatches } from './manage-token';

/**
 * Who asks to manage a listing: the visitor's cookie id and, if they have it, the link's
 * token — with the visitor's and address's limits, since wrong tokens are counted.
 */
export interface ListingManager {
  visitorId: string;
  token?: string | null;
  /** Required with a token: a token is never checked without counting wrong ones. */
  limits?: Limits;
  /** The contact address of the visitor's "My ads" session (signed in by a mailed link), if any. */
  myAdsEmail?: string | null;
}

/**
 * The one ownership rule: the visitor who posted the listing (same cookie), a "My ads"
 * session for the listing's contact address (the seller proved it reads that inbox), or
 * anyone holding its secret management link (another device, a cleared browser). A token is
 * only looked at when the cookie is not the seller's; then wrong tokens count against
 * the `wrong_link_token` limit, and past it every token is refused (rate_limited).
 */
export async function canManage(row: Pick<ListingRow, 'id' | 'userId' | 'manageTokenHash' | 'contactEmail'>, manager: ListingManager): Promise<boolean> {
  if (row.userId === manager.visitorId) return true;
  if (manager.myAdsEmail && normalizeEmail(row.contactEmail) === manager.myAdsEmail) return true;
  const token = manager.token;
  if (!token) return false;
  if (!manager.limits) throw new Error('A management token is checked only with the limits that count wrong ones');
  return acceptLinkToken(manager.limits, () => manageTokenMatches(token, row.manageTokenHash), `listing:${row.id}`);
}

/**
 * Anyone who may not manage a listing gets the answer an unknown id gets: the same 404 and
 * the same words. Otherwise a management link with a made-up token would tell whether a
 * listing id exists (a held listing is not found for everyone but its seller).
 */
export function notManaged(): AppError {
  return notFound('errors.listing.notFound');
}

/**
 * An id that is no listing: refused as a stranger is, and a token sent with it counted as
 * wrong as it would be for a listing, so past the limit both answer 429 alike.
 */
export async function refuseUnknownListing(manager: ListingManager, listingId: string): Promise<never> {
  if (manager.token && manager.limits) await acceptLinkToken(manager.limits, () => false, `listing:${listingId}`);
  throw notManaged();
}

/** A listing its manager may change; anyone else, like an unknown id, is "not found" (notManaged). */
export async function findManagedListing(db: Db, options: { id: string; manager: ListingManager }): Promise<ListingRow> {
  const [row] = isUuid(options.id) ? await db.select().from(listings).where(eq(listings.id, options.id)).limit(1) : [];
  if (!row) return refuseUnknownListing(options.manager, options.id);
  if (!(await canManage(row, options.manager))) throw notManaged();
  return row;
}
