/**
 * Prices and dates in the city's currency and language. Browser-safe (Intl only), so
 * the server and the hydrated page print exactly the same text.
 */

/**
 * Intl formatters are slow to build (a page of 20 cards built 40 of them) and safe to
 * share, so each locale's is built once per process or page.
 */
function memo<T>(build: (key: string) => T): (key: string) => T {
  const cache = new Map<string, T>();
  return (key) => {
    let value = cache.get(key);
    if (value === undefined) {
      value = build(key);
      cache.set(key, value);
    }
    return value;
  };
}

/**
 * Digits are always Latin: the city's locale decides separators and where the currency
 * goes, but every interface language (en, es, fr, de, it, ja) writes 0-9, so Dubai's
 * "ar-AE" must not print "١٬٢٣٤" on an English page.
 */
const PAGE_DIGITS = 'latn';

const priceFormat = memo((key) => {
  const [locale, currency, digits] = key.split('|') as [string, string, string];
  const fractionDigits = Number(digits);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
    numberingSystem: PAGE_DIGITS,
  });
});
const numberFormat = memo((locale) => new Intl.NumberFormat(locale, { numberingSystem: PAGE_DIGITS }));
const relativeFormat = memo((locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
const regionNames = memo((language) => new Intl.DisplayNames([language], { type: 'region' }));
const supportsLocale = memo((tag) => Intl.RelativeTimeFormat.supportedLocalesOf([tag]).length > 0);

/** "Free" for 0; whole amounts without decimals, others with two (SPEC: 0 to 2 decimals). */
export function formatPrice(price: string | number | null, currency: string, locale: string, freeLabel = 'Free'): string {
  if (price === null || price === '') return '';
  const amount = typeof price === 'number' ? price : Number(price);
  if (!Number.isFinite(amount)) return '';
  if (amount === 0) return freeLabel;
  const whole = Number.isInteger(amount);
  try {
    return priceFormat(`${locale}|${currency}|${whole ? 0 : 2}`).format(amount);
  } catch {
    return `${currency} ${amount.toFixed(whole ? 0 : 2)}`;
  }
}

/** A count ("1,234 listings") with the locale's separators and Latin digits. */
export function formatNumber(value: number, locale: string): string {
  try {
    return numberFormat(locale).format(value);
  } catch {
    return String(value);
  }
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * The locale for words about time (relative times, dates): the page's interface
 * language with the city's region. On Stockholm's site in English that is "en-SE":
 * English words, Swedish conventions. Prices keep the city's own locale.
 */
export function wordsLocale(language: string, cityLocale: string): string {
  const [cityLanguage, region] = cityLocale.split('-');
  if (cityLanguage === language) return cityLocale;
  const tag = region ? `${language}-${region}` : language;
  return supportsLocale(tag) ? tag : language;
}

/** "3 days ago", in the page's language (see `wordsLocale`). */
export function formatRelativeTime(iso: string, locale: string, now: Date = new Date()): string {
  const seconds = Math.round((new Date(iso).getTime() - now.getTime()) / 1000);
  const format = relativeFormat(locale);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'minute');
}

/**
 * How an instant is written: `date` "28 Dec 2026" / "28. Dez. 2026", `longDate`
 * "28 December 2026", `dateTime` "1 Dec 2026, 18:30" / "Dec 1, 2026, 6:30 PM".
 */
export type InstantStyle = 'date' | 'longDate' | 'dateTime';

const INSTANT_STYLES: Record<InstantStyle, Intl.DateTimeFormatOptions> = {
  date: { day: 'numeric', month: 'short', year: 'numeric' },
  longDate: { day: 'numeric', month: 'long', year: 'numeric' },
  dateTime: { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' },
};

/** Hours as the locale's own short time writes them: "00:30" in German, "0:30" in Japanese, "6:30 PM" in American English. */
const hourDigits = memo((locale) => {
  const hour = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: 'UTC', numberingSystem: PAGE_DIGITS })
    .formatToParts(new Date(Date.UTC(2000, 0, 1, 1, 5)))
    .find((part) => part.type === 'hour')?.value;
  return hour?.length === 2 ? '2-digit' : 'numeric';
});

const instantFormat = memo((key) => {
  const [locale, timeZone, style, zone] = key.split('|') as [string, string, InstantStyle, string];
  return new Intl.DateTimeFormat(locale, {
    ...INSTANT_STYLES[style],
    ...(style === 'dateTime' ? { hour: hourDigits(locale) as 'numeric' | '2-digit' } : {}),
    timeZone,
    numberingSystem: PAGE_DIGITS,
    ...(zone === 'zone' && style === 'dateTime' ? { timeZoneName: 'short' } : {}),
  });
});

/**
 * An instant (a message sent, an ad's expiry) as the reader lives it: in `timeZone`,
 * in `locale`'s words (`wordsLocale`). The zone is always given, never the machine's:
 * the server runs in UTC and the browser in the visitor's zone, and both must print the
 * same text. `showZone` adds the zone's short name ("EST") to a time, for a page that
 * could not learn the reader's zone and fell back to the city's or UTC.
 */
export function formatInstant(
  instant: string | Date,
  options: { locale: string; timeZone: string; style?: InstantStyle; showZone?: boolean },
): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) return '';
  const style = options.style ?? 'dateTime';
  const zone = options.showZone ? 'zone' : '';
  try {
    return instantFormat(`${options.locale}|${options.timeZone}|${style}|${zone}`).format(date);
  } catch {
    // An unknown locale or zone: UTC in the locale's language, else ISO (never the machine's zone).
    try {
      return instantFormat(`${options.locale}|UTC|${style}|zone`).format(date);
    } catch {
      return date.toISOString().slice(0, style === 'dateTime' ? 16 : 10).replace('T', ' ');
    }
  }
}

/** A country's name in the page's language ("Deutschland" on a German page). */
export function countryName(countryCode: string, language: string, fallback: string): string {
  try {
    return regionNames(language).of(countryCode) ?? fallback;
  } catch {
    return fallback;
  }
}
