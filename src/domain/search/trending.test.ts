import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchLog } from '../../db/schema';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import { flushSearchLog, getTrending, recordSearch } from './trending';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const NOW = new Date('2026-11-20T10:00:00Z');
const rows = async () =>
  (await database.db.select({ city: searchLog.city, query: searchLog.query, count: searchLog.count }).from(searchLog)).sort((a, b) =>
    a.query.localeCompare(b.query),
  );

describe('counting searches for trending', () => {
  it('counts in memory and writes one row per phrase in a batch, adding to what is there', async () => {
    for (let i = 0; i < 40; i++) recordSearch(database.db, { city: 'paris', query: 'Vélo  électrique', now: NOW });
    recordSearch(database.db, { city: 'paris', query: 'canapé', now: NOW });
    // Nothing is written on the searches' path.
    expect(await rows()).toEqual([]);
    await flushSearchLog(database.db);
    expect(await rows()).toEqual([
      { city: 'paris', query: 'canapé', count: 1 },
      { city: 'paris', query: 'vélo électrique', count: 40 },
    ]);
    for (let i = 0; i < 2; i++) recordSearch(database.db, { city: 'paris', query: 'canapé', now: NOW });
    await flushSearchLog(database.db);
    expect((await rows()).find((row) => row.query === 'canapé')?.count).toBe(3);
  });

  it('writes what is waiting before trending is read', async () => {
    for (let i = 0; i < 5; i++) recordSearch(database.db, { city: 'lyon', query: 'piano', now: NOW });
    expect((await getTrending(database.db, { city: 'lyon', now: NOW }))[0]).toBe('piano');
  });

  it('keeps personal data out', async () => {
    recordSearch(database.db, { city: 'lyon', query: 'ana@example.com', now: NOW });
    recordSearch(database.db, { city: 'lyon', query: '06 12 34 56 78', now: NOW });
    await flushSearchLog(database.db);
    expect((await rows()).filter((row) => row.city === 'lyon').map((row) => row.query)).toEqual(['piano']);
  });
});
