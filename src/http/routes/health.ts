/**
 * `GET /api/health`: whether this process can serve, for a load balancer's or an
 * orchestrator's checks (docs/deployment.md). The database is required: without it the
 * process answers 503 and should leave the rotation. Redis is not: without it rate limits
 * count in the database and caches stay per process, so the answer is 200, "degraded".
 */
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { requestMessage } from '../request-text';
import { errorResponses } from '../schemas';

/** How long a check may take before its part counts as unavailable. */
const CHECK_TIMEOUT_MS = 2000;

const partSchema = z.enum(['ok', 'unavailable']);

export const healthSchema = z
  .object({
    status: z.enum(['ok', 'degraded']).describe('"ok": all parts answer; "degraded": serving without Redis'),
    database: partSchema,
    redis: z.enum(['ok', 'unavailable', 'not configured']),
  })
  .meta({ example: { status: 'ok', database: 'ok', redis: 'not configured' } });

type PartState = z.infer<typeof partSchema>;

export interface Health {
  status: 'ok' | 'degraded' | 'unavailable';
  database: PartState;
  redis: PartState | 'not configured';
}

export interface HealthChecks {
  db: Db;
  /** Pings the shared Redis; absent when REDIS_URL is not set. */
  pingRedis?: () => Promise<unknown>;
}

async function stateOf(check: () => Promise<unknown>): Promise<PartState> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'ok';
  } catch {
    return 'unavailable';
  } finally {
    clearTimeout(timer);
  }
}

export async function checkHealth({ db, pingRedis }: HealthChecks): Promise<Health> {
  const [database, redis] = await Promise.all([
    stateOf(() => db.execute(sql`select 1`)),
    pingRedis ? stateOf(pingRedis) : ('not configured' as const),
  ]);
  const status = database !== 'ok' ? 'unavailable' : redis === 'unavailable' ? 'degraded' : 'ok';
  return { status, database, redis };
}

export const healthRoutes: FastifyPluginAsyncZod<HealthChecks> = async (app, checks) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['operations'],
        summary: 'Whether this process can serve: 200 while its database answers (Redis down is "degraded"), 503 when it does not',
        response: { 200: healthSchema, ...errorResponses([503, 'The database does not answer: take this process out of rotation']) },
      },
    },
    async (request, reply) => {
      const { status, database, redis } = await checkHealth(checks);
      // Always asked afresh: a kept answer would tell a balancer about the past.
      void reply.header('Cache-Control', 'no-store');
      if (status === 'unavailable') return reply.code(503).send({ message: requestMessage(request, 'errors.http.databaseDown') });
      return { status, database, redis };
    },
  );
};
