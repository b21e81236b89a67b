import type { Db } from '../../db/client';
import type { City } from '../geo/cities';
import { nearbyCities, type NearbyCity } from '../geo/nearby-cities';
import { findListings } from './find-listings';
import type { Listing, ListingFilters } from './listing-schemas';

export interface NearbyListing {
  listing: Listing;
  /** The listing's city, and how far it is from the page's city. */
  near: NearbyCity;
}

/**
 * "Nearby": the newest listings matching the page's search and filters in the other
 * cities of the same country within 100 km, each with its distance. For a city page
 * whose own results ran out. The neighbourhood and place filters belong to the page's
 * city and are left behind; a search here spends no search allowance (the page's own
 * search already did).
 */
export async function findNearbyListings(
  db: Db,
  options: { city: City; filters: ListingFilters; limit?: number; now?: Date },
): Promise<NearbyListing[]> {
  const near = nearbyCities(options.city);
  if (near.length === 0) return [];
  const bySubdomain = new Map(near.map((n) => [n.city.subdomain, n]));
  const filters: ListingFilters = {
    ...options.filters,
    city: undefined,
    cursor: undefined,
    neighborhood: undefined,
    country: undefined,
    region: undefined,
    limit: options.limit ?? 8,
  };
  const page = await findListings(db, filters, { cities: [...bySubdomain.keys()], now: options.now });
  return page.listings.flatMap((listing) => {
    const city = listing.city ? bySubdomain.get(listing.city) : undefined;
    return city ? [{ listing, near: city }] : [];
  });
}
