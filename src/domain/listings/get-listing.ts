import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listings } from '../../db/schema';
import { notFound } from '../shared/errors';
import { isUuid } from './listing-cursor';
import type { Listing } from './listing-schemas';
import { isPublicListing } from './listing-visibility';
import { toListing } from './to-listing';

const LISTING_GONE = "The listing you're looking for doesn't exist or has been removed.";

/** One public listing; anything else (unknown, malformed id, not yet approved) is "not found". */
export async function getListing(db: Db, options: { id: string }): Promise<Listing> {
  if (!isUuid(options.id)) throw notFound(LISTING_GONE);
  const [row] = await db
    .select()
    .from(listings)
    .where(and(eq(listings.id, options.id), isPublicListing()))
    .limit(1);
  if (!row) throw notFound(LISTING_GONE);
  return toListing(row);
}
