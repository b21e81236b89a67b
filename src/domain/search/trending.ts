/**
 * Trending searches per city, from real searches counted anonymously: only the
 * normalised words, the city and the day are kept — no visitor id, and nothing that
 * looks like an email address or a phone number. A search is shown as popular only when
 * people made it in this city and it finds at least one public listing here now; there
 * are no made-up defaults (SPEC's "iPhone 15 Pro", "Remote work jobs"… found nothing in
 * most cities, and were not popular anywhere).
 */
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { searchLog } from '../../db/schema';
import { countListings } from '../listings/find-listings';
import type { ListingsCache } from '../listings/listings-cache';
import { listingFiltersSchema } from '../listings/listing-schemas';
import { DAY_MS } from '../shared/time';

/** Phrases read per phrase shown: some of the most searched may find nothing here now. */
const CANDIDATES_PER_SHOWN = 4;

/** A search must be run this many times in the window before it can trend. */
export const TRENDING_MIN_COUNT = 3;
const TRENDING_WINDOW_DAYS = 7;

export function normaliseSearch(text: string): string | null {
  const query = text.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();
  if (query.length < 2 || query.length > 60) return null;
  // Personal data stays out of the log.
  if (query.includes('@') || /\d[\d\s-]{5,}\d/.test(query) || /https?:|www\./.test(query)) return null;
  return query;
}

/**
 * Searches are counted in memory and written in batches: every identical search aims at
 * the same (city, day, query) row, so an upsert per request would make one hot row the
 * ceiling of search throughput. A batch is one multi-row upsert, written when it holds
 * FLUSH_AT phrases or FLUSH_MS after its first one, and before trending is read or the
 * app closes. Each process adds its own counts, so several processes stay exact; what a
 * process that dies takes with it is at most FLUSH_MS of anonymous counts.
 *
 * One log per database, made by whoever starts the app (which flushes it on close) and
 * handed to the use cases that search and read trending.
 */
const FLUSH_MS = 5_000;
const FLUSH_AT = 500;

export class SearchLog {
  private readonly counts = new Map<string, { city: string; day: string; query: string; count: number }>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private writing: Promise<void> = Promise.resolve();
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  /** Counts a search for trending; written later, in a batch (never on the request's path). */
  record(options: { city: string | null; query: string; now?: Date }): void {
    const query = normaliseSearch(options.query);
    if (!query) return;
    const city = options.city ?? 'global';
    const day = (options.now ?? new Date()).toISOString().slice(0, 10);
    const key = `${city}\u0000${day}\u0000${query}`;
    const entry = this.counts.get(key);
    if (entry) entry.count += 1;
    else this.counts.set(key, { city, day, query, count: 1 });
    if (this.counts.size >= FLUSH_AT) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), FLUSH_MS);
      // A waiting batch never keeps a process (or a test run) alive.
      this.timer.unref?.();
    }
  }

  /** Writes the counted searches now; resolves when every batch so far is written. */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const rows = [...this.counts.values()];
    this.counts.clear();
    const db = this.db;
    // One batch at a time, in order: a flush waits for the one before it.
    this.writing = this.writing.then(async () => {
      if (rows.length === 0) return;
      try {
        await db
          .insert(searchLog)
          .values(rows)
          .onConflictDoUpdate({
            target: [searchLog.city, searchLog.day, searchLog.query],
            set: { count: sql`${searchLog.count} + excluded.count` },
          });
      } catch {
        // Trending is a nicety: a failed batch (database restarting) is dropped, never retried into a pile.
      }
    });
    await this.writing;
  }
}

/**
 * The most searched phrases of the last week in the city that find something there now;
 * none when none do. This process's searches not yet written (`searchLog`) are written first.
 */
export async function getTrending(
  db: Db,
  options: { city: string | null; limit?: number; now?: Date; searchLog?: SearchLog; cache?: ListingsCache },
): Promise<string[]> {
  await options.searchLog?.flush();
  const limit = options.limit ?? 5;
  const since = new Date((options.now ?? new Date()).getTime() - TRENDING_WINDOW_DAYS * DAY_MS).toISOString().slice(0, 10);
  const total = sql<number>`sum(${searchLog.count})::int`;
  const rows = await db
    .select({ query: searchLog.query, total })
    .from(searchLog)
    .where(and(eq(searchLog.city, options.city ?? 'global'), gte(searchLog.day, since)))
    .groupBy(searchLog.query)
    .having(sql`sum(${searchLog.count}) >= ${TRENDING_MIN_COUNT}`)
    .orderBy(desc(total), searchLog.query)
    .limit(limit * CANDIDATES_PER_SHOWN);
  const trending: string[] = [];
  for (const row of rows) {
    if (trending.length >= limit) break;
    // The same search the results page runs (cached counts): a popular search that leads to "No listings found" is not shown.
    const filters = listingFiltersSchema.safeParse({ city: options.city ?? undefined, search: row.query });
    if (filters.success && (await countListings(db, filters.data, { cache: options.cache })) > 0) trending.push(row.query);
  }
  return trending;
}
