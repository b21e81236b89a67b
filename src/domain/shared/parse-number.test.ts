import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CITIES } from '../geo/cities';
import { wordsLocale } from './format';
import { isLocallyWritten, localDecimalText, numberExample, parseLocaleNumber } from './parse-number';

const LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'ja'] as const;

/** Every locale a page can have: each city's own, each of the six languages, and each language in each city. */
const LOCALES = [
  ...new Set([...CITIES.map((city) => city.locale), ...LANGUAGES, ...CITIES.flatMap((city) => LANGUAGES.map((language) => wordsLocale(language, city.locale)))]),
];

const read = (text: string, locale: string | null, options?: Parameters<typeof parseLocaleNumber>[2]) => {
  const reading = parseLocaleNumber(text, locale, options);
  return reading.ok ? reading.value : reading.reason;
};

/** The canonical text of whole.fraction with `decimals` places. */
const canonical = (whole: bigint, cents: number, decimals: number) =>
  decimals === 0 ? whole.toString() : `${whole}.${String(cents).padStart(2, '0').slice(0, decimals)}`;

describe('parseLocaleNumber: what Intl writes reads back to the same number', () => {
  it('in every locale of the city sites and the six languages, grouped or not, with 0–2 decimals', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOCALES),
        fc.bigInt({ min: 0n, max: 9_999_999_999n }),
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 0, max: 2 }),
        fc.boolean(),
        (locale, whole, cents, decimals, useGrouping) => {
          const hundredths = decimals === 1 ? Math.floor(cents / 10) * 10 : cents;
          const expected = canonical(whole, hundredths, decimals);
          const written = new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping }).format(
            Number(expected),
          );
          expect(read(written, locale, { decimals }), `${written} in ${locale}`).toBe(expected);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('prices as each city writes them in its own money, symbol and all', () => {
    const cities = [...new Map(CITIES.map((city) => [`${city.locale}|${city.currency}`, city])).values()];
    fc.assert(
      fc.property(fc.constantFrom(...cities), fc.bigInt({ min: 0n, max: 99_999_999n }), fc.integer({ min: 0, max: 99 }), (city, whole, cents) => {
        const format = new Intl.NumberFormat(city.locale, { style: 'currency', currency: city.currency });
        const decimals = format.resolvedOptions().maximumFractionDigits ?? 2;
        const expected = canonical(whole, cents, Math.min(decimals, 2));
        const written = format.format(Number(expected));
        expect(read(written, city.locale, { decimals: Math.min(decimals, 2), currency: city.currency }), `${written} in ${city.locale}`).toBe(expected);
      }),
      { numRuns: 1500 },
    );
  });

  it('a stored decimal shown the local way reads back to itself in every locale', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), fc.bigInt({ min: 0n, max: 99_999_999n }), fc.integer({ min: 0, max: 99 }), (locale, whole, cents) => {
        const stored = canonical(whole, cents, 2);
        expect(read(localDecimalText(stored, locale), locale, { decimals: 2 })).toBe(stored);
      }),
    );
  });
});

