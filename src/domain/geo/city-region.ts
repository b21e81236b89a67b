/**
 * The filter region (see filter-regions.ts) each city site lies in, so a listing
 * posted in Seattle is found by the sidebar's "United States → Washington".
 */
import type { City } from './cities';

const CITY_FILTER_REGION: Readonly<Record<string, string>> = {
  newyork: 'new-york',
  losangeles: 'california',
  chicago: 'illinois',
  sanfrancisco: 'california',
  houston: 'texas',
  dallas: 'texas',
  miami: 'florida',
  washingtondc: 'district-of-columbia',
  boston: 'massachusetts',
  seattle: 'washington',
  toronto: 'ontario',
  vancouver: 'british-columbia',
  montreal: 'quebec',
  calgary: 'alberta',
  london: 'london',
  manchester: 'north-west-england',
  birmingham: 'west-midlands',
  sydney: 'new-south-wales',
  melbourne: 'victoria',
  brisbane: 'queensland',
  perth: 'western-australia',
  auckland: 'auckland',
  dublin: 'dublin',
  johannesburg: 'gauteng',
  capetown: 'western-cape',
  durban: 'kwazulu-natal',
};

export function filterRegionOf(city: Pick<City, 'subdomain'>): string | null {
  return CITY_FILTER_REGION[city.subdomain] ?? null;
}
