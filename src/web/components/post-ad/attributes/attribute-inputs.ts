/**
 * The Details fields of the Post New Ad form as the form holds them: text for every
 * input ('' for "not given"), and where each value came from. A value is the seller's
 * once they change it; one read from the title and description (autofill) stays the
 * text's until then, follows the text as it is edited, and is never written over the
 * seller's. Pure functions, so the rule is tested without a browser.
 */
import {
  areaUnitFor,
  ATTRIBUTE_FIELDS,
  distanceUnitFor,
  type AttributeFamily,
  type AttributeKey,
  type ListingAttributes,
} from '../../../../domain/attributes/attribute-definitions';
import { statedAreas, statedDistances } from '../../../../domain/attributes/measure-units';
import { parseLocaleNumber } from '../../../../domain/shared/parse-number';

/** What the inputs hold, by attribute key (units included: mileageUnit, floorAreaUnit). */
export type AttributeInputs = Partial<Record<AttributeKey, string>>;

/** 'text': filled in from the ad's text, for the seller to check; 'seller': set by the seller. */
export type AttributeOrigin = 'text' | 'seller';
export type AttributeOrigins = Partial<Record<AttributeKey, AttributeOrigin>>;

const blank = (value: string | undefined) => value === undefined || value.trim() === '';

/** The unit key beside a measure field. */
export function unitKeyOf(key: AttributeKey): 'mileageUnit' | 'floorAreaUnit' | null {
  if (key === 'mileage') return 'mileageUnit';
  if (key === 'floorArea') return 'floorAreaUnit';
  return null;
}

/** Every key the family's inputs hold, units after their measure. */
export function inputKeysOf(family: AttributeFamily): AttributeKey[] {
  return ATTRIBUTE_FIELDS[family].flatMap((field) => {
    const unit = field.kind === 'measure' ? unitKeyOf(field.key) : null;
    return unit ? [field.key, unit] : [field.key];
  });
}

/** Empty inputs, with the units of the city's convention (the global site: km and m²). */
export function emptyAttributeInputs(countryCode: string | null | undefined): AttributeInputs {
  return { mileageUnit: distanceUnitFor(countryCode), floorAreaUnit: areaUnitFor(countryCode) };
}

/**
 * The units after the page's city changed under an open draft: the new city's, except
 * where the seller chose one or a measure is already given in its unit.
 */
export function unitsForCity(inputs: AttributeInputs, origins: AttributeOrigins, countryCode: string | null | undefined): AttributeInputs {
  const changes: AttributeInputs = {};
  const cityUnits = emptyAttributeInputs(countryCode);
  for (const [measure, unitKey] of [
    ['mileage', 'mileageUnit'],
    ['floorArea', 'floorAreaUnit'],
  ] as const) {
    if (origins[unitKey] === 'seller' || !blank(inputs[measure])) continue;
    if (inputs[unitKey] !== cityUnits[unitKey]) changes[unitKey] = cityUnits[unitKey];
  }
  return changes;
}

/** Attributes as the API returns them (choices typed as plain text). */
export type StoredAttributeValues = Partial<Record<AttributeKey, string | number | boolean>>;

/** A stored or extracted value as an input shows it: 98000 → "98000", true → "true". */
function asInput(value: string | number | boolean | undefined): string {
  return value === undefined ? '' : String(value);
}

/** A listing's stored attributes back into the inputs (editing), with where they came from. */
export function attributeInputsOf(
  attributes: StoredAttributeValues | null | undefined,
  source: string | null | undefined,
  countryCode: string | null | undefined,
): { inputs: AttributeInputs; origins: AttributeOrigins } {
  const inputs = emptyAttributeInputs(countryCode);
  const origins: AttributeOrigins = {};
  for (const [key, value] of Object.entries(attributes ?? {}) as [AttributeKey, string | number | boolean | undefined | null][]) {
    if (key === 'mileageKm' || key === 'floorAreaM2' || value === undefined || value === null) continue;
    inputs[key] = asInput(value);
    origins[key] = source === 'seller' ? 'seller' : 'text';
  }
  return { inputs, origins };
}

