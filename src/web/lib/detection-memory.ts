/**
 * What this tab remembers of location detection (sessionStorage): the city detected,
 * so coming back to the global home does not ask again, and that the visitor closed
 * the "We detected you're in…" banner.
 */
import { readStorage, writeStorage } from './location-choice';

export const DETECTED_CITY_KEY = 'cityboard:detected-city';
export const BANNER_CLOSED_KEY = 'cityboard:location-banner-closed';

export interface RememberedDetection {
  subdomain: string;
  source: 'geolocation' | 'ip' | 'timezone';
}

export function rememberDetection(detection: RememberedDetection | null): void {
  writeStorage('sessionStorage', DETECTED_CITY_KEY, detection ? JSON.stringify(detection) : 'none');
}

/** undefined: not detected yet this session; null: detected nothing. */
export function rememberedDetection(): RememberedDetection | null | undefined {
  const raw = readStorage('sessionStorage', DETECTED_CITY_KEY);
  if (raw === null) return undefined;
  if (raw === 'none') return null;
  try {
    const value = JSON.parse(raw) as Partial<RememberedDetection>;
    if (typeof value.subdomain === 'string' && ['geolocation', 'ip', 'timezone'].includes(value.source ?? '')) return value as RememberedDetection;
  } catch {
    // Unreadable: detect again.
  }
  return undefined;
}

export function closeLocationBanner(): void {
  writeStorage('sessionStorage', BANNER_CLOSED_KEY, '1');
}

export function locationBannerClosed(): boolean {
  return readStorage('sessionStorage', BANNER_CLOSED_KEY) === '1';
}
