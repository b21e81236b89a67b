/**
 * Public browse and search, keyset-paginated, every filter served by an index (see
 * db/schema/listings.ts). Sorts: newest (default), price up or down, relevance (with a search).
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
import { cachedCount, type ListingsCache } from './listings-cache';
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
 * How many of a common word's matches relevance ranks: the newest this many, three pages
 * of 24. Past them the list goes on with the older matches, newest first, so nothing a
 * search finds is out of reach. Finding the window means walking the newest-first index
 * until this many matches are met, so its size is what relevance costs over newest first
 * (at a million listings, about 28 rows walked per match of "apartment"); a window of
 * 1,000 cost about 30 times a newest-first page there (ADR 003). On a classifieds site
 * the best match from last year is rarely what a person wants anyway.
 */
export const RELEVANCE_WINDOW = 72;
/**
 * A rare word's matches are read from the GIN index all at once whatever the window, so
 * ranking all of them (up to this many) costs little more than finding them.
 */
export const RARE_RELEVANCE_WINDOW = 2000;

export interface FindListingsOptions {
  now?: Date;
  /** Restricts to listings whose neighbourhood is one of these (regional pages). */
  localities?: string[];
  /** Restricts to listings of these cities (URL segments), e.g. a city's neighbours. */
  cities?: string[];
  /** How many of the newest matches relevance ranks (RELEVANCE_WINDOW, or RARE_RELEVANCE_WINDOW). */
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
  const newestFirst = [sql`${createdAtOrder} desc`, desc(listings.id)];
  // Relevance ranks the newest `window` matches, found through the indexes without
  // ranking anything; ranking every match of a common word (a hundred thousand at a
  // million listings) would cost the rank of each. Past the window (a cursor with a
  // date) the list is newest first.
  const ranked = sort === 'relevance' && rank !== null && !(cursor && 'createdAt' in cursor);
  const window = options.relevanceWindow ?? (search?.rare ? RARE_RELEVANCE_WINDOW : RELEVANCE_WINDOW);
  const offset = cursor && 'offset' in cursor ? cursor.offset : 0;
  const orderBy: SQL[] =
    sort === 'price_asc'
      ? [sql`${listings.price} asc nulls last`, asc(listings.id)]
      : sort === 'price_desc'
        ? [sql`${listings.price} desc nulls last`, desc(listings.id)]
        : ranked && rank
          ? [desc(rank), desc(listings.createdAt), desc(listings.id)]
          : newestFirst;

  const rows = await db
    .select(PUBLIC_LISTING_COLUMNS)
    .from(listings)
    .where(
      ranked
        ? inArray(
            listings.id,
            db
              .select({ id: listings.id })
              .from(listings)
              .where(and(...conditions))
              .orderBy(...newestFirst)
              .limit(window),
          )
        : and(...conditions),
    )
    .orderBy(...orderBy)
    .limit(filters.limit + 1)
    .offset(offset);
  // The window ran out within this page: the page goes on newest first from the oldest
  // listing of a full window (a window not full held every match).
  const rankedRows = ranked ? rows.length : 0;
  if (ranked && rows.length <= filters.limit) {
    const [boundary] = await db
      .select({ createdAt: listings.createdAt, id: listings.id })
      .from(listings)
      .where(and(...conditions))
      .orderBy(...newestFirst)
      .offset(window - 1)
      .limit(1);
    if (boundary) {
      const older = await db
        .select(PUBLIC_LISTING_COLUMNS)
        .from(listings)
        .where(and(...conditions, ...keysetConditions({ sort: 'newest', ...boundary })))
        .orderBy(...newestFirst)
        .limit(filters.limit + 1 - rows.length);
      rows.push(...older);
    }
  }
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
    // A page of ranked listings only continues in the window; one that reached past it, newest first.
    nextCursor: hasMore ? encodeCursor(nextCursor(sort, last, page.length <= rankedRows ? offset + page.length : null)) : null,
    corrections: search?.corrections ?? [],
  };
}

export interface CountListingsOptions extends FindListingsOptions {
  /** Keeps the count between writes to listings (listings-cache.ts); none: counted afresh. */
  cache?: ListingsCache | undefined;
}

/** How many public listings match the filters (cursor, sort and limit ignored). */
export async function countListings(db: Db, filters: ListingFilters, options: CountListingsOptions = {}): Promise<number> {
  // A count "as of" a given time (tests) is computed afresh.
  if (options.now) return countNow(db, filters, options);
  const { cursor: _cursor, sort: _sort, limit: _limit, ...counted } = filters;
  const key = `listings:${JSON.stringify(counted)}:${JSON.stringify(options.localities ?? null)}:${JSON.stringify(options.cities ?? null)}`;
  return cachedCount(options.cache, key, () => countNow(db, filters, options));
}

async function countNow(db: Db, filters: ListingFilters, options: FindListingsOptions): Promise<number> {
  const search = filters.search ? await planSearch(db, filters.search) : null;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(listings)
    .where(and(...listingFilterConditions(filters, options, search)));
  return row?.count ?? 0;
}

/** `offset`: where a relevance page within the ranked window continues; null past it. */
function nextCursor(sort: ListingFilters['sort'], last: PublicListingRow, offset: number | null): ListingCursor {
  switch (sort) {
    case 'price_asc':
    case 'price_desc':
      return { sort, price: last.price, id: last.id };
    case 'relevance':
      return offset === null ? { sort, createdAt: last.createdAt, id: last.id } : { sort, offset };
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
    case 'relevance':
      if (!('createdAt' in cursor)) return [];
      return [sql`(${listings.createdAt}, ${listings.id}) < (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id}::uuid)`];
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
    throw invalid('errors.city.unknown', [{ field: 'city', message: 'errors.city.noSite', values: { city: filters.city } }]);
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
