/**
 * Listing limits and option lists, without Zod, so the browse pages can use them without
 * shipping the schema library to every visitor (the Post Ad form loads it when opened).
 */
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
} as const;

export const SORTS = ['newest', 'price_asc', 'price_desc', 'relevance'] as const;
export type ListingSort = (typeof SORTS)[number];

export const POSTED_DATES = ['any', 'today', 'week', 'month'] as const;
export type PostedDate = (typeof POSTED_DATES)[number];
