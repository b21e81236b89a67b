/**
 * One listing as a particular visitor may see it: the public listing for everyone, and
 * for its seller (the same visitor cookie, or the management link's token) also while
 * screening holds it back — with its moderation state, so the page can say why nobody
 * else sees it yet. To anyone else a held listing does not exist.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listings } from '../../db/schema';
import { isAppError } from '../shared/errors';
import { findPublicListingRow } from './get-listing';
import type { ListingManager } from './listing-access';
import { isUuid } from '../shared/ids';
import type { Listing } from './listing-schemas';
import { manageTokenMatches } from './manage-token';
import { toListing } from './to-listing';

export interface VisitorListing {
  listing: Listing;
  /** Set only when the seller looks at their own listing that is not public: pending, review or rejected. */
  heldStatus: 'pending' | 'review' | 'rejected' | null;
}

const HELD = new Set(['pending', 'review', 'rejected']);

export async function getListingForVisitor(db: Db, options: { id: string; manager: ListingManager }): Promise<VisitorListing> {
  try {
    return { listing: toListing(await findPublicListingRow(db, options.id)), heldStatus: null };
  } catch (error) {
    if (!isAppError(error) || error.kind !== 'not_found' || !isUuid(options.id)) throw error;
    const [row] = await db.select().from(listings).where(eq(listings.id, options.id)).limit(1);
    const { manager } = options;
    const own = !!row && (row.userId === manager.visitorId || (!!manager.token && manageTokenMatches(manager.token, row.manageTokenHash)));
    if (!row || !own || !HELD.has(row.moderationStatus)) throw error;
    return { listing: toListing(row), heldStatus: row.moderationStatus as VisitorListing['heldStatus'] };
  }
}

