/**
 * The listings table and the version its cached counts are kept under.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, numeric, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { tsvector, updatedAt } from './columns';

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

/**
 * One row whose `version` goes up with every statement that changes which listings are
 * public or what they would be counted under (a trigger on `listings`, migration 0011).
 * Cached counts carry the version they were computed at (domain/listings/listings-cache.ts).
 */
export const listingChanges = pgTable('listing_changes', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

export type ListingRow = typeof listings.$inferSelect;
export type NewListingRow = typeof listings.$inferInsert;
