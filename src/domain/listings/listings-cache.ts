/**
 * Counts over many listings (the category bar, result totals, premium progress) read
 * every matching row: about 100 ms each for a big city at a million listings, on every
 * page view. A `ListingsCache` keeps each count under the version of `listing_changes`
 * it was computed at. A trigger moves that version whenever any process adds, removes or
 * changes a listing in a way a count could see, so a cached count is never older than
 * the last write. The time limit covers the one change no write announces: listings
 * passing their expiry date.
 *
 * With a shared store (Redis, when REDIS_URL is set) a count one process computed is
 * read by the others under the same version: N processes count once, not N times.
 *
 * One cache per database, made by whoever starts the app and handed to the use cases
 * that count; a use case given none computes afresh.
 */
import { eq } from 'drizzle-orm';
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

/** A cache every process reads (Redis): JSON text under a key, gone after `ttlMs`. */
export interface SharedCountStore {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
}

const DATABASE_ID_KEY = 'database-id';

/** The listings' change counter: one primary-key read. */
export async function listingsVersion(db: Db): Promise<number> {
  const [row] = await db.select({ version: listingChanges.version }).from(listingChanges).where(eq(listingChanges.id, 1));
  return row?.version ?? 0;
}

export class ListingsCache {
  /** The store this database's counts are shared through, if any (the render cache uses it too). */
  readonly shared: SharedCountStore | null;
  private readonly rooms = new Map<ListingsCacheKind, Map<string, Entry>>();
  private databaseIdPromise: Promise<string> | null = null;
  private readonly db: Db;

  constructor(db: Db, options: { shared?: SharedCountStore | null } = {}) {
    this.db = db;
    this.shared = options.shared ?? null;
  }

  /**
   * This database's id (kept in app_meta, made once): shared keys name it, so two
   * databases behind one Redis (staging and production, or parallel test runs) never read
   * each other's counts, while every process on one database shares them.
   */
  databaseId(): Promise<string> {
    if (!this.databaseIdPromise) {
      const id = (async () => {
        await this.db.insert(appMeta).values({ key: DATABASE_ID_KEY, value: crypto.randomUUID() }).onConflictDoNothing();
        const [row] = await this.db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, DATABASE_ID_KEY));
        return row!.value;
      })();
      id.catch(() => {
        if (this.databaseIdPromise === id) this.databaseIdPromise = null;
      });
      this.databaseIdPromise = id;
    }
    return this.databaseIdPromise;
  }

  /** The key of a count in the shared store. */
  async sharedKey(version: number, key: string): Promise<string> {
    return `cityboard:count:${await this.databaseId()}:${version}:${key}`;
  }

  /**
   * `compute()`'s answer for `key`, reused while no listing changed and the time limit has
   * not passed. Concurrent callers share one computation; a failed one is not kept.
   */
  count<T>(key: string, compute: () => Promise<T>, now: number = Date.now()): Promise<T> {
    return this.whileListingsUnchanged('count', key, compute, now);
  }

  /**
   * The same for anything else computed from listings alone: its answer is the one a
   * computation now would give, unless a listing expired within the time limit. Each kind
   * keeps its own entries, so a crawler's walk through listing pages does not evict the
   * counts every page needs.
   */
  async whileListingsUnchanged<T>(kind: ListingsCacheKind, key: string, compute: () => Promise<T>, now: number = Date.now()): Promise<T> {
    let cache = this.rooms.get(kind);
    if (!cache) {
      cache = new Map();
      this.rooms.set(kind, cache);
    }
    const version = await listingsVersion(this.db);
    const hit = cache.get(key);
    if (hit && hit.version === version && hit.expires > now) return hit.value as Promise<T>;

    const value = this.sharedOrComputed(kind === 'count' ? key : `${kind}:${key}`, version, compute);
    const entry: Entry = { version, expires: now + COUNT_CACHE_TTL_MS, value };
    // Re-inserted at the end, so the Map's first key is the oldest count, evicted first.
    cache.delete(key);
    cache.set(key, entry);
    if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
    const room = cache;
    value.catch(() => {
      if (room.get(key) === entry) room.delete(key);
    });
    return value;
  }

  /** Reads the shared store first; counts (and shares the count) when it has none. A store that fails is skipped. */
  private async sharedOrComputed<T>(key: string, version: number, compute: () => Promise<T>): Promise<T> {
    const store = this.shared;
    if (!store) return compute();
    const sharedKey = await this.sharedKey(version, key);
    const cached = await store.get(sharedKey).catch(() => null);
    if (cached !== null) return JSON.parse(cached) as T;
    const value = await compute();
    await store.set(sharedKey, JSON.stringify(value), COUNT_CACHE_TTL_MS).catch(() => undefined);
    return value;
  }
}

/** `cache.count(…)`, or the computation itself for a caller without a cache (a count "as of" a time, a one-off script). */
export function cachedCount<T>(cache: ListingsCache | undefined, key: string, compute: () => Promise<T>): Promise<T> {
  return cache ? cache.count(key, compute) : compute();
}
