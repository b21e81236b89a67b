import { describe, expect, it } from 'vitest';
import { formatInstant, formatNumber, formatPrice, formatRelativeTime, wordsLocale } from './format';

describe('formatPrice', () => {
  it('shows Free for 0 and nothing for no price', () => {
    expect(formatPrice('0.00', 'USD', 'en-US')).toBe('Free');
    expect(formatPrice(null, 'USD', 'en-US')).toBe('');
  });

  it('formats in the city currency and language, with decimals only when needed', () => {
    expect(formatPrice('1200.00', 'USD', 'en-US')).toBe('$1,200');
    expect(formatPrice('12.50', 'USD', 'en-US')).toBe('$12.50');
    expect(formatPrice('1200.00', 'EUR', 'de-DE')).toBe('1.200\u00a0€');
    expect(formatPrice('98000.00', 'JPY', 'ja-JP')).toBe('￥98,000');
    expect(formatPrice('450.00', 'GBP', 'en-GB')).toBe('£450');
  });

  it('writes Latin digits for cities whose locale counts in other digits (Dubai, Riyadh, Cairo)', () => {
    for (const [locale, currency] of [['ar-AE', 'AED'], ['ar-SA', 'SAR'], ['ar-EG', 'EGP']] as const) {
      const price = formatPrice('1234.50', currency, locale);
      expect(price, locale).toMatch(/1,234\.50/);
      expect(price, locale).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]/);
    }
    expect(formatNumber(12345, 'ar-SA')).toBe('12,345');
    expect(formatNumber(12345, 'de-DE')).toBe('12.345');
  });
});

describe('formatRelativeTime', () => {
  it('says how long ago, in the page language', () => {
    const now = new Date('2026-01-10T12:00:00Z');
    expect(formatRelativeTime('2026-01-07T12:00:00Z', 'en-US', now)).toBe('3 days ago');
    expect(formatRelativeTime('2026-01-10T11:00:00Z', 'en-US', now)).toBe('1 hour ago');
    expect(formatRelativeTime('2026-01-10T11:59:50Z', 'en-US', now)).toBe('this minute');
    expect(formatRelativeTime('2026-01-09T12:00:00Z', 'fr-FR', now)).toBe('hier');
  });
});

describe('wordsLocale', () => {
  it('speaks the page language with the city’s region, so times never switch language mid-page', () => {
    const now = new Date('2026-01-10T12:00:00Z');
    expect(wordsLocale('en', 'sv-SE')).toBe('en-SE');
    expect(wordsLocale('fr', 'fr-CA')).toBe('fr-CA');
    expect(wordsLocale('de', 'en-AU')).toBe('de-AU');
    expect(wordsLocale('ja', 'en')).toBe('ja');
    // Swedish would say "i går"; an English page says "yesterday".
    expect(formatRelativeTime('2026-01-09T12:00:00Z', wordsLocale('en', 'sv-SE'), now)).toBe('yesterday');
    expect(formatRelativeTime('2026-01-09T12:00:00Z', 'sv-SE', now)).toBe('i går');
  });
});

describe('countryName', () => {
  it('names the country in the page language', async () => {
    const { countryName } = await import('./format');
    expect(countryName('US', 'en', 'x')).toBe('United States');
    expect(countryName('DE', 'de', 'x')).toBe('Deutschland');
    expect(countryName('GB', 'fr', 'x')).toBe('Royaume-Uni');
  });
});

describe('formatInstant', () => {
  const at = '2026-12-01T23:30:00.000Z';
  it('writes an instant in the zone it is given, never the machine’s', () => {
    expect(formatInstant(at, { locale: 'en-US', timeZone: 'America/New_York' })).toMatch(/^Dec 1, 2026, 6:30\sPM$/);
    expect(formatInstant(at, { locale: 'de-DE', timeZone: 'Europe/Berlin' })).toBe('2. Dez. 2026, 00:30');
    expect(formatInstant(at, { locale: 'ja-JP', timeZone: 'Asia/Tokyo' })).toBe('2026年12月2日 8:30');
  });

  it('writes dates as words in the locale, not ISO', () => {
    expect(formatInstant('2026-12-28T10:00:00Z', { locale: 'de-DE', timeZone: 'Europe/Berlin', style: 'date' })).toBe('28. Dez. 2026');
    expect(formatInstant('2026-12-28T10:00:00Z', { locale: 'fr-FR', timeZone: 'Europe/Paris', style: 'longDate' })).toBe('28 décembre 2026');
    // Latin digits whatever the region (as prices).
    expect(formatInstant('2026-12-28T10:00:00Z', { locale: 'ar-AE', timeZone: 'Asia/Dubai', style: 'date' })).toMatch(/28.*2026/);
  });

  it('names the zone when asked, and survives a zone it does not know', () => {
    expect(formatInstant(at, { locale: 'en-GB', timeZone: 'UTC', showZone: true })).toBe('1 Dec 2026, 23:30 UTC');
    expect(formatInstant(at, { locale: 'en-GB', timeZone: 'Mars/Olympus' })).toBe('1 Dec 2026, 23:30 UTC');
    expect(formatInstant('not a date', { locale: 'en-GB', timeZone: 'UTC' })).toBe('');
  });
});
