import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listings, type ListingRow } from '../../db/schema';
import { forbidden, notFound } from '../shared/errors';
import { isUuid } from '../shared/ids';
import { manageTokenMatches } from './manage-token';

/** Who asks to manage a listing: the visitor's cookie id and, if they have it, the link's token. */
export interface ListingManager {
  visitorId: string;
  token?: string | null;
}

/**
 * The one ownership rule: the visitor who posted the listing (same cookie), or anyone
 * holding its secret management link (another device, a cleared browser).
 */
export function canManage(row: Pick<ListingRow, 'userId' | 'manageTokenHash'>, manager: ListingManager): boolean {
  return row.userId === manager.visitorId || (!!manager.token && manageTokenMatches(manager.token, row.manageTokenHash));
}

/** A listing its manager may change; anyone else is refused (403), an unknown id is 404. */
export async function findManagedListing(db: Db, options: { id: string; manager: ListingManager }): Promise<ListingRow> {
  if (!isUuid(options.id)) throw notFound('Listing not found');
  const [row] = await db.select().from(listings).where(eq(listings.id, options.id)).limit(1);
  if (!row) throw notFound('Listing not found');
  if (!canManage(row, options.manager)) throw forbidden('Only the seller can manage this listing. Use the link you were given when you posted it.');
  return row;
}
