/**
 * The regions the 'Filter Results' sidebar offers for a country (SPEC section 9). The
 * countries it offers are those with listings (listings/find-listing-countries.ts,
 * filter-country-options.ts); a country missing here simply has no regions to pick.
 * Codes are the filter's own ('UK', not the ISO 'GB'), since they travel in the
 * listings query as `country`; country-codes.ts maps them to the stored ISO codes.
 */

export interface FilterRegion {
  slug: string;
  name: string;
}

export const FILTER_COUNTRY_CODES = ['all', 'US', 'CA', 'UK', 'AU', 'NZ', 'IE', 'ZA'] as const;

export type FilterCountryCode = (typeof FILTER_COUNTRY_CODES)[number];

export interface FilterCountry {
  code: FilterCountryCode;
  name: string;
  regions: readonly FilterRegion[];
}

function regions(...names: readonly string[]): FilterRegion[] {
  return names.map((name) => ({
    name,
    slug: name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/&/g, ' and ')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, ''),
  }));
}

export const FILTER_COUNTRIES: readonly FilterCountry[] = [
  { code: 'all', name: 'All Countries', regions: [] },
  {
    code: 'US',
    name: 'United States',
    // The 22 largest classifieds markets, which include every US city site's state.
    regions: regions(
      'California',
      'New York',
      'Texas',
      'Florida',
      'Illinois',
      'Washington',
      'Massachusetts',
      'Pennsylvania',
      'Georgia',
      'Ohio',
      'Michigan',
      'North Carolina',
      'New Jersey',
      'Virginia',
      'Arizona',
      'Colorado',
      'Oregon',
      'Minnesota',
      'Tennessee',
      'Nevada',
      'Maryland',
      'District of Columbia',
    ),
  },
  {
    code: 'CA',
    name: 'Canada',
    regions: regions(
      'Alberta',
      'British Columbia',
      'Manitoba',
      'New Brunswick',
      'Newfoundland and Labrador',
      'Nova Scotia',
      'Ontario',
      'Prince Edward Island',
      'Quebec',
      'Saskatchewan',
      'Northwest Territories',
      'Nunavut',
      'Yukon',
    ),
  },
  {
    code: 'UK',
    name: 'United Kingdom',
    regions: regions(
      'North East England',
      'North West England',
      'Yorkshire and the Humber',
      'East Midlands',
      'West Midlands',
      'East of England',
      'London',
      'South East England',
      'South West England',
      'Scotland',
      'Wales',
      'Northern Ireland',
    ),
  },
  {
    code: 'AU',
    name: 'Australia',
    regions: regions(
      'New South Wales',
      'Victoria',
      'Queensland',
      'Western Australia',
      'South Australia',
      'Tasmania',
      'Australian Capital Territory',
      'Northern Territory',
    ),
  },
  {
    code: 'NZ',
    name: 'New Zealand',
    // The seven most populous of the 16 regions.
    regions: regions('Auckland', 'Canterbury', 'Wellington', 'Waikato', 'Bay of Plenty', 'Manawatū-Whanganui', 'Otago'),
  },
  {
    code: 'IE',
    name: 'Ireland',
    // The eight former regional-authority (NUTS 3) regions: exactly eight, unlike 4 provinces or 26 counties.
    regions: regions('Dublin', 'Mid-East', 'Midland', 'Mid-West', 'South-East', 'South-West', 'West', 'Border'),
  },
  {
    code: 'ZA',
    name: 'South Africa',
    regions: regions(
      'Eastern Cape',
      'Free State',
      'Gauteng',
      'KwaZulu-Natal',
      'Limpopo',
      'Mpumalanga',
      'North West',
      'Northern Cape',
      'Western Cape',
    ),
  },
];

export function findFilterCountry(code: string | null | undefined): FilterCountry | undefined {
  return code ? FILTER_COUNTRIES.find((country) => country.code === code) : undefined;
}
