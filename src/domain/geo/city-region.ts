/**
 * The filter region (see filter-regions.ts) each city site lies in, so a listing
 * posted in Seattle is found by the sidebar's "United States → Washington".
 */
import type { City } from './cities';
import { commonCountryCode } from './country-codes';
import { FILTER_COUNTRIES } from './filter-regions';

/** Each filter-country city's state or province, by filter-region name. */
const CITY_REGION_NAMES: Readonly<Record<string, string>> = {
  newyork: 'New York',
  losangeles: 'California',
  sanfrancisco: 'California',
  chicago: 'Illinois',
  houston: 'Texas',
  dallas: 'Texas',
  miami: 'Florida',
  washingtondc: 'District of Columbia',
  boston: 'Massachusetts',
  seattle: 'Washington',
  toronto: 'Ontario',
  vancouver: 'British Columbia',
  montreal: 'Quebec',
  calgary: 'Alberta',
  london: 'London',
  manchester: 'North West England',
  birmingham: 'West Midlands',
  sydney: 'New South Wales',
  melbourne: 'Victoria',
  brisbane: 'Queensland',
  perth: 'Western Australia',
  auckland: 'Auckland',
  dublin: 'Dublin',
  johannesburg: 'Gauteng',
  capetown: 'Western Cape',
  durban: 'KwaZulu-Natal',
};

/**
 * The filter-region slug of a city's state or province, taken from FILTER_COUNTRIES
 * itself so a renamed slug cannot silently leave listings outside every region.
 */
export function filterRegionOf(city: Pick<City, 'countryCode' | 'subdomain'>): string | null {
  const country = FILTER_COUNTRIES.find((c) => c.code === commonCountryCode(city.countryCode));
  const regionName = CITY_REGION_NAMES[city.subdomain];
  if (!country || !regionName) return null;
  return country.regions.find((region) => region.name === regionName)?.slug ?? null;
}
