/**
 * Processes started together on one PostgreSQL database migrate it one at a time: each
 * opens it, none fails on another's half-made tables. Runs on the machine's PostgreSQL in
 * both test runs (the embedded database has one process by nature).
 */
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `cityboard_migrate_${randomBytes(6).toString('hex')}`;
const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
const url = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();

beforeAll(async () => {
  await admin.unsafe(`CREATE DATABASE ${name}`);
});
afterAll(async () => {
  await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end({ timeout: 5 });
});

describe('opening a new PostgreSQL database from several processes at once', () => {
  it('migrates it once: every opener succeeds and finds the tables', async () => {
    const opened = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: url, poolSize: 1 })));
    try {
      const check = postgres(url, { max: 1, onnotice: () => {} });
      const [row] = await check<{ n: number }[]>`select count(*)::int as n from information_schema.tables where table_name = 'listings'`;
      const [applied] = await check<{ n: number }[]>`select count(*)::int as n from drizzle.__drizzle_migrations`;
      await check.end();
      expect(row!.n).toBe(1);
      // Each migration recorded once, not once per opener.
      expect(applied!.n).toBeGreaterThan(15);
      const [again] = await Promise.all([openDatabase({ databaseUrl: url, poolSize: 1 })]);
      await again!.close();
    } finally {
      await Promise.all(opened.map((database) => database.close()));
    }
  });
});
