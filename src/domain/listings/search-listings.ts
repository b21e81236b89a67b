/**
 * Browse and search as visitors run them (the API, the result pages, feeds). What a
 * search costs and feeds is decided here once: a request with search words spends a unit
 * of the visitor's search allowance, and the first page of a search is one search run,
 * counted anonymously for trending searches. Browsing without words is free.
 */
import type { Db } from '../../db/client';
import type { ConsumeLimit } from '../limits/rate-limiter';
import type { SearchLog } from '../search/trending';
import { countListings, findListings, type FindListingsOptions, type FindListingsResult } from './find-listings';
import type { ListingsCache } from './listings-cache';
import type { ListingFilters } from './listing-schemas';

export interface SearchListingsOptions extends FindListingsOptions {
  filters: ListingFilters;
  consumeLimit: ConsumeLimit;
  /** Also count every match, for the result pages' totals. */
  withTotal?: boolean;
  /** A feed is polled by a reader, not searched by a person: it spends the allowance but is no search run. */
  polled?: boolean;
  /** Keeps the total between writes to listings; none: counted afresh. */
  cache?: ListingsCache;
  /** Where search runs are counted for trending; none: not counted. */
  searchLog?: SearchLog;
}

export async function searchListings(
  db: Db,
  { filters, consumeLimit, withTotal = false, polled = false, cache, searchLog, ...options }: SearchListingsOptions,
): Promise<FindListingsResult & { total: number | null }> {
  if (filters.search) await consumeLimit('search');
  const [page, total] = await Promise.all([findListings(db, filters, options), withTotal ? countListings(db, filters, { ...options, cache }) : null]);
  if (filters.search && !filters.cursor && !polled) searchLog?.record({ city: filters.city ?? null, query: filters.search });
  return { ...page, total };
}
