/**
 * Trending searches per city, from real searches counted anonymously: only the
 * normalised words, the city and the day are kept — no visitor id, and nothing that
 * looks like an email address or a phone number.
 */
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { searchLog } from '../../db/schema';
import { DAY_MS } from '../shared/time';

/** SPEC's defaults, shown while a city has too few searches of its own. */
export const TRENDING_DEFAULTS = ['iPhone 15 Pro', 'Apartment rental', 'Remote work jobs', 'Guitar lessons', 'Wedding photographer'];

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

export async function recordSearch(db: Db, options: { city: string | null; query: string; now?: Date }): Promise<void> {
  const query = normaliseSearch(options.query);
  if (!query) return;
  const day = (options.now ?? new Date()).toISOString().slice(0, 10);
  await db
    .insert(searchLog)
    .values({ city: options.city ?? 'global', query, day, count: 1 })
    .onConflictDoUpdate({
      target: [searchLog.city, searchLog.day, searchLog.query],
      set: { count: sql`${searchLog.count} + 1` },
    });
}

/** The most searched phrases of the last week, topped up with SPEC's defaults. */
export async function getTrending(db: Db, options: { city: string | null; limit?: number; now?: Date }): Promise<string[]> {
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
    .limit(limit);
  const trending = rows.map((row) => row.query);
  for (const fallback of TRENDING_DEFAULTS) {
    if (trending.length >= limit) break;
    if (!trending.includes(fallback.toLowerCase())) trending.push(fallback);
  }
  return trending;
}
