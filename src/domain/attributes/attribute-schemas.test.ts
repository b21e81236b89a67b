import { describe, expect, it } from 'vitest';
import { buildListingInput } from '../../demo/listing-factory';
import { listingFiltersSchema, listingInputSchema } from '../listings/listing-schemas';
import { latestModelYear } from './attribute-definitions';
import { i18nFor } from '../../i18n/catalogues';
import { errorText, issueText } from '../../i18n/error-text';
import { parseAttributes, type AttributeIssue } from './attribute-schemas';

/** The messages are catalogue keys with values (#26); these tests read them as English API clients get them. */
const english = i18nFor('en').t;
const said = (result: ReturnType<typeof parseAttributes>) =>
  result.ok ? result : { ok: false, issues: result.issues.map((issue: AttributeIssue) => ({ key: issue.key, message: errorText(english, issue.message, issue.values) })) };

describe('attribute validation', () => {
  it('types what a form sends as text and fills the canonical units', () => {
    const parsed = parseAttributes('vehicle', {
      make: 'vw',
      model: 'golf',
      year: '2012',
      mileage: '98000',
      mileageUnit: 'mi',
      fuel: 'diesel',
      bodyType: '',
    });
    expect(parsed).toEqual({
      ok: true,
      attributes: { make: 'Volkswagen', model: 'Golf', year: 2012, mileage: 98_000, mileageUnit: 'mi', mileageKm: 157_716, fuel: 'diesel' },
    });
  });

  it('reads yes/no and dates, and ignores derived values sent by a client', () => {
    const parsed = parseAttributes('home', {
      bedrooms: 2,
      bathrooms: '1.5',
      floorArea: 750,
      floorAreaUnit: 'sqft',
      floorAreaM2: 1,
      furnished: 'yes',
      petsAllowed: false,
      availableFrom: '2026-12-01',
    });
    expect(parsed).toEqual({
      ok: true,
      attributes: {
        bedrooms: 2,
        bathrooms: 1.5,
        floorArea: 750,
        floorAreaUnit: 'sqft',
        floorAreaM2: 69.68,
        furnished: true,
        petsAllowed: false,
        availableFrom: '2026-12-01',
      },
    });
  });

  it('refuses bad values with messages a person understands', () => {
    const parsed = parseAttributes('vehicle', { year: 1850, mileage: -5, fuel: 'steam', mileageUnit: 'leagues' });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    const messages = Object.fromEntries(parsed.issues.map((issue) => [issue.key, errorText(english, issue.message, issue.values)]));
    expect(messages.year).toBe(`Year must be a whole number between 1,900 and ${latestModelYear().toLocaleString('en-US')}`);
    expect(messages.mileage).toBe('Mileage must be a whole number between 0 and 2,000,000');
    expect(messages.fuel).toBe('Fuel must be one of: petrol, diesel, hybrid, electric, lpg, other');
    expect(messages.mileageUnit).toBe('Mileage unit must be one of: km, mi');
    expect(said(parseAttributes('home', { bathrooms: 1.3 }))).toMatchObject({
      ok: false,
      issues: [{ key: 'bathrooms', message: 'Bathrooms must be a number between 0 and 30, in steps of 0.5' }],
    });
    expect(said(parseAttributes('home', { availableFrom: '2026-02-30' }))).toMatchObject({
      ok: false,
      issues: [{ key: 'availableFrom', message: 'Available from is not a real date' }],
    });
  });

  it('names a fact that does not belong to the family instead of dropping it', () => {
    expect(said(parseAttributes('home', { mileage: 1000 }))).toEqual({
      ok: false,
      issues: [{ key: 'mileage', message: '"mileage" is not a fact of a home listing' }],
    });
    expect(said(parseAttributes(null, { year: 2012 }))).toEqual({
      ok: false,
      issues: [{ key: 'year', message: 'This category has no attributes ("year" was sent)' }],
    });
  });

  it('puts attribute errors of a posted listing under attributes.<key>', () => {
    const input = buildListingInput({ category: 'for-sale', subcategory: 'cars-trucks', attributes: { year: 'last year' } });
    const result = listingInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => ({ path: issue.path, message: issueText(english, issue) }))).toEqual([
      { path: ['attributes', 'year'], message: expect.stringMatching(/^Year must be a whole number/) },
    ]);
    const ok = listingInputSchema.parse({ ...input, attributes: { year: '2012', mileage: '98000', mileageUnit: 'km' } });
    expect(ok.attributes).toEqual({ year: 2012, mileage: 98_000, mileageUnit: 'km', mileageKm: 98_000 });
  });
});

describe('numbers the API takes: a decimal point and no thousands separators', () => {
  // "98.000" is a decimal the API takes (98): a point is always the decimal point there.
  it.each(['98,000', '98 000', '1,5', '98.000,00'])('refuses the attribute %s and says how to write it', (mileage) => {
    expect(said(parseAttributes('vehicle', { mileage, mileageUnit: 'km' }))).toEqual({
      ok: false,
      issues: [{ key: 'mileage', message: 'Mileage: the API takes numbers with a decimal point and no thousands separators, e.g. 98000' }],
    });
  });

  it.each(['120,000', '120 000'])('refuses the filter mileageMax=%s', (mileageMax) => {
    const result = listingFiltersSchema.safeParse({ mileageMax });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('errors.number.notCanonical');
  });
});

describe('attribute filters in a results URL', () => {
  it('reads ranges, flags and names', () => {
    const filters = listingFiltersSchema.parse({
      yearMin: '2010',
      yearMax: '2014',
      mileageMax: '120000',
      mileageUnit: 'mi',
      make: 'vw',
      pets: '1',
      furnished: '0',
    });
    expect(filters).toMatchObject({
      yearMin: 2010,
      yearMax: 2014,
      mileageMax: 120_000,
      mileageUnit: 'mi',
      make: 'Volkswagen',
      pets: true,
      furnished: undefined,
    });
  });

  it('refuses nonsense with a readable message', () => {
    const result = listingFiltersSchema.safeParse({ yearMin: '2015', yearMax: '2010', bedroomsMin: 'lots', workplace: 'moon' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issueText(english, issue)]));
    expect(messages.bedroomsMin).toBe('Bedrooms must be a number between 0 and 30');
    expect(messages.workplace).toBe('Workplace must be one of: on-site, hybrid, remote');
  });
});
