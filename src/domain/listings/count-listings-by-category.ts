import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listings } from '../../db/schema';
import type { City } from '../geo/cities';
import { CATEGORY_SLUGS, type CategorySlug } from '../taxonomy/categories';
import { cachedCount, type ListingsCache } from './listings-cache';
import { isPublicListing } from './listing-visibility';

type CategoryCounts = { counts: Record<CategorySlug, number>; total: number };

/** Public listings per category in a city (or everywhere), for the category bar (kept by `cache` between writes to listings). */
export async function countListingsByCategory(db: Db, options: { city: City | null; now?: Date; cache?: ListingsCache }): Promise<CategoryCounts> {
  // A count "as of" a given time (tests) is computed afresh.
  if (options.now) return countNow(db, options);
  return cachedCount(options.cache, `categories:${options.city?.subdomain ?? '*'}`, () => countNow(db, options));
}

async function countNow(db: Db, options: { city: City | null; now?: Date }): Promise<CategoryCounts> {
  const conditions = [isPublicListing(options.now)];
  if (options.city) conditions.push(eq(listings.city, options.city.subdomain));
  const rows = await db
    .select({ category: listings.category, count: sql<number>`count(*)::int` })
    .from(listings)
    .where(and(...conditions))
    .groupBy(listings.category);
  const counts = Object.fromEntries(CATEGORY_SLUGS.map((slug) => [slug, 0])) as Record<CategorySlug, number>;
  let total = 0;
  for (const row of rows) {
    if (row.category in counts) counts[row.category as CategorySlug] = row.count;
    total += row.count;
  }
  return { counts, total };
}
