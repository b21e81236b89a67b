/**
 * The figures a category page shows about its market, all measured from public
 * listings of what the page shows (the category, or the subcategory picked: a cars page's
 * median is of cars, not of all of For Sale): how many were posted this week, the median
 * asking price and the share of sellers with a confirmed email. A figure without enough listings behind it is left out (null):
 * a page that says nothing is better than one that says something made up.
 */
import { and, eq, gt, gte, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listings } from '../../db/schema';
import type { City } from '../geo/cities';
import { DAY_MS } from '../shared/time';
import type { CategorySlug } from '../taxonomy/categories';
import { isPriceUnit, type PriceUnit } from '../taxonomy/price-units';
import { isPublicListing } from './listing-visibility';

/** A median of fewer asking prices than this says more about the listings than the market. */
export const MIN_PRICES_FOR_MEDIAN = 5;
/** Below this many listings a percentage of verified sellers swings on one seller. */
export const MIN_LISTINGS_FOR_SHARE = 10;
const WEEK_MS = 7 * DAY_MS;

export interface CategoryMarket {
  /** Public listings of the category (and city) in all. */
  listings: number;
  /** Of them, posted in the last 7 days. */
  postedThisWeek: number;
  /**
   * Median asking price of the priced listings in the city's currency with the most
   * common price unit (rent per month is not mixed with prices to buy); null on global
   * pages (many currencies) and with fewer than MIN_PRICES_FOR_MEDIAN prices.
   */
  medianPrice: { amount: number; currency: string; unit: PriceUnit | null; of: number } | null;
  /** Percentage of listings from sellers who confirmed their email; null with too few listings. */
  verifiedPercent: number | null;
}

export async function measureCategoryMarket(
  db: Db,
  options: { category: CategorySlug; subcategory?: string | null; city: City | null; now?: Date },
): Promise<CategoryMarket> {
  const now = options.now ?? new Date();
  const scope = [isPublicListing(now), eq(listings.category, options.category)];
  if (options.subcategory) scope.push(eq(listings.subcategory, options.subcategory));
  if (options.city) scope.push(eq(listings.city, options.city.subdomain));

  const [totals] = await db
    .select({
      listings: sql<number>`count(*)::int`,
      postedThisWeek: sql<number>`(count(*) filter (where ${gte(listings.createdAt, new Date(now.getTime() - WEEK_MS))}))::int`,
      verified: sql<number>`(count(*) filter (where ${listings.isVerifiedUser}))::int`,
    })
    .from(listings)
    .where(and(...scope));
  const count = totals?.listings ?? 0;

  let medianPrice: CategoryMarket['medianPrice'] = null;
  if (options.city) {
    const groups = await db
      .select({
        unit: listings.priceUnit,
        of: sql<number>`count(*)::int`,
        median: sql<string>`percentile_cont(0.5) within group (order by ${listings.price})`,
      })
      .from(listings)
      .where(and(...scope, eq(listings.currency, options.city.currency), isNotNull(listings.price), gt(listings.price, '0')))
      .groupBy(listings.priceUnit)
      .orderBy(sql`count(*) desc`, listings.priceUnit)
      .limit(1);
    const group = groups[0];
    if (group && group.of >= MIN_PRICES_FOR_MEDIAN) {
      medianPrice = {
        amount: Math.round(Number(group.median)),
        currency: options.city.currency,
        unit: isPriceUnit(group.unit) ? group.unit : null,
        of: group.of,
      };
    }
  }

  return {
    listings: count,
    postedThisWeek: totals?.postedThisWeek ?? 0,
    medianPrice,
    verifiedPercent: count >= MIN_LISTINGS_FOR_SHARE ? Math.round(((totals?.verified ?? 0) / count) * 100) : null,
  };
}
