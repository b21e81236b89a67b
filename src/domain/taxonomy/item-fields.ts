/**
 * Which ads are of a thing handed over, so that its Condition and "Delivery available"
 * mean something: the one definition the Post New Ad form, the API, the listing page,
 * the cards and the filters read. A flat, a job, a lesson or a lost cat has neither.
 * Its own module, like conditions.ts, so forms and filters need not load the taxonomy.
 */
import { CATEGORY_SLUGS } from './categories';

export interface ItemFields {
  /** The item's condition (new, like new…) is asked, shown and filtered on. */
  condition: boolean;
  /** "Delivery available" is asked, shown and filtered on. */
  delivery: boolean;
}

const NONE: ItemFields = { condition: false, delivery: false };
const BOTH: ItemFields = { condition: true, delivery: true };

/** For Sale subcategories that are not one used item: a sale day, a wanted ad, a business, tickets. */
const FOR_SALE_EXCEPTIONS: Readonly<Record<string, ItemFields>> = {
  'garage-sales': NONE,
  wanted: NONE,
  business: NONE,
  // A ticket is as good as new or not valid; it can still be sent.
  tickets: { condition: false, delivery: true },
};

/**
 * The fields an ad of this category and subcategory has. With no subcategory, what the
 * category's ads have (For Sale: both), so a category page filters on them.
 */
export function itemFieldsFor(category: string | null | undefined, subcategory?: string | null): ItemFields {
  if (category !== 'for-sale') return NONE;
  return (subcategory && FOR_SALE_EXCEPTIONS[subcategory]) || BOTH;
}

/**
 * Whether a page of this category offers the condition filter: For Sale, and pages of
 * every category (the global and city homes, a search), where items are among the ads.
 */
export function conditionFilterFor(category: string | null | undefined, subcategory?: string | null): boolean {
  const ofOneCategory = !!category && (CATEGORY_SLUGS as readonly string[]).includes(category);
  return !ofOneCategory || itemFieldsFor(category, subcategory).condition;
}

