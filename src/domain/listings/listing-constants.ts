/**
 * Listing limits and option lists, without Zod, so the browse pages can use them without
 * shipping the schema library to every visitor (the Post Ad form loads it when opened).
 */
import { DAY_MS } from '../shared/time';

/** Listings stay up for 30 days unless the seller renews them. */
export const LISTING_LIFETIME_DAYS = 30;
export const LISTING_LIFETIME_MS = LISTING_LIFETIME_DAYS * DAY_MS;

/** When a listing posted or renewed at `from` leaves the public site. */
export function listingExpiry(from: Date): Date {
  return new Date(from.getTime() + LISTING_LIFETIME_MS);
}

/** A seller can take back "sold" for a day; after that, a new ad is the honest way to offer it again. */
export const UNDO_SOLD_WINDOW_MS = DAY_MS;

/** Whether a listing sold at `soldAt` can still be put back on sale at `now`. */
export function canUndoSold(soldAt: Date | string | null, now: Date): boolean {
  if (!soldAt) return false;
  const elapsed = now.getTime() - new Date(soldAt).getTime();
  return elapsed >= 0 && elapsed <= UNDO_SOLD_WINDOW_MS;
}

export const LISTING_LIMITS = {
  titleMax: 100,
  descriptionMax: 2000,
  neighborhoodMax: 100,
  imagesMax: 8,
  imageBytesMax: 5 * 1024 * 1024,
  // decimal(10,2): eight digits before the point.
  priceMax: 99_999_999.99,
  pageSizeDefault: 24,
  pageSizeMax: 100,
  searchMax: 200,
  /** A report's optional details. */
  reportDetailsMax: 500,
} as const;

/** Why a person reports a listing (POST /api/listings/{id}/reports, the report dialog). */
export const REPORT_REASONS = ['scam', 'prohibited', 'spam', 'wrong_category', 'sold'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const SORTS = ['newest', 'price_asc', 'price_desc', 'relevance'] as const;
export type ListingSort = (typeof SORTS)[number];

export const POSTED_DATES = ['any', 'today', 'week', 'month'] as const;
export type PostedDate = (typeof POSTED_DATES)[number];
