/**
 * Moderation: visitors' reports, the screening of each listing, and the sessions of the
 * reviewers who work the queue.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { listings } from './listings';

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
