/**
 * "Similar listings" under a listing: public, unsold ads of the same city, category,
 * subcategory and item type (a road bike's are road bikes, a bike lamp's are other bike
 * things without a bike type: `attributes/item-type.ts`) that share words with its title,
 * best first by text and then by price; none when there are none (never a sofa under a car).
 *
 * Text: the listing's own title terms (the A-weighted lexemes of its stored search
 * vector, CJK bigrams included) as an OR query, ranked with ts_rank_cd like search
 * relevance, plus pg_trgm's title similarity for near spellings. Price: 1 for the same
 * price, falling with the log of the ratio, so 50 vs 100 weighs like 100 vs 200.
 * A candidate must match the title terms or be trigram-similar, and only the newest
 * SIMILAR_CANDIDATES candidates are scored: in a big city a title's words ("with",
 * "bike") are in thousands of ads, and scoring all of them cost 200–400 ms a listing page
 * at a million listings. The newest are found by walking the city's newest-first index
 * (or read from the GIN indexes when few match), and on a classifieds site the older
 * ones are the likelier to be gone anyway.
 */
import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listings } from '../../db/schema';
import { itemTypeOf, sameItemType } from '../attributes/item-type';
import type { Listing } from './listing-schemas';
import { isPublicListing } from './listing-visibility';
import { toListing } from './to-listing';

export const SIMILAR_LISTINGS_MAX = 8;
/** How many of the newest candidates are scored (see above). */
export const SIMILAR_CANDIDATES = 200;
/** Price closeness counts less than sharing words: a cheap lamp is not like a dear sofa. */
const PRICE_WEIGHT = 0.5;

export async function findSimilarListings(
  db: Db,
  options: {
    listing: Pick<Listing, 'id' | 'city' | 'category' | 'subcategory' | 'attributes' | 'price'>;
    limit?: number;
    now?: Date;
    /** How many of the newest candidates are scored (SIMILAR_CANDIDATES). */
    candidates?: number;
  },
): Promise<Listing[]> {
  const { listing } = options;
  const limit = Math.min(options.limit ?? SIMILAR_LISTINGS_MAX, SIMILAR_LISTINGS_MAX);
  const [source] = await db
    .select({
      title: listings.title,
      // quote_literal keeps a lexeme with tsquery syntax in it (':', '&', '!') one plain term.
      terms: sql<
        string | null
      >`(select string_agg(quote_literal(term), ' | ') from unnest(tsvector_to_array(ts_filter(${listings.searchVector}, '{a}'))) as term)`,
    })
    .from(listings)
    .where(eq(listings.id, listing.id))
    .limit(1);
  if (!source?.terms) return [];

  const query = sql`to_tsquery('simple', ${source.terms})`;
  const textScore = sql`(ts_rank_cd(${listings.searchVector}, ${query}, 32) + similarity(${listings.title}, ${source.title}))`;
  const price = listing.price !== null && Number(listing.price) > 0 ? Number(listing.price) : null;
  const priceScore = price
    ? sql`coalesce(case when ${listings.price} > 0 then 1 / (1 + abs(ln(${listings.price}::float8 / ${price}))) end, 0)`
    : sql`0::float8`;
  const itemType = itemTypeOf(listing.category, listing.subcategory, listing.attributes);
  const candidates = db
    .select({ id: listings.id })
    .from(listings)
    .where(
      and(
        // Global listings (no city) are like each other.
        listing.city ? eq(listings.city, listing.city) : isNull(listings.city),
        eq(listings.category, listing.category),
        listing.subcategory ? eq(listings.subcategory, listing.subcategory) : isNull(listings.subcategory),
        ...(itemType ? [sameItemType(itemType)] : []),
        ne(listings.id, listing.id),
        eq(listings.status, 'active'),
        isPublicListing(options.now),
        sql`(${listings.searchVector} @@ ${query} or ${listings.title} % ${source.title})`,
      ),
    )
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(options.candidates ?? SIMILAR_CANDIDATES);
  const rows = await db
    .select()
    .from(listings)
    .where(inArray(listings.id, candidates))
    .orderBy(desc(sql`${textScore} + ${PRICE_WEIGHT} * ${priceScore}`), desc(listings.createdAt))
    .limit(limit);
  return rows.map(toListing);
}
