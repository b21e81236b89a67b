/**
 * The interface languages. A page's language is in its address, so a shared cache can
 * keep every page: `?lang=` where the visitor chose another than the city's, else the
 * city's; where neither decides (the global pages, a city whose language we do not
 * speak), the browser's Accept-Language (and the page says `Vary: Accept-Language`).
 * The choice is also remembered in the `cb_lang` cookie, which only the browser reads:
 * it moves a page without `?lang=` to the chosen language (`preferredLanguageUrl`).
 */
export const LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language named in itself, for the language switcher. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  ja: '日本語',
};

export const LANGUAGE_COOKIE = 'cb_lang';

export function isLanguage(value: string | null | undefined): value is Language {
  return !!value && (LANGUAGES as readonly string[]).includes(value);
}

/** What decided a page's language; `browser` and `default` both read Accept-Language, so such a page varies by it. */
export type LanguageSource = 'query' | 'city' | 'browser' | 'default';

/** Never the `cb_lang` cookie: a page kept by a shared cache must not depend on it. */
export function decideLanguage(options: { query?: string | null; cityLanguage?: string | null; acceptLanguage?: string | null }): {
  language: Language;
  source: LanguageSource;
} {
  if (isLanguage(options.query)) return { language: options.query, source: 'query' };
  if (isLanguage(options.cityLanguage)) return { language: options.cityLanguage, source: 'city' };
  const browser = browserLanguage(options.acceptLanguage);
  return browser ? { language: browser, source: 'browser' } : { language: 'en', source: 'default' };
}

export function chooseLanguage(options: Parameters<typeof decideLanguage>[0]): Language {
  return decideLanguage(options).language;
}

/**
 * The first of our languages the browser asks for ("ja-JP,ja;q=0.9,en;q=0.8" -> 'ja'),
 * by quality, then by order; null when it asks for none of them (or for `*` only).
 */
export function browserLanguage(header: string | null | undefined): Language | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { primary: tag.trim().toLowerCase().split('-')[0] ?? '', quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked.map((entry) => entry.primary).find(isLanguage) ?? null;
}

export function cookieValue(cookieHeader: string | null, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/**
 * Where a page should go for the language the visitor chose (the `cb_lang` cookie): the
 * same address with `?lang=`, when the page is in another language and its address
 * names none. An address with `?lang=` is an explicit choice (a shared link, the
 * switcher) and stays, so this never sends a visitor round in circles.
 */
export function preferredLanguageUrl(href: string, cookieHeader: string, pageLanguage: string): string | null {
  const chosen = cookieValue(cookieHeader, LANGUAGE_COOKIE);
  if (!isLanguage(chosen) || chosen === pageLanguage) return null;
  const url = new URL(href);
  if (url.searchParams.has('lang')) return null;
  url.searchParams.set('lang', chosen);
  return url.href;
}
