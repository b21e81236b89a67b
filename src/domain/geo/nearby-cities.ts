import { CITIES, type City } from './cities';
import { haversineKm, NEAREST_CITY_MAX_KM } from './nearest-city';

export interface NearbyCity {
  city: City;
  distanceKm: number;
}

/**
 * Our other cities in the same country within `maxKm` (100 km, the same reach as "you
 * are in this city"), nearest first: where a visitor could still go to pick something up.
 */
export function nearbyCities(city: City, options: { maxKm?: number; cities?: readonly City[] } = {}): NearbyCity[] {
  const maxKm = options.maxKm ?? NEAREST_CITY_MAX_KM;
  return (options.cities ?? CITIES)
    .filter((other) => other.subdomain !== city.subdomain && other.countryCode === city.countryCode)
    .map((other) => ({ city: other, distanceKm: haversineKm(city.coordinates, other.coordinates) }))
    .filter((near) => near.distanceKm <= maxKm)
    .sort((a, b) => a.distanceKm - b.distanceKm);
}

/** Countries that give road distances in miles. */
const MILES_COUNTRIES = new Set(['US', 'GB']);

/** A distance as the city's people say it: whole miles in the US and Britain, else kilometres. */
export function localDistance(km: number, countryCode: string): { value: number; unit: 'km' | 'mi' } {
  return MILES_COUNTRIES.has(countryCode) ? { value: Math.round(km / 1.609344), unit: 'mi' } : { value: Math.round(km), unit: 'km' };
}
