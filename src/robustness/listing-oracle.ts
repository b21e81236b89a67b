/**
 * What the suite knows, independently of the server's code, about a listing body: whether
 * it is certainly invalid (so a 201/200 for it is "invalid accepted"), and whether what
 * was stored is what was sent (text as data, prices to the cent without rounding).
 */
import { Raw } from './hostile';

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** On one line (a title: a mail subject): direction overrides and isolates, line separators, RFC 2047 encoded words. */
const HEADER_TRICKS = /[\u202a-\u202e\u2066-\u2069\u0085\u2028\u2029]|=\?[^?]*\?[bq]\?[^?]*\?=/i;
/** In a paragraph, line and paragraph separators are stored as line breaks. */
const LINE_SEPARATORS = /[\u0085\u2028\u2029]/g;
const TEXT_FIELDS = { title: { max: 100, multiline: false }, description: { max: 2000, multiline: true }, neighborhood: { max: 100, multiline: false } };
const CATEGORIES = ['for-sale', 'housing', 'jobs', 'services', 'community', 'gigs'];

/**
 * The cents of a decimal written as text ("120", "1.5", "1e2") as a canonical "120.00",
 * or why it cannot be a price: negative, more than two decimals, more than eight digits.
 */
export function canonicalPrice(text: string): { price: string } | { refused: string } {
  const match = /^(-)?(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(text.trim());
  if (!match) return { refused: 'not a decimal number' };
  const [, minus, whole, fraction = '', exponentText = '0'] = match;
  const exponent = Number(exponentText);
  if (Math.abs(exponent) > 1000) return { refused: 'exponent out of range' };
  let digits = whole! + fraction;
  let point = whole!.length + exponent;
  if (point < 0) {
    digits = '0'.repeat(-point) + digits;
    point = 0;
  }
  if (point > digits.length) digits += '0'.repeat(point - digits.length);
  const integer = (digits.slice(0, point) || '0').replace(/^0+(?=\d)/, '');
  const decimals = digits.slice(point).replace(/0+$/, '');
  if (/[1-9]/.test(integer + decimals) && minus) return { refused: 'negative' };
  if (decimals.length > 2) return { refused: 'more than two decimals' };
  if (integer.length > 8) return { refused: 'more than eight digits' };
  return { price: `${integer}.${decimals.padEnd(2, '0')}` };
}

/** Why `body` (a parsed JSON value with Raw literals) is certainly not a listing the server may accept, or null. */
export function certainlyInvalid(body: unknown, { partial }: { partial: boolean }): string | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'the body is not an object';
  const fields = body as Record<string, unknown>;
  for (const [name, rule] of Object.entries(TEXT_FIELDS)) {
    const value = fields[name];
    if (value === undefined) {
      if (!partial) return `${name} is missing`;
      continue;
    }
    if (typeof value !== 'string') return `${name} is not text`;
    if (value.includes('\u0000')) return `${name} contains NUL`;
    if (CONTROL.test(value)) return `${name} contains a control character`;
    if (!rule.multiline && /[\r\n]/.test(value)) return `${name} contains a line break`;
    if (!rule.multiline && HEADER_TRICKS.test(value)) return `${name} contains a direction control, a line separator or an encoded word`;
    const trimmed = value.trim();
    if (trimmed.length === 0) return `${name} is empty`;
    if ([...trimmed].length > rule.max) return `${name} is longer than ${rule.max} characters`;
  }
  if (fields.category !== undefined && !CATEGORIES.includes(fields.category as string)) return 'category is not one of the categories';
  if (!partial && fields.category === undefined) return 'category is missing';
  for (const flag of ['deliveryAvailable', 'priceNegotiable']) {
    if (fields[flag] !== undefined && typeof fields[flag] !== 'boolean') return `${flag} is not a boolean`;
  }
  const price = fields.price;
  if (price instanceof Raw) {
    const canonical = canonicalPrice(price.literal);
    if ('refused' in canonical) return `price ${price.literal}: ${canonical.refused}`;
  } else if (typeof price === 'number') {
    const canonical = canonicalPrice(String(price));
    if ('refused' in canonical) return `price ${price}: ${canonical.refused}`;
  } else if (price !== undefined && price !== null && typeof price !== 'string') {
    return 'price is neither text, a number nor null';
  }
  return null;
}

/** The price the server should have stored for what was sent, when the suite can tell. */
export function expectedPrice(sent: unknown): string | null | undefined {
  if (sent instanceof Raw) {
    const canonical = canonicalPrice(sent.literal);
    return 'price' in canonical ? canonical.price : undefined;
  }
  if (typeof sent === 'number') {
    const canonical = canonicalPrice(String(sent));
    return 'price' in canonical ? canonical.price : undefined;
  }
  if (typeof sent === 'string') {
    if (sent.trim() === '') return null;
    // The API takes a decimal point and no separators or symbols ("1234.50"); pages read
    // "1.234,50" in their locale before they send it (#26), so "1,234" is never stored.
    const plain = sent.trim();
    if (!/^\d+(\.\d+)?$/.test(plain)) return undefined;
    const canonical = canonicalPrice(plain);
    return 'price' in canonical ? canonical.price : undefined;
  }
  if (sent === null) return null;
  return undefined;
}

/** What differs between what was sent and what was stored, or null. */
export function storedDifference(sent: Record<string, unknown>, stored: Record<string, unknown>): string | null {
  for (const name of Object.keys(TEXT_FIELDS)) {
    const value = sent[name];
    if (typeof value !== 'string') continue;
    const storedValue = stored[name];
    if (typeof storedValue !== 'string') return `${name} was not stored as text`;
    if (LONE_SURROGATE.test(value) && storedValue !== value.trim()) return `${name} with a lone surrogate was stored as ${JSON.stringify(storedValue)}`;
    const expected = (TEXT_FIELDS[name as keyof typeof TEXT_FIELDS].multiline ? value.replace(LINE_SEPARATORS, '\n') : value).trim();
    if (storedValue.normalize('NFC') !== expected.normalize('NFC')) return `${name} stored as ${JSON.stringify(storedValue.slice(0, 80))}, sent ${JSON.stringify(value.slice(0, 80))}`;
  }
  if ('price' in sent) {
    const expected = expectedPrice(sent.price);
    const storedPrice = stored.price === null ? null : String(stored.price);
    if (expected === undefined && storedPrice !== null) {
      return `price ${sent.price instanceof Raw ? sent.price.literal : JSON.stringify(sent.price)} was stored as ${storedPrice}`;
    }
    if (expected !== undefined && expected !== storedPrice && !(expected !== null && storedPrice !== null && Number(expected) === Number(storedPrice))) {
      return `price ${sent.price instanceof Raw ? sent.price.literal : JSON.stringify(sent.price)} was stored as ${storedPrice}, expected ${expected}`;
    }
  }
  return null;
}
