import { describe, expect, it } from 'vitest';
import { withCanonicalUnits, type ListingAttributes } from './attribute-definitions';
import { keyFactsOf, listingDetailsOf, type FactsOfListing } from './key-facts';

const car = (attributes: ListingAttributes, countryCode = 'DE'): FactsOfListing => ({
  category: 'for-sale',
  subcategory: 'cars-trucks',
  countryCode,
  attributes: withCanonicalUnits(attributes),
});

const flat = (attributes: ListingAttributes, countryCode = 'DE'): FactsOfListing => ({
  category: 'housing',
  subcategory: 'apartments',
  countryCode,
  attributes: withCanonicalUnits(attributes),
});

describe('keyFactsOf', () => {
  it("gives a car's year, mileage, fuel and gearbox in that order, at most four", () => {
    const facts = keyFactsOf(
      car({ make: 'Volkswagen', year: 2012, mileage: 98_000, mileageUnit: 'km', fuel: 'diesel', transmission: 'manual', bodyType: 'estate' }),
    );
    expect(facts).toEqual([
      { kind: 'year', value: 2012 },
      { kind: 'mileage', value: 98_000, unit: 'km' },
      { kind: 'choice', field: 'fuel', value: 'diesel' },
      { kind: 'choice', field: 'transmission', value: 'manual' },
    ]);
  });

  it("gives mileage in the listing country's unit, keeping the seller's figure when it is already in that unit", () => {
    // Typed in km, shown in a British city: converted to miles.
    expect(keyFactsOf(car({ year: 2015, mileage: 100_000, mileageUnit: 'km' }, 'GB'))).toContainEqual({ kind: 'mileage', value: 62_137, unit: 'mi' });
    // Typed in miles in an American city: the seller's own number, not a round trip through km.
    expect(keyFactsOf(car({ mileage: 45_000, mileageUnit: 'mi' }, 'US'))).toEqual([{ kind: 'mileage', value: 45_000, unit: 'mi' }]);
    // Typed in miles, shown in Germany: km.
    expect(keyFactsOf(car({ mileage: 10_000, mileageUnit: 'mi' }, 'DE'))).toEqual([{ kind: 'mileage', value: 16_093, unit: 'km' }]);
  });

  it("gives a flat's bedrooms, bathrooms and floor area in the country's unit; 0 bedrooms is a studio", () => {
    expect(keyFactsOf(flat({ bedrooms: 2, bathrooms: 1, floorArea: 72, floorAreaUnit: 'm2', furnished: true }))).toEqual([
      { kind: 'bedrooms', value: 2 },
      { kind: 'bathrooms', value: 1 },
      { kind: 'area', value: 72, unit: 'm2' },
    ]);
    expect(keyFactsOf(flat({ bedrooms: 0, floorArea: 30, floorAreaUnit: 'm2' }, 'US'))).toEqual([
      { kind: 'bedrooms', value: 0 },
      { kind: 'area', value: 323, unit: 'sqft' },
    ]);
  });

  it("gives a job's workplace, type and hours; a phone's brand and model as one fact, then storage; a bike's type and frame", () => {
    expect(
      keyFactsOf({
        category: 'jobs',
        subcategory: 'tech',
        countryCode: 'FR',
        attributes: { workplace: 'remote', employmentType: 'full-time', hoursPerWeek: 35, employer: 'Acme' },
      }),
    ).toEqual([
      { kind: 'choice', field: 'workplace', value: 'remote' },
      { kind: 'choice', field: 'employmentType', value: 'full-time' },
      { kind: 'hours', value: 35 },
    ]);
    expect(
      keyFactsOf({
        category: 'for-sale',
        subcategory: 'cell-phones',
        countryCode: 'US',
        attributes: { brand: 'Apple', model: 'iPhone 13', storageGb: 128 },
      }),
    ).toEqual([
      { kind: 'text', value: 'Apple iPhone 13' },
      { kind: 'storage', value: 128 },
    ]);
    expect(
      keyFactsOf({
        category: 'for-sale',
        subcategory: 'bicycles',
        countryCode: 'NL',
        attributes: { bikeType: 'city', frameSize: 'l', brand: 'Gazelle' },
      }),
    ).toEqual([
      { kind: 'choice', field: 'bikeType', value: 'city' },
      { kind: 'choice', field: 'frameSize', value: 'l' },
    ]);
  });

  it('gives nothing for a category without facts, or a listing whose seller said none', () => {
    expect(keyFactsOf({ category: 'for-sale', subcategory: 'furniture', countryCode: 'GB', attributes: { year: 1990 } })).toEqual([]);
    expect(keyFactsOf(car({}))).toEqual([]);
    expect(keyFactsOf({ category: 'housing', subcategory: 'rooms', countryCode: 'GB', attributes: null })).toEqual([]);
  });
});

describe('listingDetailsOf', () => {
  it("lists every fact in the form's order, measures in the country's unit", () => {
    const details = listingDetailsOf(
      car({ make: 'Ford', model: 'Focus', year: 2018, mileage: 30_000, mileageUnit: 'mi', fuel: 'petrol', powerHp: 125 }, 'GB'),
    );
    expect(details.map((detail) => detail.key)).toEqual(['make', 'model', 'year', 'mileage', 'fuel', 'powerHp']);
    expect(details.find((detail) => detail.key === 'mileage')?.fact).toEqual({ kind: 'mileage', value: 30_000, unit: 'mi' });
    const home = listingDetailsOf(flat({ bedrooms: 1, furnished: false, petsAllowed: true, availableFrom: '2026-12-01' }));
    expect(home).toEqual([
      { key: 'bedrooms', fact: { kind: 'bedrooms', value: 1 } },
      { key: 'furnished', fact: { kind: 'yes-no', field: 'furnished', value: false } },
      { key: 'petsAllowed', fact: { kind: 'yes-no', field: 'petsAllowed', value: true } },
      { key: 'availableFrom', fact: { kind: 'date', value: '2026-12-01' } },
    ]);
  });
});
