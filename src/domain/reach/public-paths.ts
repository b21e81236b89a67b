/**
 * The public URLs of pages, as paths: shared by the pages' own metadata, the sitemaps
 * and the feeds, so a listing has one canonical address everywhere.
 */
import type { City } from '../geo/cities';
import { cityPath, findCity } from '../geo/find-city';

/** "/" for the global marketplace, "/us/newyork" for a city. */
export function homePath(city: City | null | undefined): string {
  return city ? cityPath(city) : '/';
}

/** "/jobs", or "/uk/london/jobs" in a city. */
export function categoryPath(category: string, city: City | null | undefined): string {
  return city ? `${cityPath(city)}/${category}` : `/${category}`;
}

/** A listing's canonical page: under its city when it has one. */
export function listingPath(listing: { id: string; city: string | null }): string {
  const city = findCity(listing.city);
  return city ? `${cityPath(city)}/listing/${listing.id}` : `/listing/${listing.id}`;
}
