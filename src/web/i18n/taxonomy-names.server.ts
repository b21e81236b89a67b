/**
 * The taxonomy's names in each interface language, for server code outside the page
 * render (the suggestion API): the same message files the pages read
 * (`category.names.<slug>`, `taxonomy.sub.<category>.<slug>`), imported as JSON so it
 * works in the API process as well as in the Vite build.
 */
import type { TaxonomyNames } from '../../domain/search/suggest';
import { messagesFor } from '../../i18n/catalogues';
import type { Language } from '../../i18n/languages';

interface TaxonomyMessages {
  category?: { names?: Record<string, string> };
  taxonomy?: { sub?: Record<string, Record<string, string>> };
}

const cache = new Map<Language, TaxonomyNames>();

export function taxonomyNamesIn(language: Language): TaxonomyNames {
  let names = cache.get(language);
  if (!names) {
    const messages = messagesFor(language) as TaxonomyMessages;
    names = {
      category: (slug) => messages.category?.names?.[slug] ?? null,
      subcategory: (categorySlug, subSlug) => messages.taxonomy?.sub?.[categorySlug]?.[subSlug] ?? null,
    };
    cache.set(language, names);
  }
  return names;
}
