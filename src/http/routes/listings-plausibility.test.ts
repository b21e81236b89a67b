import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildListingInput } from '../../demo/listing-factory';
import type { Listing } from '../../domain/listings/listing-schemas';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const post = (body: object) => t.app.inject({ method: 'POST', url: '/api/listings', payload: body });

const oldGolf = (extra: object = {}) =>
  buildListingInput({
    category: 'for-sale',
    subcategory: 'cars-trucks',
    title: 'VW Golf, good condition',
    description: 'Reliable, serviced every year, new tyres.',
    price: '6500',
    city: 'berlin',
    attributes: { year: 2012, mileage: 98, mileageUnit: 'km' },
    ...extra,
  });

describe('POST /api/listings and plausibility', () => {
  it('posts a 2012 car with 98 km all the same, and answers the warning unconfirmed', async () => {
    const response = await post(oldGolf());
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<{ warnings: unknown[] }>().warnings).toEqual([
      { code: 'mileage_low_for_age', field: 'attributes.mileage', values: { mileage: 98, unit: 'km', year: 2012 }, confirmed: false },
    ]);
  });

  it('marks a warning the seller confirmed', async () => {
    const response = await post(oldGolf({ confirmedWarnings: ['mileage_low_for_age'] }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<{ warnings: { code: string; confirmed: boolean }[] }>().warnings).toMatchObject([{ code: 'mileage_low_for_age', confirmed: true }]);
  });

  it('answers no warnings for a plausible car, and refuses an unknown warning code', async () => {
    const fine = await post(oldGolf({ attributes: { year: 2012, mileage: 98_000, mileageUnit: 'km' } }));
    expect(fine.statusCode, fine.body).toBe(201);
    expect(fine.json<{ warnings: unknown[] }>().warnings).toEqual([]);
    const unknown = await post(oldGolf({ confirmedWarnings: ['all_fine'] }));
    expect(unknown.statusCode).toBe(400);
  });

  it('stores a wage of 14 without a period as per hour, in the city’s currency', async () => {
    const body = buildListingInput({ category: 'jobs', subcategory: '', title: 'Dishwasher wanted', description: 'Evening shifts in a busy kitchen.', price: '14', city: 'newyork' });
    delete (body as { priceUnit?: unknown }).priceUnit;
    const response = await post(body);
    expect(response.statusCode, response.body).toBe(201);
    const detail = (await t.app.inject(`/api/listings/${response.json<{ id: string }>().id}`)).json<Listing>();
    expect(detail).toMatchObject({ price: '14.00', priceUnit: 'hour', currency: 'USD', city: 'newyork' });
  });
});
