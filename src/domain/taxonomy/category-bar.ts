/**
 * The home page's category bar (SPEC section 3, "Extra category-bar keys"). Its own
 * module so the browser's first load carries the bar, not the whole taxonomy (ADR 009).
 */
import type { CategorySlug } from './categories';

export interface CategoryBarItem {
  key: string;
  /** Small screens show only the first word, so the first word must stand on its own. */
  label: string;
  category?: CategorySlug;
  subcategory?: string;
  search?: string;
}

/** Home-page category bar, in display order; small screens show only the first 12. */
export const CATEGORY_BAR: readonly CategoryBarItem[] = [
  { key: 'all', label: 'All Categories' },
  { key: 'for-sale', label: 'For Sale', category: 'for-sale' },
  { key: 'housing', label: 'Housing', category: 'housing' },
  { key: 'jobs', label: 'Jobs', category: 'jobs' },
  { key: 'services', label: 'Services', category: 'services' },
  { key: 'community', label: 'Community', category: 'community' },
  { key: 'gigs', label: 'Gigs', category: 'gigs' },
  { key: 'cars', label: 'Cars & Vehicles', category: 'for-sale', subcategory: 'cars-trucks' },
  { key: 'electronics', label: 'Electronics', category: 'for-sale', subcategory: 'electronics' },
  { key: 'fashion', label: 'Fashion & Style', category: 'for-sale', subcategory: 'clothing-accessories' },
  { key: 'music', label: 'Music & Instruments', category: 'for-sale', subcategory: 'music-instruments' },
  { key: 'gaming', label: 'Gaming & Consoles', category: 'for-sale', subcategory: 'video-gaming' },
  { key: 'photography', label: 'Photography & Video', category: 'for-sale', subcategory: 'photo-video' },
  { key: 'sports', label: 'Sports & Outdoors', category: 'for-sale', subcategory: 'sporting-goods' },
  { key: 'books', label: 'Books & Media', category: 'for-sale', subcategory: 'books' },
  { key: 'collectibles', label: 'Collectibles & Antiques', category: 'for-sale', subcategory: 'collectibles' },
  { key: 'tickets', label: 'Tickets & Events', category: 'for-sale', subcategory: 'tickets' },
  { key: 'free', label: 'Free Stuff', category: 'for-sale', subcategory: 'free-stuff' },
  { key: 'wanted', label: 'Wanted', category: 'for-sale', subcategory: 'wanted' },
];
