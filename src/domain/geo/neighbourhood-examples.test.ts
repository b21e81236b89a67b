import { describe, expect, it } from 'vitest';
import { CITIES } from './cities';
import { findCity } from './find-city';
import { neighbourhoodExample } from './neighbourhood-examples';

describe('neighbourhoodExample', () => {
  it('names a neighbourhood of the city itself', () => {
    expect(neighbourhoodExample(findCity('tokyo'), 'en')).toBe('Shibuya');
    expect(neighbourhoodExample(findCity('tokyo'), 'ja')).toBe('渋谷');
    expect(neighbourhoodExample(findCity('melbourne'), 'en')).toBe('Fitzroy');
    expect(neighbourhoodExample(findCity('sanfrancisco'), 'de')).toBe('Mission District');
  });

  it('never lends one city’s neighbourhood to another', () => {
    const seen = new Map<string, string>();
    for (const city of CITIES) {
      const example = neighbourhoodExample(city, 'en');
      if (example === null) continue;
      // Capitol Hill is a real neighbourhood of both Washington and Seattle.
      if (example !== 'Capitol Hill') expect(seen.get(example), `${city.subdomain}: ${example}`).toBeUndefined();
      seen.set(example, city.subdomain);
    }
    expect(neighbourhoodExample(findCity('melbourne'), 'en')).not.toBe('Mission District');
  });

  it('has no example without a city, or for a city it does not know', () => {
    expect(neighbourhoodExample(null, 'en')).toBeNull();
    expect(neighbourhoodExample({ subdomain: 'atlantis' }, 'en')).toBeNull();
  });
});
