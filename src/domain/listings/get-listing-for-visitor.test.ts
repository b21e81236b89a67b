import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildListingInput } from '../../demo/listing-factory';
import { listings } from '../../db/schema';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import { createListing } from './create-listing';
import { getListingForVisitor } from './get-listing-for-visitor';
import { listingInputSchema } from './listing-schemas';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

async function listingWith(values: { moderationStatus: 'approved' | 'pending'; expiresAt: Date | null }) {
  const input = listingInputSchema.parse(buildListingInput({ city: 'lisbon' }));
  const { id } = await createListing(database.db, { input, userId: 'seller-visitor' });
  await database.db.update(listings).set(values).where(eq(listings.id, id));
  return id;
}

describe('a listing as a visitor sees it', () => {
  it('says when a public listing stops being shown (a job posting’s validThrough), and nothing for one that never expires', async () => {
    const expiresAt = new Date(Date.now() + 20 * 24 * 3600 * 1000);
    const expiring = await listingWith({ moderationStatus: 'approved', expiresAt });
    const lasting = await listingWith({ moderationStatus: 'approved', expiresAt: null });
    const stranger = { visitorId: 'someone-else', myAdsEmail: null };
    expect((await getListingForVisitor(database.db, { id: expiring, manager: stranger })).expiresAt).toBe(expiresAt.toISOString());
    expect((await getListingForVisitor(database.db, { id: lasting, manager: stranger })).expiresAt).toBeNull();
  });

  it('gives its seller the expiry of a listing screening still holds', async () => {
    const expiresAt = new Date(Date.now() + 30 * 24 * 3600 * 1000);
    const held = await listingWith({ moderationStatus: 'pending', expiresAt });
    const seen = await getListingForVisitor(database.db, { id: held, manager: { visitorId: 'seller-visitor', myAdsEmail: null } });
    expect(seen.heldStatus).not.toBeNull();
    expect(seen.expiresAt).toBe(expiresAt.toISOString());
  });
});
