/**
 * Filters on a listing's attributes (ADR 014), as the results URL and GET /api/listings
 * take them: `yearMin=2010&mileageMax=120000&fuel=diesel`, `bedroomsMin=2&pets=1`,
 * `payMin=50000&workplace=remote`. Distances and areas are in the unit given beside them
 * (mileageUnit, areaUnit; the city's unit on pages), compared in km and m². Browser-safe.
 */
import { z } from 'zod';
import { queryText } from '../shared/text';
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
  type AttributeFamily,
  type ListingAttributes,
} from './attribute-definitions';
import { canonicalName } from './make-lists';

const wholeNumber = (label: string, max: number) =>
  queryText(label, 12)
    .optional()
    .transform((value, ctx): number | undefined => {
      const text = value?.trim().replace(/[,\s]/g, '');
      if (!text) return undefined;
      const number = Number(text);
      if (!/^\d+(\.\d+)?$/.test(text) || number > max) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a number between 0 and ${max.toLocaleString('en-US')}` });
        return z.NEVER;
      }
      return number;
    });

const choice = <T extends readonly [string, ...string[]]>(label: string, options: T) =>
  z
    .union([z.literal(''), z.enum(options)], { error: `${label} must be one of: ${options.join(', ')}` })
    .optional()
    .transform((value) => (value ? value : undefined));

const name = (label: string, kind: 'makes' | 'brands' | 'models') =>
  queryText(label, 60)
    .optional()
    .transform((value) => (value?.trim() ? canonicalName(kind, value.trim()) : undefined));

const yes = (label: string) =>
  z
    .enum(['1', 'true', '0', 'false', ''], { error: `${label} must be 1 or 0` })
    .optional()
    .transform((value) => (value === '1' || value === 'true' ? true : undefined));

/** The attribute filters' fields, spread into the listing filters' schema. */
export const attributeFilterFields = {
  make: name('Make', 'makes'),
  model: name('Model', 'models'),
  yearMin: wholeNumber('Year from', 2100),
  yearMax: wholeNumber('Year to', 2100),
  mileageMax: wholeNumber('Maximum mileage', 5_000_000),
  mileageUnit: choice('Mileage unit', DISTANCE_UNITS),
  fuel: choice('Fuel', FUELS),
  transmission: choice('Transmission', TRANSMISSIONS),
  bodyType: choice('Body type', BODY_TYPES),
  bedroomsMin: wholeNumber('Bedrooms', 30),
  bathroomsMin: wholeNumber('Bathrooms', 30),
  areaMin: wholeNumber('Minimum floor area', 1_000_000),
  areaUnit: choice('Area unit', AREA_UNITS),
  furnished: yes('Furnished'),
  pets: yes('Pets allowed'),
  payMin: wholeNumber('Minimum pay', 99_999_999),
  payPer: choice('Pay period', PRICE_UNITS),
  workplace: choice('Workplace', WORKPLACES),
  employmentType: choice('Employment type', EMPLOYMENT_TYPES),
  brand: name('Brand', 'brands'),
  storageMin: wholeNumber('Minimum storage', 65_536),
  bikeType: choice('Bike type', BIKE_TYPES),
  frameSize: choice('Frame size', FRAME_SIZES),
} as const;

export const ATTRIBUTE_FILTER_KEYS = Object.keys(attributeFilterFields) as (keyof typeof attributeFilterFields)[];
export type AttributeFilterKey = (typeof ATTRIBUTE_FILTER_KEYS)[number];

/** The keys that say a value's unit: they travel with their value and are no filter of their own. */
export const FILTER_UNIT_OF = { mileageMax: 'mileageUnit', areaMin: 'areaUnit', payMin: 'payPer' } as const satisfies Partial<
  Record<AttributeFilterKey, AttributeFilterKey>
>;
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

/** Which filters a family's sidebar shows, in order (unit keys travel with their value). */
export const FILTERS_BY_FAMILY: Readonly<Record<AttributeFamily, readonly AttributeFilterKey[]>> = {
  vehicle: ['make', 'model', 'yearMin', 'yearMax', 'mileageMax', 'fuel', 'transmission', 'bodyType'],
  home: ['bedroomsMin', 'bathroomsMin', 'areaMin', 'furnished', 'pets'],
  job: ['payMin', 'workplace', 'employmentType'],
  device: ['brand', 'model', 'storageMin'],
  bicycle: ['bikeType', 'frameSize', 'brand'],
};

/** Cross-field checks, for the listing filters' superRefine. */
export function attributeFilterIssues(filters: Partial<AttributeFilters>): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  if (filters.yearMin !== undefined && filters.yearMax !== undefined && filters.yearMin > filters.yearMax) {
    issues.push({ path: 'yearMax', message: 'Year to must not be before year from' });
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
