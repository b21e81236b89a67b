import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildListingInput } from '../../demo/listing-factory';
import { listings } from '../../db/schema';
import type { Listing } from '../../domain/listings/listing-schemas';
import { createTestApp, visitorCookie, type TestApp } from '../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function post(body: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/listings', payload: body as object, headers });
}

async function postOk(overrides: Parameters<typeof buildListingInput>[0] = {}) {
  const response = await post(buildListingInput(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return { id: response.json<{ id: string }>().id, cookie: visitorCookie(response) };
}

describe('POST /api/listings', () => {
  it('creates a listing and answers 201 with its id', async () => {
    const input = buildListingInput({ title: 'Oak dining table with six chairs', price: '450', city: 'london' });
    const response = await post(input);
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: string }>();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const detail = (await t.app.inject(`/api/listings/${id}`)).json<Listing>();
    expect(detail).toMatchObject({
      id,
      title: 'Oak dining table with six chairs',
      price: '450.00',
      currency: 'GBP',
      city: 'london',
      countryCode: 'GB',
      region: 'london',
      status: 'active',
    });
    // The email is not in the listing: a buyer's click asks for it.
    expect(detail).not.toHaveProperty('contactEmail');
    expect(response.json<{ manageUrl: string }>().manageUrl).toMatch(new RegExp(`^/manage/${id}/[A-Za-z0-9_-]{43}$`));
    expect(new Date(detail.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses a listing without a city (no ad in USD by default), and keeps an empty price as no price', async () => {
    for (const city of [undefined, null, '']) {
      const refused = await post(buildListingInput({ price: '120', city }));
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json<{ errors: { field: string }[] }>().errors.map((error) => error.field)).toEqual(['city']);
    }
    const { id } = await postOk({ price: '', city: 'berlin' });
    const detail = (await t.app.inject(`/api/listings/${id}`)).json<Listing>();
    expect(detail.currency).toBe('EUR');
    expect(detail.price).toBeNull();
    expect(detail.city).toBe('berlin');
  });

  it('ignores fields only the server may set', async () => {
    const input = {
      ...buildListingInput(),
      id: '00000000-0000-4000-8000-000000000000',
      moderationStatus: 'approved',
      isVerifiedUser: true,
      spamScore: 0,
      userId: 'someone-else',
      createdAt: '2001-01-01T00:00:00.000Z',
    };
    const response = await post(input);
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: string }>();
    expect(id).not.toBe(input.id);
    const detail = (await t.app.inject(`/api/listings/${id}`)).json<Listing>();
    expect(detail.isVerifiedUser).toBe(false);
    expect(detail.createdAt.startsWith('2001')).toBe(false);
    const [row] = await t.database.db.select({ userId: listings.userId }).from(listings).where(eq(listings.id, id));
    expect(row).toBeDefined();
    expect(row!.userId).not.toBe('someone-else');
    // The seller is the visitor who posted it, whatever userId the body claimed.
    const manage = await t.app.inject({ url: `/api/listings/${id}/manage`, headers: { cookie: visitorCookie(response) } });
    expect(manage.statusCode).toBe(200);
  });

  const invalidCases: [string, Record<string, unknown>, string][] = [
    ['a missing title', { title: undefined }, 'title'],
    ['a blank title', { title: '   ' }, 'title'],
    ['a title over 100 characters', { title: 'x'.repeat(101) }, 'title'],
    ['a description over 2000 characters', { description: 'x'.repeat(2001) }, 'description'],
    ['a missing description', { description: undefined }, 'description'],
    ['a missing neighborhood', { neighborhood: '' }, 'neighborhood'],
    ['an invalid email', { contactEmail: 'not-an-email' }, 'contactEmail'],
    ['an unknown category', { category: 'weapons' }, 'category'],
    ['a subcategory of another category', { category: 'jobs', subcategory: 'apartments' }, 'subcategory'],
    ['a price that is not a number', { price: 'cheap' }, 'price'],
    ['an absurd price', { price: '123456789012' }, 'price'],
    ['a negative price', { price: '-5' }, 'price'],
    ['a price with three decimals', { price: '1.999' }, 'price'],
    ['a NUL byte in the title', { title: 'Bike\u0000' }, 'title'],
    ['an unknown condition', { condition: 'mint' }, 'condition'],
    ['a boolean given as text', { deliveryAvailable: 'yes' }, 'deliveryAvailable'],
  ];
  it.each(invalidCases)('refuses %s with 400 and a message for the field', async (_name, overrides, field) => {
    const response = await post({ ...buildListingInput(), ...overrides });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; errors: { field: string; message: string }[] }>();
    expect(body.errors.map((e) => e.field)).toContain(field);
    expect(body.message.length).toBeGreaterThan(0);
    expect(response.body).not.toMatch(/at .*\.ts:\d+/); // no stack trace
  });

  it.each(['12,50', '1.234,50', '1,234.50', '1 234.50', '$12'])(
    'refuses the price %s as people write it, saying the API takes a decimal point and no separators',
    async (price) => {
      const response = await post({ ...buildListingInput(), price }, { 'accept-language': 'en' });
      expect(response.statusCode).toBe(400);
      const body = response.json<{ errors: { field: string; message: string }[] }>();
      expect(body.errors.find((error) => error.field.endsWith('price'))?.message).toBe(
        'Price: the API takes numbers with a decimal point and no thousands separators, e.g. 1234.50',
      );
    },
  );

  it('takes a canonical price as text or a JSON number, and says the refusal in the page’s language', async () => {
    for (const price of ['1234.50', 1234.5, '12.5']) await postOk({ price } as never);
    const german = await post({ ...buildListingInput(), price: '12,50' }, { 'accept-language': 'de' });
    expect(german.json<{ errors: { message: string }[] }>().errors[0]?.message).toMatch(/^Preis: Die API erwartet Zahlen mit Dezimalpunkt/);
  });

  it('refuses a mileage written with thousands separators, on PUT too', async () => {
    const car = { category: 'for-sale', subcategory: 'cars-trucks', city: 'berlin' } as const;
    const refused = await post({ ...buildListingInput(car), attributes: { mileage: '98,000', mileageUnit: 'km' } }, { 'accept-language': 'en' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ errors: { field: string; message: string }[] }>().errors[0]).toMatchObject({
      message: 'Mileage: the API takes numbers with a decimal point and no thousands separators, e.g. 98000',
    });
    const created = await post({ ...buildListingInput(car), attributes: { mileage: '98000', mileageUnit: 'km' } });
    expect(created.statusCode, created.body).toBe(201);
    const { id, manageUrl } = created.json<{ id: string; manageUrl: string }>();
    const token = manageUrl.split('/').pop()!;
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/listings/${id}`,
      payload: { ...buildListingInput(car), price: '6.500,00' },
      headers: { 'x-manage-token': token, 'accept-language': 'en' },
    });
    expect(put.statusCode).toBe(400);
    expect(put.body).toContain('decimal point and no thousands separators');
  });

  it('refuses an unknown city with 400', async () => {
    const response = await post(buildListingInput({ city: 'atlantis' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('city');
  });

  it('answers malformed JSON with 400 and a readable message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/listings',
      headers: { 'content-type': 'application/json' },
      payload: '{"title": "Bike",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The request body is not valid JSON');
  });

  it('answers a JSON array or an oversized body with 4xx', async () => {
    const array = await post([buildListingInput()]);
    expect(array.statusCode).toBe(400);
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/listings',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...buildListingInput(), description: 'x'.repeat(200_000) }),
    });
    expect(huge.statusCode).toBe(413);
  });
});

describe('GET /api/listings/:id', () => {
  it('answers 404 with a message for unknown and malformed ids', async () => {
    for (const id of ['3f1c2b9a-0000-4000-8000-000000000000', 'not-a-uuid', "1'; drop table listings;--"]) {
      const response = await t.app.inject(`/api/listings/${encodeURIComponent(id)}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe("The listing you're looking for doesn't exist or has been removed.");
    }
  });

  it('does not show a listing that is not approved', async () => {
    const { id } = await postOk();
    const { eq } = await import('drizzle-orm');
    await t.database.db.update(listings).set({ moderationStatus: 'pending' }).where(eq(listings.id, id));
    expect((await t.app.inject(`/api/listings/${id}`)).statusCode).toBe(404);
  });
});

