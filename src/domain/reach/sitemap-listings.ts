/**
 * The public listings for sitemaps. Each city's listings (and the global site's) are cut
 * into sitemaps by the month they were posted in: a month over the protocol's limit
 * splits into days, a day into hours. Every sitemap is then one range scan of the
 * city's (city, created_at, id) index (a keyset range, never OFFSET), and a sitemap's
 * name stays stable while newer listings arrive. Only public listings appear
 * (`isPublicListing`): never pending, rejected or expired ones.
 */
import { and, asc, eq, gte, isNull, lt, max, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listings } from '../../db/schema';
import { findCity } from '../geo/find-city';
import { isPublicListing } from '../listings/listing-visibility';

/** The sitemap protocol's limit of URLs per file. */
export const SITEMAP_MAX_URLS = 50_000;

/** The name used for listings of the global marketplace (no city). */
export const GLOBAL_SITEMAP_CITY = 'global';

type Unit = 'month' | 'day' | 'hour';

const PERIOD_FORMAT: Record<Unit, string> = { month: 'YYYY-MM', day: 'YYYY-MM-DD', hour: 'YYYY-MM-DD-HH24' };
const FINER: Record<Unit, Unit | null> = { month: 'day', day: 'hour', hour: null };

export interface ListingSitemap {
  /** A city's URL segment, or "global". */
  city: string;
  /** "2026-11", "2026-11-05" or "2026-11-05-13" (UTC). */
  period: string;
  count: number;
  lastmod: Date;
}

export interface SitemapListing {
  id: string;
  city: string | null;
  countryCode: string | null;
  updatedAt: Date;
}

interface Options {
  now?: Date;
  /** Lower in tests, to see months split. */
  maxUrls?: number;
}

/** The UTC time range of a period name, or null when it is not one. */
export function periodRange(period: string): { start: Date; end: Date; unit: Unit } | null {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(period);
  if (!match) return null;
  const [year, month, day, hour] = [Number(match[1]), Number(match[2]), match[3] ? Number(match[3]) : null, match[4] ? Number(match[4]) : null];
  if (month < 1 || month > 12 || (day !== null && (day < 1 || day > 31)) || (hour !== null && hour > 23)) return null;
  if (day === null) return { start: new Date(Date.UTC(year, month - 1, 1)), end: new Date(Date.UTC(year, month, 1)), unit: 'month' };
  // No 30th of February: the day must exist in its month.
  if (new Date(Date.UTC(year, month - 1, day)).getUTCMonth() !== month - 1) return null;
  if (hour === null) return { start: new Date(Date.UTC(year, month - 1, day)), end: new Date(Date.UTC(year, month - 1, day + 1)), unit: 'day' };
  return { start: new Date(Date.UTC(year, month - 1, day, hour)), end: new Date(Date.UTC(year, month - 1, day, hour + 1)), unit: 'hour' };
}

function cityCondition(city: string | null): SQL {
  return city === null ? isNull(listings.city) : eq(listings.city, city);
}

async function countByPeriod(db: Db, unit: Unit, now: Date, scope?: { city: string | null; start: Date; end: Date }) {
  // Our own constants, inlined so the SELECT and GROUP BY expressions are identical.
  const period = sql<string>`to_char(date_trunc('${sql.raw(unit)}', ${listings.createdAt} at time zone 'UTC'), '${sql.raw(PERIOD_FORMAT[unit])}')`;
  const conditions = [isPublicListing(now)];
  if (scope) conditions.push(cityCondition(scope.city), gte(listings.createdAt, scope.start), lt(listings.createdAt, scope.end));
  return db
    .select({ city: listings.city, period, count: sql<number>`count(*)::int`, lastmod: max(listings.updatedAt) })
    .from(listings)
    .where(and(...conditions))
    .groupBy(listings.city, period)
    .orderBy(listings.city, period);
}

/** Every listing sitemap there is: per city (and global), per month, finer where a month is too full. */
export async function listListingSitemaps(db: Db, options: Options = {}): Promise<ListingSitemap[]> {
  const now = options.now ?? new Date();
  const maxUrls = options.maxUrls ?? SITEMAP_MAX_URLS;
  const out: ListingSitemap[] = [];
  const visit = async (rows: Awaited<ReturnType<typeof countByPeriod>>, unit: Unit) => {
    for (const row of rows) {
      const finer = FINER[unit];
      const range = periodRange(row.period);
      if (row.count > maxUrls && finer && range) {
        await visit(await countByPeriod(db, finer, now, { city: row.city, start: range.start, end: range.end }), finer);
        continue;
      }
      out.push({ city: row.city ?? GLOBAL_SITEMAP_CITY, period: row.period, count: Math.min(row.count, maxUrls), lastmod: row.lastmod ?? now });
    }
  };
  await visit(await countByPeriod(db, 'month', now), 'month');
  return out;
}

/** The public listings of one listing sitemap, oldest first; null when the name is not a sitemap's. */
export async function findSitemapListings(
  db: Db,
  options: Options & { city: string; period: string },
): Promise<SitemapListing[] | null> {
  const range = periodRange(options.period);
  const city = options.city === GLOBAL_SITEMAP_CITY ? null : (findCity(options.city)?.subdomain ?? undefined);
  if (!range || city === undefined) return null;
  return db
    .select({ id: listings.id, city: listings.city, countryCode: listings.countryCode, updatedAt: listings.updatedAt })
    .from(listings)
    .where(and(isPublicListing(options.now ?? new Date()), cityCondition(city), gte(listings.createdAt, range.start), lt(listings.createdAt, range.end)))
    .orderBy(asc(listings.createdAt), asc(listings.id))
    .limit(options.maxUrls ?? SITEMAP_MAX_URLS);
}

export interface ScopeActivity {
  /** A city's URL segment, or null for the global marketplace. */
  city: string | null;
  category: string;
  lastmod: Date;
}

/** When each city's (and the global site's) category pages last changed: their newest public listing. */
export async function listScopeActivity(db: Db, options: { now?: Date } = {}): Promise<ScopeActivity[]> {
  const rows = await db
    .select({ city: listings.city, category: listings.category, lastmod: max(listings.updatedAt) })
    .from(listings)
    .where(isPublicListing(options.now ?? new Date()))
    .groupBy(listings.city, listings.category);
  return rows.flatMap((row) => (row.lastmod ? [{ city: row.city, category: row.category, lastmod: row.lastmod }] : []));
}
