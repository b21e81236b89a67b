/**
 * The public URLs of pages, as paths: shared by the pages' own metadata, the sitemaps,
 * the feeds, the route table and the footer, so a page has one canonical address everywhere.
 */
import type { City } from '../geo/cities';
import { cityPath, pathCountryFor } from '../geo/city-path';

/** "/" for the global marketplace, "/us/newyork" for a city. */
export function homePath(city: City | null | undefined): string {
  return city ? cityPath(city) : '/';
}

/** "/jobs", or "/uk/london/jobs" in a city. */
export function categoryPath(category: string, city: City | null | undefined): string {
  return city ? `${cityPath(city)}/${category}` : `/${category}`;
}

/** A listing's canonical page: under its city when it has one (always a known city: posting checks). */
export function listingPath(listing: { id: string; city: string | null; countryCode: string | null }): string {
  if (!listing.city || !listing.countryCode) return `/listing/${listing.id}`;
  return `${cityPath({ pathCountry: pathCountryFor(listing.countryCode), subdomain: listing.city })}/listing/${listing.id}`;
}

/**
 * The site's own pages (the footer's links): one static segment each, none of them a
 * category slug. The route table, the sitemap and the footer all read this list.
 * Guides sit under the footer's Quick Links, the rest under Legal.
 */
export const SITE_PAGES = [
  { slug: 'categories', group: 'guide' },
  { slug: 'safety', group: 'guide' },
  { slug: 'help', group: 'guide' },
  { slug: 'privacy', group: 'legal' },
  { slug: 'terms', group: 'legal' },
  { slug: 'cookies', group: 'legal' },
  { slug: 'ads-policy', group: 'legal' },
] as const;

export type SitePage = (typeof SITE_PAGES)[number];
export type SitePageSlug = SitePage['slug'];

/** "/safety"; the categories page keeps the visitor's city as `?city=`. */
export function sitePagePath(slug: SitePageSlug, city?: { subdomain: string } | null): string {
  return slug === 'categories' && city ? `/categories?city=${city.subdomain}` : `/${slug}`;
}