describe('unknown API paths', () => {
  it('answer 404 JSON rather than a page', async () => {
    const response = await t.app.inject('/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('No such API endpoint');
  });
});

describe('OpenAPI', () => {
  it('documents every API call of the spec', async () => {
    const response = await t.app.inject('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/listings',
        '/api/listings/{id}',
        '/api/listings/{id}/images',
        '/api/objects/upload',
        '/api/feature-gate',
        '/api/paid-features',
      ]),
    );
  });
});


describe('GET /api/listings/:id/price-analysis', () => {
  it('answers a verdict with its evidence, and 404 for unknown listings', async () => {
    const ids: string[] = [];
    for (const price of ['400', '420', '380', '410', '390', '405', '395']) {
      const { id } = await postOk({ title: 'Espresso machine, barely used', category: 'for-sale', subcategory: 'appliances', price, city: 'dublin' });
      ids.push(id);
    }
    const { id } = await postOk({ title: 'Espresso machine', category: 'for-sale', subcategory: 'appliances', price: '250', city: 'dublin' });
    const response = await t.app.inject(`/api/listings/${id}/price-analysis`);
    expect(response.statusCode).toBe(200);
    const analysis = response.json();
    expect(analysis).toMatchObject({ status: 'excellent_deal', currentPrice: 250, currency: 'EUR' });
    // About 400 is the going price, so 250 is 35–40% off (the median is weighted by likeness).
    expect(analysis.percentOff).toBeGreaterThanOrEqual(35);
    expect(analysis.percentOff).toBeLessThanOrEqual(40);
    expect(analysis.marketData.totalSamples).toBe(7);
    expect((await t.app.inject('/api/listings/00000000-0000-4000-8000-000000000000/price-analysis')).statusCode).toBe(404);
  });
});
