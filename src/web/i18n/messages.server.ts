import type { Language } from './languages';
import type { Messages } from './i18n';

const files = import.meta.glob<Messages>('./locales/*.json', { eager: true, import: 'default' });

/** The messages of a non-English language; English ships in the browser bundle already. */
export function messagesFor(language: Language): Messages | null {
  if (language === 'en') return null;
  return files[`./locales/${language}.json`] ?? null;
}