describe('parseLocaleNumber: as people type them', () => {
  it.each([
    ['12,50', 'de-DE', '12.50'],
    ['1.234,50', 'de-DE', '1234.50'],
    ['1 234,50', 'fr-FR', '1234.50'],
    ['1\u00a0234,50', 'fr-FR', '1234.50'],
    ['1\u202f234,50', 'fr-FR', '1234.50'],
    ["1'234.50", 'de-CH', '1234.50'],
    ['1’234.50', 'de-CH', '1234.50'],
    ['1,234.50', 'en-US', '1234.50'],
    // The order of the marks says which is the decimal, whatever the page.
    ['1,234.50', 'de-DE', '1234.50'],
    ['1.234,50', 'en-GB', '1234.50'],
    ['１２３４', 'ja-JP', '1234.00'],
    ['１２３４，５', 'de-DE', '1234.50'],
    ['€12', 'en-IE', '12.00'],
    ['12 €', 'de-DE', '12.00'],
    ['12,50 €', 'de-DE', '12.50'],
    ['$1,200', 'en-US', '1200.00'],
    ['CHF 1’234.50', 'de-CH', '1234.50'],
    ['12,-', 'de-DE', '12.00'],
    ['0,5', 'it-IT', '0.50'],
    ['6.500', 'de-DE', '6500.00'],
    ['1.234.567', 'es-ES', '1234567.00'],
    ['12,34,567.50', 'en-IN', '1234567.50'],
  ])('%s on a %s page is %s', (text, locale, value) => {
    expect(read(text, locale, { decimals: 2 })).toBe(value);
  });

  it.each([
    ['1.250', 'en-US', '1.25'],
    ['1.250', 'ja-JP', '1.25'],
    ['1,250', 'en-US', '1250'],
    ['1,250', 'de-DE', '1.25'],
    ['1.250', 'de-DE', '1250'],
    ['1,250', 'fr-FR', '1.25'],
    ['1.250', 'fr-FR', '1250'],
    ["1,250", 'de-CH', '1250'],
    // With no locale (text of unknown writing) a lone mark before three digits groups.
    ['1.250', null, '1250'],
    ['1,250', null, '1250'],
    ['2,5', null, '2.5'],
  ])('the ambiguous %s on a %s page is %s', (text, locale, value) => {
    expect(read(text, locale)).toBe(value);
  });

  it.each([
    ['10.1万', '101000'],
    ['9.8万', '98000'],
    ['1万2千', '12000'],
    ['9万8千', '98000'],
    ['1万2000', '12000'],
    ['3千', '3000'],
    ['10万円', '100000'],
    ['1億2000万', '120000000'],
  ])('Japanese %s is %s, on every page', (text, value) => {
    expect(read(text, 'ja-JP')).toBe(value);
    expect(read(text, 'de-DE')).toBe(value);
  });

  it('reads the number before 万 the page’s way: 1,000万 is ten million in Japanese, ten thousand in German', () => {
    expect(read('1,000万', 'ja-JP')).toBe('10000000');
    expect(read('1,000万', 'de-DE')).toBe('10000');
  });

  it('reads mileage, years and bedrooms as whole numbers', () => {
    expect(read('98.000', 'de-DE', { decimals: 0 })).toBe('98000');
    expect(read('98,000', 'en-US', { decimals: 0 })).toBe('98000');
    expect(read('98 000', 'fr-FR', { decimals: 0 })).toBe('98000');
    expect(read('2012', 'de-DE', { decimals: 0 })).toBe('2012');
    expect(read('2,5', 'de-DE', { decimals: 0 })).toBe('tooManyDecimals');
    expect(read('12,555', 'de-DE', { decimals: 2 })).toBe('tooManyDecimals');
    expect(read('12,500', 'de-DE', { decimals: 2 })).toBe('12.50');
  });

  it('the locale’s own digits and marks (Arabic)', () => {
    expect(read('١٬٢٣٤٫٥', 'ar-SA')).toBe('1234.5');
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['abc', 'notANumber'],
    ['12abc', 'notANumber'],
    ['-5', 'notANumber'],
    ['1.2.3', 'notANumber'],
    ['12.34.56', 'notANumber'],
    ['1.234,567.5', 'notANumber'],
    ['12 50', 'notANumber'],
    ['1,2345', 'notANumber'],
    ['万', 'notANumber'],
    ['1万12000', 'notANumber'],
    ['1e5', 'notANumber'],
    ['12,', 'notANumber'],
  ])('%j is refused: %s', (text, reason) => {
    // "1,2345" is no grouping on an English page (a comma is no decimal there).
    expect(read(text, 'en-US')).toBe(reason);
  });

  it('tells a number written the local way from one the API takes', () => {
    for (const text of ['12,50', '1.234,50', '1,234.50', '98 000', "1'234", '$12', '12 €']) expect(isLocallyWritten(text), text).toBe(true);
    for (const text of ['1234.50', '98000', '-5', 'cheap', '1e5', '']) expect(isLocallyWritten(text), text).toBe(false);
  });

  it('writes a stored decimal the local way, and an example for messages', () => {
    expect(localDecimalText('12.50', 'de-DE')).toBe('12,50');
    expect(localDecimalText('12.50', 'en-US')).toBe('12.50');
    expect(localDecimalText('1234', 'fr-FR')).toBe('1234');
    expect(numberExample('de-DE')).toBe('1.234,50');
    expect(numberExample('en-US')).toBe('1,234.50');
  });
});
