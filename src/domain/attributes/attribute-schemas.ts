/**
 * Validation of a listing's attributes (ADR 014): each family's fields as Zod, with
 * messages a seller understands ("Year must be between 1900 and 2027"). Forms send text,
 * API clients numbers and booleans; both are read. Browser-safe (the Post New Ad form
 * validates with the same rules).
 */
import { z } from 'zod';
import { CANONICAL_DECIMAL, isLocallyWritten } from '../shared/parse-number';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters, withValues } from '../shared/text';
import {
  AREA_UNITS,
  ATTRIBUTE_FIELDS,
  DISTANCE_UNITS,
  latestModelYear,
  withCanonicalUnits,
  type AttributeFamily,
  type AttributeField,
  type AttributeKey,
  type ListingAttributes,
} from './attribute-definitions';
import { issueValues } from '../../i18n/error-text';
import { canonicalName } from './make-lists';

/** English names of the fields, for messages and the API document. */
export const ATTRIBUTE_LABELS: Readonly<Record<AttributeKey, string>> = {
  make: 'Make',
  model: 'Model',
  year: 'Year',
  mileage: 'Mileage',
  mileageUnit: 'Mileage unit',
  mileageKm: 'Mileage in km',
  fuel: 'Fuel',
  transmission: 'Transmission',
  bodyType: 'Body type',
  powerHp: 'Power (hp)',
  bedrooms: 'Bedrooms',
  bathrooms: 'Bathrooms',
  floorArea: 'Floor area',
  floorAreaUnit: 'Floor area unit',
  floorAreaM2: 'Floor area in m²',
  furnished: 'Furnished',
  petsAllowed: 'Pets allowed',
  availableFrom: 'Available from',
  employmentType: 'Employment type',
  workplace: 'Workplace',
  employer: 'Employer',
  hoursPerWeek: 'Hours per week',
  brand: 'Brand',
  storageGb: 'Storage (GB)',
  bikeType: 'Bike type',
  frameSize: 'Frame size',
};

/**
 * A field's name in messages, as a catalogue key (said in the page's language by
 * i18n/error-text.ts): the name the form shows it under, or for the unit and derived
 * keys a name of their own.
 */
export function attributeLabelKey(key: string): string {
  if (key === 'mileageUnit' || key === 'mileageKm' || key === 'floorAreaUnit' || key === 'floorAreaM2') return `errors.fields.${key}`;
  return key in ATTRIBUTE_LABELS ? `attributes.fields.${key}` : key;
}

/** The family's name in "… is not a fact of a vehicle listing". */
const FAMILY_NAMES: Readonly<Record<AttributeFamily, string>> = {
  vehicle: 'errors.attributes.family.vehicle',
  home: 'errors.attributes.family.home',
  job: 'errors.attributes.family.job',
  device: 'errors.attributes.family.device',
  bicycle: 'errors.attributes.family.bicycle',
};

/** '' and null mean "not given": a form's empty field. */
const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

function numberField(label: string, min: number, max: number, integer: boolean, step?: number) {
  const range = integer ? 'errors.attributes.wholeNumberBetween' : 'errors.attributes.numberBetween';
  const values = { label, min: min.toLocaleString('en-US'), max: max.toLocaleString('en-US') };
  return z.union([z.number(), z.string()], { error: withValues(range, values) }).transform((value, ctx): number => {
    // The API takes "98000" and "1.5" only: "98,000" or "98.000" is refused with the way to
    // write it (the forms read people's writing first, shared/parse-number.ts).
    if (typeof value === 'string' && isLocallyWritten(value)) {
      ctx.addIssue({ code: 'custom', message: 'errors.number.notCanonical', params: { label, example: integer ? '98000' : '1234.5' } });
      return z.NEVER;
    }
    const parsed = typeof value === 'number' ? value : CANONICAL_DECIMAL.test(value.trim()) ? Number(value.trim()) : Number.NaN;
    const ok =
      Number.isFinite(parsed) &&
      parsed >= min &&
      parsed <= max &&
      (!integer || Number.isInteger(parsed)) &&
      (!step || Number.isInteger(parsed / step));
    if (!ok) {
      ctx.addIssue({
        code: 'custom',
        message: step ? (integer ? 'errors.attributes.wholeNumberBetweenInSteps' : 'errors.attributes.numberBetweenInSteps') : range,
        params: step ? { ...values, step } : values,
      });
      return z.NEVER;
    }
    return parsed;
  });
}

