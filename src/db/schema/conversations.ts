/** Buyer–seller conversations and their messages (domain/conversations, ADR 012). */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { listings } from './listings';

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
