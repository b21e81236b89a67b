/**
 * Which city a request is about (SPEC section 2): the path first ("/{cc}/{city}",
 * "/global/{city}"), then `?city=`, then the first host label when the host has more
 * than two labels ("melbourne.cityboard.example"). No city means the global site.
 */
import type { City } from './cities';
import { findCity, matchCityPath } from './find-city';

export type CityResolution =
  | { kind: 'city'; city: City; source: 'path' | 'query' | 'host' }
  | { kind: 'global' }
  /** The city exists under another country segment: redirect permanently. */
  | { kind: 'moved'; city: City }
  | { kind: 'unknown' };

export interface CityRequest {
  countrySegment?: string;
  citySegment?: string;
  query?: string | null;
  host?: string | null;
}

export function resolveCity(request: CityRequest): CityResolution {
  if (request.countrySegment && request.citySegment) {
    const match = matchCityPath(request.countrySegment, request.citySegment);
    if (match.kind === 'found') return { kind: 'city', city: match.city, source: 'path' };
    return match.kind === 'moved' ? { kind: 'moved', city: match.city } : { kind: 'unknown' };
  }
  const fromQuery = findCity(request.query);
  if (fromQuery) return { kind: 'city', city: fromQuery, source: 'query' };

  const hostname = (request.host ?? '').split(':')[0] ?? '';
  const labels = hostname.split('.').filter(Boolean);
  // An IP address has four "labels" too but names no city.
  if (labels.length > 2 && !/^\d+$/.test(labels.at(-1) ?? '')) {
    const fromHost = findCity(labels[0]);
    if (fromHost) return { kind: 'city', city: fromHost, source: 'host' };
  }
  return { kind: 'global' };
}
