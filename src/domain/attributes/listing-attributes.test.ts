/**
 * Attributes through the database (both engines): stored as the seller gave them or as
 * the text states them, kept or re-read on an edit, and filtered on with the indexes.
 */
import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildListingInput } from '../../demo/listing-factory';
import { appMeta, listings } from '../../db/schema';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import { createListing } from '../listings/create-listing';
import { editListing } from '../listings/edit-listing';
import { backfillAttributes } from './backfill-attributes';
import { findListings } from '../listings/find-listings';
import { listingFiltersSchema, listingInputSchema, type ListingFiltersQuery, type ListingFormValues } from '../listings/listing-schemas';

let database: TestDatabase;
const NOW = new Date('2026-06-15T12:00:00.000Z');

async function post(overrides: Partial<ListingFormValues>, options: { approve?: boolean } = {}) {
  const input = listingInputSchema.parse(buildListingInput({ description: 'Collection only.', condition: '', ...overrides }));
  const { id } = await createListing(database.db, { input, userId: 'seller-1', now: NOW });
  // The filter cases post alike ads in a burst, which screening rightly holds; they are about filters.
  if (options.approve) await database.db.update(listings).set({ moderationStatus: 'approved' }).where(eq(listings.id, id));
  const [row] = await database.db.select().from(listings).where(eq(listings.id, id));
  return row!;
}

/** Titles of the filter cases' listings ("Filter …") matching `query`, cheapest first. */
const titles = async (query: ListingFiltersQuery) =>
  (
    await findListings(database.db, listingFiltersSchema.parse({ ...query, search: 'filter', sort: 'price_asc' }), {
      now: new Date(NOW.getTime() + 1000),
    })
  ).listings.map((l) => l.title);

const car = { category: 'for-sale', subcategory: 'cars-trucks', city: 'berlin', neighborhood: 'Mitte', price: '9000' } as const;
const flat = { category: 'housing', subcategory: 'apartments', city: 'newyork', neighborhood: 'Brooklyn' } as const;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('storing attributes', () => {
  it('keeps what the seller gave, marked as the seller’s', async () => {
    const row = await post({
      ...car,
      title: 'Golf for sale',
      attributes: { make: 'VW', model: 'golf', year: '2012', mileage: '98000', mileageUnit: 'km' },
    });
    expect(row.attributes).toEqual({ make: 'Volkswagen', model: 'Golf', year: 2012, mileage: 98_000, mileageUnit: 'km', mileageKm: 98_000 });
    expect(row.attributesSource).toBe('seller');
  });

  it('reads them from the text when the seller gives none, in the city’s units', async () => {
    const row = await post({ ...flat, title: 'Sunny 2 bd 1 ba, 750 sq ft', description: 'Pets ok. Unfurnished.', price: '2100' });
    expect(row.attributes).toEqual({
      bedrooms: 2,
      bathrooms: 1,
      floorArea: 750,
      floorAreaUnit: 'sqft',
      floorAreaM2: 69.68,
      furnished: false,
      petsAllowed: true,
    });
    expect(row.attributesSource).toBe('extracted');
    const plain = await post({ ...car, title: 'Old banger', description: 'Runs.' });
    expect(plain.attributes).toEqual({});
    expect(plain.attributesSource).toBeNull();
    const sofa = await post({
      category: 'for-sale',
      subcategory: 'furniture',
      city: 'berlin',
      neighborhood: 'Mitte',
      title: 'Sofa, 2012, 3 bd',
      price: '50',
    });
    expect(sofa.attributes).toEqual({});
  });

  it('keeps the seller’s attributes on an edit that sends none, and re-reads extracted ones from the new text', async () => {
    const manager = { visitorId: 'seller-1' };
    const own = await post({ ...car, title: 'Polo', attributes: { year: 2015 } });
    const ownInput = listingInputSchema.parse(buildListingInput({ ...car, title: 'Polo, 2009, 150,000 km', description: 'Edited.', condition: '' }));
    await editListing(database.db, { id: own.id, manager, input: { ...ownInput, attributes: undefined }, mediaPrefixes: ['/media'] });
    const [kept] = await database.db.select().from(listings).where(eq(listings.id, own.id));
    expect(kept!.attributes).toEqual({ year: 2015 });

    const read = await post({ ...car, title: 'Astra 2010' });
    expect(read.attributes).toMatchObject({ make: 'Opel', year: 2010 });
    const readInput = listingInputSchema.parse(buildListingInput({ ...car, title: 'Astra 2011', description: 'Edited.', condition: '' }));
    await editListing(database.db, { id: read.id, manager, input: { ...readInput, attributes: undefined }, mediaPrefixes: ['/media'] });
    const [reread] = await database.db.select().from(listings).where(eq(listings.id, read.id));
    expect(reread!.attributes).toMatchObject({ make: 'Opel', model: 'Astra', year: 2011 });
    expect(reread!.attributesSource).toBe('extracted');
  });
});

