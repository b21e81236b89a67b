/**
 * pg-boss on PGlite. pg-boss talks to its database through one method, `executeSql(text,
 * values)` (its `db` option, pg-boss 10 types.d.ts `Db`), so the embedded database needs no
 * pg Pool and no TCP server: this executor runs pg-boss's SQL on the app's own PGlite instance.
 * - Parameterised statements go through `query` (extended protocol); pg-boss's statements
 *   without parameters include multi-statement scripts (`BEGIN; … pg_advisory_xact_lock …;
 *   COMMIT` for its schema and maintenance), which only the simple protocol (`exec`) runs.
 * - PGlite has one session, shared with the app: a script's own BEGIN … COMMIT is run through
 *   `client.transaction`, which keeps the app's queries out until it ends and rolls back on
 *   failure (a script failing after a bare BEGIN would leave the session aborted for everyone).
 * - pg-boss fires a few statements without awaiting them (a worker's `complete` after its
 *   handler). `drain()` waits for those before the database closes, and statements that
 *   arrive after `close()` are answered with no rows instead of failing unobserved.
 */
import type { PGlite, Results } from '@electric-sql/pglite';

export interface PgBossExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Waits for every statement already started; later ones get no rows. */
  close(): Promise<void>;
}

/** pg-boss's `locked()` scripts: `BEGIN; …; COMMIT;` around the statements. */
const TRANSACTION_SCRIPT = /^\s*BEGIN;([\s\S]*);\s*COMMIT;\s*$/;

export function createPgliteExecutor(client: PGlite): PgBossExecutor {
  const inFlight = new Set<Promise<unknown>>();
  let closed = false;

  async function run(text: string, values: unknown[] | undefined): Promise<{ rows: unknown[] }> {
    if (values && values.length > 0) {
      const result = await client.query(text, values);
      return { rows: result.rows };
    }
    const script = TRANSACTION_SCRIPT.exec(text);
    const results: Results[] = script ? await client.transaction((tx) => tx.exec(script[1]!)) : await client.exec(text);
    // The last statement's rows: a lone SELECT's, or nothing for a script.
    return { rows: results.at(-1)?.rows ?? [] };
  }

  return {
    executeSql(text, values) {
      if (closed) return Promise.resolve({ rows: [] });
      const running = run(text, values);
      inFlight.add(running);
      void running.finally(() => inFlight.delete(running)).catch(() => {});
      return running;
    },
    async close() {
      closed = true;
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}
