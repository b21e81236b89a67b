/**
 * The one way to name a category, subcategory, filter group or condition in the page's
 * language. Taxonomy slugs stay English in URLs and the database; their names live in
 * the message files (`category.names.<slug>`, `taxonomy.sub.<category>.<slug>`,
 * `taxonomy.group.<category>.<key>`), keyed by category because the same slug can mean
 * different things ("Household" goods for sale, "Household" services). The English name
 * in `domain/taxonomy` is the fallback, so a slug added after the last translation still
 * reads as a word, never as a key.
 */
import { findCategory, findSubcategory, FILTER_TAXONOMY } from '../../domain/taxonomy/categories';
import type { TFunction } from './i18n';

export function categoryLabel(t: TFunction, categorySlug: string): string {
  return t(`category.names.${categorySlug}`, { defaultValue: findCategory(categorySlug)?.name ?? categorySlug });
}

export function subcategoryLabel(t: TFunction, categorySlug: string, subSlug: string): string {
  const fallback = findSubcategory(categorySlug, subSlug)?.name ?? subSlug;
  return t(`taxonomy.sub.${categorySlug}.${subSlug}`, { defaultValue: fallback });
}

export function filterGroupLabel(t: TFunction, categorySlug: string, key: string): string {
  const groups = (FILTER_TAXONOMY as Readonly<Record<string, readonly { key: string; name: string }[]>>)[categorySlug] ?? [];
  return t(`taxonomy.group.${categorySlug}.${key}`, { defaultValue: groups.find((group) => group.key === key)?.name ?? key });
}

export function conditionLabel(t: TFunction, condition: string): string {
  return t(`filters.conditions.${condition}`, { defaultValue: condition });
}

/**
 * A category suggestion's words in the page's language. The suggestion API answers in
 * English ("Apartments · Housing"); its link says which category and subcategory it is.
 */
export function categorySuggestionLabel(t: TFunction, href: string, fallback: string): string {
  const url = new URL(href, 'http://cityboard.invalid');
  const categorySlug = url.pathname.split('/').filter(Boolean).at(-1) ?? '';
  if (!findCategory(categorySlug)) return fallback;
  const sub = url.searchParams.get('subcategory');
  const category = categoryLabel(t, categorySlug);
  return sub && findSubcategory(categorySlug, sub) ? `${subcategoryLabel(t, categorySlug, sub)} · ${category}` : category;
}
