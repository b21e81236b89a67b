import { useCallback, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import type { CardListing } from '../listing-card';
import { apiRequest, nextPageUrl } from '../../lib/api-client';

/**
 * Where the page after the current one comes from: `GET /api/listings` (following its
 * `Link: rel="next"` header), or — for regional pages, whose locality filter the API
 * does not offer — the page's own loader through a fetcher.
 */
export type NextPage = { kind: 'api'; url: string } | { kind: 'route'; href: string };

/** What a page loader returns that a `route` next page reads. */
interface RoutePage {
  listings: CardListing[];
  nextCursor: string | null;
}

export type InfiniteStatus = 'idle' | 'loading' | 'error';

function withCursor(href: string, cursor: string): string {
  const url = new URL(href, 'http://local');
  url.searchParams.set('cursor', cursor);
  return `${url.pathname}?${url.searchParams.toString()}`;
}

function appendNew(first: readonly CardListing[], loaded: readonly CardListing[], page: readonly CardListing[]): CardListing[] {
  const seen = new Set([...first, ...loaded].map((listing) => listing.id));
  return [...loaded, ...page.filter((listing) => !seen.has(listing.id))];
}

/**
 * The listings after the server-rendered first page. Mount it again (a `key`) when
 * the first page changes; `loadMore` ignores calls while a page is on its way.
 */
export function useInfiniteListings(first: readonly CardListing[], firstNext: NextPage | null) {
  const [loaded, setLoaded] = useState<CardListing[]>([]);
  const [next, setNext] = useState<NextPage | null>(firstNext);
  const [status, setStatus] = useState<InfiniteStatus>('idle');
  const busy = useRef(false);
  const fetcher = useFetcher<RoutePage>();
  const [seenData, setSeenData] = useState(fetcher.data);

  // A page from the route loader arrived: take it in during render (no effect needed).
  if (fetcher.data !== seenData) {
    setSeenData(fetcher.data);
    const page = fetcher.data;
    if (page && next?.kind === 'route') {
      setLoaded(appendNew(first, loaded, page.listings));
      setNext(page.nextCursor ? { kind: 'route', href: withCursor(next.href, page.nextCursor) } : null);
      setStatus('idle');
    }
  }

  const loadMore = useCallback(async () => {
    if (!next || busy.current) return;
    busy.current = true;
    setStatus('loading');
    if (next.kind === 'route') {
      try {
        await fetcher.load(next.href);
      } finally {
        busy.current = false;
      }
      return;
    }
    try {
      const response = await apiRequest('GET', next.url);
      const page = (await response.json()) as CardListing[];
      const url = nextPageUrl(response);
      setLoaded((current) => appendNew(first, current, page));
      setNext(url ? { kind: 'api', url } : null);
      setStatus('idle');
    } catch {
      setStatus('error');
    } finally {
      busy.current = false;
    }
  }, [next, fetcher, first]);

  return { listings: loaded, hasMore: next !== null, status, loadMore };
}
