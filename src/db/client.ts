/**
 * Opens the database: embedded PGlite (default) or PostgreSQL when a URL is given.
 * Both are migrated on open with the committed drizzle-kit migrations, so the two
 * engines always run the same schema.
 */
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema';
import { createWorkGate, PGLITE_WORK_GATE, type WorkGate, type WorkGateOptions } from './work-gate';

export type Schema = typeof schema;
/** The database handle every domain function takes; the same type for both engines. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Runs SQL text straight on the driver, bypassing Drizzle (benchmarks compare the two). */
  runRaw(text: string, params: unknown[]): Promise<void>;
  /**
   * PGlite only: the bounded queue requests wait in for the one connection (work-gate.ts);
   * the server answers 503 to those it refuses. PostgreSQL's pool needs none.
   */
  workGate?: WorkGate;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when absent, PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory; `memory://` keeps everything in memory (tests). */
  dataDir?: string;
  /** Connection pool size for PostgreSQL. */
  poolSize?: number;
  /** Sees every query Drizzle sends (benchmarks record them). */
  logger?: Logger;
  /** PGlite only: start from this data-directory tarball (tests copy a migrated template). */
  loadDataDir?: Blob;
  /**
   * PGlite only: the request queue's bounds; PGLITE_WORK_GATE by default for a data
   * directory (a server), none for `memory://` (tests and tools, which bring their own load).
   */
  workGate?: WorkGateOptions | false;
}

/**
 * PostgreSQL's settings for the embedded engine. Its shared buffers live in the
 * WebAssembly heap, which never gives memory back: the server default (128 MB, sized for
 * a machine of its own) cost 106 MB of resident memory for data the operating system's
 * file cache holds anyway. 32 MB keeps a small site's hot pages (ADR 025).
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=32MB'];

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any number, the same in every process: the advisory lock migrations take on PostgreSQL. */
const MIGRATION_LOCK = 4_242_017;

/**
 * Processes started together (several `npm start`s behind a proxy, a web process and a
 * worker) would each apply the same migrations at once and fail on each other's tables:
 * they take turns on an advisory lock, held on a connection of its own, and the later
 * ones find nothing left to do.
 */
async function migrateOneAtATime(databaseUrl: string, migrateNow: () => Promise<void>): Promise<void> {
  const lock = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    await lock`select pg_advisory_lock(${MIGRATION_LOCK})`;
    await migrateNow();
  } finally {
    await lock`select pg_advisory_unlock(${MIGRATION_LOCK})`.catch(() => undefined);
    await lock.end();
  }
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const client = postgres(options.databaseUrl, {
      max: options.poolSize ?? 10,
      onnotice: () => {},
    });
    const db = drizzlePostgres({ client, schema, logger: options.logger });
    await migrateOneAtATime(options.databaseUrl, () => migratePostgres(db, { migrationsFolder }));
    return {
      db: db as unknown as Db,
      engine: 'postgres',
      runRaw: async (text, params) => {
        await client.unsafe(text, params as never[]);
      },
      close: () => client.end({ timeout: 5 }),
    };
  }

  const dataDir = options.dataDir ?? './data/pglite';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm, unaccent },
    loadDataDir: options.loadDataDir,
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
  });
  const db = drizzlePglite({ client, schema, logger: options.logger });
  await migratePglite(db, { migrationsFolder });
  const gateOptions = options.workGate ?? (dataDir.startsWith('memory://') ? false : PGLITE_WORK_GATE);
  return {
    db: db as unknown as Db,
    engine: 'pglite',
    runRaw: async (text, params) => {
      await client.query(text, params);
    },
    workGate: gateOptions ? createWorkGate(gateOptions) : undefined,
    close: () => client.close(),
  };
}
