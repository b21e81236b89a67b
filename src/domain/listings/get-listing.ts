import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listings, type ListingRow } from '../../db/schema';
import { notFound } from '../shared/errors';
import { isUuid } from '../shared/ids';
import type { Listing } from './listing-schemas';
import { isPublicListing } from './listing-visibility';
import { toListing } from './to-listing';

const LISTING_GONE = 'errors.listing.gone';

/** The row of a public listing; anything else (unknown, malformed id, not approved, expired) is "not found". */
export async function findPublicListingRow(db: Db, id: string): Promise<ListingRow> {
  if (!isUuid(id)) throw notFound(LISTING_GONE);
  const [row] = await db
    .select()
    .from(listings)
    .where(and(eq(listings.id, id), isPublicListing()))
    .limit(1);
  if (!row) throw notFound(LISTING_GONE);
  return row;
}

/** One public listing, as the public sees it. */
export async function getListing(db: Db, options: { id: string }): Promise<Listing> {
  return toListing(await findPublicListingRow(db, options.id));
}
