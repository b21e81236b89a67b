import { createHash } from 'node:crypto';
import { LANGUAGES, type Language } from '../../i18n/languages';
import type { Messages } from '../../i18n/i18n';
import { provideCatalogue } from './catalogue';
import { messagesFor as sharedMessagesFor } from '../../i18n/catalogues';

interface Catalogue {
  messages: Messages;
  /** As the browser fetches it. */
  json: string;
  /** Names the content, so its address can be kept for a year. */
  version: string;
}

const catalogues = new Map<Language, Catalogue>(
  LANGUAGES.map((language) => {
    const messages = sharedMessagesFor(language);
    const json = JSON.stringify(messages);
    return [language, { messages, json, version: createHash('sha256').update(json).digest('hex').slice(0, 12) }];
  }),
);
// Server renders and `meta` read the text where the browser's do (catalogue.ts).
for (const [language, { messages }] of catalogues) provideCatalogue(language, messages);

/** The messages a page in this language needs. */
export function messagesFor(language: Language): Messages {
  return catalogues.get(language)!.messages;
}

/** Where the browser fetches the language's text: its address changes whenever the text does. */
export function catalogueUrl(language: Language): string {
  return `/i18n/${language}.${catalogues.get(language)!.version}.json`;
}

/** The text served at a `catalogueUrl`, and whether the address names this very text. */
export function catalogueFile(language: Language, version: string): { json: string; current: boolean } {
  const catalogue = catalogues.get(language)!;
  return { json: catalogue.json, current: catalogue.version === version };
}
