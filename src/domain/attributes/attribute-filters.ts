/**
 * Filters on a listing's attributes (ADR 014), as the results URL and GET /api/listings
 * take them: `yearMin=2010&mileageMax=120000&fuel=diesel`, `bedroomsMin=2&pets=1`,
 * `payMin=50000&workplace=remote`. Distances and areas are in the unit given beside them
 * (mileageUnit, areaUnit; the city's unit on pages), compared in km and m². Browser-safe.
 */
import { z } from 'zod';
import { CANONICAL_DECIMAL, isLocallyWritten } from '../shared/parse-number';
import { queryText, withValues } from '../shared/text';
import { PRICE_UNITS, type PriceUnit } from '../taxonomy/price-units';
import {
  AREA_UNITS,
  BIKE_TYPES,
  BODY_TYPES,
  DISTANCE_UNITS,
  EMPLOYMENT_TYPES,
  FRAME_SIZES,
  FUELS,
  TRANSMISSIONS,
  WORKPLACES,
  toKilometres,
  toSquareMetres,
  type ListingAttributes,
} from './attribute-definitions';
import { canonicalName } from './make-lists';
import { ATTRIBUTE_FILTER_KEYS, FILTER_UNIT_OF, type AttributeFilterKey } from './attribute-filter-table';

const wholeNumber = (label: string, max: number) =>
  queryText(label, 12)
    .optional()
    .transform((value, ctx): number | undefined => {
      const text = value?.trim();
      if (!text) return undefined;
      const number = Number(text);
      // A decimal point and no thousands separators, as every number the API takes.
      if (isLocallyWritten(text)) {
        ctx.addIssue({ code: 'custom', message: 'errors.number.notCanonical', params: { label, example: '1234' } });
        return z.NEVER;
      }
      if (!CANONICAL_DECIMAL.test(text) || number > max) {
        ctx.addIssue({ code: 'custom', message: 'errors.attributes.numberBetween', params: { label, min: '0', max: max.toLocaleString('en-US') } });
        return z.NEVER;
      }
      return number;
    })
    .describe('A number with a decimal point and no thousands separators, e.g. 1234');

const choice = <T extends readonly [string, ...string[]]>(label: string, options: T) =>
  z
    .union([z.literal(''), z.enum(options)], { error: withValues('errors.value.oneOf', { label, allowed: options.join(', ') }) })
    .optional()
    .transform((value) => (value ? value : undefined));

const name = (label: string, kind: 'makes' | 'brands' | 'models') =>
  queryText(label, 60)
    .optional()
    .transform((value) => (value?.trim() ? canonicalName(kind, value.trim()) : undefined));

const yes = (label: string) =>
  z
    .enum(['1', 'true', '0', 'false', ''], { error: withValues('errors.value.oneOrZero', { label }) })
    .optional()
    .transform((value) => (value === '1' || value === 'true' ? true : undefined));

/** The attribute filters' fields, spread into the listing filters' schema. */
export const attributeFilterFields = {
  make: name('attributes.fields.make', 'makes'),
  model: name('attributes.fields.model', 'models'),
  yearMin: wholeNumber('errors.fields.yearFrom', 2100),
  yearMax: wholeNumber('errors.fields.yearTo', 2100),
  mileageMax: wholeNumber('errors.fields.mileageMax', 5_000_000),
  mileageUnit: choice('errors.fields.mileageUnit', DISTANCE_UNITS),
  fuel: choice('attributes.fields.fuel', FUELS),
  transmission: choice('attributes.fields.transmission', TRANSMISSIONS),
  bodyType: choice('attributes.fields.bodyType', BODY_TYPES),
  bedroomsMin: wholeNumber('attributes.fields.bedrooms', 30),
  bathroomsMin: wholeNumber('attributes.fields.bathrooms', 30),
  areaMin: wholeNumber('errors.fields.areaMin', 1_000_000),
  areaUnit: choice('errors.fields.areaUnit', AREA_UNITS),
  furnished: yes('attributes.fields.furnished'),
  pets: yes('attributes.fields.petsAllowed'),
  payMin: wholeNumber('errors.fields.payMin', 99_999_999),
  payPer: choice('errors.fields.payPer', PRICE_UNITS),
  workplace: choice('attributes.fields.workplace', WORKPLACES),
  employmentType: choice('attributes.fields.employmentType', EMPLOYMENT_TYPES),
  brand: name('attributes.fields.brand', 'brands'),
  storageMin: wholeNumber('errors.fields.storageMin', 65_536),
  bikeType: choice('attributes.fields.bikeType', BIKE_TYPES),
  frameSize: choice('attributes.fields.frameSize', FRAME_SIZES),
} as const satisfies Record<AttributeFilterKey, z.ZodType>;

