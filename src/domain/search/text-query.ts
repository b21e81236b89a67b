/**
 * Turns whatever a person typed into a safe tsquery: only letters and digits survive,
 * so quotes, operators and stray punctuation can never make the query fail. Each word
 * matches as a prefix ("apart" finds "apartments").
 */
import { sql, type SQL } from 'drizzle-orm';

const MAX_TERMS = 8;

export function searchTerms(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_TERMS);
}

/** A tsquery (as SQL) for the terms, or null when nothing searchable remains. */
export function prefixTsQuery(text: string): SQL | null {
  const terms = searchTerms(text);
  if (terms.length === 0) return null;
  const query = terms.map((term) => `${term}:*`).join(' & ');
  return sql`to_tsquery('simple', cityboard_unaccent(${query}))`;
}
