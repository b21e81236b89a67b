/**
 * Every language's messages on the server: the pages' words (messages.server.ts hands
 * them to the browser), the mails' and the API's error messages all come from these
 * same files (#26: "mail is a page too"). Imported as JSON, so it works in the API
 * process, the worker and the Vite build alike. Never imported by browser code: the
 * browser fetches its one language (web/i18n/catalogue.ts).
 */
import de from './locales/de.json';
import en from './locales/en.json';
import es from './locales/es.json';
import fr from './locales/fr.json';
import it from './locales/it.json';
import ja from './locales/ja.json';
import { createI18n, type I18n, type Messages } from './i18n';
import { LANGUAGES, isLanguage, type Language } from './languages';

const FILES: Record<Language, Messages> = { en, es, fr, de, it, ja };

/** Every English key, overlaid with the language's own words (English where one is missing). */
function overlay(base: Messages, words: Messages): Messages {
  const merged: Messages = { ...base };
  for (const [key, value] of Object.entries(words)) {
    const under = base[key];
    // Lists (an info page's sections) are taken whole: merged key by key they became
    // objects, and translated info pages showed no sections at all.
    const nested = (node: unknown) => node !== null && typeof node === 'object' && !Array.isArray(node);
    merged[key] = nested(value) && nested(under) ? overlay(under as Messages, value as Messages) : value;
  }
  return merged;
}

const merged = new Map<Language, Messages>(LANGUAGES.map((language) => [language, language === 'en' ? FILES.en : overlay(FILES.en, FILES[language])]));
const translators = new Map<Language, I18n>();

/** The messages of a language, English where a key is missing. */
export function messagesFor(language: Language): Messages {
  return merged.get(language)!;
}

/** A translator for a language (anything else, e.g. a stored value from before, reads as English). */
export function i18nFor(language: string | null | undefined): I18n {
  const chosen: Language = isLanguage(language) ? language : 'en';
  let i18n = translators.get(chosen);
  if (!i18n) {
    i18n = createI18n(chosen, messagesFor(chosen));
    translators.set(chosen, i18n);
  }
  return i18n;
}
