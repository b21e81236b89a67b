/**
 * Plausibility: values a seller may well have mistyped, checked against the category, the
 * ad's own text and the city (98 km on a 2012 car; 68 sq ft for a flat whose text says
 * 68 m²; a yearly wage under a year of the minimum wage). Warnings, not errors: each
 * may be true, so the seller confirms it rather than being refused.
 *
 * Where the check runs (the choice, and why): the Post New Ad form runs this very
 * function on what it is about to send and shows each warning in the page's language;
 * the seller confirms each ("Yes, 98 km is right") before the ad is sent, and the form
 * sends the confirmed codes as `confirmedWarnings`. The API never refuses a listing for
 * a warning: POST /api/listings answers the warnings it finds, each marked confirmed or
 * not, so API clients keep working and can show them. Plain and browser-safe.
 */
import { z } from 'zod';
import { attributesToStore } from '../attributes/listing-attributes';
import type { AreaUnit, DistanceUnit, ListingAttributes } from '../attributes/attribute-definitions';
import { attributeFamilyOf } from '../attributes/attribute-definitions';
import { statedAreas, statedDistances } from '../attributes/measure-units';
import { findCity } from '../geo/find-city';
import { FULL_TIME_HOURS_PER_YEAR, hourlyMinimumWage } from '../taxonomy/minimum-wages';
import { defaultPriceUnit, type PriceUnit } from '../taxonomy/price-units';

export const PLAUSIBILITY_CODES = [
  'mileage_low_for_age',
  'mileage_high_for_age',
  'mileage_unit_differs_from_text',
  'area_unit_differs_from_text',
  'area_implausible',
  'wage_below_minimum',
  'wage_hourly_too_high',
  'price_token',
] as const;
export type PlausibilityCode = (typeof PLAUSIBILITY_CODES)[number];

/** The field a warning is about, as the form and the API name it. */
export type PlausibilityField = 'price' | 'attributes.mileage' | 'attributes.floorArea';

export interface PlausibilityWarning {
  code: PlausibilityCode;
  field: PlausibilityField;
  /** What the sentence names: numbers as numbers, units and periods as codes, amounts as canonical decimals. */
  values: Record<string, string | number>;
}

/** A listing as it would be stored: price unit resolved, attributes as read or given. */
export interface PlausibilitySubject {
  category: string;
  subcategory: string | null;
  title: string;
  description: string;
  /** Canonical decimal text ("14.00"), null for none. */
  price: string | null;
  priceUnit: PriceUnit | null;
  attributes: ListingAttributes;
  /** The city's country: its minimum wage. */
  countryCode: string | null;
}

/** Fewer kilometres a year than this on a car two years old or more is worth a second look. */
const LOW_KM_PER_YEAR = 300;
/** More than this a year (taxis run about 100,000 km) is worth a second look, and anything over a million. */
const HIGH_KM_PER_YEAR = 75_000;
const HIGH_KM_FLOOR = 100_000;
const HIGH_KM_ANY_AGE = 1_000_000;

/** Floor areas in m² that homes of a subcategory plausibly have (a Paris chambre de bonne is 9 m²). */
const AREA_RANGE_M2: Readonly<Record<string, readonly [number, number]>> = {
  apartments: [8, 1000],
  houses: [20, 5000],
  rooms: [4, 150],
  sublets: [4, 1000],
  'vacation-rentals': [8, 5000],
  'real-estate-sales': [8, 100_000],
};

/** An hourly wage above this many hours of the minimum wage reads like a month's or a year's. */
const HOURLY_TOO_HIGH_MINIMUM_HOURS = 50;
/** Subcategories whose hours are often fewer than full time: no yearly minimum without hoursPerWeek. */
const PART_TIME_JOBS = new Set(['part-time', 'temporary', 'internship', 'contract']);
const WEEKS_PER_PERIOD: Readonly<Record<PriceUnit, number | null>> = { hour: null, night: null, week: 1, month: 52 / 12, year: 52 };

function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

function vehicleWarnings(subject: PlausibilitySubject, now: Date): PlausibilityWarning[] {
  const { mileage, mileageUnit, mileageKm, year } = subject.attributes;
  if (mileage === undefined || mileageKm === undefined) return [];
  const unit: DistanceUnit = mileageUnit ?? 'km';
  const warnings: PlausibilityWarning[] = [];
  const text = `${subject.title}\n${subject.description}`;
  const stated = statedDistances(text);
  const sameNumber = stated.filter((entry) => entry.value === mileage);
  if (sameNumber.length > 0 && !sameNumber.some((entry) => entry.unit === unit)) {
    warnings.push({
      code: 'mileage_unit_differs_from_text',
      field: 'attributes.mileage',
      values: { mileage, unit, textUnit: sameNumber[0]!.unit },
    });
  }
  if (year !== undefined) {
    const age = Math.max(0, now.getUTCFullYear() - year);
    const values = { mileage, unit, year };
    if (age >= 2 && mileageKm < LOW_KM_PER_YEAR * age) warnings.push({ code: 'mileage_low_for_age', field: 'attributes.mileage', values });
    else if (mileageKm > Math.max(HIGH_KM_FLOOR, HIGH_KM_PER_YEAR * Math.max(age, 1)) || mileageKm > HIGH_KM_ANY_AGE)
      warnings.push({ code: 'mileage_high_for_age', field: 'attributes.mileage', values });
  }
  return warnings;
}

