import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createI18n, type Messages } from '../../../i18n/i18n';
import type { Language } from '../../../i18n/languages';
import { storedSearchParams } from './alert-search-params';
import { describeSearch } from './describe-search';

const t = (language: Language) =>
  createI18n(language, JSON.parse(readFileSync(new URL(`../../../i18n/locales/${language}.json`, import.meta.url), 'utf8')) as Messages).t;

describe('a saved search in words', () => {
  it('says the place, category, words and each filter, prices in the city currency', () => {
    const params = new URLSearchParams('q=bike&subcategory=furniture&priceMin=50&priceMax=200&condition=new&condition=good&neighborhood=Camden&verified=1&sort=price_asc');
    expect(describeSearch(t('en'), { place: 'London', category: 'for-sale', params, currency: 'GBP', language: 'en' })).toEqual([
      'London',
      'For Sale › Furniture',
      '“bike”',
      'Price: £50–£200',
      'Condition: New, Good',
      'Neighborhood: Camden',
      'Email-confirmed sellers only',
    ]);
  });

  it('names a search without a city by its region and country, or as every city', () => {
    expect(describeSearch(t('en'), { place: null, category: null, params: new URLSearchParams('country=AU&region=victoria') })).toEqual([
      'Victoria, Australia',
      'All categories',
    ]);
    expect(describeSearch(t('en'), { place: null, category: 'jobs', params: new URLSearchParams('priceMax=30') })).toEqual(['Every city', 'Jobs', 'Price: up to 30']);
  });

  it('names any country with listings in the page language, not by its code', () => {
    expect(describeSearch(t('de'), { place: null, category: null, params: new URLSearchParams('country=DE'), language: 'de' })[0]).toBe('Deutschland');
    expect(describeSearch(t('en'), { place: null, category: null, params: new URLSearchParams('country=JP') })[0]).toBe('Japan');
  });

  it('speaks the page language', () => {
    expect(describeSearch(t('ja'), { place: 'ロンドン', category: null, params: new URLSearchParams('q=自転車') })).toEqual(['ロンドン', 'すべてのカテゴリ', '「自転車」']);
  });

  it('reads a stored search as the results page query, prices as typed', () => {
    const params = storedSearchParams({
      city: 'london',
      category: 'for-sale',
      subcategory: null,
      search: 'bike',
      priceMin: '100.00',
      priceMax: null,
      condition: ['good'],
      neighborhood: null,
      country: null,
      region: null,
      verified: true,
    });
    expect(params.toString()).toBe('q=bike&priceMin=100&condition=good&verified=1');
  });
});
