/**
 * A message as screening reads it. Links, e-mail addresses and phone numbers are taken
 * out first (they are signals of their own, and their digits and dots would confuse the
 * phrase patterns), then the rest is folded: NFKC (full-width letters and digits, as
 * Japanese keyboards type them, become ASCII), lower case, one kind of apostrophe.
 */

export const URL_TOKEN = 'xxurlxx';
export const EMAIL_TOKEN = 'xxemailxx';
export const PHONE_TOKEN = 'xxphonexx';

/**
 * Top-level domains a bare "name.tld" must end in to count as a link (not "e.g." or
 * "3.5mm"). Those that are words too ("it", "in", "me", "es", "to") are left out, or a
 * missing space ("ok.it works") would read as a link; wa.me and t.me are named.
 */
const TLDS =
  'com|net|org|info|biz|io|co|ly|xyz|top|site|online|shop|store|link|click|live|app|icu|cc|tk|ml|ga|cf|gq|pw|su|ws|ru|cn|de|fr|jp|uk|eu|nl|ch|pl|pt|ca|au|gl|gd|sh|vip|win|bid|buzz|cyou|rest|fun|page|support|services|delivery|express';
const URL_PATTERN = new RegExp(
  String.raw`(?:https?:\/\/|www\.)[^\s<>"']+|(?<![\p{L}\p{N}@.-])(?:(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?:${TLDS})|(?:wa|t|telegram)\.me)(?![\p{L}\p{N}-])(?:[/?#][^\s<>"']*)?`,
  'giu',
);
/** Addresses as written, and as spelled out to slip past filters: "name [at] gmail dot com". */
const EMAIL_PATTERN =
  /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+|[\p{L}\p{N}._%+-]+ ?(?:\[at\]|\(at\)| at ) ?[\p{L}\p{N}-]+ ?(?:\.|\[dot\]|\(dot\)| dot ) ?(?:com|net|org|me|de|fr|es|it|co|io|jp|uk)\b/giu;
/** Dates and IBANs are long runs of digits that are not phone numbers. */
const DATE_PATTERN = /\b\d{4}[-/.]\d{1,2}[-/.]\d{1,2}\b|\b\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}\b/g;
const IBAN_PATTERN = /\b[a-z]{2}\d{2}(?:[ ]?[a-z0-9]{4}){3,7}(?:[ ]?[a-z0-9]{1,4})?\b/gi;
/** Eight to fifteen digits with the separators people type: +49 151 2345 6789, (555) 123-4567, 090-1234-5678. */
const PHONE_PATTERN = /(?<![\p{L}\p{N}])(?:\+\s?\d{1,3}[\s.-]?)?(?:\(\d{1,4}\)[\s.-]?)?\d(?:[\s.-]?\d){5,14}(?![\p{N}])/gu;
/** A run of digits right after one of these words is a serial number or IMEI someone was asked for, not a phone. */
const NOT_A_PHONE_BEFORE =
  /(?<!\p{L})(?:imei|serial(?: number| no\.?)?|s\/n|sn|model|order|tracking|ref(?:erence)?|seriennummer|número de serie|numéro de série|numero di serie|シリアル|製造番号)(?:\s*(?:is|are|number|no\.?|nr\.?|:|#|-|=))*\s*$/iu;
/** …nor is an amount (a price in yen or rupiah easily has eight digits). */
const AMOUNT_AFTER = /^\s*(?:€|\$|£|¥|円|eur|euros?|usd|dollars?|yen|k\b)/iu;

export interface FoundLink {
  /** As written. */
  text: string;
  host: string;
  path: string;
  /** Written with a scheme or www: a link the recipient would click, not a site named in passing. */
  explicit: boolean;
}

export interface MessageText {
  /** Folded text with links, addresses and phone numbers as placeholder words: what the phrase patterns read. */
  text: string;
  links: FoundLink[];
  emails: string[];
  phones: string[];
}

export function foldText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/[“”„«»]/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

function linkOf(written: string): FoundLink {
  const explicit = /^(https?:\/\/|www\.)/i.test(written);
  const trimmed = written.replace(/[.,;:!?)\]}>]+$/, '');
  try {
    const url = new URL(/^https?:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`);
    return {
      text: trimmed,
      host: url.hostname.replace(/^www\./, ''),
      path: url.pathname + url.search,
      explicit,
    };
  } catch {
    return { text: trimmed, host: trimmed.toLowerCase(), path: '', explicit };
  }
}

/** Phone numbers in a text (not dates, IBANs, serial numbers or amounts). */
export function findPhones(text: string): string[] {
  const clean = text.normalize('NFKC').replace(DATE_PATTERN, ' ').replace(IBAN_PATTERN, ' ');
  const phones: string[] = [];
  for (const match of clean.matchAll(PHONE_PATTERN)) {
    const before = clean.slice(Math.max(0, match.index - 24), match.index);
    const after = clean.slice(match.index + match[0].length, match.index + match[0].length + 8);
    const digits = match[0].replace(/\D/g, '').length;
    if (digits < 8 || digits > 15 || NOT_A_PHONE_BEFORE.test(before) || AMOUNT_AFTER.test(after)) continue;
    phones.push(match[0]);
  }
  return phones;
}

/** Whether a listing's own text gives a phone number or an e-mail address. */
export function hasContactDetails(text: string): boolean {
  const folded = text.normalize('NFKC');
  return findPhones(folded).length > 0 || new RegExp(EMAIL_PATTERN.source, 'u').test(folded);
}

export function readMessage(body: string): MessageText {
  const nfkc = body.normalize('NFKC');
  const emails = nfkc.match(EMAIL_PATTERN) ?? [];
  let rest = nfkc.replace(EMAIL_PATTERN, ` ${EMAIL_TOKEN} `);
  const links = (rest.match(URL_PATTERN) ?? []).map(linkOf);
  rest = rest.replace(URL_PATTERN, ` ${URL_TOKEN} `);
  const phones = findPhones(rest);
  for (const phone of phones) rest = rest.replace(phone, ` ${PHONE_TOKEN} `);
  return { text: foldText(rest), links, emails, phones };
}
