/**
 * Keeps each listing's price verdict on its row, for the deal badges on cards: set when
 * a listing is posted or edited, filled in the background for listings without one, and
 * brought up to date whenever someone opens the listing's price check.
 *
 * One source for the verdict: analysePrice. The market moves as listings come and go,
 * and the price check is where a buyer reads the evidence, so it is never served from a
 * stored copy: it is the analysis a run now would give, kept only while no listing has
 * changed since (the listings cache's version, at most a minute; at a million listings one
 * analysis read 30–230 ms of SQL, and every render of the page that is not cached ran
 * it). Cards cannot afford an analysis each, so they show the stored verdict; when the
 * fresh one differs it is stored at once, and the card a buyer goes back to agrees with
 * the page they just read.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listings } from '../../db/schema';
import type { ListingsCache } from '../listings/listings-cache';
import { isPublicListing } from '../listings/listing-visibility';
import { toListing } from '../listings/to-listing';
import { analysePrice, type PriceAnalysis, type PriceSubject } from './analyse-price';
import type { PriceVerdict } from './deal-badge';

export async function refreshPriceVerdict(db: Db, listingId: string): Promise<void> {
  const [row] = await db.select().from(listings).where(eq(listings.id, listingId)).limit(1);
  if (!row) return;
  await storePriceVerdict(db, listingId, await analysePrice(db, toListing(row)));
}

/**
 * The price check of a public listing (its page, GET /api/listings/{id}/price-analysis),
 * computed now; the stored verdict the cards show follows it when it has changed.
 */
export async function checkListingPrice(
  db: Db,
  listing: PriceSubject & { id: string; priceAnalysis: PriceVerdict | null },
  options: { cache?: ListingsCache } = {},
): Promise<PriceAnalysis> {
  const compute = () => analysePrice(db, listing);
  const analysis = await (options.cache ? options.cache.whileListingsUnchanged('price-check', listing.id, compute) : compute());
  if (!sameVerdict(listing.priceAnalysis, analysis)) await storePriceVerdict(db, listing.id, analysis);
  return analysis;
}

function sameVerdict(stored: PriceVerdict | null, fresh: PriceAnalysis): boolean {
  return stored?.status === fresh.status && stored.percentOff === fresh.percentOff && stored.confidence === fresh.confidence;
}

async function storePriceVerdict(db: Db, listingId: string, analysis: PriceAnalysis): Promise<void> {
  await db
    .update(listings)
    .set({
      priceStatus: analysis.status,
      pricePercentOff: analysis.percentOff,
      priceConfidence: analysis.confidence,
      // A new verdict is not an edit of the listing: sitemaps and feeds keep its date.
      updatedAt: sql`${listings.updatedAt}`,
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
