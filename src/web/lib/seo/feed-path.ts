import type { City } from '../../../domain/geo/cities';

/** The page's query, minus paging, sorting and language, as the feed's query. */
const FEED_PARAMS = ['q', 'subcategory', 'priceMin', 'priceMax', 'condition', 'postedDate', 'neighborhood', 'country', 'region'] as const;

/** "/feeds/listings.xml?city=london&category=jobs&q=…": the page's search as an RSS feed. */
export function feedPath(options: { city: City | null; category: string | null; search: URLSearchParams }): string {
  const query = new URLSearchParams();
  if (options.city) query.set('city', options.city.subdomain);
  if (options.category) query.set('category', options.category);
  for (const name of FEED_PARAMS) for (const value of options.search.getAll(name)) if (value) query.append(name, value);
  const text = query.toString();
  return `/feeds/listings.xml${text ? `?${text}` : ''}`;
}
