/**
 * The category taxonomy (SPEC section 3 "Category taxonomy"). One list serves
 * browsing, posting, filtering and the category bar; slugs are what URLs, the API
 * and the database store, so renaming a slug is a data migration.
 */

export const CATEGORY_SLUGS = ['for-sale', 'housing', 'jobs', 'services', 'community', 'gigs'] as const;

export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

export interface Subcategory {
  slug: string;
  name: string;
}

export interface Category {
  slug: CategorySlug;
  name: string;
  description: string;
  /** Tailwind colour name, e.g. 'blue'. */
  colour: string;
  /** lucide-react icon name. */
  icon: string;
  subcategories: Subcategory[];
}

/** Slugs are derived from names ('Cars & Trucks' -> 'cars-trucks') so the two cannot disagree. */
function subs(...names: readonly string[]): Subcategory[] {
  return names.map((name) => ({
    name,
    slug: name
      .toLowerCase()
      .replace(/&/g, ' ')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, ''),
  }));
}

export const CATEGORIES: readonly Category[] = [
  {
    slug: 'for-sale',
    name: 'For Sale',
    description: 'Buy and sell new and used items locally, from furniture and electronics to cars.',
    colour: 'blue',
    icon: 'ShoppingBag',
    subcategories: subs(
      'Antiques',
      'Appliances',
      'Arts & Crafts',
      'Auto Parts',
      'Baby & Kids',
      'Bicycles',
      'Boats',
      'Books',
      'Business',
      'Cars & Trucks',
      'Cell Phones',
      'Clothing & Accessories',
      'Collectibles',
      'Computers',
      'Electronics',
      'Farm & Garden',
      'Free Stuff',
      'Furniture',
      'Garage Sales',
      'General',
      'Health & Beauty',
      'Household',
      'Jewelry',
      'Materials',
      'Motorcycles',
      'Music Instruments',
      'Photo & Video',
      'RVs & Campers',
      'Sporting Goods',
      'Tickets',
      'Tools',
      'Toys & Games',
      'Video Gaming',
      'Wanted',
    ),
  },
  {
    slug: 'housing',
    name: 'Housing',
    description: 'Apartments, houses and rooms to rent, property for sale, parking and storage.',
    colour: 'green',
    icon: 'Home',
    subcategories: subs(
      'Apartments',
      'Houses',
      'Rooms',
      'Sublets',
      'Vacation Rentals',
      'Parking',
      'Storage',
      'Office Space',
      'Real Estate Sales',
    ),
  },
  {
    slug: 'jobs',
    name: 'Jobs',
    description: 'Local job openings, from full-time careers to temporary and part-time work.',
    colour: 'purple',
    icon: 'Briefcase',
    subcategories: subs(
      'Full-time',
      'Part-time',
      'Contract',
      'Temporary',
      'Internship',
      'Government',
      'Nonprofit',
      'Healthcare',
      'Education',
      'Tech',
    ),
  },
  {
    slug: 'services',
    name: 'Services',
    description: 'Find local tradespeople, tutors, movers, repairers and other professionals.',
    colour: 'orange',
    icon: 'Wrench',
    subcategories: subs(
      'Automotive',
      'Beauty',
      'Cell & Mobile',
      'Computer',
      'Creative',
      'Cycle',
      'Events',
      'Farm & Garden',
      'Financial',
      'Health & Wellness',
      'Household',
      'Labor & Moving',
      'Legal',
      'Lessons & Tutoring',
      'Marine',
      'Pets',
      'Real Estate',
      'Skilled Trades',
      'Small Business Ads',
      'Travel & Vacation',
      'Writing, Editing & Translation',
    ),
  },
  {
    slug: 'community',
    name: 'Community',
    description: 'Local events, groups, classes, lost and found, and neighbourhood news.',
    colour: 'pink',
    icon: 'Users',
    subcategories: subs(
      'Activities',
      'Artists',
      'Childcare',
      'Classes',
      'Events',
      'General',
      'Groups',
      'Local News',
      'Lost & Found',
      'Missed Connections',
      'Musicians',
      'Pets',
      'Rants & Raves',
      'Rideshare',
      'Volunteers',
    ),
  },
  {
    slug: 'gigs',
    name: 'Gigs',
    description: 'Short-term paid work: one-off jobs, event crew, creative and domestic help.',
    colour: 'yellow',
    icon: 'Zap',
    subcategories: subs('Computer', 'Creative', 'Crew', 'Domestic', 'Event', 'Labor', 'Talent', 'Writing'),
  },
];

/**
 * SPEC describes a separate category list for the Post New Ad form but shows none of
 * its values, so posting uses this same taxonomy: two lists would drift, and a seller
 * could then post into a subcategory that browsing cannot show.
 */
export const POSTING_CATEGORIES: readonly Category[] = CATEGORIES;

/** Landing-page colours, including the two sections (resumes, discussion) that have no listings of their own. */
export const CATEGORY_COLOURS: Readonly<Record<CategorySlug | 'resumes' | 'discussion', string>> = {
  'for-sale': 'blue',
  housing: 'green',
  jobs: 'purple',
  services: 'orange',
  community: 'pink',
  gigs: 'yellow',
  resumes: 'indigo',
  discussion: 'teal',
};

