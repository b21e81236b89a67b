import { describe, expect, it } from 'vitest';
import { buildListingInput } from '../../demo/listing-factory';
import { sellerFields } from '../listings/create-listing';
import { listingInputSchema } from '../listings/listing-schemas';
import { hourlyMinimumWage } from './minimum-wages';
import { defaultPriceUnit, statedPriceUnit } from './price-units';

describe('the period a text states', () => {
  it.each([
    ['Barista wanted, $14/h, weekend shifts', 'hour'],
    ['Kellner gesucht, 14 € pro Stunde', 'hour'],
    ['Aushilfe, 14,50 €/Std.', 'hour'],
    ['Stundenlohn 15 € brutto', 'hour'],
    ['Serveur, 12 € de l’heure'.replace('’', "'"), 'hour'],
    ['Camarero, 10 € por hora', 'hour'],
    ['Cameriere, 9 € all\'ora', 'hour'],
    ['カフェスタッフ募集 時給1200円', 'hour'],
    ['Developer, £55,000 per year', 'year'],
    ['Entwickler, 60.000 € brutto pro Jahr', 'year'],
    ['Analyst, £30k pa, hybrid', 'year'],
    ['エンジニア 年収600万円', 'year'],
    ['Studio flat, £1,200 pcm', 'month'],
    ['Nanny, 2.000 € im Monat', 'month'],
  ] as const)('%s → %s', (text, unit) => {
    expect(statedPriceUnit(text)).toBe(unit);
  });

  it('reads nothing from hours or periods not tied to an amount', () => {
    expect(statedPriceUnit('Part-time, 20 hours a week, start next month')).toBeNull();
    expect(statedPriceUnit('Teilzeit, 20 Stunden pro Woche')).toBeNull();
    expect(statedPriceUnit('Great team, flexible hours')).toBeNull();
  });

  it('takes the first period written, among the ones allowed', () => {
    expect(statedPriceUnit('£12 per hour, about £2,000 a month')).toBe('hour');
    expect(statedPriceUnit('£12 per hour, about £2,000 a month', ['month', 'year'])).toBe('month');
  });
});

describe('the default price unit', () => {
  it('is per hour for a wage too small to be a year: 14 is $14 an hour, not $14 a year', () => {
    expect(defaultPriceUnit({ category: 'jobs', subcategory: null, amount: 14, countryCode: 'US' })).toBe('hour');
    expect(defaultPriceUnit({ category: 'jobs', subcategory: 'full-time', amount: 14, countryCode: 'GB' })).toBe('hour');
    expect(defaultPriceUnit({ category: 'jobs', subcategory: null, amount: 1200, countryCode: 'JP' })).toBe('hour');
    // Where no minimum wage is known, small figures are still hourly.
    expect(defaultPriceUnit({ category: 'jobs', subcategory: null, amount: 14, countryCode: 'IT' })).toBe('hour');
  });

  it('keeps per year for a salary, and the subcategory default otherwise', () => {
    expect(defaultPriceUnit({ category: 'jobs', subcategory: null, amount: 55_000, countryCode: 'US' })).toBe('year');
    expect(defaultPriceUnit({ category: 'jobs', subcategory: 'tech', amount: 6_000_000, countryCode: 'JP' })).toBe('year');
    expect(defaultPriceUnit({ category: 'jobs', subcategory: 'part-time', amount: 15, countryCode: 'DE' })).toBe('hour');
    expect(defaultPriceUnit({ category: 'housing', subcategory: 'apartments', amount: 1500, countryCode: 'GB' })).toBe('month');
    expect(defaultPriceUnit({ category: 'housing', subcategory: 'vacation-rentals', amount: 90, countryCode: 'FR' })).toBe('night');
    expect(defaultPriceUnit({ category: 'for-sale', subcategory: 'bicycles', amount: 200, countryCode: 'FR' })).toBeNull();
  });

  it('follows the text when it states the period, both ways', () => {
    expect(defaultPriceUnit({ category: 'jobs', subcategory: 'full-time', text: 'Koch, 16 € pro Stunde', amount: 16, countryCode: 'DE' })).toBe('hour');
    expect(defaultPriceUnit({ category: 'jobs', subcategory: 'part-time', text: 'Office help, £9,000 per year', amount: 9000, countryCode: 'GB' })).toBe('year');
    expect(defaultPriceUnit({ category: 'housing', subcategory: 'apartments', text: 'Flat, £400 per week', amount: 400, countryCode: 'GB' })).toBe('week');
    // A period the category cannot take is not read.
    expect(defaultPriceUnit({ category: 'housing', subcategory: 'apartments', text: 'Cleaner comes at £15/h', amount: 1500, countryCode: 'GB' })).toBe('month');
  });

  it('is what a listing without a unit is stored with', () => {
    const stored = (values: Parameters<typeof buildListingInput>[0], countryCode: string) =>
      sellerFields(listingInputSchema.parse(buildListingInput(values)), countryCode).priceUnit;
    expect(stored({ category: 'jobs', subcategory: '', title: 'Dishwasher', description: 'Evenings in our kitchen.', price: '14', city: 'newyork' }, 'US')).toBe('hour');
    expect(stored({ category: 'jobs', subcategory: '', title: 'Engineer', description: 'Backend work.', price: '120000', city: 'newyork' }, 'US')).toBe('year');
  });

  it('knows the minimum wage of the countries it checks, and none where there is no statutory one', () => {
    expect(hourlyMinimumWage('DE')).toBeGreaterThan(12);
    expect(hourlyMinimumWage('uk')).toBe(hourlyMinimumWage('GB'));
    expect(hourlyMinimumWage('IT')).toBeNull();
    expect(hourlyMinimumWage(null)).toBeNull();
  });
});
