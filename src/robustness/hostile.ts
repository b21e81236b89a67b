/**
 * Hostile values for fast-check: the Big List of Naughty Strings, control characters and
 * NUL, lone surrogates, numbers JSON can write but a double cannot hold (1e400, 1e-400),
 * values of the wrong type, and sizes past every limit. `Raw` carries a JSON literal
 * as written, so the body can say 1e-400 rather than what JSON.stringify makes of it.
 */
import { createRequire } from 'node:module';
import fc from 'fast-check';

const require = createRequire(import.meta.url);
export const NAUGHTY_STRINGS = (require('big-list-of-naughty-strings/blns.json') as string[]).filter((text) => text.length > 0);

/** A JSON literal written as is. */
export class Raw {
  constructor(readonly literal: string) {}
}

/** JSON text of a value that may contain `Raw` literals. */
export function toJson(value: unknown): string {
  if (value instanceof Raw) return value.literal;
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    return `{${Object.entries(value)
      .filter(([, entry]) => entry !== undefined)
      .map(([key, entry]) => `${JSON.stringify(key)}:${toJson(entry)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const CONTROL = [...Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)), '\u007f', '\u0085', '\u2028', '\u2029', '\u200b', '\ufeff', '\u202e'];

export const controlText = fc
  .tuple(fc.string({ maxLength: 10 }), fc.constantFrom(...CONTROL), fc.string({ maxLength: 10 }))
  .map(([before, control, after]) => `Oak${before}${control}${after}`);
export const nulText = fc.string({ maxLength: 20 }).map((text) => `Oak bookcase\u0000${text}`);
export const loneSurrogate = fc
  .tuple(fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff'), fc.string({ maxLength: 10 }))
  .map(([surrogate, text]) => `Oak ${surrogate}${text}`);
export const naughty = fc.constantFrom(...NAUGHTY_STRINGS);
/** Just past, and far past, the limits (100 for titles, 2000 for descriptions, 200 for queries). */
export const longText = fc.constantFrom(101, 201, 2001, 70_000).map((length) => 'x'.repeat(length));

export const hostileText = fc.oneof(naughty, controlText, nulText, loneSurrogate, longText, fc.string({ unit: 'binary', maxLength: 30 }));

/** Numbers at and past the edges, as written in the JSON. */
export const NUMBER_LITERALS = [
  '1e400',
  '-1e400',
  '1e-400',
  '0.0000001',
  '99999999.999',
  '100000000',
  '99999999.99',
  '-1',
  '-0',
  '0',
  '1.005',
  '12.345',
  '1E2',
  '9007199254740993',
  '123456789012345678901234567890',
  '0.1',
  '5e-324',
  '1.7976931348623157e308',
];
export const hostileNumber = fc.constantFrom(...NUMBER_LITERALS).map((literal) => new Raw(literal));

/** Something of another type than the field wants. */
export const wrongType = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.constant({}),
  fc.constant([]),
  fc.constant({ $gt: '' }),
  fc.constant(['a', 'b']),
  fc.integer(),
  hostileNumber,
);

export const hostileValue = fc.oneof({ weight: 4, arbitrary: hostileText }, { weight: 2, arbitrary: hostileNumber }, { weight: 2, arbitrary: wrongType });

/** Percent-encodes anything, including lone surrogates (as the bytes of their would-be UTF-8, which are not UTF-8). */
export function encodeQueryValue(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += `%${(0xe0 | (code >> 12)).toString(16).toUpperCase()}%${(0x80 | ((code >> 6) & 0x3f)).toString(16).toUpperCase()}%${(0x80 | (code & 0x3f)).toString(16).toUpperCase()}`;
    } else {
      out += encodeURIComponent(char).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
    }
  }
  return out;
}

/** Invalid escapes and half sequences that a decoder must refuse, not crash on. */
export const brokenEncodings = fc.constantFrom('%', '%0', '%ZZ', '%C0%80', '%ED%A0%80', '%FF', '%E2%82', '%%', '%00', '%u0041');
