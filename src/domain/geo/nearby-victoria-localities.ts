import { haversineKm, NEAREST_CITY_MAX_KM, type LatLng } from './nearest-city';
import { VICTORIA_REGIONS } from './victoria';
import type { VictoriaPlace } from './victoria-place';

export interface NearbyLocality {
  /** The locality's name, as listings store it in their neighbourhood. */
  name: string;
  distanceKm: number;
}

/**
 * Where a Victorian place is measured from: a suburb's or town's own centre, a region's
 * main hub. The state is everywhere at once, so it has no centre (and no "nearby").
 */
export function victoriaPlaceCentre(place: Pick<VictoriaPlace, 'suburb' | 'hub' | 'region'>): LatLng | null {
  const point = place.suburb ?? place.hub ?? place.region?.hubs[0];
  return point ? { lat: point.latitude, lng: point.longitude } : null;
}

/**
 * The Victorian towns and suburbs within `maxKm` (100 km, as for cities) of a place and
 * outside it, nearest first: where a visitor to that place could still go to pick
 * something up. A name that several localities share counts once, at its nearest.
 */
export function nearbyVictoriaLocalities(
  place: Pick<VictoriaPlace, 'suburb' | 'hub' | 'region' | 'localities'>,
  options: { maxKm?: number } = {},
): NearbyLocality[] {
  const centre = victoriaPlaceCentre(place);
  if (!centre) return [];
  const maxKm = options.maxKm ?? NEAREST_CITY_MAX_KM;
  const inside = new Set(place.localities.map((name) => name.toLowerCase()));
  const nearest = new Map<string, NearbyLocality>();
  const points = VICTORIA_REGIONS.flatMap((region) => region.hubs.flatMap((hub) => [hub, ...hub.suburbs]));
  for (const point of points) {
    const key = point.name.toLowerCase();
    if (inside.has(key)) continue;
    const distanceKm = haversineKm(centre, { lat: point.latitude, lng: point.longitude });
    if (distanceKm > maxKm) continue;
    const known = nearest.get(key);
    if (!known || distanceKm < known.distanceKm) nearest.set(key, { name: point.name, distanceKm });
  }
  return [...nearest.values()].sort((a, b) => a.distanceKm - b.distanceKm);
}
