import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildListingInput } from '../../demo/listing-factory';
import { rowsOf } from '../../db/rows';
import { listings } from '../../db/schema';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import { createListing } from './create-listing';
import { countListingsByCategory } from './count-listings-by-category';
import { countListings, findListings } from './find-listings';
import { findCity } from '../geo/find-city';
import type { ListingAttributes } from '../attributes/attribute-definitions';
import { listingFiltersSchema, listingInputSchema, type ListingFiltersQuery } from './listing-schemas';

let database: TestDatabase;
/** The statements the database is sent while a test records them (set it to []). */
let recorded: { text: string; params: unknown[] }[] | null = null;
const NOW = new Date('2026-06-15T12:00:00.000Z');
const HOUR = 3600_000;

type Overrides = Parameters<typeof buildListingInput>[0];
async function add(overrides: Overrides, hoursAgo: number): Promise<string> {
  // A fixed description keeps generated words out of the search assertions.
  const input = listingInputSchema.parse(buildListingInput({ description: 'Collection only.', ...overrides }));
  const { id } = await createListing(database.db, { input, userId: 'tester', now: new Date(NOW.getTime() - hoursAgo * HOUR) });
  return id;
}

const find = (query: ListingFiltersQuery) => findListings(database.db, listingFiltersSchema.parse(query), { now: NOW });
const titles = async (query: ListingFiltersQuery) => (await find(query)).listings.map((l) => l.title);

beforeAll(async () => {
  database = await openTestDatabase({ logger: { logQuery: (text, params) => recorded?.push({ text, params }) } });
  await add(
    {
      title: 'Vintage road bike',
      category: 'for-sale',
      subcategory: 'bicycles',
      condition: 'good',
      price: '250',
      city: 'london',
      neighborhood: 'Camden',
    },
    1,
  );
  await add(
    {
      title: 'Sunny two bedroom apartment',
      category: 'housing',
      subcategory: 'apartments',
      condition: '',
      price: '2100',
      city: 'newyork',
      neighborhood: 'Brooklyn',
    },
    30,
  );
  await add(
    {
      title: 'iPhone 13 128GB',
      category: 'for-sale',
      subcategory: 'cell-phones',
      condition: 'like-new',
      price: '480',
      city: 'newyork',
      neighborhood: 'Harlem',
    },
    3,
  );
  await add(
    { title: 'Barista wanted', category: 'jobs', subcategory: 'part-time', condition: '', price: '', city: 'toronto', neighborhood: 'Leslieville' },
    24 * 10,
  );
  await add(
    {
      title: 'Free moving boxes',
      category: 'for-sale',
      subcategory: 'free-stuff',
      condition: 'fair',
      price: '0',
      city: 'london',
      neighborhood: 'camden',
    },
    24 * 20,
  );
  await add(
    {
      title: 'Café table from Zürich',
      category: 'for-sale',
      subcategory: 'furniture',
      condition: 'excellent',
      price: '90',
      city: 'zurich',
      neighborhood: 'Altstadt',
    },
    5,
  );
  await add(
    {
      title: '東京のソファ',
      category: 'for-sale',
      subcategory: 'furniture',
      condition: 'new',
      price: '15000',
      city: 'tokyo',
      neighborhood: 'Shibuya',
    },
    6,
  );
});
afterAll(async () => {
  await database?.close();
});

