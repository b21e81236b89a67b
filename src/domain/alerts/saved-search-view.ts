/**
 * A saved search as the API, the pages and the mails see it: its filters (`searchOf`),
 * its view, the key that makes two searches the same, its words as a stored tsquery, and
 * a few words describing it for subjects.
 */
import type { SavedSearchRow } from '../../db/schema';
import { cityName } from '../geo/city-names';
import { findCity } from '../geo/find-city';
import { i18nFor } from '../../i18n/catalogues';
import { toTsQueryText } from '../search/plan-search';
import { searchTerms } from '../search/text-query';
import { foldAccents } from '../search/vocabulary';
import { findCategory } from '../taxonomy/categories';
import { alertResultsPath } from './alert-paths';
import { ALERT_LANGUAGES, type AlertFrequency, type AlertLanguage, type AlertSearch, type AlertStatus, type SavedSearchView } from './alert-schemas';

/** The stored language of a search, or English for one no longer offered. */
export function alertLanguageOf(value: string): AlertLanguage {
  return (ALERT_LANGUAGES as readonly string[]).includes(value) ? (value as AlertLanguage) : 'en';
}

export function searchOf(row: SavedSearchRow): AlertSearch {
  return {
    city: row.city,
    category: row.category,
    subcategory: row.subcategory,
    search: row.query,
    priceMin: row.priceMin,
    priceMax: row.priceMax,
    condition: row.conditions,
    neighborhood: row.neighborhood,
    country: row.countryCode,
    region: row.region,
    verified: row.verifiedOnly,
    delivery: row.deliveryOnly,
    attributes: row.attributeFilters,
  };
}

export function toSavedSearchView(row: SavedSearchRow): SavedSearchView {
  const search = searchOf(row);
  return {
    id: row.id,
    email: row.email,
    language: alertLanguageOf(row.language),
    frequency: row.frequency as AlertFrequency,
    status: row.status as AlertStatus,
    search,
    resultsPath: alertResultsPath(search),
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    lastMailedAt: row.lastMailedAt?.toISOString() ?? null,
  };
}

/**
 * What makes two saved searches the same: the same filters, with the words compared as
 * they match (case, accents, punctuation and order of conditions and facts aside).
 */
export function sameSearchKey(search: AlertSearch): string {
  const words = search.search ? (savedQueryText(search.search) ?? '') : '';
  const attributes = Object.entries(search.attributes)
    .map(([key, value]) => [key, String(value)])
    .sort(([a], [b]) => (a! < b! ? -1 : a! > b! ? 1 : 0));
  return JSON.stringify([
    search.city,
    search.category,
    search.subcategory,
    words,
    search.priceMin === null ? null : Number(search.priceMin),
    search.priceMax === null ? null : Number(search.priceMax),
    [...new Set(search.condition)].sort(),
    search.neighborhood?.toLowerCase() ?? null,
    search.country,
    search.region,
    search.verified,
    search.delivery,
    attributes,
  ]);
}

/** The search in a few words for subjects and mails: its words, or its category, and its city. */
export function describeSearch(search: AlertSearch, language: AlertLanguage): string {
  const { t } = i18nFor(language);
  const category = findCategory(search.category);
  const what = search.search ?? (category ? t(`category.names.${category.slug}`, { defaultValue: category.name }) : t('mail.alert.anything'));
  const city = findCity(search.city);
  return city ? `${what} · ${cityName(city, language)}` : what;
}

/** The tsquery text of saved words: every word as a prefix, as the results page matches it (no typo corrections: the words are what was saved). */
export function savedQueryText(text: string): string | null {
  const terms = searchTerms(text).map((term) => ({ term: foldAccents(term), corrections: [], estimatedMatches: 0 }));
  return terms.length > 0 ? toTsQueryText(terms) : null;
}
