/**
 * i18next for the interface text. English is bundled (it is the fallback for any
 * missing key); the other languages arrive with the root loader's data, so the server
 * and the hydrating browser render the same words without a second request.
 */
import i18next, { type i18n as I18n } from 'i18next';
import en from './locales/en.json';
import type { Language } from './languages';

export type Messages = Record<string, unknown>;

export function createI18n(language: Language, messages: Messages | null): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: 'en',
    resources: {
      en: { translation: en },
      ...(messages && language !== 'en' ? { [language]: { translation: messages } } : {}),
    },
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  });
  return instance;
}
