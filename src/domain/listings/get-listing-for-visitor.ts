/**
 * One listing as a particular visitor may see it: the public listing for everyone, and
 * for its seller (the same visitor cookie, or the management link's token) also while
 * screening holds it back — with its moderation state, so the page can say why nobody
 * else sees it yet. To anyone else a held listing does not exist.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listings } from '../../db/schema';
import type { HeldStatus } from '../moderation/moderation-status';
import { isAppError } from '../shared/errors';
import { isUuid } from '../shared/ids';
import { findPublicListingRow } from './get-listing';
import { canManage, type ListingManager } from './listing-access';
import type { Listing } from './listing-schemas';
import { heldStatusOf } from './listing-visibility';
import { toListing } from './to-listing';

export interface VisitorListing {
  listing: Listing;
  /** Set only when the seller looks at their own listing that is not public: pending, review or rejected. */
  heldStatus: HeldStatus | null;
  /** The visitor may manage it (the ownership rule of listing-access.ts): the page offers that instead of contacting themselves. */
  managedByVisitor: boolean;
  /** When it stops being public (ISO), if it expires: a job's `validThrough` for search engines. */
  expiresAt: string | null;
}

export async function getListingForVisitor(db: Db, options: { id: string; manager: ListingManager }): Promise<VisitorListing> {
  try {
    const row = await findPublicListingRow(db, options.id);
    return {
      listing: toListing(row),
      heldStatus: null,
      managedByVisitor: await canManage(row, options.manager),
      expiresAt: row.expiresAt?.toISOString() ?? null,
    };
  } catch (error) {
    if (!isAppError(error) || error.kind !== 'not_found' || !isUuid(options.id)) throw error;
    const [row] = await db.select().from(listings).where(eq(listings.id, options.id)).limit(1);
    const heldStatus = row && (await canManage(row, options.manager)) ? heldStatusOf(row) : null;
    // An expired approved listing is not held: it is gone, for the seller here too.
    if (!row || !heldStatus) throw error;
    return { listing: toListing(row), heldStatus, managedByVisitor: true, expiresAt: row.expiresAt?.toISOString() ?? null };
  }
}
