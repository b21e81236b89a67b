/**
 * "My ads": sign-in links and sessions, a listing's views and saves, and expiry
 * reminders (domain/my-ads).
 */
import { date, index, pgTable, primaryKey, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { listings } from './listings';

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