/** A public Berlin listing stored as an older version of the app left it. */
const storedEarlier = (fields: { title: string; description: string; category: string; subcategory: string }) => ({
  ...fields,
  neighborhood: 'Mitte',
  contactEmail: 'old@example.com',
  userId: 'old-poster',
  city: 'berlin',
  countryCode: 'DE',
  moderationStatus: 'approved',
});

describe('listings from before attributes', () => {
  it('get the attributes their text states, once, in batches that resume', async () => {
    const older = (title: string, subcategory: string) =>
      storedEarlier({ title, description: 'Posted before attributes existed.', category: subcategory === 'apartments' ? 'housing' : 'for-sale', subcategory });
    const inserted = await database.db
      .insert(listings)
      .values([older('Golf 2009, 150.000 km', 'cars-trucks'), older('2-Zimmer-Wohnung, 48 m²', 'apartments'), older('Nice car', 'cars-trucks')])
      .returning({ id: listings.id });
    const first = await backfillAttributes(database.db, { batchSize: 2, batches: 1 });
    expect(first.done).toBe(false);
    const rest = await backfillAttributes(database.db, { batchSize: 2 });
    expect(rest.done).toBe(true);
    expect(first.updated + rest.updated).toBeGreaterThanOrEqual(2);
    const rows = await database.db
      .select()
      .from(listings)
      .where(
        inArray(
          listings.id,
          inserted.map((row) => row.id),
        ),
      );
    const byTitle = Object.fromEntries(rows.map((row) => [row.title, row]));
    expect(byTitle['Golf 2009, 150.000 km']).toMatchObject({
      attributesSource: 'extracted',
      attributes: { make: 'Volkswagen', model: 'Golf', year: 2009, mileageKm: 150_000 },
    });
    expect(byTitle['2-Zimmer-Wohnung, 48 m²']).toMatchObject({ attributesSource: 'extracted', attributes: { bedrooms: 1, floorAreaM2: 48 } });
    expect(byTitle['Nice car']).toMatchObject({ attributesSource: null, attributes: {} });
    expect(await backfillAttributes(database.db)).toEqual({ updated: 0, done: true });
  });

  it('read facts again when the rules changed, never a seller\'s own', async () => {
    const bike = (title: string, source: 'extracted' | 'seller') => ({
      ...storedEarlier({ title, description: 'Road bike, 56 cm frame. Selling it now the kids have grown up.', category: 'for-sale', subcategory: 'bicycles' }),
      // What the rules before #26 read from "the kids have grown up".
      attributes: { bikeType: 'kids' as const },
      attributesSource: source,
    });
    const inserted = await database.db
      .insert(listings)
      .values([bike('Road bike read under old rules', 'extracted'), bike('Kids bike the seller described', 'seller')])
      .returning({ id: listings.id, title: listings.title });
    // A database whose walk finished under earlier rules: this version's walk has not run.
    await database.db.delete(appMeta).where(like(appMeta.key, 'attributes-backfill-cursor%'));
    await database.db.insert(appMeta).values({ key: 'attributes-backfill-cursor', value: 'done' });
    const walk = await backfillAttributes(database.db);
    expect(walk.done).toBe(true);
    expect(walk.updated).toBeGreaterThanOrEqual(1);
    const rows = await database.db
      .select({ title: listings.title, attributes: listings.attributes, attributesSource: listings.attributesSource })
      .from(listings)
      .where(inArray(listings.id, inserted.map((row) => row.id)));
    const byTitle = Object.fromEntries(rows.map((row) => [row.title, row]));
    expect(byTitle['Road bike read under old rules']?.attributes).not.toHaveProperty('bikeType', 'kids');
    expect(byTitle['Kids bike the seller described']).toMatchObject({ attributesSource: 'seller', attributes: { bikeType: 'kids' } });
  });
});

