/**
 * Counts over many listings (the category bar, result totals, premium progress) read
 * every matching row: about 100 ms each for a big city at a million listings, on every
 * page view. This process keeps each count under the version of `listing_changes` it
 * was computed at. A trigger moves that version whenever any process adds, removes or
 * changes a listing in a way a count could see, so a cached count is never older than
 * the last write. The time limit covers the one change no write announces: listings
 * passing their expiry date.
 *
 * With a shared store (Redis, when REDIS_URL is set) a count one process computed is
 * read by the others under the same version: N processes count once, not N times.
 */
import { eq } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '../../db/client';
import { appMeta, listingChanges } from '../../db/schema';

export const COUNT_CACHE_TTL_MS = 60_000;
const MAX_ENTRIES = 2_000;

interface Entry {
  version: number;
  expires: number;
  value: Promise<unknown>;
}

/** What is cached: counts, and the price checks of listing pages (pricing/price-verdicts.ts). Each kind has its own room. */
export type ListingsCacheKind = 'count' | 'price-check';

const caches = new WeakMap<Db, Map<ListingsCacheKind, Map<string, Entry>>>();

/** A cache every process reads (Redis): JSON text under a key, gone after `ttlMs`. */
export interface SharedCountStore {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
}

const sharedStores = new WeakMap<Db, SharedCountStore>();

/** Shares this database's counts with every process that uses the same store. */
export function shareCounts(db: Db, store: SharedCountStore | null): void {
  if (store) sharedStores.set(db, store);
  else sharedStores.delete(db);
}

/** The store this database's counts are shared through, if any (the render cache uses it too). */
export function sharedStoreOf(db: Db): SharedCountStore | null {
  return sharedStores.get(db) ?? null;
}

/** The shared store on Redis (REDIS_URL): plain keys with an expiry. */
export function redisCountStore(redis: Pick<Redis, 'get' | 'set'>): SharedCountStore {
  return {
    get: (key) => redis.get(key),
    set: async (key, value, ttlMs) => {
      await redis.set(key, value, 'PX', ttlMs);
    },
  };
}

const databaseIds = new WeakMap<Db, Promise<string>>();

/**
 * This database's id (kept in app_meta, made once): shared keys name it, so two
 * databases behind one Redis (staging and production, or parallel test runs) never read
 * each other's counts, while every process on one database shares them.
 */
export function databaseIdOf(db: Db): Promise<string> {
  let id = databaseIds.get(db);
  if (!id) {
    id = (async () => {
      await db.insert(appMeta).values({ key: DATABASE_ID_KEY, value: crypto.randomUUID() }).onConflictDoNothing();
      const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, DATABASE_ID_KEY));
      return row!.value;
    })();
    id.catch(() => databaseIds.delete(db));
    databaseIds.set(db, id);
  }
  return id;
}

const DATABASE_ID_KEY = 'database-id';

/** The key of a count in the shared store. */
export async function sharedCountKey(db: Db, version: number, key: string): Promise<string> {
  return `cityboard:count:${await databaseIdOf(db)}:${version}:${key}`;
}

/** Reads the shared store first; counts (and shares the count) when it has none. A store that fails is skipped. */
async function sharedOrComputed<T>(db: Db, key: string, version: number, compute: () => Promise<T>): Promise<T> {
  const store = sharedStores.get(db);
  if (!store) return compute();
  const sharedKey = await sharedCountKey(db, version, key);
  const cached = await store.get(sharedKey).catch(() => null);
  if (cached !== null) return JSON.parse(cached) as T;
  const value = await compute();
  await store.set(sharedKey, JSON.stringify(value), COUNT_CACHE_TTL_MS).catch(() => undefined);
  return value;
}

/** The listings' change counter: one primary-key read. */
export async function listingsVersion(db: Db): Promise<number> {
  const [row] = await db.select({ version: listingChanges.version }).from(listingChanges).where(eq(listingChanges.id, 1));
  return row?.version ?? 0;
}

/**
 * `compute()`'s answer for `key`, reused while no listing changed and the time limit has
 * not passed. Concurrent callers share one computation; a failed one is not kept.
 */
export function cachedCount<T>(db: Db, key: string, compute: () => Promise<T>, now: number = Date.now()): Promise<T> {
  return cachedWhileListingsUnchanged(db, 'count', key, compute, now);
}

/**
 * The same for anything else computed from listings alone: its answer is the one a
 * computation now would give, unless a listing expired within the time limit. Each kind
 * keeps its own entries, so a crawler's walk through listing pages does not evict the
 * counts every page needs.
 */
export async function cachedWhileListingsUnchanged<T>(
  db: Db,
  kind: ListingsCacheKind,
  key: string,
  compute: () => Promise<T>,
  now: number = Date.now(),
): Promise<T> {
  let kinds = caches.get(db);
  if (!kinds) {
    kinds = new Map();
    caches.set(db, kinds);
  }
  let cache = kinds.get(kind);
  if (!cache) {
    cache = new Map();
    kinds.set(kind, cache);
  }
  const version = await listingsVersion(db);
  const hit = cache.get(key);
  if (hit && hit.version === version && hit.expires > now) return hit.value as Promise<T>;

  const value = sharedOrComputed(db, kind === 'count' ? key : `${kind}:${key}`, version, compute);
  const entry: Entry = { version, expires: now + COUNT_CACHE_TTL_MS, value };
  // Re-inserted at the end, so the Map's first key is the oldest count, evicted first.
  cache.delete(key);
  cache.set(key, entry);
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  value.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  return value;
}
