/**
 * The attribute filters, one table (#27): each filter's kind, and which a family's
 * sidebar shows, in order. Read by the filters' schema (attribute-filters.ts, with Zod)
 * and by the sidebar (web/components/filters), which must not carry Zod: so this module
 * holds plain data only. Unit keys (mileageUnit, areaUnit, payPer) travel with their value.
 */
import {
  BIKE_TYPES,
  BODY_TYPES,
  EMPLOYMENT_TYPES,
  FRAME_SIZES,
  FUELS,
  TRANSMISSIONS,
  WORKPLACES,
  type AttributeFamily,
} from './attribute-definitions';

/** How a filter is typed: a whole number, a name, a yes/no box, one of a list, or the unit of another. */
export type AttributeFilterKind = 'number' | 'text' | 'check' | 'choice' | 'unit';

export const ATTRIBUTE_FILTER_KINDS = {
  make: 'text',
  model: 'text',
  yearMin: 'number',
  yearMax: 'number',
  mileageMax: 'number',
  mileageUnit: 'unit',
  fuel: 'choice',
  transmission: 'choice',
  bodyType: 'choice',
  bedroomsMin: 'number',
  bathroomsMin: 'number',
  areaMin: 'number',
  areaUnit: 'unit',
  furnished: 'check',
  pets: 'check',
  payMin: 'number',
  payPer: 'unit',
  workplace: 'choice',
  employmentType: 'choice',
  brand: 'text',
  storageMin: 'number',
  bikeType: 'choice',
  frameSize: 'choice',
} as const satisfies Record<string, AttributeFilterKind>;

export type AttributeFilterKey = keyof typeof ATTRIBUTE_FILTER_KINDS;
export const ATTRIBUTE_FILTER_KEYS = Object.keys(ATTRIBUTE_FILTER_KINDS) as AttributeFilterKey[];
type KeyOfKind<K extends AttributeFilterKind> = { [F in AttributeFilterKey]: (typeof ATTRIBUTE_FILTER_KINDS)[F] extends K ? F : never }[AttributeFilterKey];

const keysOfKind = <K extends AttributeFilterKind>(kind: K) =>
  (Object.keys(ATTRIBUTE_FILTER_KINDS) as AttributeFilterKey[]).filter((key): key is KeyOfKind<K> => ATTRIBUTE_FILTER_KINDS[key] === kind);

/** The filters that take a whole number (a year, a mileage, an area, a pay), typed by people in filter boxes. */
export const NUMBER_FILTER_KEYS: readonly KeyOfKind<'number'>[] = keysOfKind('number');
export const TEXT_FILTER_KEYS: readonly KeyOfKind<'text'>[] = keysOfKind('text');
export const CHECK_FILTER_KEYS: readonly KeyOfKind<'check'>[] = keysOfKind('check');

/** The values a choice filter takes. */
export const FILTER_CHOICES: Record<KeyOfKind<'choice'>, readonly string[]> = {
  fuel: FUELS,
  transmission: TRANSMISSIONS,
  bodyType: BODY_TYPES,
  workplace: WORKPLACES,
  employmentType: EMPLOYMENT_TYPES,
  bikeType: BIKE_TYPES,
  frameSize: FRAME_SIZES,
};

/** The key that says a value's unit: it travels with its value and is no filter of its own. */
export const FILTER_UNIT_OF = { mileageMax: 'mileageUnit', areaMin: 'areaUnit', payMin: 'payPer' } as const satisfies Partial<
  Record<KeyOfKind<'number'>, KeyOfKind<'unit'>>
>;

/** Which filters a family's sidebar shows, in order (unit keys travel with their value). */
export const FILTERS_BY_FAMILY: Readonly<Record<AttributeFamily, readonly AttributeFilterKey[]>> = {
  vehicle: ['make', 'model', 'yearMin', 'yearMax', 'mileageMax', 'fuel', 'transmission', 'bodyType'],
  home: ['bedroomsMin', 'bathroomsMin', 'areaMin', 'furnished', 'pets'],
  job: ['payMin', 'workplace', 'employmentType'],
  device: ['brand', 'model', 'storageMin'],
  bicycle: ['bikeType', 'frameSize', 'brand'],
};
