/**
 * Matching listings that became public against saved searches, in bulk. A trigger on
 * `listings` puts every listing that becomes public into `alert_listing_inbox`; the sweep
 * takes a batch from it (and deletes it, in the same transaction that records the
 * matches, so a crash leaves it for the next sweep and two processes never take the
 * same rows) and finds every active saved search it matches in one statement:
 *
 * - candidates through the partial (city, category) index: a search names the listing's
 *   city and category, or one of them, or neither (a null is "any") — four index
 *   lookups per listing, never a scan of all searches;
 * - the remaining filters and the words (the listing's search_vector @@ the search's
 *   stored tsquery) on those candidates only, in the same statement.
 *
 * A (search, listing) pair is recorded once (`alert_matches`' key), so a listing held
 * and approved again is never found, or mailed, twice.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { listings } from '../../db/schema';
import { SAVED_SEARCH_ATTRIBUTE_MATCH } from '../attributes/attribute-conditions';
import { isPublicListing } from '../listings/listing-visibility';

export interface MatchResult {
  /** Listings taken from the inbox. */
  listings: number;
  /** New (search, listing) matches recorded. */
  matches: number;
  /** Saved searches that got new matches. */
  searchIds: string[];
}

/** Every filter but city and category, for a search `s` and a listing `f`. */
const REMAINING_FILTERS = sql.raw(`
  (s.subcategory IS NULL OR s.subcategory = f.subcategory)
  AND (s.price_min IS NULL OR f.price >= s.price_min)
  AND (s.price_max IS NULL OR f.price <= s.price_max)
  AND (cardinality(s.conditions) = 0 OR f.condition = ANY (s.conditions))
  AND (s.neighborhood IS NULL OR lower(f.neighborhood) = s.neighborhood)
  AND (s.country_code IS NULL OR f.country_code = s.country_code)
  AND (s.region IS NULL OR f.region = s.region)
  AND (NOT s.verified_only OR f.is_verified_user)
  AND (NOT s.delivery_only OR f.delivery_available)
  AND (s.query_tsquery IS NULL OR f.search_vector @@ s.query_tsquery)
  AND ${SAVED_SEARCH_ATTRIBUTE_MATCH}`);

/** How a candidate search is found by city and category: equal, or null ("any"). */
const CANDIDATE_ARMS = [
  'AND s.city = f.city AND s.category = f.category',
  'AND s.city = f.city AND s.category IS NULL',
  'AND s.city IS NULL AND s.category = f.category',
  'AND s.city IS NULL AND s.category IS NULL',
];

export async function matchNewListings(
  db: Db,
  { now = new Date(), batchSize = 1000, maxBatches = 50 }: { now?: Date; batchSize?: number; maxBatches?: number } = {},
): Promise<MatchResult> {
  const result: MatchResult = { listings: 0, matches: 0, searchIds: [] };
  const searchIds = new Set<string>();
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const taken = await db.transaction(async (tx) => {
      const ids = rowsOf<{ listing_id: string }>(
        await tx.execute(sql`
          DELETE FROM alert_listing_inbox WHERE listing_id IN (
            SELECT listing_id FROM alert_listing_inbox ORDER BY queued_at LIMIT ${batchSize} FOR UPDATE SKIP LOCKED
          ) RETURNING listing_id`),
      ).map((r) => r.listing_id);
      if (ids.length === 0) return 0;
      // Only public listings are matched: the one rule of listing-visibility.ts; a sold ad is no news.
      const fresh = (
        await tx
          .select({ id: listings.id })
          .from(listings)
          .where(and(inArray(listings.id, ids), isPublicListing(now), eq(listings.status, 'active')))
      ).map((r) => r.id);
      if (fresh.length === 0) return ids.length;
      const freshList = sql.join(
        fresh.map((id) => sql`${id}::uuid`),
        sql`, `,
      );
      const arms: SQL[] = CANDIDATE_ARMS.map(
        (arm) => sql`SELECT s.id AS saved_search_id, f.id AS listing_id
          FROM fresh f JOIN saved_searches s ON s.status = 'active' ${sql.raw(arm)}
          WHERE ${REMAINING_FILTERS}`,
      );
      const inserted = rowsOf<{ saved_search_id: string }>(
        await tx.execute(sql`
          WITH fresh AS MATERIALIZED (SELECT * FROM listings WHERE id IN (${freshList})),
          found AS (${sql.join(arms, sql` UNION ALL `)})
          INSERT INTO alert_matches (saved_search_id, listing_id, matched_at)
          SELECT saved_search_id, listing_id, ${now.toISOString()}::timestamptz FROM found
          ON CONFLICT DO NOTHING
          RETURNING saved_search_id`),
      );
      result.matches += inserted.length;
      const matched = [...new Set(inserted.map((r) => r.saved_search_id))];
      if (matched.length > 0) {
        await tx.execute(
          sql`UPDATE saved_searches SET last_matched_at = ${now.toISOString()}::timestamptz WHERE id IN (${sql.join(
            matched.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
        );
      }
      for (const id of matched) searchIds.add(id);
      return ids.length;
    });
    result.listings += taken;
    if (taken < batchSize) break;
  }
  result.searchIds = [...searchIds];
  return result;
}
