/**
 * i18next for the interface text. The page's messages arrive with the root loader's
 * data, so the server and the hydrating browser render the same words, and no
 * language's file is part of the JavaScript every visitor downloads.
 */
import i18next, { type i18n as I18n } from 'i18next';
import type { Language } from './languages';

export type Messages = Record<string, unknown>;

export function createI18n(language: Language, messages: Messages | null): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: false,
    resources: messages ? { [language]: { translation: messages } } : {},
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  });
  return instance;
}
