import { describe, expect, it } from 'vitest';
import { CITIES, type City } from '../domain/geo/cities';
import { commonCountryCode } from '../domain/geo/country-codes';
import { FILTER_COUNTRIES } from '../domain/geo/filter-regions';
import { findCity } from '../domain/geo/find-city';
import { VICTORIA_REGIONS } from '../domain/geo/victoria';
import { LISTING_LIMITS, listingInputSchema } from '../domain/listings/listing-schemas';
import { DAY_MS } from '../domain/shared/time';
import { CATEGORY_SLUGS, findSubcategory } from '../domain/taxonomy/categories';
import { CONDITIONS } from '../domain/taxonomy/conditions';
import { localPrice, UNITS_PER_USD } from './demo-prices';
import { buildDemoListing, buildListingInput } from './listing-factory';
import { filterRegionOf } from '../domain/geo/city-region';
import { createRng } from './random';

const NOW = new Date('2025-06-01T12:00:00.000Z');
const PRICE_PATTERN = /^\d{1,8}\.\d{2}$/;
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9faf]/;

function city(subdomain: string): City {
  const found = findCity(subdomain);
  if (!found) throw new Error(`No city ${subdomain}`);
  return found;
}

describe('buildListingInput', () => {
  it('passes the POST /api/listings schema for 200 seeds', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const input = buildListingInput({}, createRng(seed));
      const parsed = listingInputSchema.safeParse(input);
      expect(parsed.success, `seed ${seed}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
  });

  it('stays valid when written for any city', () => {
    CITIES.forEach((c, index) => {
      const input = buildListingInput({ city: c.subdomain }, createRng(index + 1));
      expect(listingInputSchema.safeParse(input).success, c.subdomain).toBe(true);
      expect(input.city).toBe(c.subdomain);
    });
  });

  it('honours overrides and keeps the subcategory inside the chosen category', () => {
    for (const category of CATEGORY_SLUGS) {
      const input = buildListingInput({ category }, createRng(3));
      expect(input.category).toBe(category);
      expect(findSubcategory(category, String(input.subcategory))).toBeDefined();
    }
    const input = buildListingInput({ title: 'My own title', price: '', city: undefined });
    expect(input.title).toBe('My own title');
    expect(input.price).toBe('');
    expect(listingInputSchema.safeParse(input).success).toBe(true);
  });

  it('differs between calls without an rng', () => {
    const titles = new Set(Array.from({ length: 10 }, () => buildListingInput().title));
    expect(titles.size).toBeGreaterThan(3);
  });

  it('writes in the language of Berlin, Paris and Tokyo, and English in London', () => {
    const titleOf = (subdomain: string, seed: number) =>
      String(buildListingInput({ city: subdomain, category: 'housing', subcategory: 'apartments' }, createRng(seed)).title);
    for (let seed = 1; seed <= 10; seed++) {
      expect(titleOf('berlin', seed)).toMatch(/Zimmer|Zi\./);
      expect(titleOf('paris', seed)).toMatch(/pièces|Appartement/);
      expect(titleOf('tokyo', seed)).toMatch(JAPANESE);
      expect(titleOf('london', seed)).toMatch(/flat/);
    }
  });
});

describe('buildDemoListing', () => {
  it('respects every column limit in every city', () => {
    CITIES.forEach((c, cityIndex) => {
      for (let i = 0; i < 15; i++) {
        const row = buildDemoListing(createRng(cityIndex * 100 + i), { city: c, now: NOW });
        expect(row.title.length).toBeGreaterThan(0);
        expect(row.title.length).toBeLessThanOrEqual(LISTING_LIMITS.titleMax);
        expect(row.description.length).toBeLessThanOrEqual(LISTING_LIMITS.descriptionMax);
        expect(row.neighborhood.length).toBeGreaterThan(0);
        expect(row.neighborhood.length).toBeLessThanOrEqual(LISTING_LIMITS.neighborhoodMax);
        if (row.price !== null && row.price !== undefined) expect(row.price).toMatch(PRICE_PATTERN);
        expect(row.currency).toBe(c.currency);
        expect(row.city).toBe(c.subdomain);
        expect(row.country).toBe(c.country);
        expect(row.countryCode).toBe(c.countryCode);
        expect(findSubcategory(row.category, row.subcategory)).toBeDefined();
        if (row.condition) expect(CONDITIONS).toContain(row.condition);
        expect(row.moderationStatus).toBe('approved');
        expect(row.userId).toBe(`demo-seller-${c.subdomain}-${row.userId.split('-').at(-1)}`);
        expect(row.contactEmail).toMatch(new RegExp(`^seller\\d+\\.${c.subdomain}@example\\.com$`));
        expect(row.images).toEqual([]);
        expect(row.spamScore).toBeLessThanOrEqual(15);
      }
    });
  });

  it('dates listings within the last 25 days and expires them 30 days later', () => {
    for (let seed = 1; seed <= 100; seed++) {
      const row = buildDemoListing(createRng(seed), { city: city('london'), now: NOW });
      const created = (row.createdAt as Date).getTime();
      expect(created).toBeLessThan(NOW.getTime());
      expect(created).toBeGreaterThanOrEqual(NOW.getTime() - 25 * DAY_MS);
      expect((row.expiresAt as Date).getTime() - created).toBe(30 * DAY_MS);
    }
  });

  it('writes all six categories when forced, with jobs never priced', () => {
    for (const category of CATEGORY_SLUGS) {
      for (let seed = 1; seed <= 20; seed++) {
        const row = buildDemoListing(createRng(seed), { city: city('newyork'), now: NOW, category });
        expect(row.category).toBe(category);
        if (category === 'jobs') expect(row.price).toBeNull();
        if (category !== 'for-sale') expect(row.condition).toBeNull();
      }
    }
  });

  it('sets the filter region of the state or province', () => {
    expect(filterRegionOf(city('newyork'))).toBe('new-york');
    expect(filterRegionOf(city('losangeles'))).toBe('california');
    expect(filterRegionOf(city('sanfrancisco'))).toBe('california');
    expect(filterRegionOf(city('melbourne'))).toBe('victoria');
    expect(filterRegionOf(city('sydney'))).toBe('new-south-wales');
    expect(filterRegionOf(city('toronto'))).toBe('ontario');
    expect(filterRegionOf(city('london'))).toBe('london');
    expect(filterRegionOf(city('berlin'))).toBeNull();
    // Every city of a filter country lands in one of that country's regions.
    for (const c of CITIES) {
      const filterCountry = FILTER_COUNTRIES.find((fc) => fc.code === commonCountryCode(c.countryCode));
      if (!filterCountry) continue;
      expect(filterCountry.regions.map((r) => r.slug), c.subdomain).toContain(filterRegionOf(c));
    }
  });

  it('uses real neighbourhoods: SPEC slugs in San Francisco, Victorian localities for Melbourne', () => {
    const sf = new Set(['mission', 'castro', 'richmond', 'noe-valley', 'haight', 'soma', 'financial']);
    const victorian = new Set(VICTORIA_REGIONS.flatMap((r) => r.hubs.flatMap((h) => [h.name, ...h.suburbs.map((s) => s.name)])));
    const metro = new Set(
      VICTORIA_REGIONS.filter((r) => r.urlSlug === 'greater-melbourne').flatMap((r) =>
        r.hubs.flatMap((h) => [h.name, ...h.suburbs.map((s) => s.name)]),
      ),
    );
    let regional = 0;
    for (let seed = 1; seed <= 200; seed++) {
      expect(sf).toContain(buildDemoListing(createRng(seed), { city: city('sanfrancisco'), now: NOW }).neighborhood);
      const melbourne = buildDemoListing(createRng(seed), { city: city('melbourne'), now: NOW });
      expect(victorian).toContain(melbourne.neighborhood);
      if (!metro.has(melbourne.neighborhood)) regional++;
    }
    expect(regional).toBeGreaterThan(5);
    expect(buildDemoListing(createRng(1), { city: city('melbourne'), now: NOW, neighborhood: 'Torquay' }).neighborhood).toBe('Torquay');
  });

  it('prices plausibly in the local currency', () => {
    const rents = Array.from({ length: 30 }, (_, seed) =>
      Number(buildListingInput({ city: 'tokyo', category: 'housing', subcategory: 'apartments' }, createRng(seed + 1)).price),
    );
    for (const rent of rents) {
      expect(rent).toBeGreaterThanOrEqual(50_000);
      expect(rent).toBeLessThanOrEqual(600_000);
    }
    const cars = Array.from({ length: 30 }, (_, seed) =>
      Number(buildListingInput({ city: 'newyork', category: 'for-sale', subcategory: 'cars-trucks' }, createRng(seed + 1)).price),
    );
    for (const car of cars) {
      expect(car).toBeGreaterThanOrEqual(2_000);
      expect(car).toBeLessThanOrEqual(60_000);
    }
    expect(buildListingInput({ category: 'for-sale', subcategory: 'free-stuff' }, createRng(5)).price).toBe('0');
    // Dear things in currencies with many units do not fit decimal(10,2): no price rather than a wrong one.
    expect(localPrice(500_000, 'VND')).toBeNull();
    expect(localPrice(1234, 'JPY')).toBe('190000.00');
    for (const c of CITIES) expect(UNITS_PER_USD[c.currency], c.currency).toBeDefined();
  });

  it('is deterministic for a seed', () => {
    const a = buildDemoListing(createRng(42), { city: city('paris'), now: NOW });
    const b = buildDemoListing(createRng(42), { city: city('paris'), now: NOW });
    expect(b).toEqual(a);
  });
});
