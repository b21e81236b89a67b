/**
 * Public browse and search: newest first, keyset-paginated on (created_at, id), every
 * filter served by an index (see db/schema.ts).
 */
import { and, desc, eq, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listings } from '../../db/schema';
import { findCity } from '../geo/find-city';
import { GLOBAL_DEFAULTS } from '../geo/cities';
import { invalid } from '../shared/errors';
import { DAY_MS, startOfDayIn } from '../shared/time';
import { prefixTsQuery } from '../search/text-query';
import { decodeCursor, encodeCursor } from './listing-cursor';
import type { Listing, ListingFilters } from './listing-schemas';
import { isPublicListing } from './listing-visibility';
import { toListing } from './to-listing';

export interface FindListingsResult {
  listings: Listing[];
  /** Cursor of the next page, or null on the last page. */
  nextCursor: string | null;
}

/** The filter's country codes follow common usage ("UK"); listings store ISO codes. */
const COUNTRY_ALIASES: Record<string, string> = { UK: 'GB' };

export interface FindListingsOptions {
  now?: Date;
  /** Restricts to listings whose neighbourhood is one of these (regional pages). */
  localities?: string[];
}

export async function findListings(
  db: Db,
  filters: ListingFilters,
  options: FindListingsOptions = {},
): Promise<FindListingsResult> {
  const conditions = listingFilterConditions(filters, options);
  if (filters.cursor) {
    const cursor = decodeCursor(filters.cursor);
    conditions.push(
      or(
        lt(listings.createdAt, cursor.createdAt),
        and(eq(listings.createdAt, cursor.createdAt), lt(listings.id, cursor.id)),
      ) as SQL,
    );
  }

  const rows = await db
    .select()
    .from(listings)
    .where(and(...conditions))
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(filters.limit + 1);

  const page = rows.slice(0, filters.limit);
  const last = page.at(-1);
  return {
    listings: page.map(toListing),
    nextCursor: rows.length > filters.limit && last ? encodeCursor({ createdAt: last.createdAt, id: last.id }) : null,
  };
}

/** How many public listings match the filters (cursor and limit ignored). */
export async function countListings(db: Db, filters: ListingFilters, options: FindListingsOptions = {}): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(listings)
    .where(and(...listingFilterConditions(filters, options)));
  return row?.count ?? 0;
}

function listingFilterConditions(filters: ListingFilters, options: FindListingsOptions): SQL[] {
  const now = options.now ?? new Date();
  const conditions: SQL[] = [isPublicListing(now)];
  if (options.localities && options.localities.length > 0) {
    conditions.push(inArray(sql`lower(${listings.neighborhood})`, options.localities.map((name) => name.toLowerCase())));
  }
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
    conditions.push(eq(listings.countryCode, COUNTRY_ALIASES[filters.country] ?? filters.country));
  }
  if (filters.region) conditions.push(eq(listings.region, filters.region));
  if (filters.postedDate && filters.postedDate !== 'any') {
    const since =
      filters.postedDate === 'today'
        ? startOfDayIn(city?.timezone ?? GLOBAL_DEFAULTS.timezone, now)
        : new Date(now.getTime() - (filters.postedDate === 'week' ? 7 : 30) * DAY_MS);
    conditions.push(gte(listings.createdAt, since));
  }
  if (filters.search) {
    const query = prefixTsQuery(filters.search);
    if (query) conditions.push(sql`${listings.searchVector} @@ ${query}`);
  }
  return conditions;
}
