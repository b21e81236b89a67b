/**
 * Public browse and search, keyset-paginated, every filter served by an index (see
 * db/schema.ts). Sorts: newest (default), price up or down, relevance (with a search).
 */
import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listings } from '../../db/schema';
import { attributeConditions } from '../attributes/attribute-conditions';
import { attributeMatchOf } from '../attributes/attribute-filters';
import { isoCountryCode } from '../geo/country-codes';
import { findCity } from '../geo/find-city';
import { GLOBAL_DEFAULTS } from '../geo/cities';
import { invalid } from '../shared/errors';
import { DAY_MS, startOfDayIn } from '../shared/time';
import { planSearch, type SearchPlan } from '../search/plan-search';
import { decodeCursor, encodeCursor, type ListingCursor } from './listing-cursor';
import type { Listing, ListingFilters } from './listing-schemas';
import { cachedCount } from './count-cache';
import { isPublicListing } from './listing-visibility';
import { PUBLIC_LISTING_COLUMNS, toListing, type PublicListingRow } from './to-listing';

export interface FindListingsResult {
  listings: Listing[];
  /** Cursor of the next page, or null on the last page. */
  nextCursor: string | null;
  /** Words the search was widened with because the typed ones match no title. */
  corrections: string[];
}

/**
 * How many of a search's matches relevance ranks: the newest this many. Beyond them a
 * relevance-sorted list ends (newest first still pages through all). On a classifieds
 * site the best match from last year is rarely what a person wants anyway.
 */
export const RELEVANCE_WINDOW = 1000;

export interface FindListingsOptions {
  now?: Date;
  /** Restricts to listings whose neighbourhood is one of these (regional pages). */
  localities?: string[];
  /** Restricts to listings of these cities (URL segments), e.g. a city's neighbours. */
  cities?: string[];
  /** How many of the newest matches relevance ranks (RELEVANCE_WINDOW). */
  relevanceWindow?: number;
}

export async function findListings(db: Db, filters: ListingFilters, options: FindListingsOptions = {}): Promise<FindListingsResult> {
  const search = filters.search ? await planSearch(db, filters.search) : null;
  const conditions = listingFilterConditions(filters, options, search);
  // Relevance needs something to be relevant to; without a search it is newest first.
  const sort = filters.sort === 'relevance' && !search ? 'newest' : filters.sort;
  const cursor = filters.cursor ? decodeCursor(filters.cursor, sort) : null;
  if (cursor) conditions.push(...keysetConditions(cursor));

  const rank = search ? sql<number>`ts_rank_cd(${listings.searchVector}, ${search.query})` : null;
  // For a rare search, sorting by an expression keeps the planner from walking the
  // created_at index: it reads the few matches from the GIN index and sorts them.
  const createdAtOrder = search?.rare ? sql`${listings.createdAt} + interval '0 seconds'` : listings.createdAt;
  const orderBy: SQL[] =
    sort === 'price_asc'
      ? [sql`${listings.price} asc nulls last`, asc(listings.id)]
      : sort === 'price_desc'
        ? [sql`${listings.price} desc nulls last`, desc(listings.id)]
        : sort === 'relevance' && rank
          ? [desc(rank), desc(listings.createdAt), desc(listings.id)]
          : [sql`${createdAtOrder} desc`, desc(listings.id)];

  const offset = cursor?.sort === 'relevance' ? cursor.offset : 0;
  // Relevance ranks the newest RELEVANCE_WINDOW matches, found through the indexes
  // without ranking anything; ranking every match of a common word (a hundred thousand
  // at a million listings) would cost the rank of each.
  const where =
    sort === 'relevance' && rank
      ? inArray(
          listings.id,
          db
            .select({ id: listings.id })
            .from(listings)
            .where(and(...conditions))
            .orderBy(sql`${createdAtOrder} desc`, desc(listings.id))
            .limit(options.relevanceWindow ?? RELEVANCE_WINDOW),
        )
      : and(...conditions);
  const rows = await db
    .select(PUBLIC_LISTING_COLUMNS)
    .from(listings)
    .where(where)
    .orderBy(...orderBy)
    .limit(filters.limit + 1)
    .offset(offset);
  // Price sorts put listings without a price last. A priced cursor's row comparison
  // leaves them out (so the index can start at the cursor); when the priced listings run
  // out within this page, the page goes on with the unpriced ones.
  if ((cursor?.sort === 'price_asc' || cursor?.sort === 'price_desc') && cursor.price !== null && rows.length <= filters.limit) {
    const unpriced = await db
      .select(PUBLIC_LISTING_COLUMNS)
      .from(listings)
      .where(and(...conditions.slice(0, -1), isNull(listings.price)))
      .orderBy(cursor.sort === 'price_asc' ? asc(listings.id) : desc(listings.id))
      .limit(filters.limit + 1 - rows.length);
    rows.push(...unpriced);
  }

  const page = rows.slice(0, filters.limit);
  const last = page.at(-1);
  const hasMore = rows.length > filters.limit && last !== undefined;
  return {
    listings: page.map(toListing),
    nextCursor: hasMore ? encodeCursor(nextCursor(sort, last, offset + page.length)) : null,
    corrections: search?.corrections ?? [],
  };
}

