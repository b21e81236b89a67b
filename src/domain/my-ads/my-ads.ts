/**
 * The "My ads" page: every listing with one contact address, with its state and counts.
 * A session for that address is also a manager of those listings (listing-access.ts).
 */
import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listings } from '../../db/schema';
import { heldStatusOf, isExpired } from '../listings/listing-visibility';
import { normalizeEmail } from '../verification/email-verification';
import { endWordFor, type EndWord } from '../taxonomy/end-word';
import { countsOf } from './listing-stats';

/** One state per ad, in the order that matters to the seller: sold ends it, expiry hides it, review holds it. */
export type MyAdState = 'live' | 'held' | 'sold' | 'expired';

export interface MyAd {
  id: string;
  title: string;
  city: string | null;
  countryCode: string | null;
  state: MyAdState;
  /** How the ad ends (sold, let, filled, taken): the words of its "sold" state and button. */
  endWord: EndWord;
  expiresAt: string | null;
  views: number;
  favourites: number;
  conversations: number;
}

/** Enough for any private seller; a dealer with more sees the newest. */
const MAX_ADS = 200;

export function myAdStateOf(row: { status: string; moderationStatus: string; expiresAt: Date | null }, now: Date): MyAdState {
  if (row.status === 'sold') return 'sold';
  if (isExpired(row, now)) return 'expired';
  return heldStatusOf(row) ? 'held' : 'live';
}

export async function listMyAds(db: Db, options: { email: string; now?: Date }): Promise<MyAd[]> {
  const now = options.now ?? new Date();
  const rows = await db
    .select({
      id: listings.id,
      title: listings.title,
      city: listings.city,
      countryCode: listings.countryCode,
      category: listings.category,
      subcategory: listings.subcategory,
      status: listings.status,
      moderationStatus: listings.moderationStatus,
      expiresAt: listings.expiresAt,
    })
    .from(listings)
    .where(sql`lower(${listings.contactEmail}) = ${normalizeEmail(options.email)}`)
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(MAX_ADS);
  const counts = await countsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    city: row.city,
    countryCode: row.countryCode,
    state: myAdStateOf(row, now),
    endWord: endWordFor(row.category, row.subcategory),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    ...(counts.get(row.id) ?? { views: 0, favourites: 0, conversations: 0 }),
  }));
}
