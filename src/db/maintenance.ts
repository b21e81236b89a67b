/**
 * Planner statistics. PostgreSQL's autovacuum keeps them fresh; PGlite has no
 * autovacuum, and without statistics the planner guesses — one such guess made a
 * city's newest-first page walk the whole table. So the app refreshes them itself: at
 * start, and hourly as the `planner-statistics` job (src/jobs/app-jobs.ts).
 */
import { sql } from 'drizzle-orm';
import type { Db } from './client';

export async function refreshPlannerStatistics(db: Db): Promise<void> {
  await db.execute(sql`ANALYZE listings`);
  await db.execute(sql`ANALYZE search_vocabulary`);
}
