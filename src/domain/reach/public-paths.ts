/**
 * The public URLs of pages, as paths: shared by the pages' own metadata, the sitemaps
 * and the feeds, so a listing has one canonical address everywhere.
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
