import { describe, expect, it } from 'vitest';
import { CITIES } from './cities';
import { commonCountryCode, isoCountryCode } from './country-codes';
import { FILTER_COUNTRIES } from './filter-regions';

describe('country codes', () => {
  it('says UK for GB and back, and leaves every other code alone', () => {
    expect(commonCountryCode('GB')).toBe('UK');
    expect(isoCountryCode('UK')).toBe('GB');
    expect(commonCountryCode('US')).toBe('US');
    expect(isoCountryCode('IE')).toBe('IE');
  });

  it('maps every filter country to the ISO code of some city', () => {
    const stored = new Set(CITIES.map((city) => city.countryCode));
    for (const { code } of FILTER_COUNTRIES.filter((country) => country.code !== 'all')) {
      expect(stored.has(isoCountryCode(code)), code).toBe(true);
    }
  });
});
