/**
 * Which listings a page's premium progress counts: the footer's Premium Features button
 * on a browse page and `GET /api/paid-features` both call this one function, so they
 * cannot disagree. Pages show buyers no progress banner: no premium feature can be used
 * yet, and the count is the sellers' business.
 *
 * The rule: premium unlocks per category and place, so a page counts its own category;
 * a page without one (a city home) counts its largest category, the one closest to
 * unlocking. The place is the page's: a city, the global marketplace, or a Victorian
 * region (listings whose neighbourhood lies in it), never a wider area.
 */
import type { Db } from '../../db/client';
import { countListings } from '../listings/find-listings';
import type { ListingsCache } from '../listings/listings-cache';
import { listingFiltersSchema } from '../listings/listing-schemas';
import { CATEGORY_SLUGS, type CategorySlug } from '../taxonomy/categories';

/** SPEC: premium features unlock at 100 listings in a category and place. */
export const PAID_FEATURES_THRESHOLD = 100;

/** Where a page's listings come from. */
export type PremiumPlace =
  | { kind: 'global' }
  | { kind: 'city'; city: string }
  /** A Victorian state, region, town or suburb page: its localities; [] is the whole state. */
  | { kind: 'victoria'; localities: string[] };

export interface PagePremium {
  /** The category whose listings were counted; null when the place has no listings at all. */
  category: CategorySlug | null;
  listingCount: number;
  requiredListings: number;
  isPaidFeaturesUnlocked: boolean;
}

/** What a page's loader returns as `featureGate`: the banner and the footer's button read it. */
export interface PageFeatureGate extends PagePremium {
  /** The place's name ("Toronto", "Surf Coast"); null for the global marketplace. */
  place: string | null;
}

export async function getPagePremium(
  db: Db,
  options: { place: PremiumPlace; category?: CategorySlug | null; cache?: ListingsCache | undefined },
): Promise<PagePremium> {
  const { place } = options;
  const count = (category: CategorySlug) =>
    countListings(
      db,
      listingFiltersSchema.parse({
        category,
        ...(place.kind === 'city' ? { city: place.city } : {}),
        ...(place.kind === 'victoria' ? { country: 'AU', region: 'victoria' } : {}),
      }),
      place.kind === 'victoria' && place.localities.length > 0 ? { localities: place.localities, cache: options.cache } : { cache: options.cache },
    );

  let category: CategorySlug | null = options.category ?? null;
  let listingCount = 0;
  if (category) {
    listingCount = await count(category);
  } else {
    const counts = await Promise.all(CATEGORY_SLUGS.map(async (slug) => [slug, await count(slug)] as const));
    // Ties go to the category listed first, so the answer does not flicker between equals.
    for (const [slug, n] of counts) {
      if (n > listingCount) [category, listingCount] = [slug, n];
    }
  }
  return {
    category,
    listingCount,
    requiredListings: PAID_FEATURES_THRESHOLD,
    // An empty page never counts as unlocked, whatever the threshold is set to.
    isPaidFeaturesUnlocked: listingCount > 0 && listingCount >= PAID_FEATURES_THRESHOLD,
  };
}
