/**
 * Smart-search suggestions (SPEC section 4): with no text, trending searches and
 * categories; with text, matching categories, places and keywords from real titles,
 * six at most. Every suggestion carries where choosing it leads.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { CITIES, type City } from '../geo/cities';
import { cityName } from '../geo/city-names';
import { cityPath } from '../geo/city-path';
import { LOCALISED_CITIES } from '../geo/localised-cities';
import { VICTORIA_REGIONS } from '../geo/victoria';
import { countryName } from '../shared/format';
import type { ListingsCache } from '../listings/listings-cache';
import { CATEGORIES } from '../taxonomy/categories';
import { searchTerms } from './text-query';
import { getTrending, type SearchLog } from './trending';
import { foldAccents } from './vocabulary';

export const SUGGESTION_KINDS = ['category', 'location', 'keyword', 'trending'] as const;
export const suggestionSchema = z.object({
  kind: z.enum(SUGGESTION_KINDS),
  label: z.string(),
  href: z.string(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const SUGGESTION_LIMIT = 6;
const EMPTY_QUERY_EACH = 3;

const fold = (text: string) => foldAccents(text.toLowerCase());

/**
 * The taxonomy's names in the page's language (they live in the interface's message
 * files): suggestions match what a person types in that language ("Wohnung", "自転車")
 * as well as the English names, and answer in that language. Null where a name has no
 * translation.
 */
export interface TaxonomyNames {
  category(categorySlug: string): string | null;
  subcategory(categorySlug: string, subSlug: string): string | null;
}

const ENGLISH_NAMES: TaxonomyNames = { category: () => null, subcategory: () => null };

interface Place {
  /** The place as a page in `language` names it. */
  label(language: string): string;
  href: string;
  names: string[];
}

/** Every place a person might type: cities (with native names, exonyms and local terms) and Victoria. */
const PLACES: Place[] = [
  ...CITIES.map((city): Place => {
    const local = LOCALISED_CITIES.find((l) => l.subdomain === city.subdomain);
    const exonyms = ['es', 'fr', 'de', 'it', 'ja'].map((language) => cityName(city, language));
    return {
      label: (language) => `${cityName(city, language)}, ${countryName(city.countryCode, language, city.country)}`,
      href: cityPath(city),
      names: [...new Set([city.name, city.country, city.subdomain, ...exonyms, ...(local ? [local.nativeName, local.countryNative, local.urlSlug, ...local.searchTerms] : [])])].map(fold),
    };
  }),
  ...VICTORIA_REGIONS.flatMap((region) => [
    { label: () => `${region.name}, Victoria`, href: `/au/victoria/${region.urlSlug}`, names: [fold(region.name)] },
    ...region.hubs.map((hub): Place => ({
      label: () => `${hub.name}, ${region.name}`,
      href: `/au/victoria/${region.urlSlug}/${hub.urlSlug}`,
      names: [fold(hub.name)],
    })),
  ]),
];

/** A name matches when one of its words (or the whole) starts with the query. */
function matches(name: string, query: string): boolean {
  return name.startsWith(query) || name.includes(` ${query}`) || (query.length >= 2 && /[^\p{Script=Latin}\s\d]/u.test(query) && name.includes(query));
}

function searchHref(base: string, query: string): string {
  return `${base || '/'}?q=${encodeURIComponent(query)}`;
}

export interface SuggestionRequest {
  q: string;
  city: City | null;
  /** The page's interface language; English when absent. */
  language?: string;
  /** The taxonomy's names in that language; English names only when absent. */
  names?: TaxonomyNames;
  /** For trending searches (an empty query): this process's unwritten searches, and the counts kept between writes. */
  searchLog?: SearchLog;
  cache?: ListingsCache;
}

export async function getSuggestions(db: Db, options: SuggestionRequest): Promise<Suggestion[]> {
  const base = options.city ? cityPath(options.city) : '';
  const text = options.q.trim();
  const language = options.language ?? 'en';
  const names = options.names ?? ENGLISH_NAMES;
  const categoryName = (category: (typeof CATEGORIES)[number]) => names.category(category.slug) ?? category.name;

  if (!text) {
    const trending = await getTrending(db, {
      city: options.city?.subdomain ?? null,
      limit: EMPTY_QUERY_EACH,
      searchLog: options.searchLog,
      cache: options.cache,
    });
    return [
      ...trending.map((query): Suggestion => ({ kind: 'trending', label: query, href: searchHref(base, query) })),
      ...CATEGORIES.slice(0, EMPTY_QUERY_EACH).map((c): Suggestion => ({ kind: 'category', label: categoryName(c), href: `${base}/${c.slug}` })),
    ];
  }

  const query = fold(text);
  // A name matches in English or in the page's language; the label is in the page's language.
  const named = (english: string, local: string | null) => matches(fold(english), query) || (local !== null && matches(fold(local), query));
  const categories: Suggestion[] = CATEGORIES.flatMap((category) => [
    ...(named(category.name, names.category(category.slug)) || category.slug.startsWith(query)
      ? [{ kind: 'category' as const, label: categoryName(category), href: `${base}/${category.slug}` }]
      : []),
    ...category.subcategories
      .filter((sub) => named(sub.name, names.subcategory(category.slug, sub.slug)))
      .map((sub) => ({
        kind: 'category' as const,
        label: `${names.subcategory(category.slug, sub.slug) ?? sub.name} · ${categoryName(category)}`,
        href: `${base}/${category.slug}?subcategory=${sub.slug}`,
      })),
  ]);
  const locations: Suggestion[] = PLACES.filter((place) => place.names.some((name) => matches(name, query))).map((place) => ({
    kind: 'location',
    label: place.label(language),
    href: place.href,
  }));
  const keywords = await keywordSuggestions(db, text, base);

  // Two of each kind first, then whatever is left, in kind order: category, place, keyword.
  const picked: Suggestion[] = [];
  const groups = [categories, locations, keywords];
  for (const group of groups) picked.push(...group.slice(0, 2));
  for (const group of groups) picked.push(...group.slice(2));
  const seen = new Set<string>();
  return picked.filter((s) => !seen.has(s.href) && seen.add(s.href)).slice(0, SUGGESTION_LIMIT);
}

/** Completes the last word from real title words, most common first. */
async function keywordSuggestions(db: Db, text: string, base: string): Promise<Suggestion[]> {
  const terms = searchTerms(text);
  const last = terms.at(-1);
  if (!last) return [];
  const prefix = terms.slice(0, -1).join(' ');
  const rows = rowsOf<{ word: string }>(
    await db.execute(
      sql`SELECT word FROM search_vocabulary WHERE word LIKE ${`${foldAccents(last)}%`} AND char_length(word) > 2 ORDER BY frequency DESC, word LIMIT ${SUGGESTION_LIMIT}`,
    ),
  );
  return rows.map(({ word }) => {
    const query = prefix ? `${prefix} ${word}` : word;
    return { kind: 'keyword', label: query, href: searchHref(base, query) };
  });
}
