import { describe, expect, it } from 'vitest';
import { CATEGORY_SLUGS } from '../taxonomy/categories';
import { VICTORIA_REGIONS } from './victoria';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
// /au/victoria/{region} shares its position with /au/{city}/{category} and /listing/{id}.
const RESERVED = new Set<string>([...CATEGORY_SLUGS, 'listing']);

function kmBetween(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

const unique = (values: readonly string[]) => new Set(values).size === values.length;

describe('VICTORIA_REGIONS', () => {
  it('has at least 9 regions including the three quick-link regions', () => {
    expect(VICTORIA_REGIONS.length).toBeGreaterThanOrEqual(9);
    const slugs = VICTORIA_REGIONS.map((region) => region.urlSlug);
    for (const slug of ['greater-melbourne', 'surf-coast', 'gippsland', 'goldfields']) expect(slugs).toContain(slug);
    expect(VICTORIA_REGIONS.find((region) => region.urlSlug === 'surf-coast')?.name).toBe('Surf Coast');
    expect(VICTORIA_REGIONS.find((region) => region.urlSlug === 'gippsland')?.name).toBe('Gippsland');
    expect(VICTORIA_REGIONS.find((region) => region.urlSlug === 'goldfields')?.name).toBe('Goldfields');
  });

  it('has unique region slugs that cannot be mistaken for a category or listing path', () => {
    const slugs = VICTORIA_REGIONS.map((region) => region.urlSlug);
    expect(unique(slugs)).toBe(true);
    for (const slug of slugs) {
      expect(slug).toMatch(SLUG);
      expect(RESERVED.has(slug), slug).toBe(false);
    }
  });

  it('gives every region at least 3 hubs, the first and only the first being the main hub', () => {
    for (const region of VICTORIA_REGIONS) {
      expect(region.hubs.length, region.name).toBeGreaterThanOrEqual(3);
      expect(region.description.length, region.name).toBeGreaterThan(0);
      expect(region.hubs.map((hub) => hub.isMainHub)).toEqual(region.hubs.map((_, i) => i === 0));
      expect(unique(region.hubs.map((hub) => hub.urlSlug)), region.name).toBe(true);
    }
  });

  it('gives every hub at least 3 suburbs with unique slugs', () => {
    for (const region of VICTORIA_REGIONS) {
      for (const hub of region.hubs) {
        expect(hub.urlSlug).toMatch(SLUG);
        expect(['city', 'town']).toContain(hub.type);
        expect(hub.population, hub.name).toBeGreaterThan(0);
        expect(hub.suburbs.length, hub.name).toBeGreaterThanOrEqual(3);
        expect(unique(hub.suburbs.map((suburb) => suburb.urlSlug)), hub.name).toBe(true);
        expect(unique(hub.suburbs.map((suburb) => suburb.name)), hub.name).toBe(true);
      }
    }
  });

  it('uses Victorian postcodes and coordinates inside Victoria', () => {
    const inVictoria = (lat: number, lng: number) => lat <= -33.9 && lat >= -39.2 && lng >= 140.9 && lng <= 150;
    for (const region of VICTORIA_REGIONS) {
      for (const hub of region.hubs) {
        expect(inVictoria(hub.latitude, hub.longitude), hub.name).toBe(true);
        for (const suburb of hub.suburbs) {
          expect(suburb.postcode, suburb.name).toMatch(/^3\d{3}$/);
          expect(suburb.urlSlug).toMatch(SLUG);
          expect(suburb.population, suburb.name).toBeGreaterThan(0);
          expect(inVictoria(suburb.latitude, suburb.longitude), suburb.name).toBe(true);
          // Catches a locality filed under the wrong hub; Mallee localities can be 100 km apart.
          expect(kmBetween(suburb, hub), suburb.name).toBeLessThan(120);
        }
      }
    }
  });

  it('resolves the example path /au/victoria/gippsland/traralgon', () => {
    const gippsland = VICTORIA_REGIONS.find((region) => region.urlSlug === 'gippsland');
    const traralgon = gippsland?.hubs.find((hub) => hub.urlSlug === 'traralgon');
    expect(traralgon?.isMainHub).toBe(true);
    expect(traralgon?.suburbs.find((suburb) => suburb.urlSlug === 'traralgon')?.postcode).toBe('3844');
  });
});
