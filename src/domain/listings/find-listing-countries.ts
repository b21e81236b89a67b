import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { listings } from '../../db/schema';
import { cachedCount, type ListingsCache } from './listings-cache';
import { isPublicListing } from './listing-visibility';

/**
 * The countries (ISO codes, e.g. 'DE', 'GB') with at least one public listing: what the
 * global country filter offers. Kept by `cache` like the other counts (listings-cache.ts).
 *
 * Index-friendly at any size: a skip scan over the partial `listings_country_newest_idx`
 * reads one index entry per distinct country (a few dozen), and each country is kept only
 * if one of its approved listings has not expired, the first such row ending its search.
 */
export async function findListingCountries(db: Db, options: { now?: Date; cache?: ListingsCache } = {}): Promise<string[]> {
  // A list "as of" a given time (tests) is computed afresh.
  if (options.now) return findNow(db, options.now);
  return cachedCount(options.cache, 'countries', () => findNow(db));
}

async function findNow(db: Db, now: Date = new Date()): Promise<string[]> {
  const approved = sql`${listings.moderationStatus} = 'approved'`;
  const result = await db.execute(sql`
    with recursive codes(code) as (
      (select ${listings.countryCode} from ${listings}
        where ${approved} and ${listings.countryCode} is not null
        order by ${listings.countryCode} limit 1)
      union all
      select (select ${listings.countryCode} from ${listings}
        where ${approved} and ${listings.countryCode} > codes.code
        order by ${listings.countryCode} limit 1)
      from codes where codes.code is not null
    )
    select code from codes
    where code is not null
      and exists (select 1 from ${listings} where ${listings.countryCode} = codes.code and ${isPublicListing(now)})
    order by code`);
  return rowsOf<{ code: string }>(result).map((row) => row.code);
}
