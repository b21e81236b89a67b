/**
 * The database schema: every entity of SPEC section 3, with its limits.
 * Migrations are generated from this file by drizzle-kit (`npm run db:generate`)
 * and committed under src/db/migrations.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const tsquery = customType<{ data: string }>({ dataType: () => 'tsquery' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/**
 * Listings: SPEC's "Listing" and "Enhanced listing" are one table — every listing
 * carries its owner, place and moderation state, so there is one place to ask
 * "is this public?".
 */
/**
 * A listing's facts as JSON (their keys and rules: domain/attributes, ADR 014). The
 * database layer knows only that they are flat values.
 */
export type AttributeValues = Record<string, string | number | boolean | undefined>;

export const listings = pgTable(
  'listings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: varchar('title', { length: 100 }).notNull(),
    description: varchar('description', { length: 2000 }).notNull(),
    price: numeric('price', { precision: 10, scale: 2 }),
    // What the price is per ('month', 'night', 'hour'…; domain/taxonomy/price-units.ts);
    // null for a whole amount. Prices are only compared within one unit.
    priceUnit: varchar('price_unit', { length: 10 }),
    // The city's currency at posting time; prices are never compared across currencies.
    currency: varchar('currency', { length: 3 }).notNull().default('USD'),
    category: varchar('category', { length: 50 }).notNull(),
    subcategory: varchar('subcategory', { length: 50 }),
    condition: varchar('condition', { length: 20 }),
    neighborhood: varchar('neighborhood', { length: 100 }).notNull(),
    contactEmail: varchar('contact_email', { length: 254 }).notNull(),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    deliveryAvailable: boolean('delivery_available').notNull().default(false),
    priceNegotiable: boolean('price_negotiable').notNull().default(false),
    userId: varchar('user_id', { length: 64 }).notNull(),
    country: varchar('country', { length: 100 }),
    // ISO 3166-1 alpha-2; the filter's "UK" is stored as GB.
    countryCode: varchar('country_code', { length: 2 }),
    region: varchar('region', { length: 100 }),
    // The city's URL segment (e.g. "newyork"); null for the global marketplace.
    city: varchar('city', { length: 100 }),
    spamScore: integer('spam_score').notNull().default(0),
    moderationStatus: varchar('moderation_status', { length: 20 }).notNull().default('pending'),
    isVerifiedUser: boolean('is_verified_user').notNull().default(false),
    /** 'active' or 'sold': a sold listing stays visible, saying so, until it expires. */
    status: varchar('status', { length: 20 }).notNull().default('active'),
    soldAt: timestamp('sold_at', { withTimezone: true }),
    /**
     * The last price verdict (see domain/pricing), kept on the row so a page of cards
     * shows its deal badges without analysing 24 prices per request.
     */
    priceStatus: varchar('price_status', { length: 30 }),
    pricePercentOff: integer('price_percent_off'),
    priceConfidence: numeric('price_confidence', { precision: 3, scale: 2, mode: 'number' }),
    /** SHA-256 of the secret management link's token; the token itself is never stored. */
    manageTokenHash: varchar('manage_token_hash', { length: 64 }),
    // Millisecond precision: the keyset cursor carries created_at through JavaScript
    // Dates, which would silently truncate PostgreSQL's microseconds.
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: updatedAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /**
     * The category's typed facts (domain/attributes; ADR 014): a car's make, year and
     * mileage, a flat's bedrooms and floor area, a job's workplace. Validated by the
     * family's Zod schema on every write; {} when the listing has none.
     */
    attributes: jsonb('attributes')
      .$type<AttributeValues>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** 'seller' (given or confirmed by the seller), 'extracted' (read from the text) or null (none). */
    attributesSource: varchar('attributes_source', { length: 10 }),
    /**
     * The language and IANA time zone of the page the seller posted from (#26): every
     * later mail to the seller (management link, confirmation, reminders, messages) is
     * written in them. A null zone reads as the city's zone, then UTC (domain/mail).
     */
    language: varchar('language', { length: 5 }).notNull().default('en'),
    timeZone: varchar('time_zone', { length: 64 }),
    // Title outranks description; words are unaccented so "Zurich" finds "Zürich";
    // scripts written without spaces are also indexed as character pairs (migration 0006).
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', cityboard_unaccent(coalesce(title, ''))), 'A') || setweight(to_tsvector('simple', cityboard_cjk_bigrams(coalesce(title, ''))), 'A') || setweight(to_tsvector('simple', cityboard_unaccent(coalesce(description, ''))), 'B') || setweight(to_tsvector('simple', cityboard_cjk_bigrams(coalesce(description, ''))), 'B')`,
    ),
  },
  (t) => {
    // Public browse only ever reads approved listings, so every browse index is
    // partial on that predicate: smaller, and a pending listing never leaks.
    const approved = sql`${t.moderationStatus} = 'approved'`;
    return [
      index('listings_public_newest_idx').on(t.createdAt, t.id).where(approved),
      index('listings_city_newest_idx').on(t.city, t.createdAt, t.id).where(approved),
      index('listings_city_category_newest_idx').on(t.city, t.category, t.createdAt, t.id).where(approved),
      // A city's counts (category bar, totals) read from the index alone: the expiry is
      // the one column they test, and a city of 38,000 listings counted through the
      // heap took 240 ms at a million listings, 14 ms from this (ADR 003).
      index('listings_city_category_counts_idx').on(t.city, t.category, t.expiresAt).where(approved),
      // The price-verdicts job's next batch (oldest first). Empty once every listing has a
      // verdict, so the hourly run reads nothing instead of walking every public listing.
      index('listings_price_verdict_missing_idx')
        .on(t.createdAt)
        .where(sql`${t.moderationStatus} = 'approved' AND ${t.priceStatus} IS NULL`),
      index('listings_category_newest_idx').on(t.category, t.subcategory, t.createdAt, t.id).where(approved),
      index('listings_country_newest_idx').on(t.countryCode, t.region, t.createdAt, t.id).where(approved),
      index('listings_category_price_idx').on(t.category, t.currency, t.price).where(approved),
      index('listings_condition_idx').on(t.condition, t.createdAt).where(approved),
      index('listings_neighborhood_idx')
        .on(sql`lower(${t.neighborhood})`)
        .where(approved),
      index('listings_search_idx').using('gin', t.searchVector),
      index('listings_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
      index('listings_city_price_idx').on(t.city, t.price, t.id).where(approved),
      // Price high to low, listings without a price still last: a backward scan of the
      // index above would put them first (ADR 003), so this order has its own index.
      index('listings_city_price_desc_idx').on(t.city, t.price.desc().nullsLast(), t.id.desc().nullsFirst()).where(approved),
      index('listings_user_idx').on(t.userId, t.createdAt),
      // "Trusted Sellers Only": the verified listings of a city, newest first.
      index('listings_verified_city_newest_idx')
        .on(t.city, t.createdAt, t.id)
        .where(sql`${t.moderationStatus} = 'approved' AND ${t.isVerifiedUser}`),
      // Confirming an email marks every listing that uses it.
      index('listings_contact_email_idx').on(sql`lower(${t.contactEmail})`),
      // Only the moderation queue reads unapproved listings; public reads must never
      // be tempted by this index (it once beat the per-city ones in the planner).
      index('listings_moderation_idx')
        .on(t.moderationStatus, t.createdAt)
        .where(sql`${t.moderationStatus} <> 'approved'`),
      // Attribute filters (ADR 014): equality facts (make, fuel, workplace…) through
      // containment on one GIN index; each range fact through a btree on its number,
      // led by the category the filter always comes with.
      index('listings_attributes_idx')
        .using('gin', sql`${t.attributes} jsonb_path_ops`)
        .where(approved),
      index('listings_attr_year_idx')
        .on(t.category, sql`((${t.attributes}->>'year')::int)`)
        .where(approved),
      index('listings_attr_mileage_idx')
        .on(t.category, sql`((${t.attributes}->>'mileageKm')::int)`)
        .where(approved),
      index('listings_attr_bedrooms_idx')
        .on(t.category, sql`((${t.attributes}->>'bedrooms')::int)`)
        .where(approved),
      index('listings_attr_area_idx')
        .on(t.category, sql`((${t.attributes}->>'floorAreaM2')::numeric)`)
        .where(approved),
      index('listings_attr_storage_idx')
        .on(t.category, sql`((${t.attributes}->>'storageGb')::int)`)
        .where(approved),
    ];
  },
);

