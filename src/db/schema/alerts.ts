/** Saved searches and their mailed alerts (domain/alerts, #14). */
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { tsquery, createdAt } from './columns';
import { listings } from './listings';

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

export type SavedSearchRow = typeof savedSearches.$inferSelect;
