/**
 * Favourite listings, kept in the browser (no accounts): a list of listing ids
 * under ONE localStorage key. SPEC names two different keys (home and detail screen),
 * which would make a heart set on one screen invisible on the other; every screen
 * uses this module instead. Each change is also told to the server, which only counts
 * the visitors who saved an ad (for its seller), never lists them back.
 *
 * The pure functions below never touch storage; `readFavourites`/`saveFavourites`
 * take the storage explicitly; `useFavourites()` keeps every mounted component in
 * sync through a window event (and other tabs through the `storage` event).
 */
import { apiRequest } from './api-client';
import { useCallback, useSyncExternalStore } from 'react';

export const FAVOURITES_KEY = 'cityboard:favourites';
/** Fired on `window` after this tab changed the favourites; its detail says which and how. */
export const FAVOURITES_EVENT = 'cityboard:favourites-changed';

export interface FavouritesChange {
  id: string;
  saved: boolean;
}
/** Enough for anyone; keeps a corrupted or hostile value from growing without bound. */
export const FAVOURITES_MAX = 500;

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/** The ids in a stored value; anything unreadable counts as no favourites. */
export function parseFavourites(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    const ids = value.filter((id): id is string => typeof id === 'string' && id.length > 0 && id.length <= 100);
    return [...new Set(ids)].slice(0, FAVOURITES_MAX);
  } catch {
    return [];
  }
}

/** Newest first; adding an id already present leaves the list unchanged. */
export function addFavourite(ids: readonly string[], id: string): string[] {
  if (ids.includes(id)) return [...ids];
  return [id, ...ids].slice(0, FAVOURITES_MAX);
}

export function removeFavourite(ids: readonly string[], id: string): string[] {
  return ids.filter((existing) => existing !== id);
}

export function toggleFavourite(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? removeFavourite(ids, id) : addFavourite(ids, id);
}

export function readFavourites(storage: Pick<Storage, 'getItem'>): string[] {
  try {
    return parseFavourites(storage.getItem(FAVOURITES_KEY));
  } catch {
    // Storage can throw when disabled (some private modes, blocked cookies).
    return [];
  }
}

/** Returns false when the browser refused to store (quota, disabled storage). */
export function saveFavourites(storage: StorageLike, ids: readonly string[]): boolean {
  try {
    storage.setItem(FAVOURITES_KEY, JSON.stringify(ids));
    return true;
  } catch {
    return false;
  }
}

// --- React binding -------------------------------------------------------------

const NONE: readonly string[] = Object.freeze([]);
// Nothing stored reads as the server's own empty list (the same array), so a page without
// favourites hydrates without rendering every heart a second time.
let cachedRaw: string | null = null;
let cachedIds: readonly string[] = NONE;

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The same array for the same stored text, as useSyncExternalStore requires. */
function snapshot(): readonly string[] {
  const storage = browserStorage();
  let raw: string | null = null;
  try {
    raw = storage?.getItem(FAVOURITES_KEY) ?? null;
  } catch {
    raw = null;
  }
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedIds = parseFavourites(raw);
  }
  return cachedIds;
}

/** The server knows nothing of the browser's storage: no favourites while rendering there. */
const serverSnapshot = () => NONE;

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === FAVOURITES_KEY) onChange();
  };
  window.addEventListener(FAVOURITES_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(FAVOURITES_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** Adds or removes a listing id and tells every component showing favourites. */
export function toggleStoredFavourite(id: string): void {
  const storage = browserStorage();
  if (!storage) return;
  const next = toggleFavourite(readFavourites(storage), id);
  if (!saveFavourites(storage, next)) return;
  const saved = next.includes(id);
  // The server counts who saved an ad, for its seller's "My ads" page; the list stays in the browser.
  // Through the API client: a first favourite makes the visitor cookie, and two at once must not make two.
  void apiRequest(saved ? 'POST' : 'DELETE', `/api/listings/${encodeURIComponent(id)}/favourite`, undefined, { keepalive: true }).catch(
    () => undefined,
  );
  window.dispatchEvent(new CustomEvent<FavouritesChange>(FAVOURITES_EVENT, { detail: { id, saved } }));
}

export function useFavourites() {
  const ids = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  const isFavourite = useCallback((id: string) => ids.includes(id), [ids]);
  return { ids, count: ids.length, isFavourite, toggle: toggleStoredFavourite };
}
