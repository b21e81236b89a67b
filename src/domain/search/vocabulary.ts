/**
 * Search terms checked against the vocabulary of real title words (kept by a trigger,
 * see migration 0003): how many titles a term matches, and — when it matches none — the
 * closest real word, so "iphnoe" still finds iPhones.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { bigramQuery } from './cjk-bigrams';

export interface TermPlan {
  term: string;
  /** Real words to search for instead of, or besides, the typed term. */
  corrections: string[];
  /** Titles containing a word that starts with the term (or its correction). */
  estimatedMatches: number;
}

/** Optimal string alignment distance: an adjacent swap ("no" → "on") costs one edit. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** The vocabulary is unaccented; so must the terms looked up in it be. */
export function foldAccents(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').normalize('NFC');
}

const MIN_CORRECTABLE_LENGTH = 4;

export async function planSearchTerms(db: Db, terms: string[]): Promise<TermPlan[]> {
  return Promise.all(
    terms.map(async (raw) => {
      const term = foldAccents(raw);
      const [prefix] = rowsOf<{ total: number }>(
        await db.execute(sql`SELECT coalesce(sum(frequency), 0)::int AS total FROM search_vocabulary WHERE word LIKE ${`${term}%`}`),
      );
      const estimatedMatches = prefix?.total ?? 0;
      // Spelling correction is for words; unspaced scripts are matched by character pairs.
      if (estimatedMatches > 0 || term.length < MIN_CORRECTABLE_LENGTH || /^\d+$/.test(term) || bigramQuery(term)) {
        return { term, corrections: [], estimatedMatches };
      }
      const candidates = rowsOf<{ word: string; frequency: number }>(
        await db.execute(sql`SELECT word, frequency FROM search_vocabulary ORDER BY word <-> ${term} LIMIT 10`),
      );
      const allowed = term.length >= 8 ? 2 : 1;
      const best = candidates
        .map((c) => ({ ...c, distance: editDistance(term, c.word) }))
        .filter((c) => c.distance <= allowed)
        .sort((x, y) => x.distance - y.distance || y.frequency - x.frequency)[0];
      return best
        ? { term, corrections: [best.word], estimatedMatches: best.frequency }
        : { term, corrections: [], estimatedMatches: 0 };
    }),
  );
}
