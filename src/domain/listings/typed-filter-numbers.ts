/**
 * Filter boxes submitted without the page's script. The sidebar's plain GET form sends
 * numbers as the person typed them ("1.000", "12,50", "１０万") together with the number
 * locale of the page (`numbers=de-DE`); the script-driven form writes canonical decimals
 * and sends no locale. This reads such a submission with the same parser the forms use
 * (shared/parse-number.ts) and gives back the canonical query, so the page can redirect
 * to the URL the script would have made (one URL per search, for caches and sharing).
 */
import { NUMBER_FILTER_KEYS } from '../attributes/attribute-filter-table';
import type { FieldError } from '../shared/errors';
import { numberExample, parseLocaleNumber } from '../shared/parse-number';
import { TYPED_NUMBERS_PARAM } from './typed-numbers-param';


const PRICE_KEYS = ['priceMin', 'priceMax'] as const;

const FIELD_LABELS: Record<(typeof PRICE_KEYS)[number] | (typeof NUMBER_FILTER_KEYS)[number], string> = {
  priceMin: 'errors.fields.priceMin',
  priceMax: 'errors.fields.priceMax',
  yearMin: 'errors.fields.yearFrom',
  yearMax: 'errors.fields.yearTo',
  mileageMax: 'errors.fields.mileageMax',
  bedroomsMin: 'attributes.fields.bedrooms',
  bathroomsMin: 'attributes.fields.bathrooms',
  areaMin: 'errors.fields.areaMin',
  payMin: 'errors.fields.payMin',
  storageMin: 'errors.fields.storageMin',
};

export type TypedNumbersReading =
  /** No typed numbers in this query: it is read as it is. */
  | { kind: 'canonical' }
  /** The query the script would have written (without the locale parameter). */
  | { kind: 'rewritten'; search: URLSearchParams }
  /** Numbers that are no numbers in the locale they were typed in, each with its message key. */
  | { kind: 'invalid'; errors: FieldError[] };

/** A locale tag the browser sent, or null when it is none (a tampered URL). */
function localeTag(value: string): string | null {
  if (value.length > 35) return null;
  try {
    return Intl.getCanonicalLocales(value)[0] ?? null;
  } catch {
    return null;
  }
}

/** Reads the typed numbers of `search` (see the module's comment); pure. */
export function readTypedFilterNumbers(search: URLSearchParams): TypedNumbersReading {
  const written = search.get(TYPED_NUMBERS_PARAM);
  if (written === null) return { kind: 'canonical' };
  const locale = localeTag(written);
  const next = new URLSearchParams(search);
  next.delete(TYPED_NUMBERS_PARAM);
  const errors: FieldError[] = [];
  for (const key of [...PRICE_KEYS, ...NUMBER_FILTER_KEYS]) {
    const text = next.get(key);
    if (text === null) continue;
    const reading = parseLocaleNumber(text, locale);
    if (!reading.ok) {
      // An empty box is no filter: the script leaves it out of the URL too.
      if (reading.reason === 'empty') next.delete(key);
      else errors.push(numberError(key, locale));
      continue;
    }
    const whole = !PRICE_KEYS.includes(key as (typeof PRICE_KEYS)[number]);
    // Prices take cents at most, the other filters whole numbers.
    if (whole ? reading.value.includes('.') : /\.\d{3,}$/.test(reading.value)) errors.push(numberError(key, locale));
    else next.set(key, reading.value);
  }
  if (errors.length > 0) return { kind: 'invalid', errors };
  // What the form sends for "no filter" (an empty box, "Any time", "All countries"), the script leaves out.
  for (const [key, value] of [...next]) {
    if (value === '' || (key === 'postedDate' && value === 'any') || (key === 'country' && value === 'all')) next.delete(key, value);
  }
  if (!next.has('country')) next.delete('region');
  return { kind: 'rewritten', search: next };
}

function numberError(key: keyof typeof FIELD_LABELS, locale: string | null): FieldError {
  const whole = !(PRICE_KEYS as readonly string[]).includes(key);
  return {
    field: key,
    message: 'errors.number.notANumber',
    values: { label: FIELD_LABELS[key], example: numberExample(locale, { whole }) },
  };
}
