/**
 * Generated listings for the benchmarks (`npm run bench`, `npm run bench:cluster`).
 *
 * Up to GENERATED_LISTINGS are written by the listing factory, one ad at a time. A larger
 * fill copies those in SQL (new ids, new dates), because writing a million ads through
 * the factory and Drizzle took about an hour on this machine, and a benchmark's speed
 * figures do not depend on whether two ads share a text: the factory writes from small
 * template pools anyway, so its own ads repeat texts as often.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import { listings, type NewListingRow } from '../db/schema';
import { CITIES, type City } from '../domain/geo/cities';
import { DAY_MS } from '../domain/shared/time';
import { markAttributesBackfilled } from '../domain/attributes/backfill-attributes';
import { buildDemoListing } from './listing-factory';
import { pick, type Rng } from './random';

/** How many listings the factory writes before the rest are copies of them. */
export const GENERATED_LISTINGS = 100_000;

export interface BenchFillOptions {
  total: number;
  rng: Rng;
  now: Date;
  /** Listings' dates are spread evenly over this many days before `now`. */
  spreadDays: number;
  /** Changes each generated batch before it is written (the first batch is batch 0). */
  adjustBatch?: (batch: NewListingRow[], batchIndex: number) => void;
  /** Called after each 100,000 listings. */
  onProgress?: (inserted: number) => void;
  /** How many the factory writes (GENERATED_LISTINGS); the rest are copies. */
  generated?: number;
  /** Rows whose title contains this are never copied (a word meant to stay rare). */
  neverCopyTitlesWith?: string;
}

const BATCH = 1000;
const COPY_BATCH = 100_000;

/** Fills the listings table; returns the ids of the first generated batch, in order. */
export async function fillBenchListings(database: Database, options: BenchFillOptions): Promise<string[]> {
  const { db } = database;
  const bigCities: City[] = CITIES.filter((c) => c.marketPriority === 1);
  const generated = Math.min(options.total, options.generated ?? GENERATED_LISTINGS);
  let firstIds: string[] = [];
  for (let inserted = 0, batchIndex = 0; inserted < generated; batchIndex += 1) {
    const batch: NewListingRow[] = [];
    for (let i = 0; i < Math.min(BATCH, generated - inserted); i += 1) {
      const row = buildDemoListing(options.rng, { city: pick(options.rng, options.rng() < 0.7 ? bigCities : CITIES), now: options.now });
      row.createdAt = new Date(options.now.getTime() - Math.floor(options.rng() * options.spreadDays * DAY_MS));
      row.expiresAt = null;
      // Judged already, as posting judges an ad: otherwise the price-verdicts job would
      // analyse every generated listing (100–700 ms each at a million) while the app is
      // measured. No badge: a card's cost does not depend on it, and no verdict is made up.
      row.priceStatus = 'insufficient_data';
      row.priceConfidence = 0;
      batch.push(row);
    }
    options.adjustBatch?.(batch, batchIndex);
    const ids = await db.insert(listings).values(batch).returning({ id: listings.id });
    if (batchIndex === 0) firstIds = ids.map((r) => r.id);
    inserted += batch.length;
    if (inserted % COPY_BATCH === 0) options.onProgress?.(inserted);
  }

  if (generated >= options.total) return settled(database, firstIds);

  // Every column a copy can take as it is; the id, the date and generated columns are
  // written anew.
  const columns = rowsOf<{ name: string }>(
    await db.execute(sql`SELECT column_name AS name FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = 'listings' AND is_generated = 'NEVER'
      ORDER BY ordinal_position`),
  ).map((r) => r.name);
  const copied = columns.map((name) =>
    name === 'id' ? 'gen_random_uuid()' : name === 'created_at' ? `$1::timestamptz - random() * $2::int * interval '1 day'` : `"${name}"`,
  );
  const excluded = options.neverCopyTitlesWith ? `WHERE title NOT LIKE '%' || $4 || '%'` : '';
  // The title-word trigger (migration 0003) counts words row by row into a few hot rows;
  // for the copies they are counted afterwards in one statement, to the same result.
  await database.runRaw('ALTER TABLE listings DISABLE TRIGGER listings_count_title_words', []);
  try {
    for (let inserted = generated; inserted < options.total;) {
      const count = Math.min(COPY_BATCH, inserted, options.total - inserted);
      const params: unknown[] = [options.now.toISOString(), options.spreadDays, count];
      if (options.neverCopyTitlesWith) params.push(options.neverCopyTitlesWith);
      // Each copy's source is drawn at random, so every template is copied alike.
      await database.runRaw(
        `INSERT INTO listings (${columns.map((c) => `"${c}"`).join(', ')})
         SELECT ${copied.join(', ')} FROM listings ${excluded} ORDER BY random() LIMIT $3`,
        params,
      );
      // Rows never copied can leave a batch short: count what is there.
      inserted = Number(rowsOf<{ n: number | string }>(await db.execute(sql`SELECT count(*) AS n FROM listings`))[0]!.n);
      options.onProgress?.(inserted);
    }
  } finally {
    await database.runRaw('ALTER TABLE listings ENABLE TRIGGER listings_count_title_words', []);
  }
  await database.runRaw(
    `INSERT INTO search_vocabulary AS v (word, frequency)
       SELECT w, count(*)
       FROM listings, unnest(tsvector_to_array(to_tsvector('simple', cityboard_unaccent(title)))) AS w
       WHERE char_length(w) BETWEEN 2 AND 100
       GROUP BY w
     ON CONFLICT (word) DO UPDATE SET frequency = excluded.frequency`,
    [],
  );
  return settled(database, firstIds);
}

/**
 * Measurements start from a database at rest: generated listings are news to no saved
 * search (the insert trigger queued them all for the alert sweep, which would otherwise
 * run through a million of them while the app is measured), they were written with
 * their attributes and a price verdict (so neither the attributes backfill nor the
 * price-verdicts job has anything to walk), and the table is
 * vacuumed and analysed as autovacuum would do it (minutes of work at a million listings).
 */
async function settled(database: Database, firstIds: string[]): Promise<string[]> {
  await database.runRaw('DELETE FROM alert_listing_inbox', []);
  await markAttributesBackfilled(database.db);
  await database.runRaw('VACUUM (ANALYZE) listings', []);
  return firstIds;
}
