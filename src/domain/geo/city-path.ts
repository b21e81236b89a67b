/*
 * City URLs without the city table, so the header, footer and listing cards link
 * cities without shipping the table to the browser.
 */
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

/** The URL segment for an ISO country code. GB is the one whose segment differs from its code. */
export function pathCountryFor(countryCode: string): PathCountry {
  const segment = countryCode.toUpperCase() === 'GB' ? 'uk' : countryCode.toLowerCase();
  return (PATH_COUNTRIES as readonly string[]).includes(segment) ? (segment as PathCountry) : 'global';
}

/** The URL of a city's home, e.g. "/us/newyork" or "/global/dubai". */
export function cityPath(city: { pathCountry: PathCountry; subdomain: string }): string {
  return `/${city.pathCountry}/${city.subdomain}`;
}
