/**
 * Premium features unlock per category and city once the market is big enough to
 * make featured placement worth paying for (SPEC: 100 listings).
 */
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { listings } from '../../db/schema';
import { findCity } from '../geo/find-city';
import { invalid } from '../shared/errors';
import { CATEGORY_SLUGS, findCategory } from '../taxonomy/categories';
import { isPublicListing } from '../listings/listing-visibility';
import { cachedCount } from '../listings/count-cache';

export const PAID_FEATURES_THRESHOLD = 100;

export const featureGateQuerySchema = z.object({
  category: z.enum(['all', ...CATEGORY_SLUGS], { error: 'Choose a category (or "all")' }),
  city: z.string({ error: 'Choose a city (or "global")' }).min(1, 'Choose a city (or "global")').max(100),
});
export type FeatureGateQuery = z.infer<typeof featureGateQuerySchema>;

export const featureGateSchema = z.object({
  listingCount: z.number().int(),
  requiredListings: z.number().int(),
  isPaidFeaturesUnlocked: z.boolean(),
});
export type FeatureGate = z.infer<typeof featureGateSchema>;

export const paidFeaturesSchema = z.object({ available: z.boolean(), message: z.string() });
export type PaidFeatures = z.infer<typeof paidFeaturesSchema>;

/** Counts public listings; "global" counts every city, as the global marketplace shows them all. */
export async function getFeatureGate(db: Db, query: FeatureGateQuery): Promise<FeatureGate> {
  const conditions = [isPublicListing()];
  if (query.category !== 'all') conditions.push(eq(listings.category, query.category));
  if (query.city !== 'global') {
    const city = findCity(query.city);
    if (!city) throw invalid('Unknown city', [{ field: 'city', message: `No Cityboard site is called "${query.city}"` }]);
    conditions.push(eq(listings.city, city.subdomain));
  }
  const listingCount = await cachedCount(db, `gate:${query.category}:${query.city}`, async () => {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(listings)
      .where(and(...conditions));
    return row?.count ?? 0;
  });
  return {
    listingCount,
    requiredListings: PAID_FEATURES_THRESHOLD,
    isPaidFeaturesUnlocked: listingCount >= PAID_FEATURES_THRESHOLD,
  };
}

export async function getPaidFeatures(db: Db, query: FeatureGateQuery): Promise<PaidFeatures> {
  const gate = await getFeatureGate(db, query);
  const categoryName = query.category === 'all' ? 'all categories' : (findCategory(query.category)?.name ?? query.category);
  const place = query.city === 'global' ? 'the global marketplace' : (findCity(query.city)?.name ?? query.city);
  if (gate.isPaidFeaturesUnlocked) {
    return { available: true, message: `Premium features are available for ${categoryName} in ${place}.` };
  }
  const missing = gate.requiredListings - gate.listingCount;
  return {
    available: false,
    message: `Paid features unlock when ${categoryName} in ${place} reaches ${gate.requiredListings} listings (${missing} to go).`,
  };
}
