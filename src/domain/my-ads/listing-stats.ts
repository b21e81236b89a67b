/**
 * What a seller sees of their ad's reach, counted honestly: views are page loads by
 * people other than the seller and not by crawlers, once per visitor, listing and day
 * (UTC), told by the browser once the page is shown (a page a cache served counts as
 * well); favourites are the visitors whose browser says they saved the ad. Recording a
 * view is one insert that does nothing on a repeat.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listingFavourites, listingViews, listings } from '../../db/schema';
import { notFound } from '../shared/errors';
import { isUuid } from '../shared/ids';
import { rowsOf } from '../../db/rows';
import { getListingForVisitor } from '../listings/get-listing-for-visitor';
import type { ListingManager } from '../listings/listing-access';

/** The UTC day of `now`, as PostgreSQL's date text. */
function dayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Records one view; the caller has already left out the seller and crawlers. */
export async function recordListingView(db: Db, options: { listingId: string; visitorId: string; now?: Date }): Promise<void> {
  await db
    .insert(listingViews)
    .values({ listingId: options.listingId, visitorId: options.visitorId, day: dayOf(options.now ?? new Date()) })
    .onConflictDoNothing();
}

/**
 * A view the browser told of: counted for a public listing seen by someone other than its
 * seller (`manager`: the viewer, as the ownership rule knows them); an unknown or held
 * listing is 404, as its page is to strangers. `viewerId` tells viewers apart.
 */
export async function countListingView(db: Db, options: { listingId: string; viewerId: string; manager: ListingManager; now?: Date }): Promise<void> {
  if (!isUuid(options.listingId)) throw notFound('errors.listing.notFound');
  const { listing, heldStatus, managedByVisitor } = await getListingForVisitor(db, { id: options.listingId, manager: options.manager });
  if (heldStatus || managedByVisitor) return;
  await recordListingView(db, { listingId: listing.id, visitorId: options.viewerId, now: options.now });
}

/** Saves or unsaves a listing for a visitor; an unknown listing is 404. Saving twice keeps one row. */
export async function setListingFavourite(db: Db, options: { listingId: string; visitorId: string; saved: boolean }): Promise<void> {
  if (!isUuid(options.listingId)) throw notFound('errors.listing.notFound');
  if (!options.saved) {
    // Unsaving works for a deleted listing too (its rows went with it): nothing to find first.
    await db.delete(listingFavourites).where(and(eq(listingFavourites.listingId, options.listingId), eq(listingFavourites.visitorId, options.visitorId)));
    return;
  }
  const [row] = await db.select({ id: listings.id }).from(listings).where(eq(listings.id, options.listingId)).limit(1);
  if (!row) throw notFound('errors.listing.notFound');
  await db.insert(listingFavourites).values({ listingId: row.id, visitorId: options.visitorId }).onConflictDoNothing();
}

export interface ListingCounts {
  views: number;
  favourites: number;
  /** Conversations the seller can see: with at least one delivered message from the buyer. */
  conversations: number;
}

/** The counts of several listings at once (one query each, grouped), for the "My ads" page. */
export async function countsOf(db: Db, listingIds: readonly string[]): Promise<Map<string, ListingCounts>> {
  const counts = new Map<string, ListingCounts>(listingIds.map((id) => [id, { views: 0, favourites: 0, conversations: 0 }]));
  if (listingIds.length === 0) return counts;
  const ids = sql.join(
    listingIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = await db.execute(sql`
    SELECT l.id AS "id",
      (SELECT count(*)::int FROM listing_views v WHERE v.listing_id = l.id) AS "views",
      (SELECT count(*)::int FROM listing_favourites f WHERE f.listing_id = l.id) AS "favourites",
      (SELECT count(*)::int FROM conversations c WHERE c.listing_id = l.id AND EXISTS (
        SELECT 1 FROM messages m WHERE m.conversation_id = c.id AND m.author_role = 'buyer' AND m.state = 'delivered')) AS "conversations"
    FROM listings l WHERE l.id IN (${ids})`);
  for (const row of rowsOf<{ id: string; views: number; favourites: number; conversations: number }>(rows)) {
    counts.set(row.id, { views: Number(row.views), favourites: Number(row.favourites), conversations: Number(row.conversations) });
  }
  return counts;
}
