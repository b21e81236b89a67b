/**
 * The text of a listing as screening reads it: lower case, HTML entities decoded, and
 * every contact detail — real or already masked (`#URL_…#`, `#EMAIL_…#`, `#PHONE_…#`,
 * as in anonymised data sets) — replaced by one placeholder word per kind, so a rule or
 * the classifier sees "a link was here", never a particular link.
 */

export const URL_TOKEN = 'xxurlxx';
export const EMAIL_TOKEN = 'xxemailxx';
export const PHONE_TOKEN = 'xxphonexx';

const MASKED = /#(URL|EMAIL|PHONE)_[0-9a-f]+#/gi;
const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
// "example.com", "http://…", "www.…": a scheme, www, or a name ending in a common top-level domain.
const URL = /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|info|biz|io|co|ly|me|xyz|top|site|online|ru|cn)\b(?:\/\S*)?/gi;
// Seven or more digits, allowing the separators people type: +1 (555) 123-4567, 0412 345 678.
const PHONE = /(?:\+\d{1,3}[\s.-]?)?(?:\(\d{1,4}\)[\s.-]?)?\d(?:[\s.-]?\d){6,13}/g;

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/** Title and description as one lower-case text with contact details as placeholder words. */
export function normaliseListingText(title: string, description: string): string {
  return maskContacts(`${title}\n${description}`)
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? ' ')
    .toLowerCase();
}

export function maskContacts(text: string): string {
  return text
    .replace(MASKED, (_all, kind: string) => ` ${kind.toUpperCase() === 'URL' ? URL_TOKEN : kind.toUpperCase() === 'EMAIL' ? EMAIL_TOKEN : PHONE_TOKEN} `)
    .replace(EMAIL, ` ${EMAIL_TOKEN} `)
    .replace(URL, ` ${URL_TOKEN} `)
    .replace(PHONE, ` ${PHONE_TOKEN} `);
}

/** Words (letters, digits, `$`-amounts), in order. */
export function wordsOf(normalised: string): string[] {
  return normalised.match(/\$?\p{L}[\p{L}\p{M}']*|\$?\d+(?:[.,]\d+)*k?|[$€£¥]/gu) ?? [];
}
