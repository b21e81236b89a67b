/** Uploaded images (domain/media). */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { listings } from './listings';

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
