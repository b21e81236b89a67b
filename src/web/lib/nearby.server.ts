import type { Db } from '../../db/client';
import { CITIES, type City } from '../../domain/geo/cities';
import { cityPath } from '../../domain/geo/city-path';
import { commonCountryCode } from '../../domain/geo/country-codes';
import { localDistance, nearbyCities } from '../../domain/geo/nearby-cities';
import { NEAREST_CITY_MAX_KM } from '../../domain/geo/nearest-city';
import { findNearbyListings } from '../../domain/listings/find-nearby-listings';
import type { ListingFilters } from '../../domain/listings/listing-schemas';

/** A place a search can be widened to: a neighbouring city, or the whole country. */
export interface WidenPlace {
  kind: 'city' | 'country' | 'everywhere';
  /** English name (the page translates it). */
  name: string;
  subdomain?: string;
  /** ISO code of the country, for 'country'. */
  code?: string;
  /** Path and query of the wider search, keeping the words, category and filters. */
  href: string;
}

/** The page's query without what belongs to the city (its areas, the place filters, the page cursor). */
function portableSearch(url: URL, changes: Record<string, string> = {}): string {
  const params = new URLSearchParams(url.search);
  for (const key of ['cursor', 'neighborhood', 'country', 'region']) params.delete(key);
  for (const [key, value] of Object.entries(changes)) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Where a city page's search could go when it finds nothing: the cities within 100 km,
 * then the whole country, on the global pages (whose ?country= keeps location
 * detection from moving the visitor back).
 */
export function widenPlaces(city: City | null, url: URL): WidenPlace[] {
  if (!city) return [];
  const near = nearbyCities(city).map(
    (n): WidenPlace => ({ kind: 'city', name: n.city.name, subdomain: n.city.subdomain, href: `${cityPath(n.city)}${portableSearch(url)}` }),
  );
  const hasNeighbours = CITIES.some((other) => other.countryCode === city.countryCode && other.subdomain !== city.subdomain);
  const wider: WidenPlace = hasNeighbours
    ? { kind: 'country', name: city.country, code: city.countryCode, href: `/${portableSearch(url, { country: commonCountryCode(city.countryCode) })}` }
    : { kind: 'everywhere', name: '', href: `/${portableSearch(url, { country: 'all' })}` };
  return [...near, wider];
}

/** Listings of neighbouring cities with how far away each is, as the city's people measure. */
export type Nearby = Awaited<ReturnType<typeof loadNearby>>;
export type NearbyItem = Nearby['items'][number];

/**
 * "Nearby" for a city page whose results ran out (its first page holds them all):
 * matching listings of the cities within 100 km in the same country.
 */
export async function loadNearby(db: Db, city: City | null, filters: ListingFilters, nextCursor: string | null) {
  const nearby = city && !nextCursor && !filters.cursor ? await findNearbyListings(db, { city, filters }) : [];
  return {
    radius: localDistance(NEAREST_CITY_MAX_KM, city?.countryCode ?? ''),
    items: nearby.map(({ listing, near }) => ({
      listing,
      city: { name: near.city.name, subdomain: near.city.subdomain },
      distance: localDistance(near.distanceKm, near.city.countryCode),
    })),
  };
}
