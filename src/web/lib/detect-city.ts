/**
 * Location detection in the browser (SPEC section 4), in SPEC's order and asking for
 * nothing the visitor has not agreed to:
 * 1. the browser's position (5 s timeout), but only when the visitor already granted
 *    geolocation to Cityboard — the permission prompt only ever follows a click on
 *    "Use my location" (`locateVisitor`);
 * 2. our own server's IP lookup (`GET /api/location/detect`, answered from a local
 *    database: no third party sees the visitor);
 * 3. the browser's timezone, through the 16-zone mapping.
 * A position counts when one of our cities is within 100 km. A failing step only logs
 * to the console and the next one runs.
 */
import type { City } from '../../domain/geo/cities';
import { findCity } from '../../domain/geo/find-city';
import type { LocationDetection } from '../../domain/geo/location-schemas';
import { nearestCity, type LatLng } from '../../domain/geo/nearest-city';
import { cityForTimezone } from '../../domain/geo/timezone-city';

/** SPEC section 9: geolocation timeout. */
export const GEOLOCATION_TIMEOUT_MS = 5000;

export type DetectionSource = 'geolocation' | 'ip' | 'timezone';

export interface Detected {
  city: City;
  source: DetectionSource;
}

/** The browser's capabilities detection uses; tests pass fakes. */
export interface DetectionEnvironment {
  geolocation?: Pick<Geolocation, 'getCurrentPosition'>;
  permissions?: Pick<Permissions, 'query'>;
  /** The subdomain of the IP's city, or null. */
  ipCity: () => Promise<string | null>;
  timeZone: () => string | undefined;
  log: (message: string, error?: unknown) => void;
  timeoutMs?: number;
}

export function browserEnvironment(): DetectionEnvironment {
  return {
    geolocation: typeof navigator !== 'undefined' ? navigator.geolocation : undefined,
    permissions: typeof navigator !== 'undefined' ? navigator.permissions : undefined,
    ipCity: async () => {
      const response = await fetch('/api/location/detect', { credentials: 'same-origin', headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
      return ((await response.json()) as LocationDetection).city?.subdomain ?? null;
    },
    timeZone: () => Intl.DateTimeFormat().resolvedOptions().timeZone,
    log: (message, error) => console.warn(`[location] ${message}`, ...(error === undefined ? [] : [error])),
  };
}

/** True only when the visitor already allowed geolocation: asking the Permissions API never prompts. */
export async function geolocationGranted(env: DetectionEnvironment): Promise<boolean> {
  if (!env.geolocation || !env.permissions) return false;
  try {
    return (await env.permissions.query({ name: 'geolocation' })).state === 'granted';
  } catch (error) {
    env.log('could not read the geolocation permission', error);
    return false;
  }
}

/**
 * The browser's position within the timeout. The timeout is ours as well as the
 * browser's, so a browser (or extension) that never answers cannot stall detection.
 */
export function currentPosition(env: DetectionEnvironment, options: { fresh?: boolean } = {}): Promise<LatLng> {
  const timeoutMs = env.timeoutMs ?? GEOLOCATION_TIMEOUT_MS;
  return new Promise((resolve, reject) => {
    if (!env.geolocation) {
      reject(new Error('geolocation is not available'));
      return;
    }
    const timer = setTimeout(() => reject(new Error(`no position within ${timeoutMs} ms`)), timeoutMs);
    env.geolocation.getCurrentPosition(
      (position) => {
        clearTimeout(timer);
        resolve({ lat: position.coords.latitude, lng: position.coords.longitude });
      },
      (error) => {
        clearTimeout(timer);
        reject(new Error(`geolocation failed (${error.code}): ${error.message}`));
      },
      // A position up to 10 minutes old is good enough for a guess; a click asks for a fresh one.
      { timeout: timeoutMs, maximumAge: options.fresh ? 0 : 10 * 60 * 1000, enableHighAccuracy: false },
    );
  });
}

/** The city within 100 km of the browser's position; null when none is that close. Rejects when there is no position. */
export async function cityFromPosition(env: DetectionEnvironment, options: { fresh?: boolean } = {}): Promise<City | null> {
  return nearestCity(await currentPosition(env, options))?.city ?? null;
}

/** SPEC's detection order without any prompt; null when every step came back empty. */
export async function detectCity(env: DetectionEnvironment): Promise<Detected | null> {
  if (await geolocationGranted(env)) {
    try {
      const city = await cityFromPosition(env);
      if (city) return { city, source: 'geolocation' };
      env.log('no Cityboard city within 100 km of the browser position');
    } catch (error) {
      env.log('browser position unavailable', error);
    }
  }
  try {
    const city = findCity(await env.ipCity());
    if (city) return { city, source: 'ip' };
  } catch (error) {
    env.log('IP lookup failed', error);
  }
  try {
    const city = cityForTimezone(env.timeZone());
    if (city) return { city, source: 'timezone' };
  } catch (error) {
    env.log('timezone unavailable', error);
  }
  return null;
}
