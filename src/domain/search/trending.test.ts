import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoListing } from '../../demo/listing-factory';
import { createRng } from '../../demo/random';
import { listings, searchLog } from '../../db/schema';
import { findCity } from '../geo/find-city';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import { getTrending, SearchLog } from './trending';

let database: TestDatabase;
let log: SearchLog;
beforeAll(async () => {
  database = await openTestDatabase();
  log = new SearchLog(database.db);
});
afterAll(async () => {
  await database?.close();
});

const NOW = new Date('2026-11-20T10:00:00Z');
const rows = async () =>
  (await database.db.select({ city: searchLog.city, query: searchLog.query, count: searchLog.count }).from(searchLog)).sort((a, b) =>
    a.query.localeCompare(b.query),
  );

/** A public listing in a city, titled as given. */
async function postIn(city: string, title: string) {
  const row = buildDemoListing(createRng(title.length), { city: findCity(city)!, now: new Date() });
  await database.db.insert(listings).values({ ...row, title, description: `${title}, collected from ${city}.` });
}

describe('counting searches for trending', () => {
  it('counts in memory and writes one row per phrase in a batch, adding to what is there', async () => {
    for (let i = 0; i < 40; i++) log.record({ city: 'paris', query: 'Vélo  électrique', now: NOW });
    log.record({ city: 'paris', query: 'canapé', now: NOW });
    // Nothing is written on the searches' path.
    expect(await rows()).toEqual([]);
    await log.flush();
    expect(await rows()).toEqual([
      { city: 'paris', query: 'canapé', count: 1 },
      { city: 'paris', query: 'vélo électrique', count: 40 },
    ]);
    for (let i = 0; i < 2; i++) log.record({ city: 'paris', query: 'canapé', now: NOW });
    await log.flush();
    expect((await rows()).find((row) => row.query === 'canapé')?.count).toBe(3);
  });

  it('writes what is waiting before trending is read', async () => {
    await postIn('lyon', 'Yamaha upright piano');
    for (let i = 0; i < 5; i++) log.record({ city: 'lyon', query: 'piano', now: NOW });
    expect((await getTrending(database.db, { city: 'lyon', now: NOW, searchLog: log }))[0]).toBe('piano');
  });

  it('keeps personal data out', async () => {
    log.record({ city: 'lyon', query: 'ana@example.com', now: NOW });
    log.record({ city: 'lyon', query: '06 12 34 56 78', now: NOW });
    await log.flush();
    expect((await rows()).filter((row) => row.city === 'lyon').map((row) => row.query)).toEqual(['piano']);
  });
});

describe('which searches are shown as popular', () => {
  it('only searches people made in this city that find a public listing here now, and no made-up defaults', async () => {
    await postIn('toronto', 'Oak dining table');
    await postIn('vancouver', 'Road bike');
    for (let i = 0; i < 6; i++) log.record({ city: 'toronto', query: 'sofa', now: NOW });
    for (let i = 0; i < 4; i++) log.record({ city: 'toronto', query: 'oak table', now: NOW });
    // Searched here, but what it finds is in another city.
    for (let i = 0; i < 5; i++) log.record({ city: 'toronto', query: 'road bike', now: NOW });
    // Finds something here, but was searched for in another city.
    for (let i = 0; i < 5; i++) log.record({ city: 'vancouver', query: 'dining table', now: NOW });
    expect(await getTrending(database.db, { city: 'toronto', now: NOW, searchLog: log })).toEqual(['oak table']);
    expect(await getTrending(database.db, { city: 'vancouver', now: NOW, searchLog: log })).toEqual([]);
  });
});
