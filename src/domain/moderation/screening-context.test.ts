/**
 * The context screening reads from the database besides the text: a listing's photos on
 * other people's listings (by perceptual hash), its contact address in other cities, the
 * poster's rejected listings and held messages — each against a real, migrated database
 * (PGlite, or PostgreSQL with DATABASE_URL), and end to end through screenListing.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, listings, mediaUploads, messages, type ListingRow } from '../../db/schema';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import { MEDIA_URL_PREFIX, uploadKey } from '../media/media-keys';
import { buildListingInput } from '../../demo/listing-factory';
import { createListing } from '../listings/create-listing';
import { listingInputSchema } from '../listings/listing-schemas';
import { screenListing, screeningContextOf } from './screen-listing';

let database: TestDatabase;
const HOUR = 3_600_000;
const now = new Date('2026-06-01T12:00:00Z');

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

// Ordinary ads, different enough not to count as near-duplicates of each other.
const TITLES = [
  'Oak bookcase, five shelves',
  'Kids bike with stabilisers',
  'Espresso machine, descaled',
  'Standing lamp, brass',
  'Garden chairs, set of four',
];
const DESCRIPTIONS = [
  'Solid oak, a few marks on the side. Collection from the ground floor, I can help carry it.',
  'Outgrown by our son, tyres pumped up, bell included. Pick up any evening this week.',
  'Works perfectly, descaled last month, with the milk jug. Happy to show it working.',
  'Warm light, dimmer switch, the shade has a small dent at the back.',
  'Folding wooden chairs, oiled in spring, stored in the shed over winter.',
];
let serial = 0;
/** A listing as posting stores it (approved unless said otherwise), by `userId` with `contactEmail`, in `city`. */
async function listing(fields: Partial<typeof listings.$inferInsert> = {}): Promise<ListingRow> {
  serial += 1;
  const [row] = await database.db
    .insert(listings)
    .values({
      title: TITLES[serial % TITLES.length]!,
      description: `${DESCRIPTIONS[serial % DESCRIPTIONS.length]} (${serial})`,
      price: '100',
      category: 'for-sale',
      subcategory: 'furniture',
      neighborhood: 'Centre',
      contactEmail: `seller${serial}@example.com`,
      userId: `visitor-${serial}`,
      city: 'london',
      moderationStatus: 'approved',
      createdAt: new Date(now.getTime() - 48 * HOUR),
      ...fields,
    })
    .returning();
  return row!;
}

/** A processed upload with this perceptual hash, claimed by `listingId` (or not attached yet). */
async function upload(hash: string, listingId: string | null, userId = 'uploader'): Promise<string> {
  const [row] = await database.db
    .insert(mediaUploads)
    .values({ userId, status: 'ready', perceptualHash: hash, listingId, expiresAt: new Date(now.getTime() + 24 * HOUR) })
    .returning({ id: mediaUploads.id });
  return row!.id;
}

/** A listing showing a photo with this hash, as setListingImages leaves it: the upload claimed, its URL in images. */
async function photo(hash: string, listingId: string, userId = 'uploader'): Promise<string> {
  const id = await upload(hash, listingId, userId);
  await database.db
    .update(listings)
    .set({ images: sql`array_append(${listings.images}, ${`${MEDIA_URL_PREFIX}/${uploadKey(id)}`})` })
    .where(eq(listings.id, listingId));
  return id;
}

const reread = async (row: ListingRow) => (await database.db.select().from(listings).where(eq(listings.id, row.id)))[0]!;

