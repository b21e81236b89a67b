/**
 * Jobs that used up their retries, for reviewers (/moderation). Read with the app's own
 * database handle from pg-boss's tables (they share the database), so a web-only process
 * lists them too. The failed state is kept a month (see job-queue.ts), the archive a week more.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { JOB_SCHEMA } from './job-queue';

/** A job that used up its retries; the answer of a reviewers' route (GET /api/moderation/jobs/failed). */
export const failedJobSchema = z.object({
  id: z.string(),
  name: z.string().describe('The job, e.g. conversation-mail'),
  data: z.record(z.string(), z.unknown()).describe('What the job was sent with, e.g. { participantId }'),
  error: z.string().describe("The last run's error message"),
  attempts: z.number().int().describe('Runs made, the first included'),
  createdAt: z.string(),
  failedAt: z.string(),
});
export const failedJobsSchema = z.array(failedJobSchema);
export type FailedJob = z.infer<typeof failedJobSchema>;

interface FailedJobRow {
  id: string;
  name: string;
  data: Record<string, unknown> | null;
  output: unknown;
  retry_count: number | string;
  created_on: Date | string;
  completed_on: Date | string;
}

/** Newest failure first; none while the queue has never started on this database. */
export async function listFailedJobs(db: Db, options: { limit?: number } = {}): Promise<FailedJob[]> {
  const limit = Math.min(Math.max(options.limit ?? 100, 1), 1_000);
  const [installed] = rowsOf<{ name: string | null }>(await db.execute(sql`SELECT to_regclass(${`${JOB_SCHEMA}.job`})::text AS name`));
  if (!installed?.name) return [];
  const schema = sql.raw(JOB_SCHEMA);
  const rows = rowsOf<FailedJobRow>(
    await db.execute(sql`
      SELECT id, name, data, output, retry_count, created_on, completed_on FROM (
        SELECT id, name, data, output, retry_count, created_on, completed_on FROM ${schema}.job WHERE state = 'failed'
        UNION ALL
        SELECT id, name, data, output, retry_count, created_on, completed_on FROM ${schema}.archive WHERE state = 'failed'
      ) failed
      ORDER BY completed_on DESC
      LIMIT ${limit}
    `),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    data: row.data ?? {},
    error: errorMessage(row.output),
    attempts: Number(row.retry_count) + 1,
    createdAt: new Date(row.created_on).toISOString(),
    failedAt: new Date(row.completed_on).toISOString(),
  }));
}

/** pg-boss stores a thrown error serialised ({ name, message, stack }), a timeout as { value: { message } }. */
function errorMessage(output: unknown): string {
  if (output && typeof output === 'object') {
    const record = output as { message?: unknown; value?: { message?: unknown } };
    if (typeof record.message === 'string') return record.message;
    if (typeof record.value?.message === 'string') return record.value.message;
  }
  return output === null || output === undefined ? 'Unknown error' : JSON.stringify(output);
}