function fieldSchema(field: AttributeField): z.ZodType<unknown> {
  const label = attributeLabelKey(field.key);
  switch (field.kind) {
    case 'text':
      return (
        z
          .string({ error: withValues('errors.text.notText', { label }) })
          .transform((value) => value.trim().replace(/\s+/g, ' '))
          .refine((value) => !hasControlCharacters(value), { message: CONTROL_CHARACTERS_MESSAGE, params: { label } })
          .refine((value) => value.length <= field.max, { message: 'errors.text.tooLong', params: { label, maximum: field.max } })
          // The lists' spelling ("vw" → "Volkswagen"), so filters find what sellers typed.
          .transform((value) => (field.suggestions || field.key === 'model' ? canonicalName(field.suggestions ?? 'models', value) : value))
      );
    case 'choice':
      return z.enum(field.options as [string, ...string[]], { error: withValues('errors.value.oneOf', { label, allowed: field.options.join(', ') }) });
    case 'integer':
    case 'decimal': {
      const max = field.key === 'year' ? latestModelYear() : field.max;
      return numberField(label, field.min, max, field.kind === 'integer', field.step);
    }
    case 'measure':
      return numberField(label, field.min, field.max, field.measure === 'distance');
    case 'yes-no':
      return z
        .union([z.boolean(), z.enum(['true', 'false', 'yes', 'no', '1', '0'])], { error: withValues('errors.value.yesOrNo', { label }) })
        .transform((value) => value === true || value === 'true' || value === 'yes' || value === '1');
    case 'date':
      return z
        .string({ error: withValues('errors.value.notDate', { label }) })
        .regex(/^\d{4}-\d{2}-\d{2}$/, { error: withValues('errors.value.dateFormat', { label }) })
        .refine(
          (value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
          { message: 'errors.value.notRealDate', params: { label } },
        );
  }
}

const UNIT_SCHEMAS = {
  mileageUnit: z.enum(DISTANCE_UNITS, { error: withValues('errors.value.oneOf', { label: 'errors.fields.mileageUnit', allowed: DISTANCE_UNITS.join(', ') }) }),
  floorAreaUnit: z.enum(AREA_UNITS, { error: withValues('errors.value.oneOf', { label: 'errors.fields.floorAreaUnit', allowed: AREA_UNITS.join(', ') }) }),
} as const;

export interface AttributeIssue {
  key: string;
  /** A catalogue key under `errors.` (i18n/error-text.ts), with its `values`. */
  message: string;
  values?: Record<string, string | number>;
}

/**
 * A family's attributes from what a form or client sent: blanks dropped, values typed,
 * derived units filled. Keys of another family are refused by name, so a client learns
 * that a flat has no mileage rather than losing it silently. Derived keys (mileageKm,
 * floorAreaM2) are ignored on input: they are always computed.
 */
export function parseAttributes(
  family: AttributeFamily | null,
  input: Record<string, unknown>,
): { ok: true; attributes: ListingAttributes } | { ok: false; issues: AttributeIssue[] } {
  const issues: AttributeIssue[] = [];
  const attributes: Record<string, unknown> = {};
  const fields = family ? ATTRIBUTE_FIELDS[family] : [];
  const known = new Map(fields.map((field) => [field.key as string, field]));
  for (const [key, raw] of Object.entries(input)) {
    if (key === 'mileageKm' || key === 'floorAreaM2') continue;
    if (blank(raw)) continue;
    const unit = UNIT_SCHEMAS[key as keyof typeof UNIT_SCHEMAS];
    const field = known.get(key);
    const isUnitOfFamily = unit && fields.some((f) => f.kind === 'measure' && `${f.key}Unit` === key);
    if (!field && !isUnitOfFamily) {
      issues.push(
        family
          ? { key, message: 'errors.attributes.notAFact', values: { key, family: FAMILY_NAMES[family] } }
          : { key, message: 'errors.attributes.noAttributes', values: { key } },
      );
      continue;
    }
    const result = (field ? fieldSchema(field) : unit!).safeParse(raw);
    if (result.success) {
      if (result.data !== '') attributes[key] = result.data;
    } else {
      const issue = result.error.issues[0];
      issues.push(issue ? { key, message: issue.message, values: issueValues(issue) } : { key, message: 'errors.value.notValid', values: { label: attributeLabelKey(key) } });
    }
  }
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, attributes: withCanonicalUnits(attributes as ListingAttributes) };
}

/** The attributes object as the API takes it: any keys, checked against the category's family. */
export const attributesInputSchema = z
  .record(z.string().max(40), z.unknown(), { error: 'errors.attributes.notAnObject' })
  .refine((value) => Object.keys(value).length <= 40, 'errors.attributes.tooMany')
  .describe(
    'The category\'s facts (ADR 014): e.g. {"make": "Volkswagen", "model": "Golf", "year": 2012, "mileage": 98000, "mileageUnit": "km"}; ' +
      'numbers as JSON numbers or text with a decimal point and no thousands separators ("98000", not "98,000")',
  );

const optional = <T extends z.ZodType>(schema: T, label: string) => schema.optional().describe(label);

/** A listing's stored attributes as the API returns them (every key optional). */
export const listingAttributesSchema = z
  .object({
    make: optional(z.string(), 'Vehicle make'),
    model: optional(z.string(), 'Vehicle or device model'),
    year: optional(z.number().int(), 'Model year'),
    mileage: optional(z.number(), 'Mileage as the seller gave it, in mileageUnit'),
    mileageUnit: optional(z.enum(DISTANCE_UNITS), 'Unit of mileage'),
    mileageKm: optional(z.number().int(), 'Mileage in kilometres (derived)'),
    fuel: optional(z.string(), 'Fuel'),
    transmission: optional(z.string(), 'Transmission'),
    bodyType: optional(z.string(), 'Body type'),
    powerHp: optional(z.number().int(), 'Engine power in hp'),
    bedrooms: optional(z.number().int(), 'Bedrooms; 0 is a studio'),
    bathrooms: optional(z.number(), 'Bathrooms'),
    floorArea: optional(z.number(), 'Floor area as the seller gave it, in floorAreaUnit'),
    floorAreaUnit: optional(z.enum(AREA_UNITS), 'Unit of floor area'),
    floorAreaM2: optional(z.number(), 'Floor area in square metres (derived)'),
    furnished: optional(z.boolean(), 'Furnished'),
    petsAllowed: optional(z.boolean(), 'Pets allowed'),
    availableFrom: optional(z.string(), 'Available from (YYYY-MM-DD)'),
    employmentType: optional(z.string(), 'Employment type'),
    workplace: optional(z.string(), 'on-site, hybrid or remote'),
    employer: optional(z.string(), 'Hiring organisation'),
    hoursPerWeek: optional(z.number().int(), 'Hours per week'),
    brand: optional(z.string(), 'Brand'),
    storageGb: optional(z.number().int(), 'Storage in GB'),
    bikeType: optional(z.string(), 'Bike type'),
    frameSize: optional(z.string(), 'Frame size'),
  })
  .describe("The category's facts; see ADR 014");