describe('screeningContextOf: photos used on other listings', () => {
  it('counts listings of someone else showing the same picture, and the other cities they are in', async () => {
    const original = await listing({ city: 'london' });
    await photo('a1a1a1a1a1a1a1a1', original.id, original.userId);
    const copyElsewhere = await listing({ city: 'manchester' });
    await photo('a1a1a1a1a1a1a1a1', copyElsewhere.id, copyElsewhere.userId);

    const scam = await listing({ city: 'leeds' });
    await photo('a1a1a1a1a1a1a1a1', scam.id, scam.userId);
    await photo('0000ffff0000ffff', scam.id, scam.userId);
    const context = await screeningContextOf(database.db, await reread(scam), { now });
    expect(context.photos).toEqual({ listings: 2, otherCities: 2, rejected: 0 });
  });

  it('does not count the seller’s own listings: the same visitor, or the same contact address from another browser', async () => {
    const first = await listing({ userId: 'seller-a', contactEmail: 'Anna@Example.com' });
    await photo('b2b2b2b2b2b2b2b2', first.id, 'seller-a');
    const sameVisitor = await listing({ userId: 'seller-a', contactEmail: 'anna.work@example.com', city: 'manchester' });
    await photo('b2b2b2b2b2b2b2b2', sameVisitor.id, 'seller-a');
    expect((await screeningContextOf(database.db, await reread(sameVisitor), { now })).photos).toEqual({ listings: 0, otherCities: 0, rejected: 0 });

    const second = await listing({ userId: 'seller-b', contactEmail: 'ben@example.com' });
    await photo('b3b3b3b3b3b3b3b3', second.id, 'seller-b');
    const repost = await listing({ userId: 'seller-b-new-browser', contactEmail: 'BEN@example.com' });
    await photo('b3b3b3b3b3b3b3b3', repost.id, 'seller-b-new-browser');
    expect((await screeningContextOf(database.db, await reread(repost), { now })).photos).toEqual({ listings: 0, otherCities: 0, rejected: 0 });
  });

  it('reads photos about to be attached (posting screens before it claims the uploads) and the photos it claimed', async () => {
    const stolenFrom = await listing({ city: 'paris', moderationStatus: 'rejected' });
    await photo('c3c3c3c3c3c3c3c3', stolenFrom.id, stolenFrom.userId);
    const fresh = await listing({ city: 'berlin' });
    const pending = await upload('c3c3c3c3c3c3c3c3', null, fresh.userId);
    expect((await screeningContextOf(database.db, fresh, { now })).photos).toEqual({ listings: 0, otherCities: 0, rejected: 0 });
    expect((await screeningContextOf(database.db, fresh, { now, uploadIds: [pending] })).photos).toEqual({
      listings: 1,
      otherCities: 1,
      rejected: 1,
    });
    // Claimed, as setListingImages leaves it: found by the listing, whatever URL its images have.
    await database.db.update(mediaUploads).set({ listingId: fresh.id }).where(eq(mediaUploads.id, pending));
    expect((await screeningContextOf(database.db, fresh, { now })).photos).toMatchObject({ listings: 1, rejected: 1 });
  });
});

describe('posting with a photo taken from a rejected ad', () => {
  it('holds the new ad: posting hands the uploads it is about to attach to screening', async () => {
    const rejected = await listing({ city: 'rome', moderationStatus: 'rejected' });
    await photo('d4d4d4d4d4d4d4d4', rejected.id, rejected.userId);
    const pending = await upload('d4d4d4d4d4d4d4d4', null, 'new-poster');
    const input = listingInputSchema.parse(
      buildListingInput({
        city: 'london',
        category: 'for-sale',
        subcategory: 'furniture',
        title: 'Walnut sideboard',
        description: 'Solid walnut, three drawers, collection only.',
        price: '180',
        condition: 'good',
      }),
    );
    const posted = await createListing(database.db, { input, userId: 'new-poster', uploadIds: [pending] });
    expect(posted.moderationStatus).not.toBe('approved');
    const plain = await createListing(database.db, { input: { ...input, title: 'Walnut sideboard, second one' }, userId: 'other-poster' });
    expect(plain.moderationStatus).toBe('approved');
  });
});

