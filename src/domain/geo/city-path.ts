/*
 * City URLs without the city table, so the header, footer and listing cards link
 * cities without shipping the table to the browser.
 */
import { commonCountryCode } from './country-codes';

/** Countries with their own URL segment; every other country lives under /global. */
export const PATH_COUNTRIES = [
  'au',
  'uk',
  'ca',
  'us',
  'de',
  'fr',
  'es',
  'it',
  'jp',
  'sg',
  'nl',
  'be',
  'ch',
  'at',
  'se',
  'no',
  'dk',
  'fi',
  'ie',
  'nz',
  'za',
] as const;

export type PathCountry = (typeof PATH_COUNTRIES)[number] | 'global';

/** The URL segment for an ISO country code: the code as people write it ('uk' for GB), lower case. */
export function pathCountryFor(countryCode: string): PathCountry {
  const segment = commonCountryCode(countryCode.toUpperCase()).toLowerCase();
  return (PATH_COUNTRIES as readonly string[]).includes(segment) ? (segment as PathCountry) : 'global';
}

/** The URL of a city's home, e.g. "/us/newyork" or "/global/dubai". */
export function cityPath(city: { pathCountry: PathCountry; subdomain: string }): string {
  return `/${city.pathCountry}/${city.subdomain}`;
}
