import type { Db } from '../../db/client';
import { countListings, findListings, type FindListingsOptions } from '../../domain/listings/find-listings';
import { listingFiltersSchema, type ListingFilters } from '../../domain/listings/listing-schemas';

/**
 * Listing filters from a page URL. The page's own city wins over any ?city=; a filter
 * a person mistyped in the URL is dropped rather than failing the page.
 */
export function filtersFromUrl(url: URL, overrides: Partial<Record<string, string | undefined>>): ListingFilters {
  const raw: Record<string, string | string[] | undefined> = {
    search: url.searchParams.get('q') ?? undefined,
    category: url.searchParams.get('category') ?? undefined,
    subcategory: url.searchParams.get('subcategory') ?? undefined,
    priceMin: url.searchParams.get('priceMin') ?? undefined,
    priceMax: url.searchParams.get('priceMax') ?? undefined,
    condition: url.searchParams.getAll('condition'),
    postedDate: url.searchParams.get('postedDate') ?? undefined,
    neighborhood: url.searchParams.get('neighborhood') ?? undefined,
    country: url.searchParams.get('country') ?? undefined,
    region: url.searchParams.get('region') ?? undefined,
    cursor: url.searchParams.get('cursor') ?? undefined,
    ...overrides,
  };
  const parsed = listingFiltersSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const broken = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  const kept = Object.fromEntries(Object.entries(raw).filter(([key]) => !broken.has(key)));
  return listingFiltersSchema.parse(kept);
}

export async function loadBrowse(db: Db, filters: ListingFilters, options: FindListingsOptions = {}) {
  const [page, total] = await Promise.all([findListings(db, filters, options), countListings(db, filters, options)]);
  return { listings: page.listings, nextCursor: page.nextCursor, total };
}
