import type { Language } from './languages';
import type { Messages } from './i18n';

const files = import.meta.glob<Messages>('./locales/*.json', { eager: true, import: 'default' });
const english = files['./locales/en.json'] ?? {};

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

const cache = new Map<Language, Messages>();

/** The messages a page in this language needs. */
export function messagesFor(language: Language): Messages {
  let messages = cache.get(language);
  if (!messages) {
    messages = language === 'en' ? english : overlay(english, files[`./locales/${language}.json`] ?? {});
    cache.set(language, messages);
  }
  return messages;
}
