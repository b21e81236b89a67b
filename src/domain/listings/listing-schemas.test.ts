import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './listing-cursor';
import { listingFiltersSchema, priceInputSchema } from './listing-schemas';
import { searchTerms } from '../search/text-query';

describe('price input', () => {
  it('accepts canonical decimals and stores two decimals; the API refuses what only a person’s page can read', () => {
    expect(priceInputSchema.parse('1200')).toBe('1200.00');
    expect(priceInputSchema.parse(' 1200.5 ')).toBe('1200.50');
    // "1,200.5" and "12,50" are read by the page in its locale before they are sent (shared/parse-number.ts).
    expect(priceInputSchema.safeParse(' $1,200.5 ').success).toBe(false);
    expect(priceInputSchema.safeParse('12,50').success).toBe(false);
    expect(priceInputSchema.parse(0)).toBe('0.00');
    expect(priceInputSchema.parse('')).toBeNull();
    expect(priceInputSchema.parse(undefined)).toBeNull();
    expect(priceInputSchema.parse('99999999.99')).toBe('99999999.99');
  });

  it('refuses what decimal(10,2) cannot hold', () => {
    for (const bad of ['100000000', '1e5', 'abc', '-1', '1.234', Number.NaN, Infinity, '0x10']) {
      expect(priceInputSchema.safeParse(bad).success, String(bad)).toBe(false);
    }
  });
});

describe('listing filters', () => {
  it('reads conditions repeated or comma-separated and drops "all"', () => {
    const filters = listingFiltersSchema.parse({ condition: ['new', 'good,fair'], category: 'all', country: 'all' });
    expect(filters.condition).toEqual(['new', 'good', 'fair']);
    expect(filters.category).toBeUndefined();
    expect(filters.country).toBeUndefined();
    expect(filters.limit).toBe(24);
  });

  it('refuses absurd numbers and reversed price ranges', () => {
    expect(listingFiltersSchema.safeParse({ priceMin: '1e309' }).success).toBe(false);
    expect(listingFiltersSchema.safeParse({ priceMin: '500', priceMax: '100' }).success).toBe(false);
    expect(listingFiltersSchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(listingFiltersSchema.safeParse({ limit: '0' }).success).toBe(false);
    expect(listingFiltersSchema.safeParse({ postedDate: 'yesterday' }).success).toBe(false);
  });
});

describe('keyset cursor', () => {
  it('round-trips for each sort and refuses tampering or another sort', () => {
    const newest = { sort: 'newest' as const, createdAt: new Date('2026-03-01T10:00:00.123Z'), id: '0f8fad5b-d9cb-469f-a165-70867728950e' };
    expect(decodeCursor(encodeCursor(newest), 'newest')).toEqual(newest);
    const price = { sort: 'price_asc' as const, price: '12.50', id: newest.id };
    expect(decodeCursor(encodeCursor(price), 'price_asc')).toEqual(price);
    const noPrice = { sort: 'price_desc' as const, price: null, id: newest.id };
    expect(decodeCursor(encodeCursor(noPrice), 'price_desc')).toEqual(noPrice);
    expect(decodeCursor(encodeCursor({ sort: 'relevance', offset: 48 }), 'relevance')).toEqual({ sort: 'relevance', offset: 48 });
    expect(() => decodeCursor(encodeCursor(newest), 'price_asc')).toThrow('errors.cursor.invalid');
    expect(() => decodeCursor('garbage', 'newest')).toThrow('errors.cursor.invalid');
    expect(() => decodeCursor(Buffer.from('{"s":"newest","t":"x","i":"nope"}').toString('base64url'), 'newest')).toThrow('errors.cursor.invalid');
    expect(() => decodeCursor(Buffer.from('{"s":"relevance","o":-1}').toString('base64url'), 'relevance')).toThrow('errors.cursor.invalid');
  });
});

describe('search terms', () => {
  it('keeps letters and digits of any script and drops operators', () => {
    expect(searchTerms(`iPhone 13 "pro" & | ! <-> ':*`)).toEqual(['iphone', '13', 'pro']);
    expect(searchTerms('Zürich München')).toEqual(['zürich', 'münchen']);
    expect(searchTerms('東京 ソファ')).toEqual(['東京', 'ソファ']);
    expect(searchTerms('!!!')).toEqual([]);
  });
});
