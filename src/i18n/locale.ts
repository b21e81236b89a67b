/**
 * The language and time zone of the page a person acted on. They travel with the
 * action (a post, a message, a saved search, a "My ads" request) into everything the
 * person is told later: errors now, mails later (#26).
 */
import { LANGUAGES, browserLanguage, isLanguage, type Language } from './languages';

export interface PersonLocale {
  language: Language;
  /** An IANA zone ("Europe/Berlin"); null when unknown (then a city's zone or UTC applies). */
  timeZone: string | null;
}

/** The header the site's own pages send their visitor's zone in (the language goes in Accept-Language). */
export const TIME_ZONE_HEADER = 'x-time-zone';

const zones = new Map<string, boolean>();

/** Whether `Intl` knows the zone ("Europe/Berlin", "UTC"); remembered, as it is asked per request. */
export function isTimeZone(value: string | null | undefined): value is string {
  if (!value || value.length > 64) return false;
  let known = zones.get(value);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: value });
      known = true;
    } catch {
      known = false;
    }
    if (zones.size < 1000) zones.set(value, known);
  }
  return known;
}

/** The locale of a request: its Accept-Language (the pages send theirs) and zone header; English and no zone otherwise. */
export function localeOfHeaders(headers: { acceptLanguage?: string | null; timeZone?: string | null }): PersonLocale {
  return {
    language: browserLanguage(headers.acceptLanguage) ?? 'en',
    timeZone: isTimeZone(headers.timeZone) ? headers.timeZone : null,
  };
}

/** A stored language (a column written before #26 may hold anything) as one of ours. */
export function storedLanguage(value: string | null | undefined): Language {
  return isLanguage(value) ? value : LANGUAGES[0];
}