export const RESUMES_COLOUR = CATEGORY_COLOURS.resumes;
export const DISCUSSION_COLOUR = CATEGORY_COLOURS.discussion;

// Built on first use, not at import: a browser bundle that only needs CATEGORY_BAR or
// CONDITIONS then leaves the whole taxonomy out (no top-level work keeps it alive).
let categoryBySlug: Map<string, Category> | undefined;
function categoriesBySlug(): Map<string, Category> {
  categoryBySlug ??= new Map(CATEGORIES.map((category) => [category.slug, category]));
  return categoryBySlug;
}

export function isCategorySlug(slug: string): slug is CategorySlug {
  return categoriesBySlug().has(slug);
}

export function findCategory(slug: string | null | undefined): Category | undefined {
  return slug ? categoriesBySlug().get(slug) : undefined;
}

export function findSubcategory(
  categorySlug: string | null | undefined,
  subSlug: string | null | undefined,
): Subcategory | undefined {
  if (!subSlug) return undefined;
  return findCategory(categorySlug)?.subcategories.find((sub) => sub.slug === subSlug);
}

export interface FilterGroup {
  key: string;
  name: string;
  /** Subcategory slugs of the same category that this group covers. */
  subcategories: string[];
}

/**
 * The sidebar's coarser groups (keys from SPEC). Gigs has none in SPEC. Outside jobs,
 * every subcategory belongs to exactly one group; SPEC's fixed jobs list has no trade
 * or hospitality subcategory, so those groups cover little or nothing.
 */
export const FILTER_TAXONOMY: Readonly<Record<Exclude<CategorySlug, 'gigs'>, readonly FilterGroup[]>> = {
  community: [
    { key: 'activities-events', name: 'Activities & Events', subcategories: ['activities', 'events', 'classes'] },
    { key: 'groups-clubs', name: 'Groups & Clubs', subcategories: ['groups', 'volunteers'] },
    {
      key: 'local-info',
      name: 'Local Info',
      subcategories: ['general', 'local-news', 'lost-found', 'missed-connections', 'rants-raves', 'rideshare', 'childcare'],
    },
    { key: 'arts-culture', name: 'Arts & Culture', subcategories: ['artists', 'musicians'] },
    { key: 'pets', name: 'Pets', subcategories: ['pets'] },
  ],
  services: [
    { key: 'personal', name: 'Personal', subcategories: ['beauty', 'health-wellness', 'lessons-tutoring', 'pets'] },
    {
      key: 'home-property',
      name: 'Home & Property',
      subcategories: ['household', 'farm-garden', 'labor-moving', 'skilled-trades', 'real-estate'],
    },
    { key: 'vehicles', name: 'Vehicles', subcategories: ['automotive', 'cycle', 'marine'] },
    { key: 'tech', name: 'Tech', subcategories: ['computer', 'cell-mobile'] },
    {
      key: 'business-finance',
      name: 'Business & Finance',
      subcategories: ['financial', 'legal', 'small-business-ads', 'creative', 'writing-editing-translation'],
    },
    { key: 'events-travel', name: 'Events & Travel', subcategories: ['events', 'travel-vacation'] },
  ],
  'for-sale': [
    {
      key: 'vehicles',
      name: 'Vehicles',
      subcategories: ['cars-trucks', 'motorcycles', 'auto-parts', 'boats', 'rvs-campers', 'bicycles'],
    },
    {
      key: 'home-garden',
      name: 'Home & Garden',
      subcategories: ['furniture', 'appliances', 'household', 'farm-garden', 'tools', 'materials', 'garage-sales'],
    },
    {
      key: 'electronics-tech',
      name: 'Electronics & Tech',
      subcategories: ['electronics', 'computers', 'cell-phones', 'photo-video', 'video-gaming'],
    },
    {
      key: 'fashion-accessories',
      name: 'Fashion & Accessories',
      subcategories: ['clothing-accessories', 'jewelry', 'health-beauty'],
    },
    {
      key: 'entertainment',
      name: 'Entertainment',
      subcategories: ['books', 'music-instruments', 'sporting-goods', 'tickets', 'toys-games'],
    },
    {
      key: 'miscellaneous',
      name: 'Miscellaneous',
      subcategories: ['antiques', 'arts-crafts', 'baby-kids', 'business', 'collectibles', 'free-stuff', 'general', 'wanted'],
    },
  ],
  housing: [
    { key: 'rent', name: 'For Rent', subcategories: ['apartments', 'houses', 'vacation-rentals'] },
    { key: 'sale', name: 'For Sale', subcategories: ['real-estate-sales'] },
    { key: 'commercial', name: 'Commercial', subcategories: ['office-space', 'parking', 'storage'] },
    { key: 'shared', name: 'Shared', subcategories: ['rooms', 'sublets'] },
  ],
  jobs: [
    { key: 'professional', name: 'Professional', subcategories: ['full-time', 'government', 'nonprofit', 'tech'] },
    { key: 'skilled-trades', name: 'Skilled Trades', subcategories: [] },
    { key: 'hospitality-retail', name: 'Hospitality & Retail', subcategories: ['part-time'] },
    { key: 'health-education', name: 'Health & Education', subcategories: ['healthcare', 'education'] },
    { key: 'freelance-temp', name: 'Freelance & Temp', subcategories: ['contract', 'temporary', 'internship'] },
  ],
};
