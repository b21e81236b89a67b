import { describe, expect, it } from 'vitest';
import { CITIES } from './cities';
import { CITY_NAMES, cityName } from './city-names';
import { findCity } from './find-city';

const city = (subdomain: string) => {
  const found = findCity(subdomain);
  if (!found) throw new Error(subdomain);
  return found;
};

describe('cityName', () => {
  it('names cities in the page’s language where it has its own name', () => {
    expect(cityName(city('tokyo'), 'ja')).toBe('東京');
    expect(cityName(city('munich'), 'es')).toBe('Múnich');
    expect(cityName(city('munich'), 'de')).toBe('München');
    expect(cityName(city('cologne'), 'de')).toBe('Köln');
    expect(cityName(city('london'), 'fr')).toBe('Londres');
  });

  it('keeps the English name where a language has no other', () => {
    expect(cityName(city('tokyo'), 'en')).toBe('Tokyo');
    expect(cityName(city('chicago'), 'de')).toBe('Chicago');
    expect(cityName(city('munich'), 'sv')).toBe('Munich');
  });

  it('has a Japanese name for every city, and only entries that differ from English for real cities', () => {
    for (const entry of CITIES) expect(cityName(entry, 'ja'), entry.subdomain).not.toBe(entry.name);
    for (const [subdomain, names] of Object.entries(CITY_NAMES)) {
      const entry = city(subdomain);
      // An entry equal to the English name would be dead weight in the table.
      for (const [language, name] of Object.entries(names)) expect(name, `${subdomain}:${language}`).not.toBe(entry.name);
    }
  });
});
