/**
 * Undoing "Mark as sold": a seller who pressed it by mistake, or whose buyer backed
 * out, puts the ad back up. Only for a day: after that, buyers and the price check have
 * long treated the item as gone, and a new ad is the honest way to offer it again.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listings } from '../../db/schema';
import { AppError } from '../shared/errors';
import { DAY_MS } from '../shared/time';
import { findManagedListing, type ListingManager } from './listing-access';
import { getManagedListing, type ManagedListing } from './manage-listing';

/** How long after marking it sold the seller can take it back. */
export const UNDO_SOLD_WINDOW_MS = DAY_MS;

/** Whether a listing sold at `soldAt` can still be put back on sale at `now`. */
export function canUndoSold(soldAt: Date | string | null, now: Date): boolean {
  if (!soldAt) return false;
  const elapsed = now.getTime() - new Date(soldAt).getTime();
  return elapsed >= 0 && elapsed <= UNDO_SOLD_WINDOW_MS;
}

export async function undoListingSold(db: Db, options: { id: string; manager: ListingManager; now?: Date }): Promise<ManagedListing> {
  const row = await findManagedListing(db, options);
  if (row.status !== 'sold') throw new AppError('conflict', 'This listing is not marked as sold.');
  if (!canUndoSold(row.soldAt, options.now ?? new Date())) {
    throw new AppError('conflict', 'A listing can be put back on sale only within 24 hours of marking it sold; post a new ad instead.');
  }
  await db.update(listings).set({ status: 'active', soldAt: null }).where(eq(listings.id, row.id));
  return getManagedListing(db, options);
}
