/**
 * Numbers as people write them in ads, in the six languages Cityboard speaks:
 * "98,000" and "1,234.5" (English), "98.000" and "1.234,5" (German, Spanish, Italian),
 * "98 000" with a space or a narrow no-break space (French), "98k", "98 Tkm", "98 mil"
 * (Spanish, Italian: thousand), and Japanese "9.8万" or "9万8千" with full-width digits.
 */

import { parseLocaleNumber, timesPowerOfTen } from '../shared/parse-number';

/** Full-width digits and letters become ASCII, "㎡" becomes "m2": one form to read. */
export function normaliseForReading(text: string): string {
  return text.normalize('NFKC').replace(/[\u00a0\u202f\u2009]/g, ' ');
}

/**
 * A number pattern (as a source string, for composing): groups of three separated by a
 * comma, point, space or apostrophe, with optional decimals; or plain digits with
 * optional decimals; followed by an optional multiplier word. It never starts inside
 * another number (the "1万" of "10.1万").
 */
export const NUMBER_SOURCE = String.raw`(?<![\d.,])(\d{1,3}(?:[.,' ]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d+)?)(?:\s?(k|K|T|tsd\.?|Tsd\.?|mil|万|千))?`;

/**
 * Where a number in ad text may start: not inside a Latin (or other spaced) word, as
 * "A3" or "i30" are names; but right after Japanese, which is written without spaces
 * (「走行10.1万km」).
 */
export const NUMBER_START = String.raw`(?<![\p{N}.,])(?<!(?![\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}])\p{L})`;

/** Powers of ten of the multiplier words ("98k", "98 Tsd.", "9.8万"). */
const MULTIPLIERS: Readonly<Record<string, number>> = {
  k: 3,
  K: 3,
  T: 3,
  tsd: 3,
  'tsd.': 3,
  Tsd: 3,
  'Tsd.': 3,
  mil: 3,
  万: 4,
  千: 3,
};

/**
 * The value of a number matched by NUMBER_SOURCE (its digits and multiplier groups), read
 * by the one parser (shared/parse-number.ts) with no locale, as the writing of an ad's
 * text is not known: one separator followed by exactly three digits is a thousands
 * separator ("98.000", "98,000"); followed by one or two digits it is a decimal point
 * ("1,5", "2.5"). Multiplied on digits, so "4.35k" is 4350, not 4349.999….
 */
export function readNumber(digits: string, multiplier?: string): number {
  const reading = parseLocaleNumber(digits, null);
  if (!reading.ok) return Number.NaN;
  const power = multiplier ? (MULTIPLIERS[multiplier] ?? 0) : 0;
  return Number(timesPowerOfTen(reading.value, power));
}

/** Japanese "9万8千" (98,000) or "10.1万" (101,000): a ten-thousands part and a thousands part. */
export function readJapaneseMyriads(text: string): number | null {
  const match = /\d+(?:\.\d+)?万(?:\d+千)?/.exec(text);
  if (!match) return null;
  const reading = parseLocaleNumber(match[0], 'ja-JP');
  return reading.ok ? Number(reading.value) : null;
}
