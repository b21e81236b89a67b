import { describe, expect, it } from 'vitest';
import { FILTER_COUNTRIES } from './filter-regions';
import { REGION_NAMES, regionName } from './region-names';

const allRegions = FILTER_COUNTRIES.flatMap((country) => country.regions);

describe('regionName', () => {
  it('names filter regions in the page’s language', () => {
    const scotland = allRegions.find((region) => region.slug === 'scotland')!;
    expect(regionName(scotland, 'fr')).toBe('Écosse');
    expect(regionName(scotland, 'ja')).toBe('スコットランド');
    expect(regionName(scotland, 'en')).toBe('Scotland');
  });

  it('has a Japanese name for every region, and only entries that differ from English for real regions', () => {
    for (const region of allRegions) expect(regionName(region, 'ja'), region.slug).not.toBe(region.name);
    const bySlug = new Map(allRegions.map((region) => [region.slug, region.name]));
    const same: string[] = [];
    for (const [slug, names] of Object.entries(REGION_NAMES)) {
      expect(bySlug.has(slug), slug).toBe(true);
      for (const [language, name] of Object.entries(names)) if (name === bySlug.get(slug)) same.push(`${slug}:${language}`);
    }
    expect(same).toEqual([]);
  });
});
