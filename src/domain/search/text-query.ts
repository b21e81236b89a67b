/**
 * The searchable words of whatever a person typed: letters and digits of any script
 * survive, so quotes, operators and stray punctuation never reach the tsquery.
 */
const MAX_TERMS = 8;

export function searchTerms(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_TERMS);
}