export { ATTRIBUTE_FILTER_KEYS, FILTER_UNIT_OF, FILTERS_BY_FAMILY, NUMBER_FILTER_KEYS, type AttributeFilterKey } from './attribute-filter-table';
const UNIT_KEYS: readonly AttributeFilterKey[] = Object.values(FILTER_UNIT_OF);

/**
 * The attribute filter keys as the results pages' sidebar needs them (the root loader
 * hands them to the browser, so this module and its Zod stay out of every page's
 * JavaScript): the filters, which the badges count, and the unit keys.
 */
export const ATTRIBUTE_FILTER_KEY_LISTS = {
  filters: ATTRIBUTE_FILTER_KEYS.filter((key) => !UNIT_KEYS.includes(key)),
  units: UNIT_KEYS,
};
export type AttributeFilters = { [K in AttributeFilterKey]: z.output<(typeof attributeFilterFields)[K]> };

/** Cross-field checks, for the listing filters' superRefine. */
export function attributeFilterIssues(filters: Partial<AttributeFilters>): { path: string; message: string; values?: Record<string, string | number> }[] {
  const issues: { path: string; message: string; values?: Record<string, string | number> }[] = [];
  if (filters.yearMin !== undefined && filters.yearMax !== undefined && filters.yearMin > filters.yearMax) {
    issues.push({ path: 'yearMax', message: 'errors.filters.yearToBeforeFrom' });
  }
  return issues;
}

/** Annual pay per unit of pay, to compare an hourly wage with a salary: 40 hours × 52 weeks. */
export const PAY_PER_YEAR: Readonly<Record<PriceUnit, number>> = { hour: 2080, night: 365, week: 52, month: 12, year: 1 };

/**
 * What a listing must have to pass the filters, in the units facts are stored in: the
 * equality facts as one object the listing's attributes must contain, and each bound on
 * its canonical number. Saved searches store this (domain/alerts) and match new listings
 * against it with the same rules as the results page (attribute-conditions.ts).
 */
// A type, not an interface: saved searches keep it as JSON (saved_searches.attribute_match).
export type AttributeMatch = {
  contains?: ListingAttributes;
  yearMin?: number;
  yearMax?: number;
  mileageMaxKm?: number;
  bedroomsMin?: number;
  bathroomsMin?: number;
  areaMinM2?: number;
  storageMin?: number;
  payMinPerYear?: number;
};

export function attributeMatchOf(filters: Partial<AttributeFilters>): AttributeMatch {
  const contains: ListingAttributes = {};
  if (filters.make) contains.make = filters.make;
  if (filters.model) contains.model = filters.model;
  if (filters.brand) contains.brand = filters.brand;
  if (filters.fuel) contains.fuel = filters.fuel;
  if (filters.transmission) contains.transmission = filters.transmission;
  if (filters.bodyType) contains.bodyType = filters.bodyType;
  if (filters.furnished) contains.furnished = true;
  if (filters.pets) contains.petsAllowed = true;
  if (filters.workplace) contains.workplace = filters.workplace;
  if (filters.employmentType) contains.employmentType = filters.employmentType;
  if (filters.bikeType) contains.bikeType = filters.bikeType;
  if (filters.frameSize) contains.frameSize = filters.frameSize;
  const match: AttributeMatch = {
    contains: Object.keys(contains).length > 0 ? contains : undefined,
    yearMin: filters.yearMin,
    yearMax: filters.yearMax,
    mileageMaxKm: filters.mileageMax === undefined ? undefined : toKilometres(filters.mileageMax, filters.mileageUnit ?? 'km'),
    bedroomsMin: filters.bedroomsMin,
    bathroomsMin: filters.bathroomsMin,
    areaMinM2: filters.areaMin === undefined ? undefined : toSquareMetres(filters.areaMin, filters.areaUnit ?? 'm2'),
    storageMin: filters.storageMin,
    payMinPerYear: filters.payMin === undefined ? undefined : filters.payMin * PAY_PER_YEAR[filters.payPer ?? 'year'],
  };
  return Object.fromEntries(Object.entries(match).filter(([, value]) => value !== undefined)) as AttributeMatch;
}

/** The attribute filters that are set, as the results URL carries them (for saved searches' links). */
export function setAttributeFilters(filters: Partial<AttributeFilters>): Partial<Record<AttributeFilterKey, string | number | boolean>> {
  return Object.fromEntries(ATTRIBUTE_FILTER_KEYS.flatMap((key) => (filters[key] === undefined ? [] : [[key, filters[key]]])));
}

/** Set attribute filters back as URL text (booleans as 1/0), as the results URL and its schema read them. */
export function attributeFiltersAsQuery(filters: Readonly<Record<string, string | number | boolean>>): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).map(([key, value]) => [key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value)]));
}
