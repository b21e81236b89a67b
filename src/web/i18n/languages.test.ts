import { describe, expect, it } from 'vitest';
import { browserLanguage, decideLanguage, preferredLanguageUrl } from '../../i18n/languages';
import { PREFERRED_LANGUAGE_SCRIPT } from './preferred-language-script.server';

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
    expect(decideLanguage({ query: 'de', cityLanguage: 'es', acceptLanguage: japaneseBrowser })).toEqual({ language: 'de', source: 'query' });
    expect(decideLanguage({ cityLanguage: 'es', acceptLanguage: japaneseBrowser })).toEqual({ language: 'es', source: 'city' });
  });

  it('falls back to the browser on the global pages and in cities whose language the interface lacks', () => {
    expect(decideLanguage({ cityLanguage: null, acceptLanguage: japaneseBrowser })).toEqual({ language: 'ja', source: 'browser' });
    expect(decideLanguage({ cityLanguage: 'ar', acceptLanguage: 'de-DE' })).toEqual({ language: 'de', source: 'browser' });
    expect(decideLanguage({ cityLanguage: 'sv', acceptLanguage: 'sv-SE' })).toEqual({ language: 'en', source: 'default' });
    expect(decideLanguage({ query: 'xx' })).toEqual({ language: 'en', source: 'default' });
  });
});

describe('preferredLanguageUrl', () => {
  it('moves a page without ?lang= to the language the visitor chose', () => {
    expect(preferredLanguageUrl('https://x.test/de/berlin/cars?q=bmw', 'a=1; cb_lang=fr', 'de')).toBe('https://x.test/de/berlin/cars?q=bmw&lang=fr');
  });

  it('leaves a page already in that language, an explicit ?lang= and an unknown or missing choice alone', () => {
    expect(preferredLanguageUrl('https://x.test/fr/paris', 'cb_lang=fr', 'fr')).toBeNull();
    expect(preferredLanguageUrl('https://x.test/de/berlin?lang=es', 'cb_lang=fr', 'es')).toBeNull();
    expect(preferredLanguageUrl('https://x.test/de/berlin', 'cb_lang=xx', 'de')).toBeNull();
    expect(preferredLanguageUrl('https://x.test/de/berlin', '', 'de')).toBeNull();
  });

  it('does the same as a head script, which never sends an explicit address elsewhere', () => {
    expect(PREFERRED_LANGUAGE_SCRIPT).toContain('cb_lang=([a-z]{2})');
    expect(PREFERRED_LANGUAGE_SCRIPT).toContain("searchParams.has('lang')");
    expect(() => new Function(PREFERRED_LANGUAGE_SCRIPT)).not.toThrow();
  });
});
