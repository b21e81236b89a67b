import type { Db } from '../../db/client';
import type { City } from '../geo/cities';
import { nearbyCities, type NearbyCity } from '../geo/nearby-cities';
import { nearbyVictoriaLocalities, type NearbyLocality } from '../geo/nearby-victoria-localities';
import type { VictoriaPlace } from '../geo/victoria-place';
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

export interface NearbyLocalityListing {
  listing: Listing;
  /** The Victorian town or suburb the listing is in, and how far it is from the page's place. */
  near: NearbyLocality;
}

/**
 * "Nearby" for a Victorian place: the newest listings matching the page's search and
 * filters in the towns and suburbs within 100 km outside it, each with its distance.
 * The same rule as for cities, measured between Victoria's own localities.
 */
export async function findNearbyVictoriaListings(
  db: Db,
  options: { place: Pick<VictoriaPlace, 'suburb' | 'hub' | 'region' | 'localities'>; filters: ListingFilters; limit?: number; now?: Date },
): Promise<NearbyLocalityListing[]> {
  const near = nearbyVictoriaLocalities(options.place);
  if (near.length === 0) return [];
  const byName = new Map(near.map((n) => [n.name.toLowerCase(), n]));
  const limit = options.limit ?? 8;
  // Within 100 km of a town lie hundreds of suburbs (all of Melbourne, from Geelong): of the
  // newest matches, the nearest come first, so the town next door is not pushed out by the city.
  const filters: ListingFilters = { ...options.filters, cursor: undefined, neighborhood: undefined, limit: limit * 4 };
  const page = await findListings(db, filters, { localities: near.map((n) => n.name), now: options.now });
  const found = page.listings.flatMap((listing) => {
    const locality = byName.get(listing.neighborhood.toLowerCase());
    return locality ? [{ listing, near: locality }] : [];
  });
  return found.sort((a, b) => a.near.distanceKm - b.near.distanceKm).slice(0, limit);
}
