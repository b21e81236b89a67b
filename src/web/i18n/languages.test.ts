import { describe, expect, it } from 'vitest';
import { browserLanguage, decideLanguage } from './languages';

describe('browserLanguage', () => {
  it('takes the browser’s most wanted language that the interface has', () => {
    expect(browserLanguage('ja-JP,ja;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('ja');
    expect(browserLanguage('nl-NL,nl;q=0.9,de;q=0.8,en;q=0.7')).toBe('de');
    expect(browserLanguage('en;q=0.5, fr-CA')).toBe('fr');
    expect(browserLanguage('FR-ch')).toBe('fr');
  });

  it('is null when the browser asks for none of them', () => {
    expect(browserLanguage('nl-NL,nl;q=0.9')).toBeNull();
    expect(browserLanguage('*')).toBeNull();
    expect(browserLanguage('ja;q=0')).toBeNull();
    expect(browserLanguage('')).toBeNull();
    expect(browserLanguage(null)).toBeNull();
  });
});

describe('decideLanguage', () => {
  const japaneseBrowser = 'ja-JP,ja;q=0.9,en;q=0.8';

  it('lets the visitor’s choice and then the city’s language win over the browser', () => {
    expect(decideLanguage({ query: 'de', cookie: 'fr', cityLanguage: 'es', acceptLanguage: japaneseBrowser })).toEqual({ language: 'de', source: 'query' });
    expect(decideLanguage({ cookie: 'fr', cityLanguage: 'es', acceptLanguage: japaneseBrowser })).toEqual({ language: 'fr', source: 'cookie' });
    expect(decideLanguage({ cityLanguage: 'es', acceptLanguage: japaneseBrowser })).toEqual({ language: 'es', source: 'city' });
  });

  it('falls back to the browser on the global pages and in cities whose language the interface lacks', () => {
    expect(decideLanguage({ cityLanguage: null, acceptLanguage: japaneseBrowser })).toEqual({ language: 'ja', source: 'browser' });
    expect(decideLanguage({ cityLanguage: 'ar', acceptLanguage: 'de-DE' })).toEqual({ language: 'de', source: 'browser' });
    expect(decideLanguage({ cityLanguage: 'sv', acceptLanguage: 'sv-SE' })).toEqual({ language: 'en', source: 'default' });
    expect(decideLanguage({ query: 'xx', cookie: 'yy' })).toEqual({ language: 'en', source: 'default' });
  });
});