describe('filtering on attributes', () => {
  beforeAll(async () => {
    const cars = [
      ['Filter car A', { make: 'Volkswagen', model: 'Golf', year: 2008, mileage: 180_000, mileageUnit: 'km', fuel: 'petrol' }],
      ['Filter car B', { make: 'Volkswagen', model: 'Golf', year: 2012, mileage: 98_000, mileageUnit: 'km', fuel: 'diesel' }],
      ['Filter car C', { make: 'Toyota', model: 'Yaris', year: 2016, mileage: 40_000, mileageUnit: 'km', fuel: 'hybrid' }],
    ] as const;
    for (const [title, attributes] of cars)
      await post({ ...car, title, attributes: { ...attributes }, price: String(attributes.year) }, { approve: true });
    const flats = [
      ['Filter flat studio', { bedrooms: 0, floorArea: 400, floorAreaUnit: 'sqft', petsAllowed: false }],
      ['Filter flat two', { bedrooms: 2, bathrooms: 1, floorArea: 800, floorAreaUnit: 'sqft', petsAllowed: true, furnished: true }],
      ['Filter flat three', { bedrooms: 3, bathrooms: 2, floorArea: 1300, floorAreaUnit: 'sqft', petsAllowed: true }],
    ] as const;
    let rent = 1000;
    for (const [title, attributes] of flats)
      await post({ ...flat, title, attributes: { ...attributes }, price: String((rent += 500)) }, { approve: true });
    await post(
      {
        category: 'jobs',
        subcategory: 'part-time',
        city: 'newyork',
        neighborhood: 'Midtown',
        title: 'Filter job hourly',
        price: '30',
        priceUnit: 'hour',
        attributes: { workplace: 'remote' },
      },
      { approve: true },
    );
    await post(
      {
        category: 'jobs',
        subcategory: 'full-time',
        city: 'newyork',
        neighborhood: 'Midtown',
        title: 'Filter job salary',
        price: '50000',
        attributes: { workplace: 'on-site' },
      },
      { approve: true },
    );
  });

  it('ranges on year and mileage, in km or miles', async () => {
    expect(await titles({ category: 'for-sale', subcategory: 'cars-trucks', yearMin: '2010' })).toEqual(['Filter car B', 'Filter car C']);
    expect(await titles({ category: 'for-sale', yearMin: '2009', yearMax: '2013' })).toEqual(['Filter car B']);
    // 62,000 miles is 99,779 km: the 98,000 km Golf is under it, the 180,000 km one not.
    expect(await titles({ category: 'for-sale', mileageMax: '62000', mileageUnit: 'mi', make: 'vw' })).toEqual(['Filter car B']);
    expect(await titles({ category: 'for-sale', fuel: 'hybrid' })).toEqual(['Filter car C']);
  });

  it('homes by bedrooms, floor area and pets', async () => {
    expect(await titles({ category: 'housing', bedroomsMin: '2' })).toEqual(['Filter flat two', 'Filter flat three']);
    expect(await titles({ category: 'housing', areaMin: '100', areaUnit: 'm2' })).toEqual(['Filter flat three']);
    expect(await titles({ category: 'housing', pets: '1', furnished: '1' })).toEqual(['Filter flat two']);
  });

  it('jobs by pay per year and workplace', async () => {
    // $30 an hour is $62,400 a year; a $50,000 salary is under $55,000.
    expect(await titles({ category: 'jobs', payMin: '55000', payPer: 'year' })).toEqual(['Filter job hourly']);
    expect(await titles({ category: 'jobs', payMin: '25', payPer: 'hour' })).toEqual(['Filter job hourly']);
    expect(await titles({ category: 'jobs', workplace: 'remote' })).toEqual(['Filter job hourly']);
  });
});
