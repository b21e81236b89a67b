import { findCity, cityPath } from '../../domain/geo/find-city';

/** A listing's canonical page: under its city when it has one. */
export function listingPath(listing: { id: string; city: string | null }): string {
  const city = findCity(listing.city);
  return city ? `${cityPath(city)}/listing/${listing.id}` : `/listing/${listing.id}`;
}