/** "Report this listing": one row per visitor and listing. */
export const listingReports = pgTable(
  'listing_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    reporterId: varchar('reporter_id', { length: 64 }).notNull(),
    reason: varchar('reason', { length: 20 }).notNull(),
    details: varchar('details', { length: 500 }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('listing_reports_once_idx').on(t.listingId, t.reporterId)],
);

/** Images uploaded through a signed, single-use URL; attached to a listing later. */
export const mediaUploads = pgTable(
  'media_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: varchar('user_id', { length: 64 }).notNull(),
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    // Key of the stored original under the media root; set once the upload is processed.
    storageKey: varchar('storage_key', { length: 200 }),
    width: integer('width'),
    height: integer('height'),
    bytes: integer('bytes'),
    /** 64-bit difference hash of the picture (16 hex digits): the same photo reused across listings. */
    perceptualHash: varchar('perceptual_hash', { length: 16 }),
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('media_uploads_user_idx').on(t.userId, t.createdAt),
    index('media_uploads_perceptual_hash_idx')
      .on(t.perceptualHash)
      .where(sql`${t.perceptualHash} IS NOT NULL`),
  ],
);

export const userVerifications = pgTable(
  'user_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: varchar('user_id', { length: 64 }).notNull(),
    verificationType: varchar('verification_type', { length: 20 }).notNull(),
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: varchar('reviewed_by', { length: 100 }),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    cost: integer('cost').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('user_verifications_user_idx').on(t.userId),
    // "Is this address confirmed?" on every post.
    index('user_verifications_email_idx')
      .on(sql`(${t.metadata}->>'email')`, t.status)
      .where(sql`${t.verificationType} = 'email'`),
  ],
);

