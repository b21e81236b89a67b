import { describe, expect, it } from 'vitest';
import { areaUnitOf, distanceUnitOf, statedAreas } from '../attributes/measure-units';
import { extractAttributes } from '../attributes/extract-attributes';
import { withCanonicalUnits, type ListingAttributes } from '../attributes/attribute-definitions';
import { checkPlausibility, plausibilityWarnings, type PlausibilitySubject } from './plausibility';

const NOW = new Date('2026-06-01T12:00:00Z');

function subject(values: Partial<PlausibilitySubject> & { attributes?: ListingAttributes }): PlausibilitySubject {
  return {
    category: 'for-sale',
    subcategory: 'cars-trucks',
    title: 'VW Golf',
    description: 'Runs well.',
    price: '6500.00',
    priceUnit: null,
    countryCode: 'DE',
    ...values,
    attributes: withCanonicalUnits(values.attributes ?? {}),
  };
}

const codes = (warnings: { code: string }[]) => warnings.map((warning) => warning.code);

describe('a car’s mileage against its age', () => {
  it('warns of 98 km on a 2012 car, with the values the sentence names', () => {
    const warnings = checkPlausibility(subject({ attributes: { year: 2012, mileage: 98, mileageUnit: 'km' } }), NOW);
    expect(warnings).toEqual([{ code: 'mileage_low_for_age', field: 'attributes.mileage', values: { mileage: 98, unit: 'km', year: 2012 } }]);
  });

  it('says nothing of 98,000 km on a 2012 car, or 98 km on a new one', () => {
    expect(checkPlausibility(subject({ attributes: { year: 2012, mileage: 98_000, mileageUnit: 'km' } }), NOW)).toEqual([]);
    expect(checkPlausibility(subject({ attributes: { year: 2026, mileage: 98, mileageUnit: 'km' } }), NOW)).toEqual([]);
    expect(checkPlausibility(subject({ attributes: { year: 2025, mileage: 98, mileageUnit: 'km' } }), NOW)).toEqual([]);
  });

  it('counts miles as miles: 2,000 mi on a 2012 car is low, 60,000 mi on a 2025 car is fine', () => {
    expect(codes(checkPlausibility(subject({ countryCode: 'US', attributes: { year: 2012, mileage: 2000, mileageUnit: 'mi' } }), NOW))).toEqual(['mileage_low_for_age']);
    expect(checkPlausibility(subject({ countryCode: 'US', attributes: { year: 2025, mileage: 60_000, mileageUnit: 'mi' } }), NOW)).toEqual([]);
  });

  it('warns of a mileage too high for the age, and of any over a million km', () => {
    expect(codes(checkPlausibility(subject({ attributes: { year: 2025, mileage: 400_000, mileageUnit: 'km' } }), NOW))).toEqual(['mileage_high_for_age']);
    expect(codes(checkPlausibility(subject({ attributes: { year: 1990, mileage: 1_500_000, mileageUnit: 'km' } }), NOW))).toEqual(['mileage_high_for_age']);
    expect(checkPlausibility(subject({ attributes: { year: 2016, mileage: 300_000, mileageUnit: 'km' } }), NOW)).toEqual([]);
  });

  it('warns when the field’s unit disagrees with the text’s for the same number', () => {
    const text = { description: 'Only 45,000 miles, full history.' };
    expect(codes(checkPlausibility(subject({ ...text, attributes: { year: 2018, mileage: 45_000, mileageUnit: 'km' } }), NOW))).toEqual([
      'mileage_unit_differs_from_text',
    ]);
    expect(checkPlausibility(subject({ ...text, attributes: { year: 2018, mileage: 45_000, mileageUnit: 'mi' } }), NOW)).toEqual([]);
  });
});

describe('a home’s floor area', () => {
  const flat = { category: 'housing', subcategory: 'apartments', price: '2100.00', priceUnit: 'month', countryCode: 'GB' } as const;

  it('warns of 68 sq ft for a flat whose text says 68 m², and not once the unit follows the text', () => {
    const text = { title: 'Bright two-bed flat in Hackney', description: 'Second floor, 68 m², new kitchen.' };
    const warnings = checkPlausibility(subject({ ...flat, ...text, attributes: { floorArea: 68, floorAreaUnit: 'sqft' } }), NOW);
    expect(warnings).toEqual([{ code: 'area_unit_differs_from_text', field: 'attributes.floorArea', values: { area: 68, unit: 'sqft', textUnit: 'm2' } }]);
    expect(checkPlausibility(subject({ ...flat, ...text, attributes: { floorArea: 68, floorAreaUnit: 'm2' } }), NOW)).toEqual([]);
  });

  it('reads "sqm" and "sq ft" in the text both ways', () => {
    expect(codes(checkPlausibility(subject({ ...flat, description: 'About 68 sqm.', attributes: { floorArea: 68, floorAreaUnit: 'sqft' } }), NOW))).toEqual([
      'area_unit_differs_from_text',
    ]);
    expect(codes(checkPlausibility(subject({ ...flat, description: 'A generous 750 sq ft.', attributes: { floorArea: 750, floorAreaUnit: 'm2' } }), NOW))).toEqual([
      'area_unit_differs_from_text',
    ]);
    // Both units stated: either one agrees.
    expect(checkPlausibility(subject({ ...flat, description: '68 m² (732 sq ft)', attributes: { floorArea: 732, floorAreaUnit: 'sqft' } }), NOW)).toEqual([]);
  });

  it('warns of an area implausible for the kind of home, whatever the text', () => {
    expect(codes(checkPlausibility(subject({ ...flat, attributes: { floorArea: 68, floorAreaUnit: 'sqft' } }), NOW))).toEqual(['area_implausible']);
    expect(codes(checkPlausibility(subject({ ...flat, attributes: { floorArea: 6800, floorAreaUnit: 'm2' } }), NOW))).toEqual(['area_implausible']);
    expect(checkPlausibility(subject({ ...flat, attributes: { floorArea: 732, floorAreaUnit: 'sqft' } }), NOW)).toEqual([]);
  });
});

