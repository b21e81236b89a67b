/**
 * The facts that decide a price, per kind of listing (ADR 014): a car's make, year and
 * mileage, a flat's bedrooms and floor area, a job's workplace. One definition serves
 * the Post New Ad fields, validation, extraction from text, the filters, the key facts
 * on cards and JSON-LD. Browser-safe: no database, no Zod.
 *
 * A "family" groups subcategories that share facts; SPEC's taxonomy stays as it is.
 */

export const ATTRIBUTE_FAMILIES = ['vehicle', 'home', 'job', 'device', 'bicycle'] as const;
export type AttributeFamily = (typeof ATTRIBUTE_FAMILIES)[number];

const FAMILY_BY_SUBCATEGORY: Readonly<Record<string, AttributeFamily>> = {
  'for-sale/cars-trucks': 'vehicle',
  'for-sale/motorcycles': 'vehicle',
  'for-sale/rvs-campers': 'vehicle',
  'for-sale/cell-phones': 'device',
  'for-sale/computers': 'device',
  'for-sale/electronics': 'device',
  'for-sale/bicycles': 'bicycle',
  'housing/apartments': 'home',
  'housing/houses': 'home',
  'housing/rooms': 'home',
  'housing/sublets': 'home',
  'housing/vacation-rentals': 'home',
  'housing/real-estate-sales': 'home',
};

/** The family whose facts a listing in this category and subcategory has; null: none. */
export function attributeFamilyOf(category: string | null | undefined, subcategory: string | null | undefined): AttributeFamily | null {
  if (category === 'jobs') return 'job';
  if (!category || !subcategory) return null;
  return FAMILY_BY_SUBCATEGORY[`${category}/${subcategory}`] ?? null;
}

/**
 * The family whose filters a results page of this category and subcategory offers: its
 * listings' family, and a home's (bedrooms, area, furnished…) on Housing before a
 * subcategory is picked. Parking or storage ads have no bedrooms, so a filter on them
 * leaves those out, as it should.
 */
export function filterFamilyOf(category: string | null | undefined, subcategory: string | null | undefined): AttributeFamily | null {
  if (category === 'housing' && !subcategory) return 'home';
  return attributeFamilyOf(category, subcategory);
}

export const FUELS = ['petrol', 'diesel', 'hybrid', 'electric', 'lpg', 'other'] as const;
export const TRANSMISSIONS = ['manual', 'automatic'] as const;
export const BODY_TYPES = ['sedan', 'hatchback', 'estate', 'suv', 'coupe', 'convertible', 'van', 'pickup', 'minivan', 'other'] as const;
export const EMPLOYMENT_TYPES = ['full-time', 'part-time', 'contract', 'temporary', 'internship'] as const;
export const WORKPLACES = ['on-site', 'hybrid', 'remote'] as const;
export const BIKE_TYPES = ['road', 'mountain', 'hybrid', 'city', 'gravel', 'electric', 'bmx', 'kids', 'folding', 'cargo', 'other'] as const;
export const FRAME_SIZES = ['xs', 's', 'm', 'l', 'xl'] as const;
export const DISTANCE_UNITS = ['km', 'mi'] as const;
export const AREA_UNITS = ['m2', 'sqft'] as const;

export type DistanceUnit = (typeof DISTANCE_UNITS)[number];
export type AreaUnit = (typeof AREA_UNITS)[number];

/**
 * A listing's facts as stored (listings.attributes) and returned by the API. Every key
 * is optional: a seller gives what they know. `mileageKm` and `floorAreaM2` are derived
 * from the value and unit the seller used, so filters and price comparisons work in one
 * unit while pages show the seller's.
 */
// A type, not an interface: it must fit the database layer's flat JSON (AttributeValues).
export type ListingAttributes = {
  // vehicle
  make?: string;
  model?: string;
  year?: number;
  mileage?: number;
  mileageUnit?: DistanceUnit;
  mileageKm?: number;
  fuel?: (typeof FUELS)[number];
  transmission?: (typeof TRANSMISSIONS)[number];
  bodyType?: (typeof BODY_TYPES)[number];
  powerHp?: number;
  // home
  bedrooms?: number;
  bathrooms?: number;
  floorArea?: number;
  floorAreaUnit?: AreaUnit;
  floorAreaM2?: number;
  furnished?: boolean;
  petsAllowed?: boolean;
  availableFrom?: string;
  // job (pay is the listing's price and price unit: one truth, ADR 014)
  employmentType?: (typeof EMPLOYMENT_TYPES)[number];
  workplace?: (typeof WORKPLACES)[number];
  employer?: string;
  hoursPerWeek?: number;
  // device (make and model above serve vehicles; devices have a brand)
  brand?: string;
  storageGb?: number;
  // bicycle (brand above)
  bikeType?: (typeof BIKE_TYPES)[number];
  frameSize?: (typeof FRAME_SIZES)[number];
};

export type AttributeKey = keyof ListingAttributes;

/** How a field is entered and filtered. */
export type AttributeField =
  | { key: AttributeKey; kind: 'text'; max: number; suggestions?: 'makes' | 'models' | 'brands' }
  | { key: AttributeKey; kind: 'choice'; options: readonly string[] }
  | { key: AttributeKey; kind: 'integer' | 'decimal'; min: number; max: number; step?: number }
  | { key: AttributeKey; kind: 'measure'; measure: 'distance' | 'area'; min: number; max: number }
  | { key: AttributeKey; kind: 'yes-no' }
  | { key: AttributeKey; kind: 'date' };

