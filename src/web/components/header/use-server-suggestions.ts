import { useEffect, useState } from 'react';
import { apiGet } from '../../lib/api-client';
import { parseSuggestions, suggestionsUrl, type Suggestion } from './suggestions';

/** Typing is debounced; an empty query (the box just opened) asks at once. */
export const SUGGESTION_DEBOUNCE_MS = 150;

// Answers already seen in this page's life, shared by the desktop and mobile boxes.
const CACHE_MAX = 50;
const cache = new Map<string, Suggestion[]>();

function remember(key: string, suggestions: Suggestion[]) {
  cache.delete(key);
  cache.set(key, suggestions);
  if (cache.size > CACHE_MAX) cache.delete(cache.keys().next().value as string);
}

export interface ServerSuggestions {
  /** The answer for this query, or null while it is on its way. */
  current: Suggestion[] | null;
  /** The last answer for a typed query, to keep on screen while the next one loads. */
  previousTyped: Suggestion[];
}

/**
 * The server's suggestions for `query` in `city`, fetched only while `enabled` (the box
 * is open). A newer query aborts the request of an older one. A failed request counts
 * as "no suggestions" and is not cached, so the next keystroke tries again.
 */
export function useServerSuggestions(query: string, city: string, language: string, enabled: boolean): ServerSuggestions {
  const key = `${language}\n${city}\n${query}`;
  const [latest, setLatest] = useState<{ key: string; query: string; suggestions: Suggestion[] } | null>(null);

  useEffect(() => {
    if (!enabled || cache.has(key)) return;
    const controller = new AbortController();
    const timer = setTimeout(
      () => {
        apiGet<unknown>(suggestionsUrl(query, city, language), { signal: controller.signal })
          .then((body) => {
            const suggestions = parseSuggestions(body);
            remember(key, suggestions);
            setLatest({ key, query, suggestions });
          })
          .catch(() => {
            if (!controller.signal.aborted) setLatest({ key, query, suggestions: [] });
          });
      },
      query ? SUGGESTION_DEBOUNCE_MS : 0,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, query, city, language, enabled]);

  const current = cache.get(key) ?? (latest?.key === key ? latest.suggestions : null);
  const previousTyped = latest && latest.query ? latest.suggestions : [];
  return { current, previousTyped };
}
