/**
 * Numbers as people write them (#26): the one reader of every number a person types
 * (price, mileage, area, pay, year, bedrooms, filter boxes) and of numbers in ad text
 * (attributes/read-numbers.ts). Plain TypeScript and Intl, so the browser runs the very
 * same rules as the server.
 *
 * The locale says how the person writes: the page's language with the city's country
 * ("de-DE", "de-CH", "en-DE", "ja-JP"). Its decimal and group marks come from Intl. What
 * is read:
 *   12,50 · 1.234,50 · 1 234,50 (space, no-break or narrow no-break) · 1'234.50 and
 *   1’234.50 · 1,234.50 · full-width １２３４ · the locale's own digits (Arabic) ·
 *   Japanese 10.1万, 1万2千, 3千 (on every page: no other writing uses them) · a currency
 *   symbol or code before or after · German "12,-".
 * Only one reading is ambiguous: a single "." or "," before exactly three digits. It is
 * the locale's decimal mark when it is the locale's ("1.250" on an English page is 1.25,
 * "1,250" on a German page is 1.25), else a thousands separator ("1.250" on a German
 * page is 1250). With no locale (text of unknown writing) it is a thousands separator.
 *
 * The answer is a canonical decimal ("1250", "12.5", or "12.50" with `decimals: 2`),
 * computed on digits, never through floating point.
 */

export type NumberReading =
  | { ok: true; value: string }
  | { ok: false; reason: 'empty' | 'notANumber' | 'tooManyDecimals' };

export interface ParseNumberOptions {
  /**
   * Exactly this many decimals in the answer ("12.50" for 2, "98000" for 0); a text with
   * more (other than trailing zeros) is 'tooManyDecimals'. Absent: as many as needed.
   */
  decimals?: number;
  /** The money the number is in (ISO 4217): its symbol as the locale writes it is forgiven too. */
  currency?: string;
}

/** A canonical decimal as the API takes it: digits, and decimals after a point. */
export const CANONICAL_DECIMAL = /^\d+(?:\.\d+)?$/;

interface Marks {
  /** The locale's decimal mark, "." or ","; null when no locale is known. */
  decimal: '.' | ',' | null;
}

interface Decimal {
  /** The value times 10^scale. */
  units: bigint;
  scale: number;
}

const cache = new Map<string, { marks: Marks; digits: Map<string, string>; extraDecimal: string | null; extraGroup: string | null }>();

