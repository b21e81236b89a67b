/**
 * JSON bodies, parsed so that no number changes on the way in.
 *
 * JSON.parse turns every numeric literal into a double: `1e-400` becomes 0,
 * `1.0000000000000001` becomes 1, `12345678901234567890` loses its last digits — and a
 * schema only sees the result, so a price of `1e-400` would be stored as 0.00. Node 20
 * has no access to a literal's source text from JSON.parse. So before parsing, the raw
 * text is scanned for numeric literals (outside strings) and any literal whose value
 * does not survive the trip — `String(Number(literal))` is not the same decimal as the
 * literal — is replaced by an object that holds its text, `{"unreadableNumber":"1e-400"}`.
 * No field takes an object where a number or text belongs, so every schema refuses it
 * with its own message, naming the field: a price, a year, and also a text field. (A
 * plain string of the literal's text was accepted by text fields: a local area of
 * `1e-400` was stored as the words "1e-400".) Numbers that do survive (nearly all of
 * them) are parsed as usual. Parsing itself is Fastify's default parser
 * (secure-json-parse: `__proto__` and `constructor.prototype` keys are refused).
 */
import type { FastifyInstance } from 'fastify';

/** A decimal's value as `digits` without leading or trailing zeros and a power of ten. */
function decimalValue(literal: string): { negative: boolean; digits: string; exponent: number } | null {
  const match = /^(-)?(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(literal);
  if (!match) return null;
  const [, sign, whole, fraction = '', exponentText = '0'] = match;
  let digits = `${whole}${fraction}`;
  let exponent = Number(exponentText) - fraction.length;
  digits = digits.replace(/^0+/, '');
  if (digits === '') return { negative: false, digits: '0', exponent: 0 };
  const trailing = /0*$/.exec(digits)![0].length;
  digits = digits.slice(0, digits.length - trailing);
  exponent += trailing;
  return { negative: sign === '-', digits, exponent };
}

/** Whether JSON.parse keeps this numeric literal's value: its shortest form is the same decimal. */
export function numberSurvivesParsing(literal: string): boolean {
  const parsed = Number(literal);
  if (!Number.isFinite(parsed)) return false;
  const written = decimalValue(literal);
  const read = decimalValue(String(Math.abs(parsed)));
  if (!written || !read) return false;
  // -0 reads as 0: the same amount.
  if (written.digits === '0' && read.digits === '0') return true;
  return written.digits === read.digits && written.exponent === read.exponent && written.negative === parsed < 0;
}

const NUMBER_LITERAL = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

/**
 * The JSON text with every numeric literal JSON.parse would change replaced by an object
 * holding its text. Strings are skipped whole (escapes included); invalid JSON stays invalid.
 */
export function quoteLossyNumbers(json: string): string {
  let out = '';
  let last = 0;
  let i = 0;
  while (i < json.length) {
    const c = json.charCodeAt(i);
    if (c === 0x22 /* " */) {
      i++;
      while (i < json.length && json.charCodeAt(i) !== 0x22) i += json.charCodeAt(i) === 0x5c /* \ */ ? 2 : 1;
      i++;
      continue;
    }
    if (c === 0x2d /* - */ || (c >= 0x30 && c <= 0x39)) {
      NUMBER_LITERAL.lastIndex = i;
      const match = NUMBER_LITERAL.exec(json);
      if (!match) {
        i++;
        continue;
      }
      const literal = match[0];
      if (!numberSurvivesParsing(literal)) {
        out += `${json.slice(last, i)}{"unreadableNumber":"${literal}"}`;
        last = i + literal.length;
      }
      i += literal.length;
      continue;
    }
    i++;
  }
  return last === 0 ? json : out + json.slice(last);
}

/** Replaces the JSON parser of `app` (and the plugins registered after) with the careful one. */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    parse(request, quoteLossyNumbers(body as string), done),
  );
}
