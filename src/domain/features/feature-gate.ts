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
import { queryText } from '../shared/text';
import { CATEGORY_SLUGS, findCategory } from '../taxonomy/categories';
import { isPublicListing } from '../listings/listing-visibility';
import { cachedCount } from '../listings/count-cache';
import { getPagePremium, PAID_FEATURES_THRESHOLD } from './page-premium';

export { PAID_FEATURES_THRESHOLD };

export const featureGateQuerySchema = z.object({
  category: z.enum(['all', ...CATEGORY_SLUGS], { error: 'Choose a category (or "all")' }),
  city: queryText('City', 100).min(1, 'Choose a city (or "global")'),
});
export type FeatureGateQuery = z.infer<typeof featureGateQuerySchema>;

/** Paid features also answer for "largest": the city's largest category, as the footer's button asks on pages without a category of their own. */
export const paidFeaturesQuerySchema = z.object({
  category: z.enum(['all', 'largest', ...CATEGORY_SLUGS], { error: 'Choose a category (or "all" or "largest")' }),
  city: featureGateQuerySchema.shape.city,
});
export type PaidFeaturesQuery = z.infer<typeof paidFeaturesQuerySchema>;

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

export async function getPaidFeatures(db: Db, query: PaidFeaturesQuery): Promise<PaidFeatures> {
  let gate: FeatureGate;
  let category: string = query.category;
  if (query.category === 'largest') {
    if (query.city !== 'global' && !findCity(query.city)) throw invalid('Unknown city', [{ field: 'city', message: `No Cityboard site is called "${query.city}"` }]);
    const premium = await getPagePremium(db, { place: query.city === 'global' ? { kind: 'global' } : { kind: 'city', city: query.city } });
    gate = premium;
    category = premium.category ?? 'all';
  } else {
    gate = await getFeatureGate(db, { category: query.category, city: query.city });
  }
  const categoryName = category === 'all' ? 'all categories' : (findCategory(category)?.name ?? category);
  const place = query.city === 'global' ? 'the global marketplace' : (findCity(query.city)?.name ?? query.city);
  if (gate.isPaidFeaturesUnlocked) {
    // Enough listings, but nothing a seller can use yet: no payments, so no premium feature.
    return { available: true, message: `${categoryName} in ${place} has enough listings for premium features, but they are not offered yet: payments are not open.` };
  }
  const missing = gate.requiredListings - gate.listingCount;
  return {
    available: false,
    message: `Premium features are not offered yet; they are planned for when ${categoryName} in ${place} reaches ${gate.requiredListings} listings (${missing} to go).`,
  };
}
