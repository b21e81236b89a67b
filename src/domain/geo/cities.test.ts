import { describe, expect, it } from 'vitest';
import {
  CITIES,
  DEFAULT_CITY_BY_COUNTRY,
  HREFLANG_CITIES,
  PRELOADED_CITIES,
  TIMEZONE_TO_CITY,
} from './cities';
import { PATH_COUNTRIES, pathCountryFor } from './city-path';
import { FILTER_COUNTRIES } from './filter-regions';
import { LOCALISED_CITIES } from './localised-cities';

const SPEC_CURRENCIES = [
  'USD', 'CAD', 'GBP', 'AUD', 'NZD', 'EUR', 'PLN', 'SEK', 'NOK', 'CHF', 'DKK', 'CZK', 'HUF', 'RON',
  'BRL', 'MXN', 'ARS', 'CLP', 'COP', 'AED', 'SAR', 'ILS', 'TRY', 'ZAR', 'EGP', 'NGN', 'JPY', 'KRW',
  'SGD', 'HKD', 'INR', 'CNY', 'THB', 'VND', 'PHP', 'IDR', 'MYR',
];

const ISO_BY_PATH: Record<string, string> = {
  au: 'AU', uk: 'GB', ca: 'CA', us: 'US', de: 'DE', fr: 'FR', es: 'ES', it: 'IT', jp: 'JP', sg: 'SG', nl: 'NL',
  be: 'BE', ch: 'CH', at: 'AT', se: 'SE', no: 'NO', dk: 'DK', fi: 'FI', ie: 'IE', nz: 'NZ', za: 'ZA',
};

const bySubdomain = new Map(CITIES.map((city) => [city.subdomain, city]));
const countIn = (countryCode: string) => CITIES.filter((city) => city.countryCode === countryCode).length;

describe('CITIES', () => {
  it('has about 100 cities', () => {
    expect(CITIES.length).toBeGreaterThanOrEqual(95);
    expect(CITIES.length).toBeLessThanOrEqual(110);
  });

  it('has the SPEC per-country counts', () => {
    expect(countIn('US')).toBe(10);
    expect(countIn('CA')).toBe(4);
    expect(countIn('GB')).toBe(3);
    expect(countIn('AU')).toBe(4);
    expect(countIn('NZ')).toBe(1);
  });

  it('includes the cities SPEC names and the brief requires', () => {
    for (const subdomain of [
      'newyork', 'losangeles', 'chicago', 'sanfrancisco', 'toronto', 'vancouver', 'montreal', 'calgary',
      'london', 'manchester', 'birmingham', 'sydney', 'melbourne', 'brisbane', 'perth', 'auckland',
      'berlin', 'paris', 'tokyo', 'singapore', 'dubai', 'saopaulo',
    ]) {
      expect(bySubdomain.has(subdomain), subdomain).toBe(true);
    }
  });

  it('uses every SPEC currency', () => {
    const used = new Set(CITIES.map((city) => city.currency));
    for (const currency of SPEC_CURRENCIES) expect(used.has(currency), currency).toBe(true);
  });

  it('has unique, lower-case ASCII subdomains', () => {
    expect(bySubdomain.size).toBe(CITIES.length);
    for (const city of CITIES) expect(city.subdomain).toMatch(/^[a-z]+$/);
  });

  it('maps the 21 path countries to their segment and every other country to global', () => {
    expect(PATH_COUNTRIES).toHaveLength(21);
    for (const city of CITIES) {
      const expected =
        Object.entries(ISO_BY_PATH).find(([, iso]) => iso === city.countryCode)?.[0] ?? 'global';
      expect(city.pathCountry, city.subdomain).toBe(expected);
      expect(pathCountryFor(city.countryCode)).toBe(expected);
    }
    expect(pathCountryFor('GB')).toBe('uk');
    expect(pathCountryFor('br')).toBe('global');
  });

  it('has plausible coordinates, populations and priorities', () => {
    for (const { subdomain, coordinates, population, marketPriority } of CITIES) {
      expect(Math.abs(coordinates.lat), subdomain).toBeLessThanOrEqual(90);
      expect(Math.abs(coordinates.lng), subdomain).toBeLessThanOrEqual(180);
      expect(population, subdomain).toBeGreaterThan(100_000);
      expect([1, 2, 3]).toContain(marketPriority);
    }
    // Hemisphere spot checks catch a swapped or unsigned coordinate.
    expect(bySubdomain.get('melbourne')?.coordinates.lat).toBeLessThan(0);
    expect(bySubdomain.get('newyork')?.coordinates.lng).toBeLessThan(0);
    expect(bySubdomain.get('tokyo')?.coordinates.lng).toBeGreaterThan(0);
  });

  it('has valid timezones, locales and currencies for Intl', () => {
    for (const city of CITIES) {
      expect(() => new Intl.DateTimeFormat(undefined, { timeZone: city.timezone }), city.timezone).not.toThrow();
      expect(() => new Intl.NumberFormat(city.locale, { style: 'currency', currency: city.currency })).not.toThrow();
      expect(city.locale.split('-')[0], city.subdomain).toBe(city.languageCode);
      expect(city.locale.endsWith(`-${city.countryCode}`), city.subdomain).toBe(true);
      expect(city.countryCode).toMatch(/^[A-Z]{2}$/);
      expect(city.adsenseAllowed).toBe(true);
    }
  });

  it('uses the main local language', () => {
    expect(bySubdomain.get('zurich')?.languageCode).toBe('de');
    expect(bySubdomain.get('montreal')?.languageCode).toBe('fr');
    expect(bySubdomain.get('brussels')?.languageCode).toBe('fr');
    expect(bySubdomain.get('tokyo')?.languageCode).toBe('ja');
    expect(bySubdomain.get('saopaulo')?.languageCode).toBe('pt');
  });
});

