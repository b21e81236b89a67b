/**
 * What the browser remembers about the visitor's city, kept small because the city
 * selector (on every page) reads it:
 * - that they chose 'Global Marketplace' (localStorage): the global home then stays
 *   global instead of moving to a detected city, until they pick a city again;
 * - the city detected in this tab's session (sessionStorage), so coming back to the
 *   home does not ask again;
 * - that they closed the "We detected you're in…" banner this session.
 * Storage can be unavailable (private modes, blocked cookies): everything then behaves
 * as if nothing was remembered.
 */
export const GLOBAL_CHOICE_KEY = 'cityboard:global-chosen';
export const DETECTED_CITY_KEY = 'cityboard:detected-city';
export const BANNER_CLOSED_KEY = 'cityboard:location-banner-closed';

function storage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null;
  }
}

function read(kind: 'localStorage' | 'sessionStorage', key: string): string | null {
  try {
    return storage(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(kind: 'localStorage' | 'sessionStorage', key: string, value: string | null): void {
  try {
    const store = storage(kind);
    if (value === null) store?.removeItem(key);
    else store?.setItem(key, value);
  } catch {
    // Full or blocked storage: the choice simply is not remembered.
  }
}

/** Called with true when the visitor picks 'Global Marketplace', false when they pick a city. */
export function rememberGlobalChoice(chosen: boolean): void {
  write('localStorage', GLOBAL_CHOICE_KEY, chosen ? '1' : null);
}

export function hasChosenGlobal(): boolean {
  return read('localStorage', GLOBAL_CHOICE_KEY) === '1';
}

export interface RememberedDetection {
  subdomain: string;
  source: 'geolocation' | 'ip' | 'timezone';
}

export function rememberDetection(detection: RememberedDetection | null): void {
  write('sessionStorage', DETECTED_CITY_KEY, detection ? JSON.stringify(detection) : 'none');
}

/** undefined: not detected yet this session; null: detected nothing. */
export function rememberedDetection(): RememberedDetection | null | undefined {
  const raw = read('sessionStorage', DETECTED_CITY_KEY);
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
  write('sessionStorage', BANNER_CLOSED_KEY, '1');
}

export function locationBannerClosed(): boolean {
  return read('sessionStorage', BANNER_CLOSED_KEY) === '1';
}
