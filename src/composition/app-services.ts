/**
 * The one place the app is put together (#27). Every service (database, logger, mailer,
 * media storage, image processing, IP lookups, Redis, rate-limit counters, caches, the
 * job queue, conversations and alerts) is built here, once per process, from the config.
 * `npm start` (app.ts), `npm run worker` (cli/worker.ts), the test app and the benchmarks
 * all call `composeServices`; the HTTP server, the page loaders and the jobs receive what
 * they need from the result and build nothing themselves.
 *
 * Tests hand in parts of their own (a test database, the in-process job queue, an IP
 * lookup that knows a few addresses); everything else is built as in production.
 */
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import type { Config } from '../config';
import { openDatabase, type Database, type Db } from '../db/client';
import { createAlertService, type AlertService } from '../domain/alerts/alert-service';
import { createConversationService, type ConversationService } from '../domain/conversations/conversation-service';
import type { IpLookup } from '../domain/geo/ip-city';
import type { RateLimitCounter } from '../domain/limits/rate-limit-counter';
import { createRateLimiter } from '../domain/limits/rate-limiter';
import { ListingsCache } from '../domain/listings/listings-cache';
import type { Mailer } from '../domain/mail/mailer';
import type { ImageProcessor } from '../domain/media/image-processor';
import type { MediaStorage } from '../domain/media/media-storage';
import { redactSecrets } from '../domain/reach/private-paths';
import { SearchLog } from '../domain/search/trending';
import { logDestination } from '../http/log-output';
import { sharpImageProcessor } from '../infrastructure/images/process-image';
import { dbipLookup } from '../infrastructure/ip-database/dbip-lookup';
import { createMailer } from '../infrastructure/mail/create-mailer';
import { createMediaStorage } from '../infrastructure/media-storage/create-media-storage';
import { redisCountStore } from '../infrastructure/redis/redis-count-store';
import { sharedRateLimitCounter } from '../infrastructure/redis/shared-rate-limit-counter';
import { startJobQueue, type RunningJobQueue } from '../jobs/job-queue';
import type { JobServices } from '../jobs/job-definition';

export interface AppServices {
  config: Config;
  database: Database;
  db: Db;
  /** The process's logger (pino); the HTTP server logs through it too. */
  log: FastifyBaseLogger;
  mailer: Mailer;
  storage: MediaStorage;
  images: ImageProcessor;
  ipLookup: IpLookup;
  /** Null without REDIS_URL. */
  redis: Redis | null;
  rateLimitCounter: RateLimitCounter;
  /** Counts and price checks kept while no listing changes (domain/listings/listings-cache.ts). */
  listingsCache: ListingsCache;
  /** Searches counted for trending, written in batches. */
  searchLog: SearchLog;
  /** Always there: pg-boss in production, the in-process queue in tests (jobs/inline-job-queue.ts). */
  jobs: RunningJobQueue;
  conversations: ConversationService;
  alerts: AlertService;
  /** What job handlers get (jobs/register-jobs.ts). */
  jobServices: JobServices;
  /** Writes the search log, stops the queue (running jobs finish), disconnects Redis, closes the database it opened. */
  close(): Promise<void>;
}

/** Parts a caller hands in instead of having them built (tests, benchmarks). */
export interface ServiceParts {
  /** An open database; it stays open on close (its owner closes it). */
  database?: Database;
  /** Where log lines go instead of the terminal or standard output (tests read them). */
  logStream?: { write(line: string): void };
  mailer?: Mailer;
  storage?: MediaStorage;
  ipLookup?: IpLookup;
  rateLimitCounter?: RateLimitCounter;
  /** A queue started elsewhere (tests: the in-process one, or pg-boss with a short polling interval). */
  jobs?: RunningJobQueue;
}

/** The process's logger: level and format from the config; secret tokens never reach a line. */
export function createLogger(config: Pick<Config, 'logLevel' | 'logFormat'>, stream?: { write(line: string): void }): FastifyBaseLogger {
  const options = {
    level: config.logLevel,
    serializers: {
      // Management links carry a secret token in their path: it never reaches the logs.
      req: (request: { method: string; url: string }) => ({ method: request.method, url: redactSecrets(request.url) }),
      err: pino.stdSerializers.err,
    },
  };
  const destination = stream ?? logDestination(config.logFormat);
  return destination ? pino(options, destination) : pino(options);
}

export async function composeServices(config: Config, parts: ServiceParts = {}): Promise<AppServices> {
  const log = createLogger(config, parts.logStream);
  const database = parts.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: `${config.dataDir}/pglite` }));
  const { db } = database;
  const mailer = parts.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: config.outboxDir });
  const storage = parts.storage ?? createMediaStorage(config);
  const ipLookup = parts.ipLookup ?? dbipLookup({ onLoad: (file) => log.info(file, 'IP location database loaded') });

  let redis: Redis | null = null;
  if (config.redisUrl) {
    redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true });
    redis.on('error', (error: Error) => log.warn({ err: error }, 'redis unavailable; rate limits count in the database'));
    await redis.connect().catch(() => undefined);
  }
  const rateLimitCounter = parts.rateLimitCounter ?? sharedRateLimitCounter(db, redis);
  // Replies by mail count against the same rules as the web's requests (the server builds its own on this counter).
  const rateLimiter = createRateLimiter(rateLimitCounter, config.rateLimits);
  // With Redis, N processes on one database count once.
  const listingsCache = new ListingsCache(db, { shared: redis ? redisCountStore(redis) : null });
  const searchLog = new SearchLog(db);

  // Web-only processes (WORKERS=off) start the queue too: requests send jobs into it.
  const jobs =
    parts.jobs ??
    (await startJobQueue({
      db,
      engine: database.engine,
      databaseUrl: config.databaseUrl,
      workers: config.workers,
      onError: (error) => log.warn({ err: error }, 'job queue error'),
    }));

  const conversations = createConversationService({
    db,
    mailer,
    publicUrl: config.publicUrl,
    mailDomain: config.mailDomain,
    jobs,
    onMailFailure: (error, what) => log.error({ err: error }, `${what} could not be sent`),
    limiter: rateLimiter,
  });
  const alerts = createAlertService({ db, mailer, publicUrl: config.publicUrl, secret: config.sessionSecret, jobs });

  let closing: Promise<void> | undefined;
  return {
    config,
    database,
    db,
    log,
    mailer,
    storage,
    images: sharpImageProcessor,
    ipLookup,
    redis,
    rateLimitCounter,
    listingsCache,
    searchLog,
    jobs,
    conversations,
    alerts,
    jobServices: {
      db,
      mailer,
      publicUrl: config.publicUrl,
      messageRetentionDays: config.messageRetentionDays,
      conversations,
      alerts,
      jobs,
    },
    close: () =>
      (closing ??= (async () => {
        // Searches counted since the last batch (domain/search/trending.ts).
        await searchLog.flush();
        await jobs.stop();
        redis?.disconnect();
        if (!parts.database) await database.close();
      })()),
  };
}
