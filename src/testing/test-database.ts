/**
 * A real, migrated database for one test file: PGlite in memory by default, or — when
 * DATABASE_URL is set — a fresh PostgreSQL database created for the file and dropped after.
 */
import { randomBytes } from 'node:crypto';
import type { Logger } from 'drizzle-orm';
import postgres from 'postgres';
import { openDatabase, type Database } from '../db/client';
import { loadReferenceData } from '../domain/reference-data/load-reference-data';

export interface TestDatabase extends Database {
  name: string;
  /** The connection string, for a second process to share it (PostgreSQL only). */
  url: string | null;
}

export async function openTestDatabase(options: { logger?: Logger } = {}): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ dataDir: 'memory://', logger: options.logger });
    await loadReferenceData(database.db);
    return { ...database, name: 'pglite:memory', url: null };
  }

  const name = `cityboard_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: testUrl.toString(), poolSize: 4, logger: options.logger });
  await loadReferenceData(database.db);
  return {
    ...database,
    name,
    url: testUrl.toString(),
    async close() {
      await database.close();
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end({ timeout: 5 });
    },
  };
}
