/**
 * The interface languages. A city's language applies unless the visitor chose another
 * (`?lang=` in the URL, remembered in the `cb_lang` cookie).
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

export function chooseLanguage(options: {
  query?: string | null;
  cookie?: string | null;
  cityLanguage?: string | null;
}): Language {
  if (isLanguage(options.query)) return options.query;
  if (isLanguage(options.cookie)) return options.cookie;
  if (isLanguage(options.cityLanguage)) return options.cityLanguage;
  return 'en';
}

export function cookieValue(cookieHeader: string | null, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}
