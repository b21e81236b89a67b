/**
 * A verdict's confidence in words, for people: SPEC's 'High confidence' above 0.7,
 * 'Medium' from 0.4, 'Low' below. Browser-safe (no database, no Zod), so the listing
 * page's price check and the tests read the same bands.
 */
export const CONFIDENCE_BANDS = { high: 0.7, medium: 0.4 } as const;

export type ConfidenceBand = 'high' | 'medium' | 'low';

export function confidenceBand(confidence: number): ConfidenceBand {
  if (confidence > CONFIDENCE_BANDS.high) return 'high';
  if (confidence >= CONFIDENCE_BANDS.medium) return 'medium';
  return 'low';
}
