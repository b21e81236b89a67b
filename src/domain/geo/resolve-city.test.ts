import { describe, expect, it } from 'vitest';
import { resolveCity } from './resolve-city';

describe('resolveCity', () => {
  it('takes the city from the path', () => {
    const result = resolveCity({ countrySegment: 'us', citySegment: 'newyork' });
    expect(result).toMatchObject({ kind: 'city', source: 'path', city: { name: 'New York', currency: 'USD' } });
  });

  it('finds cities of other countries under /global', () => {
    expect(resolveCity({ countrySegment: 'global', citySegment: 'dubai' })).toMatchObject({
      kind: 'city',
      city: { currency: 'AED', pathCountry: 'global' },
    });
  });

  it('reports a known city under the wrong country as moved', () => {
    expect(resolveCity({ countrySegment: 'uk', citySegment: 'newyork' })).toMatchObject({ kind: 'moved', city: { subdomain: 'newyork' } });
    expect(resolveCity({ countrySegment: 'global', citySegment: 'london' })).toMatchObject({ kind: 'moved' });
  });

  it('reports unknown cities and unknown country segments', () => {
    expect(resolveCity({ countrySegment: 'us', citySegment: 'atlantis' })).toEqual({ kind: 'unknown' });
    expect(resolveCity({ countrySegment: 'xx', citySegment: 'london' })).toEqual({ kind: 'unknown' });
  });

  it('falls back to ?city=, then the first host label, then global', () => {
    expect(resolveCity({ query: 'berlin' })).toMatchObject({ kind: 'city', source: 'query', city: { currency: 'EUR' } });
    expect(resolveCity({ host: 'melbourne.cityboard.example:5000' })).toMatchObject({ kind: 'city', source: 'host', city: { subdomain: 'melbourne' } });
    expect(resolveCity({ host: 'cityboard.example' })).toEqual({ kind: 'global' });
    expect(resolveCity({ host: '127.0.0.1:5000' })).toEqual({ kind: 'global' });
    expect(resolveCity({ query: 'nowhere', host: 'www.cityboard.example' })).toEqual({ kind: 'global' });
  });
});
