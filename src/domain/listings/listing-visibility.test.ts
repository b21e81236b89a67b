import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildListingInput } from '../../demo/listing-factory';
import { listings } from '../../db/schema';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import { MODERATION_STATUSES } from '../moderation/moderation-status';
import { createListing } from './create-listing';
import { listingInputSchema } from './listing-schemas';
import { isPublicListing, isPublicRow } from './listing-visibility';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('the visibility rule', () => {
  it('gives the same answer in SQL and in JavaScript for every status and expiry', async () => {
    const now = new Date();
    const expiries = [null, new Date(now.getTime() - 60_000), now, new Date(now.getTime() + 60_000)];
    const ids: string[] = [];
    for (const moderationStatus of MODERATION_STATUSES) {
      for (const expiresAt of expiries) {
        const input = listingInputSchema.parse(buildListingInput({ city: 'lisbon' }));
        const { id } = await createListing(database.db, { input, userId: 'visibility' });
        await database.db.update(listings).set({ moderationStatus, expiresAt }).where(eq(listings.id, id));
        ids.push(id);
      }
    }
    const rows = await database.db.select().from(listings).where(inArray(listings.id, ids));
    const inSql = await database.db.select({ id: listings.id }).from(listings).where(and(inArray(listings.id, ids), isPublicListing(now)));
    const inJs = rows.filter((row) => isPublicRow(row, now)).map((row) => row.id);
    expect(inSql.map((row) => row.id).sort()).toEqual(inJs.sort());
    // Approved and not expired: no expiry, or one still ahead.
    expect(inJs).toHaveLength(2);
  });
});
