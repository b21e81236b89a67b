/**
 * The words of every mail: the same catalogues as the pages (`mail.` and the pages' own
 * keys where the words are the same), in the recipient's language, with dates and times
 * in the recipient's zone (#26: "mail is a page too").
 *
 * Who a mail is for decides its locale, kept with what the person did: a listing keeps
 * its seller's page language and zone (`listings.language`, `listings.time_zone`), a
 * conversation participant theirs (`conversation_participants.language`, `.time_zone`),
 * a saved search its own (`saved_searches.language`, `.time_zone`). A zone that is
 * missing reads as the listing's city's zone, then UTC.
 */
import type { TFunction, TranslateOptions } from '../../i18n/i18n';
import { i18nFor } from '../../i18n/catalogues';
import type { Language } from '../../i18n/languages';
import { isTimeZone, storedLanguage } from '../../i18n/locale';
import { findCity } from '../geo/find-city';
import { formatNumber, formatPrice, wordsLocale } from '../shared/format';

/** What is known of a recipient: the stored language and zone, and the city their mail is about. */
export interface MailRecipient {
  language: string | null | undefined;
  timeZone?: string | null;
  /** The city's URL segment ("berlin"): its zone is the fallback, its region the date conventions. */
  city?: string | null;
}

export interface MailText {
  language: Language;
  /** The IANA zone every time in the mail is written in. */
  timeZone: string;
  /** The locale of dates and numbers: the language with the city's region ("en-GB" on London's site). */
  locale: string;
  t: TFunction;
  /** "2 déc. 2026, 00:30 UTC+1": date and time in the recipient's zone, with the zone's short name. */
  dateTime(date: Date): string;
  /** A count with the language's separators. */
  number(value: number): string;
  /** A price in the language, with the city's currency; "Free" for 0. */
  price(amount: string | number | null, currency: string): string;
  /** The lines every mail ends with. */
  footer(publicUrl: string): string[];
}

export function mailZone(recipient: Pick<MailRecipient, 'timeZone' | 'city'>): string {
  if (isTimeZone(recipient.timeZone)) return recipient.timeZone;
  return findCity(recipient.city)?.timezone ?? 'UTC';
}

const formats = new Map<string, { dateTime: Intl.DateTimeFormat; zoneName: Intl.DateTimeFormat }>();

function formatsFor(locale: string, timeZone: string) {
  const key = `${locale}|${timeZone}`;
  let found = formats.get(key);
  if (!found) {
    found = {
      dateTime: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone, numberingSystem: 'latn' }),
      zoneName: new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short', numberingSystem: 'latn' }),
    };
    if (formats.size < 500) formats.set(key, found);
  }
  return found;
}

/**
 * Breaks every "=?" with a zero-width space, so no text of a person's reaches a header as
 * an RFC 2047 encoded word: nodemailer passes an ASCII header through as it is, and mail
 * programs would decode "=?UTF-8?Q?Sam=0D=0ABcc:...?=" into a line of its own. The space
 * makes the header non-ASCII, so nodemailer encodes it whole, and the reader sees the
 * characters that were written. Titles stored before encoded words were refused still
 * come through here.
 */
export function withoutEncodedWords(text: string): string {
  return text.replace(/=\?/g, '=\u200b?');
}

/** Removes line breaks, control and direction characters, and encoded words: a subject is one header line, whatever a title holds. */
export function subjectLine(text: string): string {
  // eslint-disable-next-line no-control-regex
  return withoutEncodedWords(text.replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029\u202a-\u202e\u2066-\u2069]+/g, ' ').trim());
}

export function mailText(recipient: MailRecipient): MailText {
  const language = storedLanguage(recipient.language);
  const timeZone = mailZone(recipient);
  const city = findCity(recipient.city);
  const locale = city ? wordsLocale(language, city.locale) : language;
  const { t: translate } = i18nFor(language);
  const t: TFunction = (key: string, options?: TranslateOptions) => translate(key, options);
  return {
    language,
    timeZone,
    locale,
    t,
    dateTime(date) {
      const { dateTime, zoneName } = formatsFor(locale, timeZone);
      const zone = zoneName.formatToParts(date).find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
      return `${dateTime.format(date)} ${zone}`;
    },
    number: (value) => formatNumber(value, locale),
    price: (amount, currency) => formatPrice(amount, currency, locale, t('listing.free')),
    footer: (publicUrl) => ['', '-- ', t('mail.footer.signature', { site: publicUrl })],
  };
}