/**
 * Autofill: what the text states goes into the fields the seller has not set. A field
 * filled from the text follows the text (it is emptied when the text no longer says
 * it); a unit goes with its measure, and follows `text` for a measure the seller typed. Answers only the inputs that change, and the
 * origins after the change.
 */
export function autofillAttributes(
  family: AttributeFamily,
  inputs: AttributeInputs,
  origins: AttributeOrigins,
  extracted: ListingAttributes,
  text = '',
  /** How the seller writes numbers (the page's locale): "98.000" typed on a German page is 98,000. */
  numberLocale: string | null = null,
): { changes: AttributeInputs; origins: AttributeOrigins } {
  const changes: AttributeInputs = {};
  const next: AttributeOrigins = { ...origins };
  for (const field of ATTRIBUTE_FIELDS[family]) {
    const key = field.key;
    if (origins[key] === 'seller') {
      // A measure the seller typed takes the unit the text states for that number ("68 m²"),
      // unless the seller chose the unit too: the text's unit wins over the city's.
      const unitKey = unitKeyOf(key);
      const reading = blank(inputs[key]) ? null : parseLocaleNumber(inputs[key] ?? '', numberLocale);
      const value = reading?.ok ? Number(reading.value) : NaN;
      if (!unitKey || origins[unitKey] === 'seller' || !Number.isFinite(value)) continue;
      const stated = (key === 'floorArea' ? statedAreas(text) : statedDistances(text)).find((entry) => entry.value === value);
      if (stated && stated.unit !== inputs[unitKey]) changes[unitKey] = stated.unit;
      continue;
    }
    const fromText = origins[key] === 'text';
    if (!fromText && !blank(inputs[key])) continue;
    const value = asInput(extracted[key]);
    if (value !== (inputs[key] ?? '')) changes[key] = value;
    if (value) next[key] = 'text';
    else delete next[key];
    const unitKey = unitKeyOf(key);
    const unit = unitKey ? extracted[unitKey] : undefined;
    if (unitKey && value && unit && origins[unitKey] !== 'seller' && unit !== inputs[unitKey]) changes[unitKey] = unit;
  }
  return { changes, origins: next };
}

/** The seller confirms what was filled in from the text: it is theirs now, units included. */
export function confirmFilledIn(family: AttributeFamily, origins: AttributeOrigins): AttributeOrigins {
  const next: AttributeOrigins = { ...origins };
  for (const field of ATTRIBUTE_FIELDS[family]) {
    if (origins[field.key] !== 'text') continue;
    next[field.key] = 'seller';
    const unitKey = unitKeyOf(field.key);
    if (unitKey) next[unitKey] = 'seller';
  }
  return next;
}

/** The family's inputs that hold a value, each unit only beside a given measure: what is validated. */
export function givenAttributes(family: AttributeFamily | null, inputs: AttributeInputs): Record<string, string> {
  if (!family) return {};
  const given: Record<string, string> = {};
  for (const field of ATTRIBUTE_FIELDS[family]) {
    const value = inputs[field.key];
    if (blank(value)) continue;
    given[field.key] = value!;
    const unitKey = unitKeyOf(field.key);
    if (unitKey && !blank(inputs[unitKey])) given[unitKey] = inputs[unitKey]!;
  }
  return given;
}

/**
 * What the form sends as `attributes`. Once the seller has set any detail, every value
 * shown is theirs (they saw the filled-in ones and posted them). Until then nothing is
 * sent: the server reads the same facts from the same text and stores them as read
 * from it, so they keep following the text when the ad is edited.
 */
export function attributesToSend(family: AttributeFamily | null, inputs: AttributeInputs, origins: AttributeOrigins): Record<string, string> {
  if (!family) return {};
  const sellerSetAny = inputKeysOf(family).some((key) => origins[key] === 'seller');
  return sellerSetAny ? givenAttributes(family, inputs) : {};
}
