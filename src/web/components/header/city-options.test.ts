import { describe, expect, it } from 'vitest';
import { CITIES } from '../../../domain/geo/cities';
import { cityGroups, foldText, scoreCity } from './city-options';

const options = cityGroups().flatMap((group) => group.options);
const matches = (search: string) =>
  options
    .map((option) => ({ subdomain: option.value, score: scoreCity(option.value, search, option.keywords) }))
    .filter((match) => match.score > 0)
    .sort((a, b) => b.score - a.score)
    .map((match) => match.subdomain);

describe('cityGroups', () => {
  it('holds every city once, grouped by country in the list order', () => {
    const groups = cityGroups();
    expect(options).toHaveLength(CITIES.length);
    expect(groups[0]?.country).toBe('United States');
    expect(new Set(groups.map((group) => group.country)).size).toBe(groups.length);
    expect(groups.find((group) => group.country === 'Germany')?.options.map((option) => option.value)).toContain('munich');
  });
});

describe('scoreCity', () => {
  it('finds cities by native name and local search terms', () => {
    expect(matches('München')[0]).toBe('munich');
    expect(matches('東京')[0]).toBe('tokyo');
    expect(matches('Ciudad de México')[0]).toBe('mexicocity');
    expect(matches('CDMX')[0]).toBe('mexicocity');
  });

  it('ignores case and accents', () => {
    expect(foldText('  São  Paulo ')).toBe('sao paulo');
    expect(matches('munchen')[0]).toBe('munich');
    expect(matches('sao paulo')[0]).toBe('saopaulo');
  });

  it('finds every city of a country by the country name', () => {
    const german = CITIES.filter((city) => city.country === 'Germany').map((city) => city.subdomain);
    expect(new Set(matches('Germany'))).toEqual(new Set(german));
  });

  it('ranks a name that starts with the text above one that only contains it', () => {
    expect(matches('par')[0]).toBe('paris');
  });

  it('matches nothing for nonsense', () => {
    expect(matches('xqzzvbnmw')).toEqual([]);
  });
});
