import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListingsCache } from '../../domain/listings/listings-cache';
import { SearchLog } from '../../domain/search/trending';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import { filtersFromUrl, loadBrowse, type BadQuery } from './browse.server';

/** Browse pages answer a URL they cannot read as the API does: 400, never 500. */

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** What a page's loader threw (React Router's `data(…, { status })`), as status and body. */
async function thrown(run: () => unknown): Promise<{ status: number | undefined; body: BadQuery }> {
  try {
    await run();
  } catch (error) {
    const value = error as { init?: { status?: number }; data?: BadQuery };
    return { status: value.init?.status, body: value.data as BadQuery };
  }
  throw new Error('The loader did not fail');
}

const context = () => ({
  db: database.db,
  consumeLimit: async () => undefined,
  listingsCache: new ListingsCache(database.db),
  searchLog: new SearchLog(database.db),
});
const page = (query: string) => new URL(`http://localhost/us/newyork${query}`);

describe('browse page queries', () => {
  it('answer a malformed page cursor 400 naming the cursor', async () => {
    const result = await thrown(() => loadBrowse(context(), filtersFromUrl(page('?cursor=abc'), { city: 'newyork' })));
    expect(result.status).toBe(400);
    expect(result.body.errors.map((error) => error.field)).toEqual(['cursor']);
  });

  it('answer control characters in any query value 400 naming the value', async () => {
    for (const [query, field] of [
      ['?q=a%00b', 'q'],
      ['?subcategory=%00', 'subcategory'],
      ['?neighborhood=a%0Ab', 'neighborhood'],
      ['?utm_source=%07', 'utm_source'],
    ] as const) {
      const result = await thrown(() => filtersFromUrl(page(query), { city: 'newyork' }));
      expect(result.status, query).toBe(400);
      expect(result.body.errors[0]?.field, query).toBe(field);
    }
  });

  it('still drop a mistyped filter rather than fail the page', async () => {
    const filters = filtersFromUrl(page('?priceMin=cheap&q=lamp'), { city: 'newyork' });
    expect(filters.priceMin).toBeUndefined();
    expect(filters.search).toBe('lamp');
    await expect(loadBrowse(context(), filters)).resolves.toMatchObject({ total: expect.any(Number) });
  });

  it('redirect filter boxes sent without script to the URL the script makes', () => {
    let response: Response | null = null;
    try {
      filtersFromUrl(new URL('http://localhost/de/berlin?q=golf&numbers=de-DE&priceMax=1.000&mileageMax=98.000'), { city: 'berlin' });
    } catch (error) {
      // React Router's redirect is a Response the loader throws.
      response = error as Response;
    }
    expect(response?.status).toBe(303);
    expect(response?.headers.get('location')).toBe('/de/berlin?q=golf&priceMax=1000&mileageMax=98000');
  });

  it('answer a filter box that holds no number 400, naming it in the page language', async () => {
    const result = await thrown(() => filtersFromUrl(new URL('http://localhost/de/berlin?numbers=de-DE&priceMax=billig'), { city: 'berlin' }));
    expect(result.status).toBe(400);
    expect(result.body.typed).toEqual([
      { field: 'priceMax', message: 'errors.number.notANumber', values: { label: 'errors.fields.priceMax', example: '1.234,50' } },
    ]);
  });
});
