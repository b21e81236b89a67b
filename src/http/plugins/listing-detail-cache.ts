/**
 * A public listing's JSON (`GET /api/listings/:id`), kept by this process for a moment.
 *
 * The detail is the API's most requested answer and the same for everyone who may see
 * the listing. Reading it from the database costs far more than the rest of the request
 * (a round trip and a row to parse), so this process keeps the serialised JSON of public
 * listings for `DETAIL_CACHE_MS` (default 1 s; 0 turns it off):
 * - Any state-changing request this process handles (POST, PUT, PATCH, DELETE, the API's
 *   and the pages' forms alike) forgets every entry when it starts and again when it has
 *   answered, and a read that overlapped a write does not store what it read: a seller
 *   who edits, sells or deletes through this process never reads the old answer. The
 *   writes that no listing's JSON shows (a view told by a listing page, a favourite) are
 *   the exception: they come with page views, and would otherwise empty it all the time.
 * - Changes made elsewhere (another process, a background job filling in photos or a
 *   price verdict) are seen within `DETAIL_CACHE_MS`, well inside the `s-maxage` that
 *   shared caches already hold this JSON for (README: "Caching").
 * Only public listings are kept: what a seller sees of a held listing, and every error,
 * is read afresh. Why not the listings' change version (domain/listings/listings-cache.ts):
 * docs/decisions/018-per-request-costs.md.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Routes whose writes no listing's JSON shows (counts for the seller's "My ads" only). */
const LISTING_JSON_UNCHANGED = new Set(['/api/listings/:id/view', '/api/listings/:id/favourite']);
export const DETAIL_CACHE_MAX_ENTRIES = 5_000;

interface Entry {
  body: string;
  expires: number;
}

export interface ListingDetailCache {
  /** The stored JSON of a public listing, while it is fresh. */
  get(id: string, now?: number): string | undefined;
  /** Marks the start of a read: `set` keeps the answer only if no write began or ended since. */
  begin(): number;
  set(id: string, body: string, begun: number, now?: number): void;
  /** Forgets every entry (a write happened). */
  clear(): void;
  readonly size: number;
}

export function createListingDetailCache(options: { ttlMs: number; maxEntries?: number }): ListingDetailCache {
  const { ttlMs } = options;
  const maxEntries = options.maxEntries ?? DETAIL_CACHE_MAX_ENTRIES;
  const entries = new Map<string, Entry>();
  let generation = 0;
  return {
    get(id, now = Date.now()) {
      const entry = entries.get(id);
      if (!entry) return undefined;
      if (entry.expires > now) return entry.body;
      entries.delete(id);
      return undefined;
    },
    begin: () => generation,
    set(id, body, begun, now = Date.now()) {
      if (ttlMs <= 0 || begun !== generation) return;
      // Re-inserted at the end, so the Map's first key is the oldest entry, dropped first.
      entries.delete(id);
      entries.set(id, { body, expires: now + ttlMs });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
    clear() {
      generation += 1;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

/** Forgets the cache around every state-changing request this server handles. */
export function registerListingDetailCache(app: FastifyInstance, options: { ttlMs: number }): ListingDetailCache {
  const cache = createListingDetailCache(options);
  if (options.ttlMs <= 0) return cache;
  const forget = (request: FastifyRequest, _reply: unknown, done: () => void) => {
    if (!SAFE_METHODS.has(request.method) && !LISTING_JSON_UNCHANGED.has(request.routeOptions.url ?? '')) cache.clear();
    done();
  };
  app.addHook('onRequest', forget);
  app.addHook('onResponse', forget);
  return cache;
}
