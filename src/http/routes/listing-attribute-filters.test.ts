/**
 * GET /api/listings with the attribute filters (ADR 014), through HTTP on both engines:
 * what a results page's sidebar and a client of the API send, in the units they send,
 * bad values refused with words a person can act on, and the filters carried from one
 * page of results to the next.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildListingInput } from '../../demo/listing-factory';
import { listings } from '../../db/schema';
import type { Listing } from '../../domain/listings/listing-schemas';
import type { ListingFormValues } from '../../domain/listings/listing-schemas';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
/** A word in every title of this file's ads, so other files' ads never match. */
const WORD = 'zebrafinch';

async function post(overrides: Partial<ListingFormValues>) {
  const body = buildListingInput({
    description: 'Collection only, viewing welcome.',
    condition: '',
    ...overrides,
    title: `${overrides.title} ${WORD}`,
  });
  const response = await t.app.inject({ method: 'POST', url: '/api/listings', payload: body as object });
  expect(response.statusCode, response.body).toBe(201);
  const { id } = response.json<{ id: string }>();
  // Alike ads posted in a burst are rightly held by screening; these tests are about filters.
  await t.database.db.update(listings).set({ moderationStatus: 'approved' }).where(eq(listings.id, id));
  return id;
}

/** Titles (without the shared word) of the listings GET /api/listings answers for `query`, cheapest first. */
async function titles(query: Record<string, string>): Promise<string[]> {
  const response = await t.app.inject(`/api/listings?${new URLSearchParams({ search: WORD, sort: 'price_asc', ...query })}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Listing[]>().map((listing) => listing.title.replace(` ${WORD}`, ''));
}

async function refused(query: Record<string, string>) {
  const response = await t.app.inject(`/api/listings?${new URLSearchParams(query)}`);
  expect(response.statusCode, response.body).toBe(400);
  return response.json<{ message: string; errors?: { field: string; message: string }[] }>();
}

const car = { category: 'for-sale', subcategory: 'cars-trucks', city: 'london', neighborhood: 'Camden' } as const;
const flat = { category: 'housing', subcategory: 'apartments', city: 'newyork', neighborhood: 'Brooklyn' } as const;
const job = { category: 'jobs', city: 'london', neighborhood: 'Shoreditch' } as const;

beforeAll(async () => {
  t = await createTestApp();
  await post({
    ...car,
    title: 'Golf 2008',
    price: '2500',
    attributes: { make: 'Volkswagen', model: 'Golf', year: 2008, mileage: 110_000, mileageUnit: 'mi', fuel: 'petrol' },
  });
  await post({
    ...car,
    title: 'Golf 2012',
    price: '6500',
    attributes: { make: 'Volkswagen', model: 'Golf', year: 2012, mileage: 61_000, mileageUnit: 'mi', fuel: 'diesel' },
  });
  await post({
    ...car,
    title: 'Yaris 2016',
    price: '8900',
    attributes: { make: 'Toyota', model: 'Yaris', year: 2016, mileage: 50_000, mileageUnit: 'km', fuel: 'hybrid' },
  });
  await post({ ...flat, title: 'Studio', price: '1800', attributes: { bedrooms: 0, bathrooms: 1, floorArea: 420, floorAreaUnit: 'sqft' } });
  await post({
    ...flat,
    title: 'Two-bed',
    price: '2600',
    attributes: { bedrooms: 2, bathrooms: 1, floorArea: 850, floorAreaUnit: 'sqft', petsAllowed: true },
  });
  await post({ ...flat, title: 'Three-bed', price: '3900', attributes: { bedrooms: 3, bathrooms: 2, floorArea: 120, floorAreaUnit: 'm2' } });
  await post({
    ...job,
    subcategory: 'part-time',
    title: 'Barista',
    price: '13',
    priceUnit: 'hour',
    attributes: { workplace: 'on-site', employer: 'Bean There' },
  });
  await post({
    ...job,
    subcategory: 'tech',
    title: 'Developer',
    price: '60000',
    priceUnit: 'year',
    attributes: { workplace: 'remote', employmentType: 'full-time' },
  });
  await post({ ...job, subcategory: 'tech', title: 'Analyst', price: '38000', priceUnit: 'year', attributes: { workplace: 'hybrid' } });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/listings with attribute filters', () => {
  it('ranges on the model year, both ends included', async () => {
    expect(await titles({ category: 'for-sale', yearMin: '2012' })).toEqual(['Golf 2012', 'Yaris 2016']);
    expect(await titles({ category: 'for-sale', yearMin: '2008', yearMax: '2012' })).toEqual(['Golf 2008', 'Golf 2012']);
  });

  it('takes a maximum mileage in miles or kilometres, whatever unit each seller used', async () => {
    // 62,000 mi is 99,779 km: the 61,000 mi Golf and the 50,000 km Yaris, not the 110,000 mi Golf.
    expect(await titles({ category: 'for-sale', mileageMax: '62000', mileageUnit: 'mi' })).toEqual(['Golf 2012', 'Yaris 2016']);
    // 60,000 km: only the Yaris (61,000 mi is 98,170 km).
    expect(await titles({ category: 'for-sale', mileageMax: '60000', mileageUnit: 'km' })).toEqual(['Yaris 2016']);
  });

  it('finds a make however it is written, by its canonical name', async () => {
    expect(await titles({ category: 'for-sale', make: 'volkswagen' })).toEqual(['Golf 2008', 'Golf 2012']);
    expect(await titles({ category: 'for-sale', make: 'VW' })).toEqual(['Golf 2008', 'Golf 2012']);
    expect(await titles({ category: 'for-sale', make: 'TOYOTA', fuel: 'hybrid' })).toEqual(['Yaris 2016']);
  });

  it('keeps homes with at least so many bedrooms and so much floor area, in square feet or metres', async () => {
    expect(await titles({ category: 'housing', bedroomsMin: '2' })).toEqual(['Two-bed', 'Three-bed']);
    // 800 sq ft is 74 m²: the 850 sq ft flat and the 120 m² one.
    expect(await titles({ category: 'housing', areaMin: '800', areaUnit: 'sqft' })).toEqual(['Two-bed', 'Three-bed']);
    expect(await titles({ category: 'housing', areaMin: '100', areaUnit: 'm2' })).toEqual(['Three-bed']);
    expect(await titles({ category: 'housing', pets: '1' })).toEqual(['Two-bed']);
  });

  it('compares pay per the period asked for, hourly wages with salaries', async () => {
    // £40,000 a year: the £60,000 salary; £13 an hour is £27,040 a year, £38,000 falls short.
    expect(await titles({ category: 'jobs', payMin: '40000', payPer: 'year' })).toEqual(['Developer']);
    // £12 an hour is £24,960 a year: all three.
    expect(await titles({ category: 'jobs', payMin: '12', payPer: 'hour' })).toEqual(['Barista', 'Analyst', 'Developer']);
  });

  it('finds remote work alone', async () => {
    expect(await titles({ category: 'jobs', workplace: 'remote' })).toEqual(['Developer']);
    expect(await titles({ category: 'jobs', workplace: 'hybrid' })).toEqual(['Analyst']);
  });

  it('carries the filters to the next page of results', async () => {
    const first = await t.app.inject(
      `/api/listings?${new URLSearchParams({ search: WORD, category: 'for-sale', mileageMax: '62000', mileageUnit: 'mi', limit: '1' })}`,
    );
    expect(first.statusCode).toBe(200);
    const next = /<([^>]+)>;\s*rel="next"/.exec(String(first.headers.link ?? ''))?.[1];
    expect(next, 'a Link header to the next page').toBeTruthy();
    const nextUrl = new URL(next!, 'http://localhost');
    expect(nextUrl.searchParams.get('mileageMax')).toBe('62000');
    expect(nextUrl.searchParams.get('mileageUnit')).toBe('mi');
    const second = await t.app.inject(`${nextUrl.pathname}${nextUrl.search}`);
    const seen = [...first.json<Listing[]>(), ...second.json<Listing[]>()].map((listing) => listing.title.replace(` ${WORD}`, ''));
    expect(seen.sort()).toEqual(['Golf 2012', 'Yaris 2016']);
  });

  it('refuses bad values with a message that says what is wrong', async () => {
    expect((await refused({ yearMin: 'old' })).message).toMatch(/Year from must be a number between 0 and 2,100/);
    expect((await refused({ mileageMax: '-5' })).message).toMatch(/Maximum mileage must be a number/);
    expect((await refused({ mileageMax: '1000', mileageUnit: 'furlongs' })).message).toMatch(/Mileage unit must be one of: km, mi/);
    expect((await refused({ workplace: 'moon' })).message).toMatch(/Workplace must be one of: on-site, hybrid, remote/);
    expect((await refused({ payMin: '10', payPer: 'fortnight' })).message).toMatch(/Pay period must be one of/);
    expect((await refused({ furnished: 'maybe' })).message).toMatch(/Furnished must be 1 or 0/);
    expect((await refused({ yearMin: '2015', yearMax: '2010' })).message).toMatch(/Year to must not be before year from/);
  });
});