describe('findListings', () => {
  it('lists public listings newest first', async () => {
    expect(await titles({})).toEqual([
      'Vintage road bike',
      'iPhone 13 128GB',
      'Café table from Zürich',
      '東京のソファ',
      'Sunny two bedroom apartment',
      'Barista wanted',
      'Free moving boxes',
    ]);
  });

  it('filters by city, category, subcategory and neighbourhood', async () => {
    expect(await titles({ city: 'newyork' })).toEqual(['iPhone 13 128GB', 'Sunny two bedroom apartment']);
    expect(await titles({ category: 'housing' })).toEqual(['Sunny two bedroom apartment']);
    expect(await titles({ category: 'for-sale', subcategory: 'furniture' })).toEqual(['Café table from Zürich', '東京のソファ']);
    expect(await titles({ neighborhood: 'CAMDEN' })).toEqual(['Vintage road bike', 'Free moving boxes']);
  });

  it('filters by price range and by one or several conditions', async () => {
    expect(await titles({ priceMin: '100', priceMax: '500' })).toEqual(['Vintage road bike', 'iPhone 13 128GB']);
    expect(await titles({ priceMax: '0' })).toEqual(['Free moving boxes']);
    expect(await titles({ condition: 'good' })).toEqual(['Vintage road bike']);
    expect(await titles({ condition: ['good', 'like-new'] })).toEqual(['Vintage road bike', 'iPhone 13 128GB']);
  });

  it('filters by posted date and by country (UK meaning GB) and region', async () => {
    // NOW is 08:00 in New York, the global site's timezone: four listings are from today.
    expect(await titles({ postedDate: 'today' })).toEqual(['Vintage road bike', 'iPhone 13 128GB', 'Café table from Zürich', '東京のソファ']);
    expect(await titles({ postedDate: 'week' })).toHaveLength(5);
    expect(await titles({ postedDate: 'month' })).toHaveLength(7);
    expect(await titles({ postedDate: 'any' })).toHaveLength(7);
    expect(await titles({ country: 'UK' })).toEqual(['Vintage road bike', 'Free moving boxes']);
    expect(await titles({ country: 'US', region: 'new-york' })).toEqual(['iPhone 13 128GB', 'Sunny two bedroom apartment']);
  });

  it('searches words as prefixes, folds accents and keeps any script', async () => {
    expect(await titles({ search: 'apart' })).toEqual(['Sunny two bedroom apartment']);
    expect(await titles({ search: 'zurich' })).toEqual(['Café table from Zürich']);
    expect(await titles({ search: 'cafe' })).toEqual(['Café table from Zürich']);
    expect(await titles({ search: 'IPHONE 13' })).toEqual(['iPhone 13 128GB']);
    expect(await titles({ search: '東京のソファ' })).toEqual(['東京のソファ']);
    // Japanese has no spaces: any part of a phrase finds it, even one character.
    expect(await titles({ search: 'ソファ' })).toEqual(['東京のソファ']);
    expect(await titles({ search: 'ソ' })).toEqual(['東京のソファ']);
    expect(await titles({ search: '京のソ' })).toEqual(['東京のソファ']);
    expect(await titles({ search: 'ソファ 東京' })).toEqual(['東京のソファ']);
    expect(await titles({ search: 'ファソ' })).toEqual([]);
  });

  it('tolerates typos by correcting them against real title words', async () => {
    expect(await titles({ search: 'iphnoe' })).toEqual(['iPhone 13 128GB']);
    const page = await find({ search: 'aparment' });
    expect(page.listings.map((l) => l.title)).toEqual(['Sunny two bedroom apartment']);
    expect(page.corrections).toEqual(['apartment']);
    expect(await titles({ search: 'qwxzv' })).toEqual([]);
  });

  it('never fails on operators, quotes or stray punctuation', async () => {
    for (const search of [`"bike`, `bike & | !`, `'); drop table listings; --`, `:*`, `<->`, `\\`]) {
      await expect(find({ search })).resolves.toBeDefined();
    }
  });

  it('walks every page once with the keyset cursor', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let pageNo = 0; pageNo < 10; pageNo += 1) {
      const page = await find({ limit: '2', ...(cursor ? { cursor } : {}) });
      seen.push(...page.listings.map((l) => l.title));
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }
    expect(seen).toEqual(await titles({}));
  });

  it('sorts by price both ways, listings without a price last, across pages', async () => {
    const walk = async (sort: 'price_asc' | 'price_desc', limit = '2') => {
      const seen: (string | null)[] = [];
      let cursor: string | undefined;
      for (let pageNo = 0; pageNo < 10; pageNo += 1) {
        const page = await find({ sort, limit, ...(cursor ? { cursor } : {}) });
        seen.push(...page.listings.map((l) => l.price));
        if (!page.nextCursor) break;
        cursor = page.nextCursor;
      }
      return seen;
    };
    expect(await walk('price_asc')).toEqual(['0.00', '90.00', '250.00', '480.00', '2100.00', '15000.00', null]);
    expect(await walk('price_desc')).toEqual(['15000.00', '2100.00', '480.00', '250.00', '90.00', '0.00', null]);
    // A page that starts among the priced listings and ends among the unpriced ones.
    expect(await walk('price_asc', '4')).toEqual(['0.00', '90.00', '250.00', '480.00', '2100.00', '15000.00', null]);
    expect(await walk('price_desc', '5')).toEqual(['15000.00', '2100.00', '480.00', '250.00', '90.00', '0.00', null]);
  });

  it('ranks only the newest matches by relevance (the window), then goes on newest first, so a walk meets every match once', async () => {
    const newestFirst = await titles({ search: 'collection', limit: '100' });
    expect(newestFirst.length).toBeGreaterThan(4);
    const walk = async (limit: number, relevanceWindow: number) => {
      const seen: string[] = [];
      let cursor: string | undefined;
      for (let page = 0; page < 50; page += 1) {
        const filters = listingFiltersSchema.parse({ search: 'collection', sort: 'relevance', limit: String(limit), cursor });
        const result = await findListings(database.db, filters, { now: NOW, relevanceWindow });
        seen.push(...result.listings.map((l) => l.title));
        if (!result.nextCursor) return seen;
        cursor = result.nextCursor;
      }
      throw new Error('the walk did not end');
    };
    // Pages that end on the window's edge, and pages the edge cuts in two.
    for (const [limit, relevanceWindow] of [
      [1, 2],
      [2, 3],
      [3, 1],
      [100, 2],
    ] as const) {
      const seen = await walk(limit, relevanceWindow);
      expect(seen).toHaveLength(newestFirst.length);
      expect([...seen.slice(0, relevanceWindow)].sort()).toEqual(newestFirst.slice(0, relevanceWindow).sort());
      expect(seen.slice(relevanceWindow)).toEqual(newestFirst.slice(relevanceWindow));
    }
    // A window larger than the matches ranks them all, and the list ends with them.
    const all = await walk(100, 10_000);
    expect([...all].sort()).toEqual([...newestFirst].sort());
  });

  it('ranks by relevance when asked, and refuses a cursor of another sort', async () => {
    await add(
      {
        title: 'Bike helmet',
        description: 'Fits any bike, used on one bike trip',
        category: 'for-sale',
        price: '20',
        city: 'manchester',
        neighborhood: 'Ancoats',
      },
      50,
    );
    const ranked = await titles({ search: 'bike', sort: 'relevance' });
    expect(ranked[0]).toBe('Bike helmet');
    expect(ranked).toContain('Vintage road bike');
    const newest = await find({ limit: '1' });
    await expect(find({ sort: 'price_asc', cursor: newest.nextCursor! })).rejects.toThrow('errors.cursor.invalid');
  });

  it('counts what it finds, and hides listings that are pending or expired', async () => {
    expect(await countListings(database.db, listingFiltersSchema.parse({ city: 'london' }), { now: NOW })).toBe(2);
    const [bike] = await database.db.select().from(listings).where(eq(listings.title, 'Vintage road bike'));
    await database.db.update(listings).set({ moderationStatus: 'pending' }).where(eq(listings.id, bike!.id));
    expect(await titles({ city: 'london' })).toEqual(['Free moving boxes']);
    await database.db
      .update(listings)
      .set({ moderationStatus: 'approved', expiresAt: new Date(NOW.getTime() - 1000) })
      .where(eq(listings.id, bike!.id));
    expect(await titles({ city: 'london' })).toEqual(['Free moving boxes']);
  });

  it('pages a city by price down to the last page the same as sorting it whole: ties by id, listings without a price last', async () => {
    // Berlin is this test's own: ties at one price, a free one and several without a price.
    const prices = ['100', '100', '100', '250', '', '50', '100', '', '0', '250', '', '50'];
    for (const [i, price] of prices.entries()) {
      await add({ title: `Berlin desk ${i}`, description: 'Pick up only.', category: 'for-sale', price, city: 'berlin', neighborhood: 'Mitte' }, i);
    }
    // Alike ads from one seller are held as duplicates; here all of them are public.
    await database.db.update(listings).set({ moderationStatus: 'approved' }).where(eq(listings.city, 'berlin'));
    const rows = await database.db.select({ id: listings.id, price: listings.price }).from(listings).where(eq(listings.city, 'berlin'));
    expect(rows).toHaveLength(prices.length);
    // PostgreSQL orders uuids as their lower-case hex text does.
    const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    const byPrice = (direction: 1 | -1) => (a: { id: string; price: string | null }, b: { id: string; price: string | null }) => {
      if (a.price === null || b.price === null) return a.price === b.price ? direction * byId(a.id, b.id) : a.price === null ? 1 : -1;
      return direction * (Number(a.price) - Number(b.price)) || direction * byId(a.id, b.id);
    };
    const walk = async (sort: 'price_asc' | 'price_desc') => {
      const seen: string[] = [];
      let cursor: string | undefined;
      for (let pageNo = 0; pageNo < 20; pageNo += 1) {
        const page = await find({ city: 'berlin', sort, limit: '2', ...(cursor ? { cursor } : {}) });
        seen.push(...page.listings.map((l) => l.id));
        if (!page.nextCursor) break;
        cursor = page.nextCursor;
      }
      return seen;
    };
    expect(await walk('price_desc')).toEqual([...rows].sort(byPrice(-1)).map((r) => r.id));
    expect(await walk('price_asc')).toEqual([...rows].sort(byPrice(1)).map((r) => r.id));
  });

  // A recorded statement with its parameters written in, for EXPLAIN.
  const literal = (value: unknown) =>
    typeof value === 'number' ? String(value) : `'${String(value instanceof Date ? value.toISOString() : value).replaceAll("'", "''")}'`;
  const inline = ({ text, params }: { text: string; params: unknown[] }) =>
    text.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]));

  it('reads a city by price in either direction from an index, never by sorting the city', async () => {
    for (const sort of ['price_asc', 'price_desc'] as const) {
      const first = await find({ city: 'berlin', sort, limit: '2' });
      for (const cursor of [undefined, first.nextCursor!]) {
        recorded = [];
        await find({ city: 'berlin', sort, limit: '2', ...(cursor ? { cursor } : {}) });
        const [statement] = recorded;
        recorded = null;
        const plan = await database.db.transaction(async (tx) => {
          // Sorting made prohibitively dear: a plan still sorts only when no index has the order.
          await tx.execute(sql`SET LOCAL enable_sort = off`);
          return rowsOf<{ 'QUERY PLAN': string }>(await tx.execute(sql.raw(`EXPLAIN ${inline(statement!)}`)));
        });
        expect(plan.map((row) => row['QUERY PLAN']).join('\n'), `${sort}, page ${cursor ? 2 : 1}`).not.toMatch(/Sort/);
      }
    }
  });

  it("counts a city's listings per category from an index alone, never reading the rows", async () => {
    recorded = [];
    await countListingsByCategory(database.db, { city: findCity('london')!, now: NOW });
    const [statement] = recorded;
    recorded = null;
    const plan = await database.db.transaction(async (tx) => {
      // Every other way made prohibitively dear: the plan reads the heap only when no index covers the count.
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      await tx.execute(sql`SET LOCAL enable_bitmapscan = off`);
      return rowsOf<{ 'QUERY PLAN': string }>(await tx.execute(sql.raw(`EXPLAIN ${inline(statement!)}`)));
    });
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toMatch(/Index Only Scan using listings_city_category_counts_idx/);
  });

  it("filters Housing on a home's facts before a subcategory is picked, from the facts' indexes, in results and counts", async () => {
    const home = async (title: string, subcategory: string, attributes: ListingAttributes) => {
      const id = await add({ title, category: 'housing', subcategory, condition: '', price: '900', city: 'london', neighborhood: 'Hackney' }, 2);
      await database.db.update(listings).set({ attributes }).where(eq(listings.id, id));
    };
    await home('Three bedroom flat in Hackney', 'apartments', { bedrooms: 3, floorArea: 80, floorAreaUnit: 'm2', floorAreaM2: 80, furnished: true });
    await home('Two bedroom house in Hackney', 'houses', { bedrooms: 2, floorArea: 900, floorAreaUnit: 'sqft', floorAreaM2: 83.6 });
    await home('Room in a shared house in Hackney', 'rooms', { bedrooms: 1, furnished: true });
    await home('Parking space in Hackney', 'parking', {});
    const housing = (extra: ListingFiltersQuery) => ({ city: 'london', category: 'housing', search: 'hackney', ...extra });
    expect((await titles(housing({ bedroomsMin: '2' }))).sort()).toEqual(['Three bedroom flat in Hackney', 'Two bedroom house in Hackney']);
    expect(await titles(housing({ areaMin: '82' }))).toEqual(['Two bedroom house in Hackney']);
    expect((await titles(housing({ furnished: '1' }))).sort()).toEqual(['Room in a shared house in Hackney', 'Three bedroom flat in Hackney']);
    expect(await countListings(database.db, listingFiltersSchema.parse(housing({ bedroomsMin: '2' })), { now: NOW })).toBe(2);

    // Without the words, as a category page asks: the rows come by the bedrooms index, led by the category.
    for (const run of [
      () => find({ city: 'london', category: 'housing', bedroomsMin: '2' }),
      () => countListings(database.db, listingFiltersSchema.parse({ city: 'london', category: 'housing', bedroomsMin: '2' }), { now: NOW }),
    ]) {
      recorded = [];
      await run();
      const statements = recorded;
      recorded = null;
      const statement = statements.find((s) => /bedrooms/.test(s.text))!;
      // A table this small is read best by a newest-first index; with every other index
      // dropped (in a transaction rolled back) and scans made dear, the plan uses the
      // bedrooms index only if the condition is one it serves.
      let plan: { 'QUERY PLAN': string }[] = [];
      await database.db
        .transaction(async (tx) => {
          const others = rowsOf<{ name: string }>(
            await tx.execute(
              sql`SELECT indexname AS name FROM pg_indexes i WHERE tablename = 'listings' AND indexname <> 'listings_attr_bedrooms_idx'
                AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
            ),
          );
          for (const { name } of others) await tx.execute(sql.raw(`DROP INDEX "${name}"`));
          await tx.execute(sql`SET LOCAL enable_seqscan = off`);
          plan = rowsOf<{ 'QUERY PLAN': string }>(await tx.execute(sql.raw(`EXPLAIN ${inline(statement)}`)));
          tx.rollback();
        })
        .catch(() => undefined);
      const text = plan.map((row) => row['QUERY PLAN']).join('\n');
      expect(text).toMatch(/listings_attr_bedrooms_idx/);
      expect(text).toContain("Index Cond: (((category)::text = 'housing'::text) AND (((attributes ->> 'bedrooms'::text))::integer >= 2))");
    }
  });

  it('refuses an unknown city', async () => {
    await expect(find({ city: 'atlantis' })).rejects.toThrow('errors.city.unknown');
  });
});