/** How many public listings match the filters (cursor, sort and limit ignored; cached: count-cache.ts). */
export async function countListings(db: Db, filters: ListingFilters, options: FindListingsOptions = {}): Promise<number> {
  // A count "as of" a given time (tests) is computed afresh.
  if (options.now) return countNow(db, filters, options);
  const { cursor: _cursor, sort: _sort, limit: _limit, ...counted } = filters;
  const key = `listings:${JSON.stringify(counted)}:${JSON.stringify(options.localities ?? null)}:${JSON.stringify(options.cities ?? null)}`;
  return cachedCount(db, key, () => countNow(db, filters, options));
}

async function countNow(db: Db, filters: ListingFilters, options: FindListingsOptions): Promise<number> {
  const search = filters.search ? await planSearch(db, filters.search) : null;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(listings)
    .where(and(...listingFilterConditions(filters, options, search)));
  return row?.count ?? 0;
}

function nextCursor(sort: ListingFilters['sort'], last: PublicListingRow, offset: number): ListingCursor {
  switch (sort) {
    case 'price_asc':
    case 'price_desc':
      return { sort, price: last.price, id: last.id };
    case 'relevance':
      return { sort, offset };
    default:
      return { sort: 'newest', createdAt: last.createdAt, id: last.id };
  }
}

/**
 * Where the next page starts, as row comparisons ("(created_at, id) < (t, id)"): the
 * index on the same columns starts its scan right there, so page 500 costs what page 1
 * does. An OR of the two halves reads the same rows but cannot start the scan: it filters
 * every row before the cursor (ADR 003). Always the last condition (findListings relies on it).
 */
function keysetConditions(cursor: ListingCursor): SQL[] {
  switch (cursor.sort) {
    case 'newest':
      return [sql`(${listings.createdAt}, ${listings.id}) < (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id}::uuid)`];
    case 'relevance':
      return [];
    case 'price_asc':
    case 'price_desc': {
      const after = cursor.sort === 'price_asc' ? gt : lt;
      // Listings without a price come last in both directions.
      if (cursor.price === null) return [and(isNull(listings.price), after(listings.id, cursor.id)) as SQL];
      const direction = sql.raw(cursor.sort === 'price_asc' ? '>' : '<');
      return [sql`(${listings.price}, ${listings.id}) ${direction} (${cursor.price}::numeric, ${cursor.id}::uuid)`];
    }
  }
}

function listingFilterConditions(filters: ListingFilters, options: FindListingsOptions, search: SearchPlan | null): SQL[] {
  const now = options.now ?? new Date();
  const conditions: SQL[] = [isPublicListing(now)];
  if (options.localities && options.localities.length > 0) {
    conditions.push(
      inArray(
        sql`lower(${listings.neighborhood})`,
        options.localities.map((name) => name.toLowerCase()),
      ),
    );
  }
  if (options.cities) conditions.push(inArray(listings.city, options.cities));
  const city = filters.city ? findCity(filters.city) : undefined;
  if (filters.city && !city) {
    throw invalid('Unknown city', [{ field: 'city', message: `No Cityboard site is called "${filters.city}"` }]);
  }
  if (city) conditions.push(eq(listings.city, city.subdomain));
  if (filters.category) conditions.push(eq(listings.category, filters.category));
  if (filters.subcategory) conditions.push(eq(listings.subcategory, filters.subcategory));
  if (filters.condition.length > 0) conditions.push(inArray(listings.condition, filters.condition));
  if (filters.priceMin !== undefined) conditions.push(gte(listings.price, filters.priceMin.toFixed(2)));
  if (filters.priceMax !== undefined) conditions.push(lte(listings.price, filters.priceMax.toFixed(2)));
  if (filters.neighborhood) {
    conditions.push(eq(sql`lower(${listings.neighborhood})`, filters.neighborhood.toLowerCase()));
  }
  if (filters.country) {
    conditions.push(eq(listings.countryCode, isoCountryCode(filters.country)));
  }
  if (filters.region) conditions.push(eq(listings.region, filters.region));
  if (filters.verified) conditions.push(eq(listings.isVerifiedUser, true));
  if (filters.postedDate && filters.postedDate !== 'any') {
    const since =
      filters.postedDate === 'today'
        ? startOfDayIn(city?.timezone ?? GLOBAL_DEFAULTS.timezone, now)
        : new Date(now.getTime() - (filters.postedDate === 'week' ? 7 : 30) * DAY_MS);
    conditions.push(gte(listings.createdAt, since));
  }
  conditions.push(...attributeConditions(attributeMatchOf(filters)));
  if (search) conditions.push(sql`${listings.searchVector} @@ ${search.query}`);
  return conditions;
}
