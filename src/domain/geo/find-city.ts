import { CITIES, GLOBAL_DEFAULTS, type City } from './cities';
import { PATH_COUNTRIES } from './city-path';

const bySubdomain = new Map(CITIES.map((city) => [city.subdomain, city]));

export function findCity(subdomain: string | null | undefined): City | undefined {
  return subdomain ? bySubdomain.get(subdomain.toLowerCase()) : undefined;
}


export function isPathCountry(segment: string): boolean {
  return segment === 'global' || (PATH_COUNTRIES as readonly string[]).includes(segment);
}

export type CityMatch =
  | { kind: 'found'; city: City }
  /** A known city under the wrong country segment: send the visitor to its real path. */
  | { kind: 'moved'; city: City }
  | { kind: 'unknown' };

/** Resolves "/{country}/{city}". */
export function matchCityPath(countrySegment: string, citySegment: string): CityMatch {
  const city = findCity(citySegment);
  if (!city || !isPathCountry(countrySegment.toLowerCase())) return { kind: 'unknown' };
  return city.pathCountry === countrySegment.toLowerCase() ? { kind: 'found', city } : { kind: 'moved', city };
}

/** Language, currency and timezone that apply on a page: the city's, or the global defaults. */
export interface Locality {
  city: City | null;
  languageCode: string;
  locale: string;
  currency: string;
  currencySymbol: string;
  timezone: string;
}

export function localityOf(city: City | null | undefined): Locality {
  if (!city) return { city: null, ...GLOBAL_DEFAULTS };
  return {
    city,
    languageCode: city.languageCode,
    locale: city.locale,
    currency: city.currency,
    currencySymbol: city.currencySymbol,
    timezone: city.timezone,
  };
}
