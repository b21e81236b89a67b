/**
 * The one way to name a category, subcategory, filter group or condition in the page's
 * language. Taxonomy slugs stay English in URLs and the database; their names live in
 * the message files (`category.names.<slug>`, `taxonomy.sub.<category>.<slug>`,
 * `taxonomy.group.<category>.<key>`), keyed by category because the same slug can mean
 * different things ("Household" goods for sale, "Household" services). The English name
 * in `domain/taxonomy` is the fallback, so a slug added after the last translation still
 * reads as a word, never as a key.
 */
import type { TFunction } from '../../i18n/i18n';

/**
 * What a slug reads as if no message names it ("real-estate-sales" → "Real estate
 * sales"): a word, never a key. The taxonomy test keeps every slug in every message
 * file, so this is a safety net, and the taxonomy's tables stay out of the browser's
 * first load (ADR 009).
 */
function wordsOf(slug: string): string {
  const words = slug.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function categoryLabel(t: TFunction, categorySlug: string): string {
  return t(`category.names.${categorySlug}`, { defaultValue: wordsOf(categorySlug) });
}

export function subcategoryLabel(t: TFunction, categorySlug: string, subSlug: string): string {
  return t(`taxonomy.sub.${categorySlug}.${subSlug}`, { defaultValue: wordsOf(subSlug) });
}

export function filterGroupLabel(t: TFunction, categorySlug: string, key: string): string {
  return t(`taxonomy.group.${categorySlug}.${key}`, { defaultValue: wordsOf(key) });
}

export function conditionLabel(t: TFunction, condition: string): string {
  return t(`filters.conditions.${condition}`, { defaultValue: condition });
}
