/**
 * The query side of the bigram index (migration 0006): scripts written without spaces
 * are searched as overlapping character pairs in sequence. Ranges match the SQL.
 */
const UNSPACED_RUN = /[\u0e00-\u0e7f\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff]+/gu;

/** "ソファ" → "ソフ <-> ファ"; a single character matches any pair it begins. */
export function bigramQuery(term: string): string | null {
  const runs = term.match(UNSPACED_RUN) ?? [];
  if (runs.length === 0) return null;
  const parts = runs.map((run) => {
    const chars = [...run];
    if (chars.length === 1) return `${chars[0]}:*`;
    const pairs = chars.slice(0, -1).map((char, i) => `${char}${chars[i + 1]}`);
    return pairs.length === 1 ? pairs[0]! : `(${pairs.join(' <-> ')})`;
  });
  return parts.join(' & ');
}