function homeWarnings(subject: PlausibilitySubject): PlausibilityWarning[] {
  const { floorArea, floorAreaUnit, floorAreaM2 } = subject.attributes;
  if (floorArea === undefined || floorAreaM2 === undefined) return [];
  const unit: AreaUnit = floorAreaUnit ?? 'm2';
  const stated = statedAreas(`${subject.title}\n${subject.description}`);
  const sameNumber = stated.filter((entry) => entry.value === floorArea);
  // "68 m² (732 sq ft)" agrees with either; "68 m²" with a field of 68 sq ft does not.
  if (sameNumber.length > 0 && !sameNumber.some((entry) => entry.unit === unit)) {
    return [{ code: 'area_unit_differs_from_text', field: 'attributes.floorArea', values: { area: floorArea, unit, textUnit: sameNumber[0]!.unit } }];
  }
  const range = subject.subcategory ? AREA_RANGE_M2[subject.subcategory] : undefined;
  if (range && (floorAreaM2 < range[0] || floorAreaM2 > range[1])) {
    return [{ code: 'area_implausible', field: 'attributes.floorArea', values: { area: floorArea, unit } }];
  }
  return [];
}

function wageWarnings(subject: PlausibilitySubject): PlausibilityWarning[] {
  if (subject.category !== 'jobs' || subject.price === null || !subject.priceUnit) return [];
  const amount = Number(subject.price);
  const minimum = hourlyMinimumWage(subject.countryCode);
  if (minimum === null || !(amount > 0)) return [];
  const period = subject.priceUnit;
  if (period === 'hour') {
    if (amount < minimum) return [{ code: 'wage_below_minimum', field: 'price', values: { amount: subject.price, period, minimum: roundTo(minimum, 2).toFixed(2) } }];
    if (amount > minimum * HOURLY_TOO_HIGH_MINIMUM_HOURS) return [{ code: 'wage_hourly_too_high', field: 'price', values: { amount: subject.price, period } }];
    return [];
  }
  const weeks = WEEKS_PER_PERIOD[period];
  const hoursPerWeek = subject.attributes.hoursPerWeek ?? (subject.subcategory && PART_TIME_JOBS.has(subject.subcategory) ? null : FULL_TIME_HOURS_PER_YEAR / 52);
  if (weeks === null || hoursPerWeek === null) return [];
  const least = Math.round(minimum * hoursPerWeek * weeks);
  if (amount < least) return [{ code: 'wage_below_minimum', field: 'price', values: { amount: subject.price, period, minimum: least.toFixed(2), hours: hoursPerWeek } }];
  return [];
}

function tokenPriceWarnings(subject: PlausibilitySubject): PlausibilityWarning[] {
  const family = attributeFamilyOf(subject.category, subject.subcategory);
  if ((family !== 'vehicle' && family !== 'home') || subject.price === null) return [];
  return Number(subject.price) <= 1 ? [{ code: 'price_token', field: 'price', values: { amount: subject.price } }] : [];
}

/** The warnings a listing would be posted with, in the order of the form's fields. */
export function checkPlausibility(subject: PlausibilitySubject, now: Date = new Date()): PlausibilityWarning[] {
  return [...tokenPriceWarnings(subject), ...wageWarnings(subject), ...vehicleWarnings(subject, now), ...homeWarnings(subject)];
}

/** What a seller sends (parsed by listingInputSchema), in the city it is posted in. */
export interface PlausibilityInput {
  category: string;
  subcategory: string | null;
  title: string;
  description: string;
  price: string | null;
  /** Undefined: not given (the default applies); null: a whole amount. */
  priceUnit?: PriceUnit | null;
  attributes?: ListingAttributes;
}

/**
 * The warnings of a listing as posted: its price unit and attributes resolved the way
 * they will be stored (the text's facts when the seller gave none). The one entry point
 * for the form and the API.
 */
export function plausibilityWarnings(input: PlausibilityInput, countryCode: string | null, now: Date = new Date()): PlausibilityWarning[] {
  const text = `${input.title}\n${input.description}`;
  const priceUnit =
    input.price === null
      ? null
      : input.priceUnit !== undefined
        ? input.priceUnit
        : defaultPriceUnit({ category: input.category, subcategory: input.subcategory, text, amount: Number(input.price), countryCode });
  const { attributes } = attributesToStore(input, countryCode);
  return checkPlausibility({ ...input, priceUnit, attributes, countryCode }, now);
}

/** A warning in the answer to POST /api/listings: confirmed when the seller sent its code in `confirmedWarnings`. */
export const answeredWarningSchema = z.object({
  code: z.enum(PLAUSIBILITY_CODES),
  field: z.enum(['price', 'attributes.mileage', 'attributes.floorArea']),
  values: z.record(z.string(), z.union([z.string(), z.number()])).describe('What the warning names: numbers, unit and period codes, amounts as decimals'),
  confirmed: z.boolean().describe('The seller confirmed the value (its code was in confirmedWarnings)'),
});
export type AnsweredWarning = z.infer<typeof answeredWarningSchema>;

/** The warnings of a posted listing in its city, each marked confirmed or not. */
export function answeredWarnings(
  input: PlausibilityInput & { city: string | null; confirmedWarnings?: readonly string[] },
  now: Date = new Date(),
): AnsweredWarning[] {
  const confirmed = new Set(input.confirmedWarnings ?? []);
  const countryCode = findCity(input.city)?.countryCode ?? null;
  return plausibilityWarnings(input, countryCode, now).map((warning) => ({ ...warning, confirmed: confirmed.has(warning.code) }));
}
