/**
 * How a search is run: the words a person typed become a tsquery (every term as a
 * prefix, or its typo correction, or a run of character pairs in scripts written
 * without spaces), and terms that match few listings mark the search "rare" so the
 * query is planned around the GIN index (ADR 003).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bigramQuery } from './cjk-bigrams';
import { searchTerms } from './text-query';
import { planSearchTerms, type TermPlan } from './vocabulary';

/**
 * Below this many estimated matches a search is "rare": the planner would otherwise walk
 * the newest-first index hoping to meet a match soon, and read the whole table instead.
 */
const RARE_TERM_MATCHES = 2_000;

export interface SearchPlan {
  /** The tsquery to match `listings.search_vector` against. */
  query: SQL;
  rare: boolean;
  /** Words the search was widened with because the typed ones match no title. */
  corrections: string[];
}

/** The plan of a search, or null when the text holds no searchable word. */
export async function planSearch(db: Db, text: string): Promise<SearchPlan | null> {
  const terms = searchTerms(text);
  if (terms.length === 0) return null;
  const plans = await planSearchTerms(db, terms);
  return {
    query: sql`to_tsquery('simple', cityboard_unaccent(${toTsQueryText(plans)}))`,
    rare: Math.min(...plans.map((p) => p.estimatedMatches)) < RARE_TERM_MATCHES,
    corrections: plans.flatMap((p) => p.corrections),
  };
}

/**
 * "(iphnoe:* | iphone:*) & 13:*" — every term as a prefix, or its correction; terms in
 * scripts without spaces may also match as a run of character pairs.
 */
export function toTsQueryText(plans: TermPlan[]): string {
  return plans
    .map((plan) => {
      const alternatives = [plan.term, ...plan.corrections].map((word) => `${word}:*`);
      const bigrams = bigramQuery(plan.term);
      if (bigrams) alternatives.push(bigrams);
      return alternatives.length > 1 ? `(${alternatives.join(' | ')})` : alternatives[0];
    })
    .join(' & ');
}
