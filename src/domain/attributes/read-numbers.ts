/**
 * Numbers as people write them in ads, in the six languages Cityboard speaks:
 * "98,000" and "1,234.5" (English), "98.000" and "1.234,5" (German, Spanish, Italian),
 * "98 000" with a space or a narrow no-break space (French), "98k", "98 Tkm", "98 mil"
 * (Spanish, Italian: thousand), and Japanese "9.8万" or "9万8千" with full-width digits.
 */

/** Full-width digits and letters become ASCII, "㎡" becomes "m2": one form to read. */
export function normaliseForReading(text: string): string {
  return text.normalize('NFKC').replace(/[\u00a0\u202f\u2009]/g, ' ');
}

/**
 * A number pattern (as a source string, for composing): groups of three separated by a
 * comma, point, space or apostrophe, with optional decimals; or plain digits with
 * optional decimals; followed by an optional multiplier word.
 */
export const NUMBER_SOURCE = String.raw`(\d{1,3}(?:[.,' ]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d+)?)(?:\s?(k|K|T|tsd\.?|Tsd\.?|mil|万|千))?`;

const MULTIPLIERS: Readonly<Record<string, number>> = {
  k: 1000,
  K: 1000,
  T: 1000,
  tsd: 1000,
  'tsd.': 1000,
  Tsd: 1000,
  'Tsd.': 1000,
  mil: 1000,
  万: 10_000,
  千: 1000,
};

/**
 * The value of a number matched by NUMBER_SOURCE (its digits and multiplier groups).
 * One separator followed by exactly three digits is a thousands separator ("98.000",
 * "98,000"); followed by one or two digits it is a decimal point ("1,5", "2.5").
 */
export function readNumber(digits: string, multiplier?: string): number {
  let text = digits;
  const separators = text.match(/[.,' ]/g) ?? [];
  if (separators.length > 0) {
    const last = text.search(/[.,][^.,]*$/);
    const decimals = last >= 0 ? text.length - last - 1 : 0;
    const lastIsDecimal = last >= 0 && decimals > 0 && decimals !== 3;
    const whole = lastIsDecimal ? text.slice(0, last) : text;
    const fraction = lastIsDecimal ? text.slice(last + 1) : '';
    text = `${whole.replace(/[.,' ]/g, '')}${fraction ? `.${fraction}` : ''}`;
  }
  const value = Number(text);
  return multiplier ? value * (MULTIPLIERS[multiplier] ?? 1) : value;
}

/** Japanese "9万8千" (98,000): a ten-thousands part and a thousands part. */
export function readJapaneseMyriads(text: string): number | null {
  const match = /(\d+(?:\.\d+)?)万(?:(\d+)千)?/.exec(text);
  if (!match) return null;
  return Math.round(Number(match[1]) * 10_000 + (match[2] ? Number(match[2]) * 1000 : 0));
}
