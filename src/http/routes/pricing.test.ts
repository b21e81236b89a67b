import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildListingInput } from '../../demo/listing-factory';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { PriceEstimate } from './pricing';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Posted without a cookie: each comparable comes from a different seller, as honest ads do. */
async function postComparable(overrides: Parameters<typeof buildListingInput>[0]) {
  const response = await t.app.inject({ method: 'POST', url: '/api/listings', payload: buildListingInput(overrides) as object });
  expect(response.statusCode, response.body).toBe(201);
  expect(response.json<{ moderationStatus: string }>().moderationStatus).toBe('approved');
}

const estimate = (query: string) => t.app.inject(`/api/price-estimate?${query}`);

describe('GET /api/price-estimate', () => {
  it('suggests the range comparable listings go for, in the city’s currency', async () => {
    const titles = [
      'Espresso machine, barely used',
      'Espresso machine with milk frother',
      'Dual boiler espresso machine',
      'Espresso machine and grinder',
      'Compact espresso machine, works perfectly',
      'Stainless espresso machine for home',
      'Espresso machine, descaled last month',
    ];
    const prices = ['400', '420', '380', '410', '390', '405', '395'];
    for (const [index, title] of titles.entries()) {
      await postComparable({ title, category: 'for-sale', subcategory: 'appliances', price: prices[index], city: 'dublin' });
    }

    const response = await estimate('category=for-sale&subcategory=appliances&title=Espresso%20machine&condition=good&city=dublin');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<PriceEstimate>();
    expect(body).toMatchObject({ available: true, currency: 'EUR', samples: 7 });
    // The range where 80 % of such prices were measured to lie: around the comparables' own.
    expect(body.low).toBeGreaterThan(340);
    expect(body.low).toBeLessThanOrEqual(400);
    expect(body.high).toBeGreaterThanOrEqual(400);
    expect(body.high).toBeLessThan(460);
    expect(body.low!).toBeLessThanOrEqual(body.median!);
    expect(body.median!).toBeLessThanOrEqual(body.high!);
    expect(body.confidence).toBeGreaterThan(0);
  });

  it('offers no range with too few comparables', async () => {
    await postComparable({ title: 'Kayak with paddle', category: 'for-sale', subcategory: 'boats', price: '300', city: 'dublin' });
    await postComparable({ title: 'Sea kayak, two seats', category: 'for-sale', subcategory: 'boats', price: '550', city: 'dublin' });
    const response = await estimate('category=for-sale&subcategory=boats&title=Kayak&city=dublin');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      available: false,
      low: null,
      high: null,
      median: null,
      currency: 'EUR',
      samples: 2,
      confidence: 0,
      explanation: null,
      reason: 'Not enough similar listings yet to judge this price (2 found).',
    });

    // Another currency has no comparables at all.
    const elsewhere = await estimate('category=for-sale&subcategory=appliances&title=Espresso%20machine&city=london');
    expect(elsewhere.json()).toMatchObject({ available: false, currency: 'GBP', samples: 0 });
  });

  it('prices a car on the draft\u2019s attributes and explains it by the comparables\u2019 years and mileage', async () => {
    for (const [year, km, price] of [
      [2010, 120_000, 7200],
      [2011, 110_000, 7900],
      [2012, 100_000, 8900],
      [2012, 90_000, 9300],
      [2013, 80_000, 10_100],
      [2014, 70_000, 11_200],
    ] as const) {
      await postComparable({
        title: `Volkswagen Golf ${year}`,
        description: 'Manual, petrol, full service history.',
        category: 'for-sale',
        subcategory: 'cars-trucks',
        price: String(price),
        city: 'dublin',
        attributes: { make: 'Volkswagen', model: 'Golf', year, mileage: km, mileageUnit: 'km' },
      });
    }
    const attributes = encodeURIComponent(JSON.stringify({ make: 'Volkswagen', model: 'Golf', year: '2012', mileage: '95000', mileageUnit: 'km' }));
    const response = await estimate(`category=for-sale&subcategory=cars-trucks&title=My%20car&city=dublin&attributes=${attributes}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<PriceEstimate>();
    expect(body).toMatchObject({ available: true, samples: 6, explanation: { family: 'vehicle', make: 'Volkswagen', model: 'Golf' } });
    expect(body.median).toBeGreaterThan(8300);
    expect(body.median).toBeLessThan(9800);
    expect(body.reason).toMatch(/^6 similar 2010–2014 Volkswagen Golfs with [\d,]+–[\d,]+ km go for about €[\d,]+/);

    const unreadable = await estimate('category=for-sale&subcategory=cars-trucks&title=My%20car&attributes=%7Bnope');
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json<{ errors: { field: string; message: string }[] }>().errors).toContainEqual({
      field: 'attributes',
      message: 'Attributes must be a JSON object',
    });
    // Checked by the posting rules, as the form's Details are.
    const wrong = await estimate(
      `category=for-sale&subcategory=cars-trucks&title=My%20car&attributes=${encodeURIComponent('{"year":"soon","bedrooms":2}')}`,
    );
    expect(wrong.statusCode).toBe(400);
    expect(
      wrong
        .json<{ errors: { field: string; message: string }[] }>()
        .errors.map((error) => error.field)
        .sort(),
    ).toEqual(['attributes.bedrooms', 'attributes.year']);
  });

  it('answers 400 with readable messages for bad input', async () => {
    const cases: [string, string, string][] = [
      ['subcategory=appliances&title=Espresso', 'category', 'Choose a category'],
      ['category=for-sale&title=ab', 'title', 'Title must be at least 3 characters'],
      ['category=for-sale&subcategory=rooms&title=Espresso', 'subcategory', '"rooms" is not a subcategory of For Sale'],
      ['category=for-sale&title=Espresso&condition=broken', 'condition', 'Condition must be one of: new, like-new, excellent, good, fair'],
      ['category=for-sale&title=Espresso&city=atlantis', 'city', 'No Cityboard site is called "atlantis"'],
    ];
    for (const [query, field, message] of cases) {
      const response = await estimate(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ errors: { field: string; message: string }[] }>().errors).toContainEqual({ field, message });
    }
  });
});
