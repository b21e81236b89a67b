/**
 * The taxonomy's names in each interface language, for server code outside the page
 * render (the suggestion API): the same message files the pages read
 * (`category.names.<slug>`, `taxonomy.sub.<category>.<slug>`), imported as JSON so it
 * works in the API process as well as in the Vite build.
 */
import type { TaxonomyNames } from '../../domain/search/suggest';
import de from './locales/de.json';
import en from './locales/en.json';
import es from './locales/es.json';
import fr from './locales/fr.json';
import it from './locales/it.json';
import ja from './locales/ja.json';
import type { Language } from './languages';

interface TaxonomyMessages {
  category?: { names?: Record<string, string> };
  taxonomy?: { sub?: Record<string, Record<string, string>> };
}

const FILES: Record<Language, TaxonomyMessages> = { en, es, fr, de, it, ja };

const cache = new Map<Language, TaxonomyNames>();

export function taxonomyNamesIn(language: Language): TaxonomyNames {
  let names = cache.get(language);
  if (!names) {
    const messages = FILES[language];
    names = {
      category: (slug) => messages.category?.names?.[slug] ?? null,
      subcategory: (categorySlug, subSlug) => messages.taxonomy?.sub?.[categorySlug]?.[subSlug] ?? null,
    };
    cache.set(language, names);
  }
  return names;
}