export const spamDetections = pgTable(
  'spam_detections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: varchar('user_id', { length: 64 }),
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'cascade' }),
    messageId: varchar('message_id', { length: 100 }),
    spamScore: integer('spam_score').notNull(),
    reasons: text('reasons')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    action: varchar('action', { length: 20 }),
    reviewRequired: boolean('review_required').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('spam_detections_listing_idx').on(t.listingId)],
);

export const aiModerations = pgTable(
  'ai_moderations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contentId: varchar('content_id', { length: 100 }).notNull(),
    contentType: varchar('content_type', { length: 30 }).notNull(),
    moderationResult: jsonb('moderation_result').$type<Record<string, unknown>>().notNull(),
    humanReviewRequired: boolean('human_review_required').notNull().default(false),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: varchar('reviewed_by', { length: 100 }),
    finalDecision: varchar('final_decision', { length: 20 }),
    createdAt: createdAt(),
  },
  (t) => [index('ai_moderations_content_idx').on(t.contentType, t.contentId)],
);

export const rateLimits = pgTable(
  'rate_limits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: varchar('user_id', { length: 64 }).notNull(),
    action: varchar('action', { length: 30 }).notNull(),
    timeWindow: varchar('time_window', { length: 10 }).notNull(),
    count: integer('count').notNull().default(0),
    lastReset: timestamp('last_reset', { withTimezone: true }).notNull().defaultNow(),
    isBlocked: boolean('is_blocked').notNull().default(false),
    blockExpiresAt: timestamp('block_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('rate_limits_user_action_window_idx').on(t.userId, t.action, t.timeWindow)],
);

export const geolocations = pgTable('geolocations', {
  ip: varchar('ip', { length: 45 }).primaryKey(),
  country: varchar('country', { length: 100 }).notNull(),
  region: varchar('region', { length: 100 }),
  city: varchar('city', { length: 100 }),
  latitude: numeric('latitude', { precision: 10, scale: 8 }),
  longitude: numeric('longitude', { precision: 11, scale: 8 }),
  timezone: varchar('timezone', { length: 64 }),
  vpnDetected: boolean('vpn_detected').notNull().default(false),
  proxyDetected: boolean('proxy_detected').notNull().default(false),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------------------
// Reference data. The source of truth is versioned TypeScript under src/domain;
// these tables are loaded from it at startup so SQL (joins, reports) can use it.
// ---------------------------------------------------------------------------

export const cities = pgTable(
  'cities',
  {
    id: varchar('id', { length: 100 }).primaryKey(), // the URL segment, e.g. "newyork"
    name: varchar('name', { length: 100 }).notNull(),
    country: varchar('country', { length: 100 }).notNull(),
    countryCode: varchar('country_code', { length: 2 }).notNull(),
    pathCountry: varchar('path_country', { length: 10 }).notNull(),
    language: varchar('language', { length: 50 }).notNull(),
    languageCode: varchar('language_code', { length: 10 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    currencySymbol: varchar('currency_symbol', { length: 10 }).notNull(),
    timezone: varchar('timezone', { length: 64 }).notNull(),
    subdomain: varchar('subdomain', { length: 100 }).notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    adsenseAllowed: boolean('adsense_allowed').notNull().default(true),
    population: integer('population').notNull(),
    marketPriority: integer('market_priority').notNull(),
  },
  (t) => [uniqueIndex('cities_path_idx').on(t.pathCountry, t.subdomain)],
);

export const localisedCities = pgTable('localised_cities', {
  cityId: varchar('city_id', { length: 100 })
    .primaryKey()
    .references(() => cities.id, { onDelete: 'cascade' }),
  nativeName: varchar('native_name', { length: 100 }).notNull(),
  countryNative: varchar('country_native', { length: 100 }).notNull(),
  urlSlug: varchar('url_slug', { length: 100 }).notNull(),
  countrySlug: varchar('country_slug', { length: 100 }).notNull(),
  searchTerms: text('search_terms').array().notNull(),
});

export const categories = pgTable('categories', {
  slug: varchar('slug', { length: 50 }).primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  position: integer('position').notNull(),
});

export const subcategories = pgTable(
  'subcategories',
  {
    categorySlug: varchar('category_slug', { length: 50 })
      .notNull()
      .references(() => categories.slug, { onDelete: 'cascade' }),
    slug: varchar('slug', { length: 50 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.categorySlug, t.slug] })],
);

export const states = pgTable('states', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: varchar('name', { length: 100 }).notNull(),
  country: varchar('country', { length: 100 }).notNull(),
  countryCode: varchar('country_code', { length: 3 }).notNull(),
  abbreviation: varchar('abbreviation', { length: 10 }),
  timezone: varchar('timezone', { length: 64 }),
  currency: varchar('currency', { length: 3 }).notNull().default('AUD'),
  currencySymbol: varchar('currency_symbol', { length: 10 }).notNull().default('$'),
  languageCode: varchar('language_code', { length: 10 }).notNull().default('en'),
  urlSlug: varchar('url_slug', { length: 100 }).notNull().unique(),
  createdAt: createdAt(),
});

export const regions = pgTable(
  'regions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    stateId: uuid('state_id')
      .notNull()
      .references(() => states.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    description: text('description'),
    urlSlug: varchar('url_slug', { length: 100 }).notNull(),
  },
  (t) => [uniqueIndex('regions_slug_idx').on(t.stateId, t.urlSlug)],
);

export const hubs = pgTable(
  'hubs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    regionId: uuid('region_id')
      .notNull()
      .references(() => regions.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    type: varchar('type', { length: 20 }).notNull().default('city'),
    population: integer('population'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    urlSlug: varchar('url_slug', { length: 100 }).notNull(),
    isMainHub: boolean('is_main_hub').notNull().default(false),
  },
  (t) => [uniqueIndex('hubs_slug_idx').on(t.regionId, t.urlSlug)],
);

export const suburbs = pgTable(
  'suburbs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hubId: uuid('hub_id')
      .notNull()
      .references(() => hubs.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    postcode: varchar('postcode', { length: 10 }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    urlSlug: varchar('url_slug', { length: 100 }).notNull(),
    population: integer('population'),
  },
  (t) => [uniqueIndex('suburbs_slug_idx').on(t.hubId, t.urlSlug)],
);

/**
 * Words of listing titles with how often they occur, kept by a trigger on listings.
 * It corrects typos ("iphnoe" → "iphone") against words that really exist, estimates how
 * rare a search term is (to pick a query plan), and feeds keyword suggestions.
 */
export const searchVocabulary = pgTable(
  'search_vocabulary',
  {
    word: varchar('word', { length: 100 }).primaryKey(),
    frequency: integer('frequency').notNull().default(0),
  },
  (t) => [
    index('search_vocabulary_trgm_idx').using('gist', sql`${t.word} gist_trgm_ops`),
    index('search_vocabulary_prefix_idx').on(sql`${t.word} text_pattern_ops`),
  ],
);

/**
 * Searches people ran, anonymised: only the normalised text, the city and the day, with
 * a count. No visitor id is kept. Trending searches are read from here.
 */
export const searchLog = pgTable(
  'search_log',
  {
    city: varchar('city', { length: 100 }).notNull(),
    query: varchar('query', { length: 100 }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.city, t.day, t.query] })],
);

/** Small key/value facts about the database itself (e.g. the reference-data version loaded). */
export const appMeta = pgTable('app_meta', {
  key: varchar('key', { length: 100 }).primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});

/**
 * One row whose `version` goes up with every statement that changes which listings are
 * public or what they would be counted under (a trigger on `listings`, migration 0011).
 * Cached counts carry the version they were computed at (domain/listings/listings-cache.ts).
 */
export const listingChanges = pgTable('listing_changes', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * Signed-in reviewers of the moderation queue. The cookie carries a random session id;
 * only its SHA-256 is stored, so a copy of this table opens no session. Signing out
 * deletes the row, which ends the session for every copy of the cookie; so does a
 * changed ADMIN_TOKEN (the fingerprint no longer matches) or passing `expires_at`.
 */
export const reviewerSessions = pgTable(
  'reviewer_sessions',
  {
    idHash: varchar('id_hash', { length: 64 }).primaryKey(),
    reviewerName: varchar('reviewer_name', { length: 100 }).notNull(),
    /** A keyed fingerprint of the ADMIN_TOKEN signed in with. */
    tokenFingerprint: varchar('token_fingerprint', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('reviewer_sessions_expires_idx').on(t.expiresAt)],
);

/**
 * Conversations between a buyer and a seller about one listing (ADR 012). Neither sees
 * the other's address: each talks through the thread page or a relay reply address.
 * The listing's title, price and first photo are copied in, so a thread stays readable
 * (with its card) after the ad is deleted.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    listingTitle: varchar('listing_title', { length: 100 }).notNull(),
    listingPrice: numeric('listing_price', { precision: 10, scale: 2 }),
    listingPriceUnit: varchar('listing_price_unit', { length: 10 }),
    listingCurrency: varchar('listing_currency', { length: 3 }).notNull(),
    listingImage: text('listing_image'),
    /** The listing page's path (with its city), for the thread's card. */
    listingPath: varchar('listing_path', { length: 300 }),
    /** open, sold (to this buyer), closed (sold to another buyer) or blocked (by the seller). */
    status: varchar('status', { length: 20 }).notNull().default('open'),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    reportedBy: varchar('reported_by', { length: 10 }),
    reportReason: varchar('report_reason', { length: 500 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    // The management page lists an ad's conversations, newest first.
    index('conversations_listing_idx').on(t.listingId, t.lastMessageAt),
    index('conversations_reported_idx')
      .on(t.reportedAt)
      .where(sql`${t.reportedAt} IS NOT NULL`),
    // Retention: threads quiet for longer than the privacy page says are deleted.
    index('conversations_last_message_idx').on(t.lastMessageAt),
  ],
);

/** The two people of a conversation: their address (never shown to the other), name and reading state. */
export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** buyer or seller. */
    role: varchar('role', { length: 10 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    name: varchar('name', { length: 60 }),
    /** The language mails and the thread page use for this person. */
    language: varchar('language', { length: 5 }).notNull().default('en'),
    /** This person's IANA time zone for the times in their mails; null: the listing's city's zone, then UTC. */
    timeZone: varchar('time_zone', { length: 64 }),
    /** The buyer's anonymous visitor id (their browser); null for the seller. */
    visitorId: varchar('visitor_id', { length: 64 }),
    lastReadAt: timestamp('last_read_at', { withTimezone: true, precision: 3 }),
    /** Messages to this person up to this moment have been mailed (digests pick up the rest). */
    notifiedUpTo: timestamp('notified_up_to', { withTimezone: true, precision: 3 }),
    lastMailedAt: timestamp('last_mailed_at', { withTimezone: true, precision: 3 }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('conversation_participants_role_idx').on(t.conversationId, t.role), index('conversation_participants_email_idx').on(t.email)],
);

/**
 * Secret links and reply addresses of a participant: every mail carries a fresh link
 * (only its SHA-256 is kept, so an earlier mail's link cannot be mailed again), and
 * each participant has one reply address. Looked up by hash.
 */
export const conversationTokens = pgTable(
  'conversation_tokens',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    participantId: uuid('participant_id')
      .notNull()
      .references(() => conversationParticipants.id, { onDelete: 'cascade' }),
    /** link (the thread page) or reply (the relay address reply+{token}@MAIL_DOMAIN). */
    kind: varchar('kind', { length: 10 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('conversation_tokens_participant_idx').on(t.participantId)],
);

/** Messages, as written (text only, at most 2,000 characters), with their delivery state. */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** buyer, seller, or system (an event such as "sold to you", named by `event`). */
    authorRole: varchar('author_role', { length: 10 }).notNull(),
    body: varchar('body', { length: 2000 }).notNull(),
    event: varchar('event', { length: 30 }),
    /** web, email or system. */
    via: varchar('via', { length: 10 }).notNull(),
    /** awaiting_confirmation, delivered, held (for moderators) or refused. */
    state: varchar('state', { length: 25 }).notNull(),
    /** Warning codes shown to the recipient beside a delivered message. */
    warnings: text('warnings')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Normalised text's hash: the same message copied to many sellers. */
    fingerprint: varchar('fingerprint', { length: 64 }),
    senderEmail: varchar('sender_email', { length: 254 }),
    senderVisitorId: varchar('sender_visitor_id', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.createdAt, t.id),
    index('messages_held_idx')
      .on(t.createdAt)
      .where(sql`${t.state} = 'held'`),
    index('messages_fingerprint_idx').on(t.fingerprint, t.createdAt),
    index('messages_sender_idx').on(t.senderEmail, t.createdAt),
    index('messages_sender_visitor_idx').on(t.senderVisitorId, t.createdAt),
  ],
);

/** How each message was screened (ADR 005's scorer, tuned for messages) and what a moderator decided. */
export const messageScreenings = pgTable('message_screenings', {
  messageId: uuid('message_id')
    .primaryKey()
    .references(() => messages.id, { onDelete: 'cascade' }),
  score: integer('score').notNull(),
  /** deliver, warn, hold or refuse. */
  action: varchar('action', { length: 10 }).notNull(),
  reasons: jsonb('reasons').$type<{ code: string; strength: number; reason: string }[]>().notNull(),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  reviewedBy: varchar('reviewed_by', { length: 100 }),
  /** deliver or refuse, once a moderator decided a held message. */
  decision: varchar('decision', { length: 10 }),
  createdAt: createdAt(),
});

/**
 * "My ads" sign-in links: mailed to a contact address, valid 30 minutes, used once. Only
 * the token's SHA-256 is stored, so a copy of this table signs nobody in.
 */
export const myAdsLinks = pgTable(
  'my_ads_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: varchar('email', { length: 254 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('my_ads_links_expires_idx').on(t.expiresAt)],
);

/**
 * Signed-in "my ads" sessions (like reviewer_sessions): the cookie carries a random id,
 * the table its SHA-256 and the contact address it stands for. Signing out deletes the row.
 */
export const myAdsSessions = pgTable(
  'my_ads_sessions',
  {
    idHash: varchar('id_hash', { length: 64 }).primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('my_ads_sessions_expires_idx').on(t.expiresAt)],
);

/**
 * Views of a listing's page: one row per visitor, listing and day (UTC), so reloading
 * counts once. The seller's own visits and crawlers are never recorded.
 */
export const listingViews = pgTable(
  'listing_views',
  {
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    visitorId: varchar('visitor_id', { length: 64 }).notNull(),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.visitorId, t.day] })],
);

/** Visitors who saved a listing (the browser keeps the list; it tells the server each change). */
export const listingFavourites = pgTable(
  'listing_favourites',
  {
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    visitorId: varchar('visitor_id', { length: 64 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.visitorId] })],
);

/**
 * Expiry reminders sent: one per listing and expiry date, so a rerun sends nothing twice
 * and a renewed ad is reminded again before its new date. The mail's one-click renew link
 * carries a token of which only the SHA-256 is kept here.
 */
export const expiryReminders = pgTable(
  'expiry_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('expiry_reminders_listing_expiry_idx').on(t.listingId, t.expiresAt)],
);

/**
 * Saved searches with mailed alerts (#14). A search is the results page's filters, kept
 * as columns so new listings are matched in bulk: candidates by (city, category) through
 * the partial index, the rest of the filters and the words in the same statement.
 * Tokens are never stored: the confirmation link's SHA-256, and the unsubscribe token's
 * (the token is derived from the id with the server's secret, so every mail can carry it).
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: varchar('email', { length: 254 }).notNull(),
    /** The language the alert mails are written in (en, de, es, fr, it, ja). */
    language: varchar('language', { length: 5 }).notNull().default('en'),
    /** instant (at most one mail per 15 minutes) or daily (a digest). */
    frequency: varchar('frequency', { length: 10 }).notNull(),
    /** pending (until the mailed link is confirmed), active or unsubscribed. */
    status: varchar('status', { length: 15 }).notNull().default('pending'),
    city: varchar('city', { length: 100 }),
    category: varchar('category', { length: 50 }),
    subcategory: varchar('subcategory', { length: 50 }),
    /** The words as typed, and the tsquery text built from them once (search/plan-search.ts). */
    query: varchar('query', { length: 200 }),
    queryTsquery: tsquery('query_tsquery'),
    priceMin: numeric('price_min', { precision: 10, scale: 2 }),
    priceMax: numeric('price_max', { precision: 10, scale: 2 }),
    conditions: text('conditions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    neighborhood: varchar('neighborhood', { length: 100 }),
    countryCode: varchar('country_code', { length: 2 }),
    region: varchar('region', { length: 100 }),
    verifiedOnly: boolean('verified_only').notNull().default(false),
    deliveryOnly: boolean('delivery_only').notNull().default(false),
    /** Filters on the category's facts as the results URL had them (domain/attributes/attribute-filters.ts). */
    attributeFilters: jsonb('attribute_filters')
      .$type<Record<string, string | number | boolean>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The same filters in stored units (AttributeMatch), what matching reads. */
    attributeMatch: jsonb('attribute_match')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The city's timezone: the daily digest goes out in the morning there. */
    timezone: varchar('timezone', { length: 64 }).notNull().default('UTC'),
    /** The zone of the page the search was saved on, for times written in its mails; null: `timezone`. */
    timeZone: varchar('time_zone', { length: 64 }),
    confirmTokenHash: varchar('confirm_token_hash', { length: 64 }),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    unsubscribeTokenHash: varchar('unsubscribe_token_hash', { length: 64 }).notNull(),
    visitorId: varchar('visitor_id', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, precision: 3 }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true, precision: 3 }),
    lastMatchedAt: timestamp('last_matched_at', { withTimezone: true, precision: 3 }),
    lastMailedAt: timestamp('last_mailed_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    // Matching: the active searches of a new listing's city and category (null = any).
    index('saved_searches_active_city_category_idx')
      .on(t.city, t.category)
      .where(sql`${t.status} = 'active'`),
    uniqueIndex('saved_searches_unsubscribe_idx').on(t.unsubscribeTokenHash),
    index('saved_searches_email_idx').on(t.email),
  ],
);

