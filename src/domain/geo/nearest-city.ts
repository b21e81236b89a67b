/**
 * The nearest Cityboard city to a point (SPEC section 4, location detection): great-circle
 * distance by the haversine formula on a sphere of radius 6371 km, and only cities
 * within 100 km count — farther than that, a visitor is not "in" any of our cities.
 */
import { CITIES, type City } from './cities';

export const EARTH_RADIUS_KM = 6371;
export const NEAREST_CITY_MAX_KM = 100;

export interface LatLng {
  lat: number;
  lng: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres. */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function isLatLng(point: Partial<LatLng> | null | undefined): point is LatLng {
  return (
    !!point &&
    typeof point.lat === 'number' &&
    typeof point.lng === 'number' &&
    Math.abs(point.lat) <= 90 &&
    Math.abs(point.lng) <= 180
  );
}

/** The closest city within `maxKm` (100 km by default), or null when none is that close. */
export function nearestCity(
  point: LatLng,
  options: { cities?: readonly City[]; maxKm?: number } = {},
): { city: City; distanceKm: number } | null {
  if (!isLatLng(point)) return null;
  const maxKm = options.maxKm ?? NEAREST_CITY_MAX_KM;
  let best: { city: City; distanceKm: number } | null = null;
  for (const city of options.cities ?? CITIES) {
    const distanceKm = haversineKm(point, city.coordinates);
    if (distanceKm <= maxKm && (!best || distanceKm < best.distanceKm)) best = { city, distanceKm };
  }
  return best;
}
