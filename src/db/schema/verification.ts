/** Verified sellers: confirmed contact addresses (domain/verification). */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

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
