import type { Db } from '../../db/client';
import { CITIES, type City } from '../../domain/geo/cities';
import { cityPath } from '../../domain/geo/city-path';
import { commonCountryCode } from '../../domain/geo/country-codes';
import { localDistance, nearbyCities } from '../../domain/geo/nearby-cities';
import { NEAREST_CITY_MAX_KM } from '../../domain/geo/nearest-city';
import { VICTORIA_STATE } from '../../domain/geo/victoria';
import { victoriaBreadcrumb, type VictoriaPlace } from '../../domain/geo/victoria-place';
import { findNearbyListings, findNearbyVictoriaListings } from '../../domain/listings/find-nearby-listings';
import type { ListingFilters } from '../../domain/listings/listing-schemas';

/**
 * Where a page's search is: one of our cities, a Victorian place (state, region, town or
 * suburb), or nowhere in particular (the global pages). City homes, category pages and
 * Victoria pages share the rules below: how to widen a search that found nothing, and
 * what "Nearby" shows once the page's own results have run out.
 */
export type SearchPlace = City | VictoriaPlace | null;

const isVictorian = (place: NonNullable<SearchPlace>): place is VictoriaPlace => 'level' in place;

/** A place a search can be widened to: a neighbouring city, a wider Victorian place, the whole country. */
export interface WidenPlace {
  kind: 'city' | 'place' | 'country' | 'everywhere';
  /** English name (the page translates a city's or country's). */
  name: string;
  subdomain?: string;
  /** ISO code of the country, for 'country'. */
  code?: string;
  /** Path and query of the wider search, keeping the words, category and filters. */
  href: string;
}

/** The page's query without what belongs to the place (its areas, the place filters, the page cursor). */
function portableSearch(url: URL, changes: Record<string, string> = {}): string {
  const params = new URLSearchParams(url.search);
  for (const key of ['cursor', 'neighborhood', 'country', 'region']) params.delete(key);
  for (const [key, value] of Object.entries(changes)) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The whole country on the global pages (whose ?country= keeps location detection from moving the visitor back). */
function wholeCountry(countryCode: string, name: string, url: URL, path = '/'): WidenPlace {
  return { kind: 'country', name, code: countryCode, href: `${path}${portableSearch(url, { country: commonCountryCode(countryCode) })}` };
}

/**
 * Where a search that found nothing could go. A city: its neighbours within 100 km, then
 * its country (or every city, for a country we have one city in). A Victorian place: the
 * places it lies in, nearest first, then Australia. A category page keeps its category,
 * as every link keeps the words and filters.
 */
export function widenPlaces(place: SearchPlace, url: URL, options: { category?: string } = {}): WidenPlace[] {
  if (!place) return [];
  const suffix = options.category ? `/${options.category}` : '';
  if (isVictorian(place)) {
    const wider = victoriaBreadcrumb(place)
      .slice(0, -1)
      .reverse()
      .map((crumb): WidenPlace => ({ kind: 'place', name: crumb.name, href: `${crumb.path}${portableSearch(url)}` }));
    const country = wholeCountry(VICTORIA_STATE.countryCode, VICTORIA_STATE.country, url, options.category ? `/${options.category}` : '/');
    return [...wider, country];
  }
  const near = nearbyCities(place).map(
    (n): WidenPlace => ({ kind: 'city', name: n.city.name, subdomain: n.city.subdomain, href: `${cityPath(n.city)}${suffix}${portableSearch(url)}` }),
  );
  const hasNeighbours = CITIES.some((other) => other.countryCode === place.countryCode && other.subdomain !== place.subdomain);
  const globalPath = options.category ? `/${options.category}` : '/';
  const wider: WidenPlace = hasNeighbours
    ? wholeCountry(place.countryCode, place.country, url, globalPath)
    : { kind: 'everywhere', name: '', href: `${globalPath}${portableSearch(url, { country: 'all' })}` };
  return [...near, wider];
}

/** Listings of neighbouring places with how far away each is, as the place's people measure. */
export type Nearby = Awaited<ReturnType<typeof loadNearby>>;
export type NearbyItem = Nearby['items'][number];

/**
 * "Nearby" for a page whose results ran out (its first page holds them all): matching
 * listings of the cities within 100 km in the same country, or, on a Victorian page,
 * of the towns and suburbs within 100 km of it.
 */
export async function loadNearby(db: Db, place: SearchPlace, filters: ListingFilters, nextCursor: string | null) {
  const ranOut = !nextCursor && !filters.cursor;
  const countryCode = !place ? '' : isVictorian(place) ? VICTORIA_STATE.countryCode : place.countryCode;
  const radius = localDistance(NEAREST_CITY_MAX_KM, countryCode);
  if (!place || !ranOut) return { radius, origin: null, items: [] };
  if (isVictorian(place)) {
    const nearby = await findNearbyVictoriaListings(db, { place, filters });
    return {
      radius,
      origin: { kind: 'places' as const, name: place.heading, subdomain: '' },
      items: nearby.map(({ listing, near }) => ({ listing, place: { name: near.name, subdomain: '' }, distance: localDistance(near.distanceKm, countryCode) })),
    };
  }
  const nearby = await findNearbyListings(db, { city: place, filters });
  return {
    radius,
    origin: { kind: 'cities' as const, name: place.name, subdomain: place.subdomain },
    items: nearby.map(({ listing, near }) => ({
      listing,
      place: { name: near.city.name, subdomain: near.city.subdomain },
      distance: localDistance(near.distanceKm, near.city.countryCode),
    })),
  };
}