/** Spaces of every width, and the apostrophes Swiss numbers are written with, in one form each. */
function normaliseMarks(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/[\s\u00a0\u202f\u2007\u2009]+/g, ' ')
    .replace(/[\u2019\u2018\u02bc\u2032\u00b4`]/g, "'");
}

/** The locale's marks and digits, from Intl; an unknown tag is read as no locale. */
function localeWriting(locale: string | null) {
  const key = locale ?? '';
  const known = cache.get(key);
  if (known) return known;
  let decimal: Marks['decimal'] = null;
  let extraDecimal: string | null = null;
  let extraGroup: string | null = null;
  const digits = new Map<string, string>();
  if (locale) {
    try {
      const format = new Intl.NumberFormat(locale);
      const parts = format.formatToParts(12345.6);
      const decimalMark = normaliseMarks(parts.find((part) => part.type === 'decimal')?.value ?? '.');
      const groupMark = normaliseMarks(parts.find((part) => part.type === 'group')?.value ?? ',');
      if (decimalMark === '.' || decimalMark === ',') decimal = decimalMark;
      else {
        // Arabic "٫": read as the decimal point it is.
        extraDecimal = decimalMark;
        decimal = '.';
      }
      if (groupMark !== '.' && groupMark !== ',' && groupMark !== ' ' && groupMark !== "'") extraGroup = groupMark;
      const plain = new Intl.NumberFormat(locale, { useGrouping: false });
      for (let digit = 0; digit <= 9; digit += 1) {
        const written = plain.format(digit);
        if (written !== String(digit) && written.length === 1) digits.set(written, String(digit));
      }
    } catch {
      decimal = null;
    }
  }
  const writing = { marks: { decimal }, digits, extraDecimal, extraGroup };
  cache.set(key, writing);
  return writing;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Symbols of `currency` as the locale writes them ("€", "CHF", "zł", "د.إ."). */
function currencySymbols(locale: string | null, currency: string | undefined): string[] {
  if (!currency) return [];
  const symbols = new Set<string>([currency.toUpperCase()]);
  for (const display of ['symbol', 'narrowSymbol'] as const) {
    try {
      const parts = new Intl.NumberFormat(locale ?? 'en', { style: 'currency', currency, currencyDisplay: display }).formatToParts(1);
      const symbol = parts.find((part) => part.type === 'currency')?.value;
      if (symbol) symbols.add(normaliseMarks(symbol).trim());
    } catch {
      // An unknown currency code: only the generic symbols below are forgiven.
    }
  }
  return [...symbols].filter(Boolean);
}

/** "€", "US$", "R$", "CHF", "EUR", "円": what may stand before or after an amount. */
const GENERIC_CURRENCY = String.raw`[A-Za-z]{0,3}\p{Sc}|[A-Z]{3}|円`;

function withoutCurrency(text: string, symbols: string[]): string {
  const alternatives = [...symbols.map(escapeRegExp), GENERIC_CURRENCY].join('|');
  return text
    .replace(new RegExp(`^(?:${alternatives})\\s?`, 'u'), '')
    .replace(new RegExp(`\\s?(?:${alternatives})$`, 'u'), '')
    .trim();
}

const GROUP_OF_THREE = /^\d{3}$/;

/** Whether the parts between group marks are groups: 1–3 digits, then threes (or Indian twos, then a three). */
function isGrouping(parts: string[]): boolean {
  if (parts.length < 2) return true;
  const [first, ...rest] = parts;
  if (!/^\d{1,3}$/.test(first!)) return false;
  const last = rest.pop()!;
  if (!GROUP_OF_THREE.test(last)) return false;
  return rest.every((part) => GROUP_OF_THREE.test(part)) || rest.every((part) => /^\d{2}$/.test(part));
}

/** A plain number (no 万): digits with group marks and at most one decimal mark. */
function readPlain(text: string, marks: Marks): Decimal | null {
  if (!/^[\d.,' ]+$/.test(text) || !/\d$/.test(text)) return null;
  const commas = text.split(',').length - 1;
  const points = text.split('.').length - 1;
  const otherGroups = /[' ]/.test(text);
  let decimalAt = -1;
  if (commas > 0 && points > 0) {
    // Both: the last one is the decimal mark, and it is there once.
    decimalAt = Math.max(text.lastIndexOf(','), text.lastIndexOf('.'));
    const mark = text[decimalAt]!;
    if (text.indexOf(mark) !== decimalAt) return null;
  } else if (commas + points === 1) {
    const at = Math.max(text.indexOf(','), text.indexOf('.'));
    const mark = text[at] as '.' | ',';
    const after = text.slice(at + 1);
    const before = text.slice(0, at);
    const couldGroup = GROUP_OF_THREE.test(after) && /^\d{1,3}$/.test(before);
    // The one ambiguous case, a lone mark before three digits: the locale decides.
    const isGroup = !otherGroups && couldGroup && mark !== marks.decimal;
    // Another mark than the locale's decimal is read as one only before one or two digits ("12.50" on a German page).
    if (!isGroup && marks.decimal !== null && mark !== marks.decimal && after.length > 2) return null;
    decimalAt = isGroup ? -1 : at;
  }
  const whole = decimalAt >= 0 ? text.slice(0, decimalAt) : text;
  const fraction = decimalAt >= 0 ? text.slice(decimalAt + 1) : '';
  if (!/^\d*$/.test(fraction) || (decimalAt >= 0 && fraction === '')) return null;
  const groupMarks = new Set(whole.match(/[.,' ]/g) ?? []);
  if (groupMarks.size > 1) return null;
  const groups = groupMarks.size === 1 ? whole.split([...groupMarks][0]!) : [whole];
  if (groups.length > 1 && !isGrouping(groups)) return null;
  const digits = groups.join('');
  if (digits === '' && fraction === '') return null;
  return { units: BigInt(`${digits || '0'}${fraction}`), scale: fraction.length };
}

const JAPANESE_UNITS: readonly (readonly [string, number])[] = [
  ['億', 8],
  ['万', 4],
  ['千', 3],
  ['百', 2],
];

function times10(value: Decimal, power: number): Decimal {
  if (value.scale >= power) return { units: value.units, scale: value.scale - power };
  return { units: value.units * 10n ** BigInt(power - value.scale), scale: 0 };
}

function add(a: Decimal, b: Decimal): Decimal {
  const scale = Math.max(a.scale, b.scale);
  return { units: a.units * 10n ** BigInt(scale - a.scale) + b.units * 10n ** BigInt(scale - b.scale), scale };
}

/** Below 10^power: what may follow 万 (a ten-thousand) is less than one. */
const below = (value: Decimal, power: number) => value.units < 10n ** BigInt(power + value.scale);

/** Japanese "10.1万", "1万2千", "1万2000", "3千": a number before each unit, the first may have decimals. */
function readJapanese(text: string, marks: Marks): Decimal | null {
  let rest = text.replace(/\s/g, '');
  let total: Decimal = { units: 0n, scale: 0 };
  let previous: number | null = null;
  for (const [unit, power] of JAPANESE_UNITS) {
    const at = rest.indexOf(unit);
    if (at < 0) continue;
    const part = readPlain(rest.slice(0, at), marks);
    if (!part || (previous !== null && (part.scale > 0 || !below(times10(part, power), previous)))) return null;
    total = add(total, times10(part, power));
    previous = power;
    rest = rest.slice(at + 1);
  }
  if (previous === null) return null;
  if (rest !== '') {
    const part = readPlain(rest, marks);
    if (!part || part.scale > 0 || !below(part, previous)) return null;
    total = add(total, part);
  }
  return total;
}

function canonical(value: Decimal, decimals: number | undefined): NumberReading {
  const text = value.units.toString().padStart(value.scale + 1, '0');
  const whole = text.slice(0, text.length - value.scale);
  let fraction = text.slice(text.length - value.scale).replace(/0+$/, '');
  if (decimals !== undefined) {
    if (fraction.length > decimals) return { ok: false, reason: 'tooManyDecimals' };
    fraction = fraction.padEnd(decimals, '0');
  }
  return { ok: true, value: fraction ? `${whole}.${fraction}` : whole };
}

/**
 * The number `text` says, written as a person in `locale` writes it (null: unknown
 * writing, as in ad text). See the module's comment for what is read.
 */
export function parseLocaleNumber(text: string, locale: string | null, options: ParseNumberOptions = {}): NumberReading {
  const writing = localeWriting(locale);
  let normalised = normaliseMarks(text);
  for (const [written, digit] of writing.digits) normalised = normalised.split(written).join(digit);
  if (writing.extraGroup) normalised = normalised.split(writing.extraGroup).join(writing.marks.decimal === ',' ? '.' : ',');
  if (writing.extraDecimal) normalised = normalised.split(writing.extraDecimal).join('.');
  normalised = normalised.trim();
  if (normalised === '') return { ok: false, reason: 'empty' };
  if (normalised.length > 60) return { ok: false, reason: 'notANumber' };
  const bare = withoutCurrency(normalised, currencySymbols(locale, options.currency))
    // German "12,-" and "12,–": a whole amount.
    .replace(/^(\d[\d.' ]*),[-\u2013\u2014]{1,2}$/u, '$1')
    .replace(/^(\d[\d,' ]*)\.[-\u2013\u2014]{1,2}$/u, '$1')
    .trim();
  const value = /[億万千百]/.test(bare) ? readJapanese(bare, writing.marks) : readPlain(bare, writing.marks);
  return value ? canonical(value, options.decimals) : { ok: false, reason: 'notANumber' };
}

/**
 * A canonical decimal ("1234.5") written the way `locale` writes numbers ("1234,5" in
 * German), without grouping, so the form shows a stored value as its person writes it
 * and reads it back to the same number.
 */
export function localDecimalText(value: string, locale: string | null): string {
  if (!CANONICAL_DECIMAL.test(value)) return value;
  const mark = localeWriting(locale).marks.decimal ?? '.';
  return mark === ',' ? value.replace('.', ',') : value;
}

/** An example of a number as `locale` writes it ("1.234,50" in German; `whole`: "98.000"), for messages. */
export function numberExample(locale: string | null, options: { whole?: boolean } = {}): string {
  const digits = options.whole ? 0 : 2;
  try {
    return new Intl.NumberFormat(locale ?? 'en', { minimumFractionDigits: digits, maximumFractionDigits: digits, numberingSystem: 'latn' }).format(
      options.whole ? 98_000 : 1234.5,
    );
  } catch {
    return options.whole ? '98,000' : '1,234.50';
  }
}

/** A canonical decimal times 10^power, on digits ("4.35" × 10³ is "4350"). */
export function timesPowerOfTen(value: string, power: number): string {
  const [whole = '0', fraction = ''] = value.split('.');
  const reading = canonical(times10({ units: BigInt(`${whole}${fraction}`), scale: fraction.length }, power), undefined);
  return reading.ok ? reading.value : value;
}

/**
 * Whether `text` is a number written as people write it rather than as the API takes
 * it: a decimal comma, thousands separators ("12,50", "1.234,50", "98 000") or a
 * currency symbol ("$12"). The API refuses these saying how to write them; other
 * non-numbers ("-5", "cheap") get the field's own message.
 */
export function isLocallyWritten(text: string): boolean {
  const trimmed = text.trim();
  if (CANONICAL_DECIMAL.test(trimmed)) return false;
  return /\d[,.'\u2019 \u00a0\u202f]\d/u.test(trimmed) || /^\p{Sc}\s?\d|\d\s?\p{Sc}$/u.test(trimmed);
}
