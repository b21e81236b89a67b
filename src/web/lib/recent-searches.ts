/**
 * Recent searches (SPEC sections 3 "Browser storage", 4 and 9): up to 10 strings in
 * localStorage, most recent first, duplicates removed regardless of case, blank never
 * stored. The header shows 3 in its suggestion box, the home page 6 as chips.
 *
 * Every search from the header also fires a page-wide `cityboard:search` event on
 * `window`; the list is saved before the event fires, so a listener that reads
 * `readRecentSearches()` sees the new entry.
 */
import { useMemo, useSyncExternalStore } from 'react';
import { LISTING_LIMITS } from '../../domain/listings/listing-constants';

export const RECENT_SEARCHES_KEY = 'cityboard:recent-searches';
export const RECENT_SEARCHES_MAX = 10;
/** Longer text is cut: the listings API refuses a longer search. */
export const SEARCH_TEXT_MAX = LISTING_LIMITS.searchMax;

export const SEARCH_EVENT = 'cityboard:search';
export interface SearchEventDetail {
  query: string;
}

declare global {
  interface WindowEventMap {
    'cityboard:search': CustomEvent<SearchEventDetail>;
  }
}

/** Search text as it is searched and stored: trimmed, at most SEARCH_TEXT_MAX characters. */
export function normaliseSearchText(text: string): string {
  return text.trim().slice(0, SEARCH_TEXT_MAX).trim();
}

/** Two searches are the same when they differ only in case and spacing. */
function sameSearchKey(text: string): string {
  return text.replace(/\s+/g, ' ').toLocaleLowerCase();
}

/** The list after searching for `query`: it moves to the front, at most 10 kept. Pure. */
export function addRecentSearch(list: readonly string[], query: string): string[] {
  const text = normaliseSearchText(query);
  const candidates = text ? [text, ...list] : [...list];
  const seen = new Set<string>();
  const result: string[] = [];
  for (const candidate of candidates) {
    const item = normaliseSearchText(candidate);
    const key = sameSearchKey(item);
    if (!item || seen.has(key)) continue;
    seen.add(key);
    result.push(item);
    if (result.length === RECENT_SEARCHES_MAX) break;
  }
  return result;
}

/** Whatever is stored, as a clean list (bad JSON, wrong types and storage errors give []). Pure. */
export function parseRecentSearches(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return addRecentSearch(
      value.filter((item): item is string => typeof item === 'string'),
      '',
    );
  } catch {
    return [];
  }
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage disabled by the browser (privacy settings): behave as if empty.
    return null;
  }
}

function readRaw(): string | null {
  try {
    return storage()?.getItem(RECENT_SEARCHES_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The stored recent searches, most recent first; [] on the server or without storage. */
export function readRecentSearches(): string[] {
  return parseRecentSearches(readRaw());
}

/** Stores a search (trimmed; blank is ignored) and returns the new list. */
export function saveRecentSearch(query: string): string[] {
  const current = readRecentSearches();
  if (!normaliseSearchText(query)) return current;
  const next = addRecentSearch(current, query);
  try {
    storage()?.setItem(RECENT_SEARCHES_KEY, JSON.stringify(next));
  } catch {
    // Quota exceeded or storage disabled: the search still runs, it is just not remembered.
  }
  return next;
}

/** Tells the page a search ran. Call after `saveRecentSearch`. */
export function dispatchSearchEvent(query: string): void {
  window.dispatchEvent(new CustomEvent<SearchEventDetail>(SEARCH_EVENT, { detail: { query } }));
}

// useSyncExternalStore needs the same array for the same stored text.
let snapshot: { raw: string | null; list: readonly string[] } = { raw: null, list: [] };
const EMPTY: readonly string[] = [];

function getSnapshot(): readonly string[] {
  const raw = readRaw();
  if (raw !== snapshot.raw) snapshot = { raw, list: parseRecentSearches(raw) };
  return snapshot.list;
}

function getServerSnapshot(): readonly string[] {
  return EMPTY;
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === RECENT_SEARCHES_KEY) onChange();
  };
  window.addEventListener(SEARCH_EVENT, onChange);
  window.addEventListener('storage', onStorage); // other tabs
  return () => {
    window.removeEventListener(SEARCH_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The recent searches, most recent first, at most `limit`. Empty during server
 * rendering and hydration, then filled in; updates on every `cityboard:search` event
 * and when another tab changes the list.
 */
export function useRecentSearches(limit: number = RECENT_SEARCHES_MAX): readonly string[] {
  const list = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  return useMemo(() => (list.length > limit ? list.slice(0, limit) : list), [list, limit]);
}
