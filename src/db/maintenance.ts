/**
 * Planner statistics. PostgreSQL's autovacuum keeps them fresh; PGlite has no
 * autovacuum, and without statistics the planner guesses — one such guess made a
 * city's newest-first page walk the whole table. So the app refreshes them itself.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './client';

export async function refreshPlannerStatistics(db: Db): Promise<void> {
  await db.execute(sql`ANALYZE listings`);
  await db.execute(sql`ANALYZE search_vocabulary`);
}

/** Refreshes now and then every `intervalMs`; the timer never keeps the process alive. */
export function scheduleMaintenance(db: Db, options: { intervalMs: number; onError: (error: unknown) => void }): () => void {
  const timer = setInterval(() => {
    refreshPlannerStatistics(db).catch(options.onError);
  }, options.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
