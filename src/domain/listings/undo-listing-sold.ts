/**
 * Undoing "Mark as sold": a seller who pressed it by mistake, or whose buyer backed
 * out, puts the ad back up. Only for a day: after that, buyers and the price check have
 * long treated the item as gone, and a new ad is the honest way to offer it again.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listings } from '../../db/schema';
import { AppError } from '../shared/errors';
import { findManagedListing, type ListingManager } from './listing-access';
import { canUndoSold } from './listing-constants';
import { getManagedListing, type ManagedListing } from './manage-listing';

export async function undoListingSold(db: Db, options: { id: string; manager: ListingManager; now?: Date }): Promise<ManagedListing> {
  const row = await findManagedListing(db, options);
  if (row.status !== 'sold') throw new AppError('conflict', 'errors.listing.notSold');
  if (!canUndoSold(row.soldAt, options.now ?? new Date())) {
    throw new AppError('conflict', 'errors.listing.undoTooLate');
  }
  await db.update(listings).set({ status: 'active', soldAt: null }).where(eq(listings.id, row.id));
  return getManagedListing(db, options);
}
