import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildListingInput } from '../demo/listing-factory';
import { listings } from '../db/schema';
import type { Listing } from '../domain/listings/listing-schemas';
import { createTestApp, type TestApp } from '../testing/test-app';

/** What a hostile client sends: control characters, numbers JSON cannot hold, fields it may not set. */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const SOME_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

function fieldsOf(response: { json: () => unknown }): string[] {
  return ((response.json() as { errors?: { field: string }[] }).errors ?? []).map((error) => error.field);
}

function postRaw(url: string, json: string) {
  return t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: json });
}

describe('control characters', () => {
  it('are refused in query values with a 400 that names the field', async () => {
    for (const [url, field] of [
      ['/api/listings?subcategory=%00', 'subcategory'],
      ['/api/listings?search=a%00b', 'search'],
      ['/api/listings?neighborhood=a%01', 'neighborhood'],
      ['/api/listings?cursor=%00', 'cursor'],
      ['/feeds/listings.xml?subcategory=%00', 'subcategory'],
      ['/feeds/listings.xml?q=a%00b', 'q'],
      ['/api/suggestions?q=a%00b', 'q'],
      ['/api/price-estimate?category=for-sale&title=Oak%00table', 'title'],
      ['/api/feature-gate?category=all&city=lon%00don', 'city'],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(fieldsOf(response), url).toContain(field);
    }
  });

  it('are refused in a report, and in every text field of an ad', async () => {
    const report = await t.app.inject({
      method: 'POST',
      url: `/api/listings/${SOME_ID}/reports`,
      payload: { reason: 'scam', details: 'pays by\u0000gift card' },
    });
    expect(report.statusCode).toBe(400);
    expect(fieldsOf(report)).toEqual(['details']);

    for (const field of ['title', 'description', 'neighborhood', 'subcategory', 'city', 'contactEmail', 'price'] as const) {
      const input = { ...buildListingInput({ city: 'london' }), [field]: 'text\u0000with a NUL' };
      const response = await t.app.inject({ method: 'POST', url: '/api/listings', payload: input });
      expect(response.statusCode, field).toBe(400);
      expect(fieldsOf(response), field).toContain(field);
    }
  });

  it('include half a surrogate pair, which UTF-8 cannot store: refused, while a whole pair (an emoji) is text', async () => {
    for (const field of ['title', 'description', 'neighborhood'] as const) {
      // Written as JSON escapes: a JavaScript string would not survive being encoded.
      const input = { ...buildListingInput({ city: 'london' }), [field]: 'Oak SURROGATE shelves' };
      const response = await postRaw('/api/listings', JSON.stringify(input).replace('SURROGATE', '\\udfff'));
      expect(response.statusCode, field).toBe(400);
      expect(fieldsOf(response), field).toContain(field);
    }
    const emoji = await t.app.inject({ method: 'POST', url: '/api/listings', payload: buildListingInput({ city: 'london', title: 'Oak shelves \u{1F4DA}' }) });
    expect(emoji.statusCode, emoji.body).toBe(201);
  });

  it('keep line breaks in a description, and not in a title', async () => {
    const multiline = await t.app.inject({ method: 'POST', url: '/api/listings', payload: buildListingInput({ description: 'First line.\r\nSecond line,\twith a tab.' }) });
    expect(multiline.statusCode, multiline.body).toBe(201);
    const title = await t.app.inject({ method: 'POST', url: '/api/listings', payload: buildListingInput({ title: 'Two\nlines' }) });
    expect(title.statusCode).toBe(400);
    expect(fieldsOf(title)).toEqual(['title']);
  });
});

describe('numbers', () => {
  it('refuses a price JSON would silently change (underflow, too many digits), and keeps exact ones', async () => {
    const base = JSON.stringify({ ...buildListingInput({ city: 'london' }), price: 0 });
    for (const literal of ['1e-400', '1.0000000000000001', '12345678901234567890', '1e400', '0.001', '-5']) {
      const response = await postRaw('/api/listings', base.replace('"price":0', `"price":${literal}`));
      expect(response.statusCode, literal).toBe(400);
      expect(fieldsOf(response), literal).toEqual(['price']);
    }
    // Nor does a text field take such a number as its words.
    for (const literal of ['1e-400', '1.0000000000000001']) {
      const response = await postRaw('/api/listings', base.replace(/"neighborhood":"[^"]*"/, `"neighborhood":${literal}`));
      expect(response.statusCode, literal).toBe(400);
      expect(fieldsOf(response), literal).toEqual(['neighborhood']);
    }
    const exact = await postRaw('/api/listings', base.replace('"price":0', '"price":1.5e2'));
    expect(exact.statusCode, exact.body).toBe(201);
    const detail = (await t.app.inject(`/api/listings/${exact.json<{ id: string }>().id}`)).json<Listing>();
    expect(detail.price).toBe('150.00');
  });

  it('refuses price bounds in a query that are not prices', async () => {
    for (const query of ['priceMin=1e-400', 'priceMax=0.001', 'priceMin=1e5', 'priceMin=Infinity', 'priceMax=0x10']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/listings?${query}` });
      expect(response.statusCode, query).toBe(400);
    }
    const fine = await t.app.inject({ method: 'GET', url: '/api/listings?priceMin=10.5&priceMax=1000' });
    expect(fine.statusCode, fine.body).toBe(200);
    // People's writing is the pages' to read: the API takes a decimal point and no separators.
    for (const query of ['priceMax=1,000', 'priceMin=12,50', 'priceMax=1.000,00']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/listings?${query}`, headers: { 'accept-language': 'en' } });
      expect(response.statusCode, query).toBe(400);
      expect(response.body, query).toContain('decimal point and no thousands separators');
    }
  });
});

describe('fields the server owns', () => {
  it('are accepted and have no effect: status, moderationStatus, isVerifiedUser', async () => {
    const input = buildListingInput({ city: 'london' });
    const plain = await t.app.inject({ method: 'POST', url: '/api/listings', payload: input });
    const claimed = await t.app.inject({
      method: 'POST',
      url: '/api/listings',
      payload: { ...input, moderationStatus: 'approved', isVerifiedUser: true, status: 'sold', soldAt: '2026-01-01T00:00:00.000Z' },
    });
    expect(claimed.statusCode, claimed.body).toBe(201);
    const rows = await Promise.all(
      [plain, claimed].map(async (response) => {
        const [row] = await t.database.db
          .select({ status: listings.status, moderationStatus: listings.moderationStatus, isVerifiedUser: listings.isVerifiedUser, soldAt: listings.soldAt })
          .from(listings)
          .where(eq(listings.id, response.json<{ id: string }>().id));
        return row;
      }),
    );
    // The same ad with and without the claims is stored alike: screening decided, not the client.
    expect(rows[1]).toEqual(rows[0]);
    expect(rows[1]).toMatchObject({ status: 'active', isVerifiedUser: false, soldAt: null });
  });
});
