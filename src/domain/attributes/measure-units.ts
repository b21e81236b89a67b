/**
 * The unit of a measure: the city's convention (attribute-definitions.ts: km or miles,
 * m² or sq ft) unless the ad's own text states it. A London flat is given in sq ft by
 * default, as Rightmove and Zoopla list floor areas first in square feet; a seller who
 * writes "68 m²" means square metres, and the text's unit wins over the city's.
 * Browser-safe: the Post New Ad form and the plausibility rules read the same words.
 */
import {
  areaUnitFor,
  distanceUnitFor,
  type AreaUnit,
  type DistanceUnit,
} from './attribute-definitions';
import { NUMBER_SOURCE, NUMBER_START, normaliseForReading, readNumber } from './read-numbers';

/** Square feet in the six languages' ads: "750 sq ft", "750 sqft", "750 ft²", "750 sf". */
export const SQUARE_FEET_SOURCE = String.raw`sq\.? ?ft\.?|sqft|square feet|square foot|ft2|sf`;
/** Square metres: "68 m²" (NFKC makes it "m2"), "68 sqm", "68 sq m", "68 qm", "68 mq", "68平米". */
export const SQUARE_METRES_SOURCE = String.raw`m2|sqm|sq\.? ?m|square met(?:re|er)s?|qm|mq|metros cuadrados|metri quadri|平米|平方メートル`;
export const MILES_SOURCE = String.raw`mi|miles|mls`;
export const KILOMETRES_SOURCE = String.raw`km|kms|kilometers|kilometres|kilometer|kilomètres|kilómetros|chilometri|キロ`;

// A number may follow Japanese directly (「走行10.1万km」), never a Latin letter ("A3").
const START = NUMBER_START;
const END = String.raw`(?![\p{L}\p{N}])`;

function unitsStated<U extends string>(text: string, units: readonly (readonly [U, string])[]): { value: number; unit: U }[] {
  const alternatives = units.map(([, source]) => source).join('|');
  const pattern = new RegExp(`${START}${NUMBER_SOURCE}\\s?(${alternatives})${END}`, 'giu');
  const found: { value: number; unit: U }[] = [];
  for (const match of normaliseForReading(text).matchAll(pattern)) {
    const word = match[3]!;
    const unit = units.find(([, source]) => new RegExp(`^(?:${source})$`, 'iu').test(word))?.[0];
    if (unit) found.push({ value: readNumber(match[1]!, match[2]), unit });
  }
  return found;
}

const AREA_UNIT_WORDS = [
  ['sqft', SQUARE_FEET_SOURCE],
  ['m2', SQUARE_METRES_SOURCE],
] as const satisfies readonly (readonly [AreaUnit, string])[];
const DISTANCE_UNIT_WORDS = [
  ['mi', MILES_SOURCE],
  ['km', KILOMETRES_SOURCE],
] as const satisfies readonly (readonly [DistanceUnit, string])[];

/** Every area the text states with its unit ("68 m²" → { value: 68, unit: 'm2' }). */
export function statedAreas(text: string): { value: number; unit: AreaUnit }[] {
  return unitsStated<AreaUnit>(text, AREA_UNIT_WORDS);
}

/** Every distance the text states with its unit ("98,000 miles" → { value: 98000, unit: 'mi' }). */
export function statedDistances(text: string): { value: number; unit: DistanceUnit }[] {
  return unitsStated<DistanceUnit>(text, DISTANCE_UNIT_WORDS);
}

/**
 * The unit a measure of `value` is in: the one the text states for that very number
 * ("68 m²" for 68), else the city's. The one rule for defaulting a measure's unit.
 */
export function areaUnitOf(value: number | null | undefined, text: string, countryCode: string | null | undefined): AreaUnit {
  const stated = value === null || value === undefined ? undefined : statedAreas(text).find((entry) => entry.value === value);
  return stated?.unit ?? areaUnitFor(countryCode);
}

export function distanceUnitOf(value: number | null | undefined, text: string, countryCode: string | null | undefined): DistanceUnit {
  const stated = value === null || value === undefined ? undefined : statedDistances(text).find((entry) => entry.value === value);
  return stated?.unit ?? distanceUnitFor(countryCode);
}
