/**
 * Keeps each listing's price verdict on its row, for the deal badges on cards: set when
 * a listing is posted or edited, and filled in the background for listings without one.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listings } from '../../db/schema';
import { isPublicListing } from '../listings/listing-visibility';
import { toListing } from '../listings/to-listing';
import { analysePrice } from './analyse-price';

export async function refreshPriceVerdict(db: Db, listingId: string): Promise<void> {
  const [row] = await db.select().from(listings).where(eq(listings.id, listingId)).limit(1);
  if (!row) return;
  const analysis = await analysePrice(db, toListing(row));
  await db
    .update(listings)
    .set({
      priceStatus: analysis.status,
      pricePercentOff: analysis.percentOff,
      priceConfidence: analysis.confidence,
    })
    .where(eq(listings.id, listingId));
}

/** Gives a verdict to public listings that have none yet, oldest first, `limit` at a time. */
export async function fillMissingPriceVerdicts(db: Db, options: { limit: number }): Promise<number> {
  const rows = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(isPublicListing(), isNull(listings.priceStatus)))
    .orderBy(asc(listings.createdAt))
    .limit(options.limit);
  for (const row of rows) await refreshPriceVerdict(db, row.id);
  return rows.length;
}
