/**
 * The Post New Ad form's numbers as the person wrote them ("12,50", "98.000", "10.1万")
 * and as the API takes them ("12.50", "98000", "101000"): read with the page's locale by
 * the one parser (domain/shared/parse-number.ts) before validating and sending, and a
 * stored value written back the local way when editing. Pure, tested without a browser.
 */
import { ATTRIBUTE_FIELDS, type AttributeFamily, type AttributeKey } from '../../../domain/attributes/attribute-definitions';
import { attributeLabelKey } from '../../../domain/attributes/attribute-schemas';
import { localDecimalText, numberExample, parseLocaleNumber } from '../../../domain/shared/parse-number';
import type { AttributeInputs } from './attributes/attribute-inputs';

/** A number the person typed that cannot be read: a catalogue key and its values (i18n/error-text.ts). */
export interface NumberIssue {
  path: 'price' | `attributes.${AttributeKey}`;
  message: string;
  values: Record<string, string>;
}

/** The family's Details that hold numbers: years, counts, measures. */
export function numberKeysOf(family: AttributeFamily | null): AttributeKey[] {
  if (!family) return [];
  return ATTRIBUTE_FIELDS[family].filter((field) => field.kind === 'integer' || field.kind === 'decimal' || field.kind === 'measure').map((field) => field.key);
}

/** An example of a Details number in the page's writing: "2012" for a year, "98.000" for a mileage, "68,5" for an area. */
function exampleFor(family: AttributeFamily, key: AttributeKey, locale: string | null): string {
  const field = ATTRIBUTE_FIELDS[family].find((entry) => entry.key === key);
  if (key === 'year') return '2012';
  if (field?.kind === 'integer') return '3';
  if (field?.kind === 'measure' && field.measure === 'distance') return numberExample(locale, { whole: true });
  return localDecimalText('68.5', locale);
}

/**
 * The price and the family's number Details in the API's writing. A value that is no
 * number stays as typed, with an issue saying so; one with too many decimals is passed
 * on canonical ("12.555"), for the schema's own message.
 */
export function canonicalNumbers(
  fields: { price?: string | null; attributes?: AttributeInputs | null },
  family: AttributeFamily | null,
  locale: string | null,
  currency?: string,
): { price: string; attributes: AttributeInputs; issues: NumberIssue[] } {
  const issues: NumberIssue[] = [];
  const read = (text: string | null | undefined, path: NumberIssue['path'], label: string, example: string) => {
    if (!text || text.trim() === '') return text ?? '';
    // A price in cents ("12.50"); one with more decimals goes on as it is, for the schema's own message.
    const asPrice = path === 'price' ? parseLocaleNumber(text, locale, { currency, decimals: 2 }) : null;
    const reading = asPrice?.ok ? asPrice : parseLocaleNumber(text, locale, path === 'price' ? { currency } : {});
    if (reading.ok) return reading.value;
    issues.push({ path, message: 'errors.number.notANumber', values: { label, example } });
    return text;
  };
  const price = read(fields.price, 'price', 'errors.fields.price', numberExample(locale));
  const attributes: AttributeInputs = { ...(fields.attributes ?? {}) };
  for (const key of numberKeysOf(family)) {
    attributes[key] = read(attributes[key], `attributes.${key}`, attributeLabelKey(key), exampleFor(family!, key, locale));
  }
  return { price, attributes, issues };
}

/** Stored numbers as the person writes them: "12.50" is "12,50" on a German page, "1200.00" is "1200". */
export function localNumbers(
  fields: { price: string; attributes: AttributeInputs },
  family: AttributeFamily | null,
  locale: string | null,
): { price: string; attributes: AttributeInputs } {
  const attributes: AttributeInputs = { ...fields.attributes };
  for (const key of numberKeysOf(family)) {
    const value = attributes[key];
    if (value) attributes[key] = localDecimalText(value, locale);
  }
  return { price: localDecimalText(fields.price.replace(/\.00$/, ''), locale), attributes };
}
