import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchLog } from '../../db/schema';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import type { LimitedAction } from '../limits/rate-limit-rules';
import { SearchLog } from '../search/trending';
import { listingFiltersSchema } from './listing-schemas';
import { searchListings } from './search-listings';

let database: TestDatabase;
let log: SearchLog;

beforeAll(async () => {
  database = await openTestDatabase();
  log = new SearchLog(database.db);
});
afterAll(async () => {
  await database?.close();
});

/** Runs one request's search; answers what it spent and how many search runs are logged now. */
async function run(query: Record<string, string>, extra: { polled?: boolean } = {}) {
  const spent: LimitedAction[] = [];
  await searchListings(database.db, {
    filters: listingFiltersSchema.parse({ city: 'oslo', ...query }),
    consumeLimit: async (action) => void spent.push(action),
    searchLog: log,
    ...extra,
  });
  // Counted searches are written in batches; this reads what the next batch would write.
  await log.flush();
  const rows = await database.db.select().from(searchLog);
  return { spent, runs: rows.reduce((sum, row) => sum + row.count, 0) };
}

describe('what a search costs and feeds', () => {
  it('spends a search and logs one run for the first page of a search', async () => {
    expect(await run({ search: 'red bicycle' })).toEqual({ spent: ['search'], runs: 1 });
  });

  it('spends but logs nothing for a next page or a polled feed', async () => {
    const next = await run({
      search: 'red bicycle',
      sort: 'relevance',
      cursor: Buffer.from(JSON.stringify({ s: 'relevance', o: 24 })).toString('base64url'),
    });
    expect(next).toEqual({ spent: ['search'], runs: 1 });
    expect(await run({ search: 'red bicycle' }, { polled: true })).toEqual({ spent: ['search'], runs: 1 });
  });

  it('costs nothing and logs nothing without words', async () => {
    expect(await run({})).toEqual({ spent: [], runs: 1 });
  });
});
