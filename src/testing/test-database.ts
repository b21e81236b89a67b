/**
 * A real, migrated database for one test file, copied from a template that Vitest's
 * global setup (`global-setup.ts`) migrates and fills with reference data once per run,
 * as epic-stack's global setup does:
 * - PGlite (default): the template is a data-directory tarball on disk; each file starts
 *   its own PGlite in memory from it.
 * - PostgreSQL (DATABASE_URL): the template is a database; each file gets
 *   `CREATE DATABASE … TEMPLATE …` and drops it after.
 * Outside Vitest (benchmarks, evaluation scripts) there is no template, and the database
 * is migrated on the spot.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import postgres from 'postgres';
import { openDatabase, type Database } from '../db/client';
import { loadReferenceData } from '../domain/reference-data/load-reference-data';

export interface TestDatabase extends Database {
  name: string;
  /** The connection string, for a second process to share it (PostgreSQL only). */
  url: string | null;
}

/** Where the run's migrated template is: handed from the global setup to every test file. */
export type TestDatabaseTemplate = { engine: 'pglite'; tarball: string } | { engine: 'postgres'; name: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplate?: TestDatabaseTemplate;
  }
}

function admin(url: string) {
  return postgres(url, { max: 1, onnotice: () => {} });
}

function databaseUrl(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

/** Migrates a template database and loads the reference data into it; `drop` removes it. */
export async function createTestDatabaseTemplate(): Promise<{ template: TestDatabaseTemplate; drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ dataDir: 'memory://' });
    await loadReferenceData(database.db);
    const dir = mkdtempSync(path.join(tmpdir(), 'cityboard-test-template-'));
    const tarball = path.join(dir, 'pgdata.tar');
    // Uncompressed: the dump is written once, and read by every test file.
    const dump = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
    await writeFile(tarball, Buffer.from(await dump.arrayBuffer()));
    await database.close();
    return { template: { engine: 'pglite', tarball }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }

  const name = `cityboard_template_${randomBytes(6).toString('hex')}`;
  const server = admin(url);
  await server.unsafe(`CREATE DATABASE ${name}`);
  // Closed before any copy: PostgreSQL copies a template only while nobody is connected to it.
  const database = await openDatabase({ databaseUrl: databaseUrl(url, name), poolSize: 1 });
  await loadReferenceData(database.db);
  await database.close();
  return {
    template: { engine: 'postgres', name },
    async drop() {
      await server.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await server.end({ timeout: 5 });
    },
  };
}

/** The template the global setup made, when running under Vitest with it. */
async function runTemplate(): Promise<TestDatabaseTemplate | undefined> {
  if (!process.env.VITEST) return undefined;
  const { inject } = await import('vitest');
  return inject('testDatabaseTemplate');
}

export async function openTestDatabase(options: { logger?: Logger } = {}): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  const template = await runTemplate();
  if (!url) {
    const loadDataDir = template?.engine === 'pglite' ? new Blob([await readFile(template.tarball)]) : undefined;
    const database = await openDatabase({ dataDir: 'memory://', loadDataDir, logger: options.logger });
    // A copy of the template has its reference data already: this finds the version and returns.
    await loadReferenceData(database.db);
    return { ...database, name: 'pglite:memory', url: null };
  }

  const name = `cityboard_test_${randomBytes(6).toString('hex')}`;
  const server = admin(url);
  await server.unsafe(template?.engine === 'postgres' ? `CREATE DATABASE ${name} TEMPLATE ${template.name}` : `CREATE DATABASE ${name}`);
  const testUrl = databaseUrl(url, name);
  const database = await openDatabase({ databaseUrl: testUrl, poolSize: 4, logger: options.logger });
  await loadReferenceData(database.db);
  return {
    ...database,
    name,
    url: testUrl,
    async close() {
      await database.close();
      await server.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await server.end({ timeout: 5 });
    },
  };
}