/** The latest model year a seller may give: next year's models are sold from autumn. */
export function latestModelYear(now = new Date()): number {
  return now.getUTCFullYear() + 1;
}

/** The fields of each family, in the order the form shows them. */
export const ATTRIBUTE_FIELDS: Readonly<Record<AttributeFamily, readonly AttributeField[]>> = {
  vehicle: [
    { key: 'make', kind: 'text', max: 40, suggestions: 'makes' },
    { key: 'model', kind: 'text', max: 40, suggestions: 'models' },
    { key: 'year', kind: 'integer', min: 1900, max: 2100 },
    { key: 'mileage', kind: 'measure', measure: 'distance', min: 0, max: 2_000_000 },
    { key: 'fuel', kind: 'choice', options: FUELS },
    { key: 'transmission', kind: 'choice', options: TRANSMISSIONS },
    { key: 'bodyType', kind: 'choice', options: BODY_TYPES },
    { key: 'powerHp', kind: 'integer', min: 1, max: 2000 },
  ],
  home: [
    { key: 'bedrooms', kind: 'integer', min: 0, max: 30 },
    { key: 'bathrooms', kind: 'decimal', min: 0, max: 30, step: 0.5 },
    { key: 'floorArea', kind: 'measure', measure: 'area', min: 1, max: 100_000 },
    { key: 'furnished', kind: 'yes-no' },
    { key: 'petsAllowed', kind: 'yes-no' },
    { key: 'availableFrom', kind: 'date' },
  ],
  job: [
    { key: 'employmentType', kind: 'choice', options: EMPLOYMENT_TYPES },
    { key: 'workplace', kind: 'choice', options: WORKPLACES },
    { key: 'employer', kind: 'text', max: 100 },
    { key: 'hoursPerWeek', kind: 'integer', min: 1, max: 80 },
  ],
  device: [
    { key: 'brand', kind: 'text', max: 40, suggestions: 'brands' },
    { key: 'model', kind: 'text', max: 60 },
    { key: 'storageGb', kind: 'integer', min: 1, max: 65_536 },
  ],
  bicycle: [
    { key: 'bikeType', kind: 'choice', options: BIKE_TYPES },
    { key: 'frameSize', kind: 'choice', options: FRAME_SIZES },
    { key: 'brand', kind: 'text', max: 40 },
  ],
};

/** Every key a family may store, derived ones included. */
export function keysOf(family: AttributeFamily): AttributeKey[] {
  const keys: AttributeKey[] = [];
  for (const field of ATTRIBUTE_FIELDS[family]) {
    keys.push(field.key);
    if (field.kind === 'measure')
      keys.push(...(field.measure === 'distance' ? (['mileageUnit', 'mileageKm'] as const) : (['floorAreaUnit', 'floorAreaM2'] as const)));
  }
  return keys;
}

// Units by the country's convention: miles on British and American roads, square feet
// for American and British homes; everyone else metric.
const MILES_COUNTRIES = new Set(['US', 'GB', 'LR', 'MM']);
const SQUARE_FEET_COUNTRIES = new Set(['US', 'GB', 'CA', 'LR', 'MM']);

export function distanceUnitFor(countryCode: string | null | undefined): DistanceUnit {
  return countryCode && MILES_COUNTRIES.has(countryCode.toUpperCase()) ? 'mi' : 'km';
}

export function areaUnitFor(countryCode: string | null | undefined): AreaUnit {
  return countryCode && SQUARE_FEET_COUNTRIES.has(countryCode.toUpperCase()) ? 'sqft' : 'm2';
}

export const KM_PER_MILE = 1.609344;
export const SQFT_PER_M2 = 10.7639104;

export function toKilometres(value: number, unit: DistanceUnit): number {
  return Math.round(unit === 'mi' ? value * KM_PER_MILE : value);
}

export function fromKilometres(km: number, unit: DistanceUnit): number {
  return Math.round(unit === 'mi' ? km / KM_PER_MILE : km);
}

export function toSquareMetres(value: number, unit: AreaUnit): number {
  return Math.round((unit === 'sqft' ? value / SQFT_PER_M2 : value) * 100) / 100;
}

export function fromSquareMetres(m2: number, unit: AreaUnit): number {
  return Math.round(unit === 'sqft' ? m2 * SQFT_PER_M2 : m2);
}

/**
 * The derived canonical values, filled from the value and unit the seller used. The
 * single place that computes them, so a stored listing cannot disagree with itself.
 */
export function withCanonicalUnits(attributes: ListingAttributes): ListingAttributes {
  const result: ListingAttributes = { ...attributes };
  delete result.mileageKm;
  delete result.floorAreaM2;
  if (result.mileage !== undefined) {
    result.mileageUnit ??= 'km';
    result.mileageKm = toKilometres(result.mileage, result.mileageUnit);
  } else delete result.mileageUnit;
  if (result.floorArea !== undefined) {
    result.floorAreaUnit ??= 'm2';
    result.floorAreaM2 = toSquareMetres(result.floorArea, result.floorAreaUnit);
  } else delete result.floorAreaUnit;
  return result;
}

export function hasAttributes(attributes: ListingAttributes | null | undefined): boolean {
  return !!attributes && Object.keys(attributes).length > 0;
}