describe('pay against the minimum wage', () => {
  const job = { category: 'jobs', subcategory: 'full-time', title: 'Line cook', description: 'Evenings.' } as const;

  it('warns of a yearly wage under a year of the city’s hourly minimum', () => {
    const warnings = checkPlausibility(subject({ ...job, countryCode: 'US', price: '14.00', priceUnit: 'year' }), NOW);
    expect(warnings).toEqual([{ code: 'wage_below_minimum', field: 'price', values: { amount: '14.00', period: 'year', minimum: '15080.00', hours: 40 } }]);
    expect(checkPlausibility(subject({ ...job, countryCode: 'US', price: '38000.00', priceUnit: 'year' }), NOW)).toEqual([]);
  });

  it('scales the minimum to the hours a week the ad gives, and leaves part-time pay alone without them', () => {
    const partTime = { ...job, subcategory: 'part-time', countryCode: 'DE', price: '9000.00', priceUnit: 'year' } as const;
    expect(checkPlausibility(subject(partTime), NOW)).toEqual([]);
    expect(codes(checkPlausibility(subject({ ...partTime, attributes: { hoursPerWeek: 20 } }), NOW))).toEqual(['wage_below_minimum']);
  });

  it('warns of an hourly wage under the minimum or absurdly high, not of a normal one', () => {
    expect(codes(checkPlausibility(subject({ ...job, countryCode: 'DE', price: '5.00', priceUnit: 'hour' }), NOW))).toEqual(['wage_below_minimum']);
    expect(codes(checkPlausibility(subject({ ...job, countryCode: 'DE', price: '45000.00', priceUnit: 'hour' }), NOW))).toEqual(['wage_hourly_too_high']);
    expect(checkPlausibility(subject({ ...job, countryCode: 'DE', price: '18.50', priceUnit: 'hour' }), NOW)).toEqual([]);
  });

  it('says nothing where no minimum wage is known', () => {
    expect(checkPlausibility(subject({ ...job, countryCode: 'IT', price: '14.00', priceUnit: 'year' }), NOW)).toEqual([]);
  });
});

describe('a token price', () => {
  it('warns of 0 or 1 on a car, not on a sofa or a real price', () => {
    expect(codes(checkPlausibility(subject({ price: '1.00' }), NOW))).toEqual(['price_token']);
    expect(codes(checkPlausibility(subject({ price: '0.00' }), NOW))).toEqual(['price_token']);
    expect(checkPlausibility(subject({ price: '4500.00' }), NOW)).toEqual([]);
    expect(checkPlausibility(subject({ subcategory: 'furniture', price: '0.00' }), NOW)).toEqual([]);
  });
});

describe('warnings of a listing as posted', () => {
  it('resolve the default price unit: a wage of 14 is hourly, so no yearly-minimum warning', () => {
    const input = { category: 'jobs', subcategory: null, title: 'Dishwasher', description: 'Evenings.', price: '14.00' };
    expect(plausibilityWarnings(input, 'US', NOW)).toEqual([]);
    expect(codes(plausibilityWarnings({ ...input, priceUnit: 'year' }, 'US', NOW))).toEqual(['wage_below_minimum']);
  });

  it('read the attributes from the text when the seller gave none', () => {
    const input = { category: 'for-sale', subcategory: 'cars-trucks', title: 'VW Golf 2012', description: 'Mileage: 1,500,000', price: '6500.00' };
    expect(codes(plausibilityWarnings(input, 'DE', NOW))).toEqual(['mileage_high_for_age']);
  });
});

describe('units stated by the text', () => {
  it('win over the city’s convention, both ways', () => {
    expect(areaUnitOf(68, 'Flat, 68 m², Hackney', 'GB')).toBe('m2');
    expect(areaUnitOf(68, 'Flat, 68 sqm', 'GB')).toBe('m2');
    expect(areaUnitOf(750, 'Loft, 750 sq ft', 'DE')).toBe('sqft');
    expect(areaUnitOf(68, 'Flat in Hackney', 'GB')).toBe('sqft');
    expect(areaUnitOf(68, 'Wohnung in Mitte', 'DE')).toBe('m2');
    // Another number's unit says nothing about this one.
    expect(areaUnitOf(70, 'Balcony of 8 m²', 'GB')).toBe('sqft');
    expect(distanceUnitOf(45_000, 'Only 45,000 miles', 'DE')).toBe('mi');
    expect(distanceUnitOf(98_000, 'Golf, 98.000 km', 'US')).toBe('km');
  });

  it('are read in the forms sellers write them', () => {
    expect(statedAreas('２LDK 68㎡')).toEqual([{ value: 68, unit: 'm2' }]);
    expect(statedAreas('68 sq m, 1.200 qm Garten, 750 sq. ft.')).toEqual([
      { value: 68, unit: 'm2' },
      { value: 1200, unit: 'm2' },
      { value: 750, unit: 'sqft' },
    ]);
    expect(extractAttributes('Flat, 68 sqm', { category: 'housing', subcategory: 'apartments', countryCode: 'GB' })).toMatchObject({
      floorArea: 68,
      floorAreaUnit: 'm2',
    });
  });
});
