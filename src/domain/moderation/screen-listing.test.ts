/**
 * The demo marketplace, screened as the product screens a new listing — with the
 * context from the database (near-duplicates, market prices, posting velocity) — must
 * pass: a false-positive check on hundreds of ordinary ads in every category and city.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoListing } from '../../demo/listing-factory';
import { createRng } from '../../demo/random';
import { listings, type ListingRow } from '../../db/schema';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import { findCity } from '../geo/find-city';
import { CATEGORY_SLUGS } from '../taxonomy/categories';
import { scoreListing } from './score-listing';
import { screeningContextOf } from './screen-listing';

const CITIES = ['newyork', 'london', 'toronto', 'melbourne', 'sydney', 'berlin', 'paris', 'tokyo', 'madrid', 'losangeles'];
const PER_CITY_AND_CATEGORY = 5;

let database: TestDatabase;
let rows: ListingRow[];

beforeAll(async () => {
  database = await openTestDatabase();
  const rng = createRng(7);
  const now = new Date();
  const values = CITIES.flatMap((subdomain) =>
    CATEGORY_SLUGS.flatMap((category) =>
      Array.from({ length: PER_CITY_AND_CATEGORY }, () => buildDemoListing(rng, { city: findCity(subdomain)!, now, category })),
    ),
  );
  rows = await database.db.insert(listings).values(values).returning();
});
afterAll(async () => {
  await database?.close();
});

describe('screening the demo marketplace with its database context', () => {
  it('approves every demo listing, although templated texts count as near-duplicates', async () => {
    const held: string[] = [];
    let withDuplicates = 0;
    for (const row of rows) {
      const context = await screeningContextOf(database.db, row);
      if ((context.duplicates?.count ?? 0) > 0) withDuplicates += 1;
      const result = scoreListing(row, context);
      if (result.action !== 'approve') held.push(`${result.spamScore} ${row.title}: ${result.reasons.map((r) => r.code).join(', ')}`);
    }
    expect(rows.length).toBe(CITIES.length * CATEGORY_SLUGS.length * PER_CITY_AND_CATEGORY);
    // The context is really there: demo ads are written from templates, so many have copies.
    expect(withDuplicates).toBeGreaterThan(rows.length / 4);
    expect(held).toEqual([]);
  }, 120_000);
});