/** One row per address with alerts: the hash of its manage link's token (derived like the unsubscribe token). */
export const alertAddresses = pgTable('alert_addresses', {
  email: varchar('email', { length: 254 }).primaryKey(),
  manageTokenHash: varchar('manage_token_hash', { length: 64 }).notNull().unique('alert_addresses_manage_token_idx'),
  createdAt: createdAt(),
});

/** Listings found for a saved search, and when each was mailed: a listing is never sent twice. */
export const alertMatches = pgTable(
  'alert_matches',
  {
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    matchedAt: timestamp('matched_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    mailedAt: timestamp('mailed_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.listingId] }),
    index('alert_matches_unmailed_idx')
      .on(t.savedSearchId)
      .where(sql`${t.mailedAt} IS NULL`),
    index('alert_matches_listing_idx').on(t.listingId),
  ],
);

/**
 * Listings that became public and wait to be matched, filled by a trigger on `listings`
 * (migration saved_searches) and emptied by the `alerts-match` sweep: a row is taken
 * and deleted in the transaction that records its matches, so none is skipped or
 * matched twice, whichever process or statement made the listing public.
 */
export const alertListingInbox = pgTable('alert_listing_inbox', {
  listingId: uuid('listing_id').primaryKey(),
  queuedAt: timestamp('queued_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});

export type ListingRow = typeof listings.$inferSelect;
export type NewListingRow = typeof listings.$inferInsert;
export type SavedSearchRow = typeof savedSearches.$inferSelect;
