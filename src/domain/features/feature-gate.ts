/**
 * Premium features unlock per category and city once the market is big enough to
 * make featured placement worth paying for (SPEC: 100 listings).
 */
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { listings } from '../../db/schema';
import { i18nFor } from '../../i18n/catalogues';
import { cityName } from '../geo/city-names';
import { findCity } from '../geo/find-city';
import { invalid } from '../shared/errors';
import { queryText } from '../shared/text';
import { CATEGORY_SLUGS, findCategory } from '../taxonomy/categories';
import { isPublicListing } from '../listings/listing-visibility';
import { cachedCount, type ListingsCache } from '../listings/listings-cache';
import { getPagePremium, PAID_FEATURES_THRESHOLD } from './page-premium';

export { PAID_FEATURES_THRESHOLD };

export const featureGateQuerySchema = z.object({
  category: z.enum(['all', ...CATEGORY_SLUGS], { error: 'errors.features.chooseCategory' }),
  city: queryText('errors.fields.city', 100).min(1, 'errors.features.chooseCity'),
});
export type FeatureGateQuery = z.infer<typeof featureGateQuerySchema>;

/** Paid features also answer for "largest": the city's largest category, as the footer's button asks on pages without a category of their own. */
export const paidFeaturesQuerySchema = z.object({
  category: z.enum(['all', 'largest', ...CATEGORY_SLUGS], { error: 'errors.features.chooseCategoryOrLargest' }),
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

const unknownCity = (segment: string) => invalid('errors.city.unknown', [{ field: 'city', message: 'errors.city.noSite', values: { city: segment } }]);

/** Counts public listings; "global" counts every city, as the global marketplace shows them all. */
export async function getFeatureGate(db: Db, query: FeatureGateQuery, options: { cache?: ListingsCache } = {}): Promise<FeatureGate> {
  const conditions = [isPublicListing()];
  if (query.category !== 'all') conditions.push(eq(listings.category, query.category));
  if (query.city !== 'global') {
    const city = findCity(query.city);
    if (!city) throw unknownCity(query.city);
    conditions.push(eq(listings.city, city.subdomain));
  }
  const listingCount = await cachedCount(options.cache, `gate:${query.category}:${query.city}`, async () => {
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

/** Whether premium features can be bought, said in `language` (the request's; English by default) with the pages' own words. */
export async function getPaidFeatures(
  db: Db,
  query: PaidFeaturesQuery,
  language = 'en',
  options: { cache?: ListingsCache } = {},
): Promise<PaidFeatures> {
  let gate: FeatureGate;
  let category: string = query.category;
  if (query.category === 'largest') {
    if (query.city !== 'global' && !findCity(query.city)) throw unknownCity(query.city);
    const place = query.city === 'global' ? ({ kind: 'global' } as const) : ({ kind: 'city', city: query.city } as const);
    const premium = await getPagePremium(db, { place, cache: options.cache });
    gate = premium;
    category = premium.category ?? 'all';
  } else {
    gate = await getFeatureGate(db, { category: query.category, city: query.city }, options);
  }
  const { t } = i18nFor(language);
  const city = query.city === 'global' ? undefined : findCity(query.city);
  const scope = t('premium.scope', {
    category: category === 'all' ? t('premium.allCategories') : t(`categoryBar.items.${category}`, { defaultValue: findCategory(category)?.name ?? category }),
    place: query.city === 'global' ? t('premium.global') : city ? cityName(city, language) : query.city,
  });
  if (gate.isPaidFeaturesUnlocked) {
    // Enough listings, but nothing a seller can use yet: no payments, so no premium feature.
    return { available: true, message: t('premium.notOffered', { scope }) };
  }
  return { available: false, message: t('premium.toGo', { scope, required: gate.requiredListings, count: gate.requiredListings - gate.listingCount }) };
}
