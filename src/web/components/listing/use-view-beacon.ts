/**
 * Tells the server that a listing's page was shown, for its seller's view count
 * (routes/listing-favourites.ts): from the browser, because the page may come from a
 * cache that never asks the server. Crawlers rarely run scripts, prefetches never do.
 */
import { useEffect } from 'react';

export function useViewBeacon(listingId: string, counted: boolean): void {
  useEffect(() => {
    if (!counted) return;
    const url = `/api/listings/${encodeURIComponent(listingId)}/view`;
    // A beacon survives the visitor leaving at once; where the browser refuses one, a plain POST.
    if (!navigator.sendBeacon?.(url)) void fetch(url, { method: 'POST', keepalive: true }).catch(() => undefined);
  }, [listingId, counted]);
}