describe('screeningContextOf: contact address and poster history', () => {
  it('counts listings with the same contact address, whatever its case, and the other cities they are in', async () => {
    await listing({ contactEmail: 'network@example.com', city: 'paris' });
    await listing({ contactEmail: 'NETWORK@example.com', city: 'madrid' });
    await listing({ contactEmail: 'network@example.com', city: 'rome' });
    await listing({ contactEmail: 'network@example.com', city: 'london' });
    const row = await listing({ contactEmail: 'Network@Example.com', city: 'london' });
    expect((await screeningContextOf(database.db, row, { now })).contact).toEqual({ listings: 4, otherCities: 3 });
    const alone = await listing({ contactEmail: 'alone@example.com' });
    expect((await screeningContextOf(database.db, alone, { now })).contact).toEqual({ listings: 0, otherCities: 0 });
  });

  it('counts the poster’s rejected listings (by visitor or contact address) and their messages held or refused', async () => {
    await listing({ userId: 'repeat-offender', moderationStatus: 'rejected' });
    await listing({ userId: 'new-browser', contactEmail: 'offender@example.com', moderationStatus: 'rejected' });
    await listing({ userId: 'repeat-offender', moderationStatus: 'approved' });
    const [conversation] = await database.db.insert(conversations).values({ listingTitle: 'Sofa', listingCurrency: 'GBP' }).returning();
    const message = (state: string, fields: Partial<typeof messages.$inferInsert>) =>
      database.db.insert(messages).values({ conversationId: conversation!.id, authorRole: 'buyer', body: 'hello', via: 'web', state, ...fields });
    await message('held', { senderVisitorId: 'repeat-offender' });
    await message('refused', { senderEmail: 'offender@example.com' });
    await message('delivered', { senderVisitorId: 'repeat-offender' });

    const row = await listing({ userId: 'repeat-offender', contactEmail: 'Offender@example.com' });
    expect((await screeningContextOf(database.db, row, { now })).poster).toEqual({ rejectedListings: 2, heldMessages: 2 });
    const clean = await listing({ userId: 'clean-visitor', contactEmail: 'clean@example.com' });
    expect((await screeningContextOf(database.db, clean, { now })).poster).toEqual({ rejectedListings: 0, heldMessages: 0 });
  });
});

describe('screenListing with the new context', () => {
  it('holds an ordinary-looking ad that shows a photo from a rejected listing, and records why', async () => {
    const caught = await listing({ city: 'paris', moderationStatus: 'rejected' });
    await photo('d4d4d4d4d4d4d4d4', caught.id, caught.userId);
    const again = await listing({
      city: 'lyon',
      moderationStatus: 'pending',
      createdAt: now,
      title: 'Vélo de ville vert',
      description: 'Vélo hollandais, trois vitesses, panier à l’avant. Essai possible près de la gare.',
    });
    await photo('d4d4d4d4d4d4d4d4', again.id, again.userId);
    const result = await screenListing(database.db, { listingId: again.id, now });
    expect(result.moderationStatus).toBe('review');
    expect(result.reasons.map((r) => r.code)).toEqual(['photo_of_rejected']);
  });

  it('holds a new ad of a poster whose listings were rejected twice, and approves the same ad from someone else', async () => {
    await listing({ userId: 'twice-caught', moderationStatus: 'rejected' });
    await listing({ userId: 'twice-caught', moderationStatus: 'rejected' });
    const ad = {
      moderationStatus: 'pending',
      createdAt: now,
      title: 'Record player, belt drive',
      description: 'Plays 33 and 45, new belt fitted, lid has a hairline scratch.',
    };
    const again = await listing({ ...ad, userId: 'twice-caught' });
    const result = await screenListing(database.db, { listingId: again.id, now });
    expect(result.moderationStatus).toBe('review');
    expect(result.reasons.map((r) => r.code)).toEqual(['poster_rejected_before']);
    const other = await listing({
      ...ad,
      title: 'Turntable with speakers',
      description: 'Belt-drive turntable and two small speakers, all cables included.',
      userId: 'first-timer',
    });
    expect((await screenListing(database.db, { listingId: other.id, now })).moderationStatus).toBe('approved');
  });
});