describe('city lookups', () => {
  it('points every country default, timezone, preload and hreflang entry at a real city', () => {
    const referenced = [
      ...Object.values(DEFAULT_CITY_BY_COUNTRY),
      ...Object.values(TIMEZONE_TO_CITY),
      ...PRELOADED_CITIES,
      ...HREFLANG_CITIES,
    ];
    for (const subdomain of referenced) expect(bySubdomain.has(subdomain), subdomain).toBe(true);
  });

  it('sends each country to a city of that country', () => {
    for (const [iso, subdomain] of Object.entries(DEFAULT_CITY_BY_COUNTRY)) {
      expect(bySubdomain.get(subdomain)?.countryCode).toBe(iso);
    }
  });

  it('maps 16 timezones, each to a city in that zone', () => {
    expect(Object.keys(TIMEZONE_TO_CITY)).toHaveLength(16);
    expect(TIMEZONE_TO_CITY['Australia/Melbourne']).toBe('melbourne');
    expect(TIMEZONE_TO_CITY['Asia/Singapore']).toBe('singapore');
    for (const [zone, subdomain] of Object.entries(TIMEZONE_TO_CITY)) {
      expect(bySubdomain.get(subdomain)?.timezone, zone).toBe(zone);
    }
  });

});

describe('LOCALISED_CITIES', () => {
  it('covers the SPEC cities, each resolving to a CITIES entry', () => {
    const subdomains = LOCALISED_CITIES.map((entry) => entry.subdomain);
    expect(new Set(subdomains).size).toBe(subdomains.length);
    expect([...subdomains].sort()).toEqual(
      [
        'beijing', 'shanghai', 'berlin', 'munich', 'paris', 'madrid', 'mexicocity', 'saopaulo', 'tokyo',
        'seoul', 'dubai', 'riyadh', 'bangkok', 'hanoi', 'hochiminhcity', 'jakarta', 'moscow', 'warsaw',
      ].sort(),
    );
    for (const subdomain of subdomains) expect(bySubdomain.has(subdomain), subdomain).toBe(true);
  });

  it('has lower-case, space-free slugs and searchable terms including the native name', () => {
    for (const entry of LOCALISED_CITIES) {
      for (const slug of [entry.urlSlug, entry.countrySlug]) {
        expect(slug, entry.subdomain).toBe(slug.toLocaleLowerCase());
        expect(slug, entry.subdomain).not.toMatch(/\s/);
      }
      expect(entry.searchTerms).toContain(entry.nativeName);
    }
  });
});

describe('FILTER_COUNTRIES', () => {
  it('offers the SPEC countries with exact region counts', () => {
    const counts = Object.fromEntries(FILTER_COUNTRIES.map((country) => [country.code, country.regions.length]));
    expect(counts).toEqual({ all: 0, US: 22, CA: 13, UK: 12, AU: 8, NZ: 7, IE: 8, ZA: 9 });
    expect(FILTER_COUNTRIES.map((country) => country.code)).toEqual(['all', 'US', 'CA', 'UK', 'AU', 'NZ', 'IE', 'ZA']);
  });

  it('has unique lower-case hyphenated region slugs per country', () => {
    for (const country of FILTER_COUNTRIES) {
      const slugs = country.regions.map((region) => region.slug);
      expect(new Set(slugs).size, country.code).toBe(slugs.length);
      for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });
});
