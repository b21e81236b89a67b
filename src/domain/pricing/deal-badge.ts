/**
 * When a card shows a deal badge: a good or excellent deal judged with at least some
 * confidence. Browser-safe, shared by cards and the detail page.
 */
export const DEAL_BADGE_MIN_CONFIDENCE = 0.5;

export interface PriceVerdict {
  status: string;
  percentOff: number | null;
  confidence: number;
}

export function dealBadgeOf(verdict: PriceVerdict | null): { percentOff: number; excellent: boolean } | null {
  if (!verdict || verdict.percentOff === null || verdict.confidence < DEAL_BADGE_MIN_CONFIDENCE) return null;
  if (verdict.status !== 'good_deal' && verdict.status !== 'excellent_deal') return null;
  return { percentOff: verdict.percentOff, excellent: verdict.status === 'excellent_deal' };
}
