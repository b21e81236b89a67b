/**
 * Starting Cityboard: open and migrate the database, load reference data, seed demo
 * listings on an empty database, then serve. Shared by `npm start` and `npm run dev`.
 */
import type { FastifyInstance } from 'fastify';
import { composeServices, type AppServices } from './composition/app-services';
import type { Config } from './config';
import type { Database } from './db/client';
import { hasListings, seedDemoData } from './demo/seed-demo';
import { reportSeedProgress } from './demo/seed-progress';
import { createStartupLog } from './http/log-output';
import { refreshPlannerStatistics } from './db/maintenance';
import { loadReferenceData } from './domain/reference-data/load-reference-data';
import { buildServer, type ServerOptions } from './http/server';
import type { RunningJobQueue } from './jobs/job-queue';
import { registerJobs } from './jobs/register-jobs';
import { startInboundMail } from './mail-in/start-inbound-mail';

export interface RunningApp {
  app: FastifyInstance;
  /** Everything the process built (composition/app-services.ts). */
  services: AppServices;
  database: Database;
  /** The job queue on the same database; runs jobs unless WORKERS=off. */
  jobs: RunningJobQueue;
  url: string;
  stop(): Promise<void>;
}

export async function startApp(config: Config, web: ServerOptions['web']): Promise<RunningApp> {
  const started = performance.now();
  // What a start is doing before the server listens: a first start migrates and seeds for a minute or more.
  const startupLog = createStartupLog(config);
  startupLog.info(`Opening the database (${config.databaseUrl ? 'DATABASE_URL' : `PGlite in ${config.dataDir}/pglite`}) and applying migrations`);
  const services = await composeServices(config);
  const { database, jobs } = services;
  await loadReferenceData(database.db);
  if (config.seedDemo && !(await hasListings(database.db))) {
    startupLog.info('The database has no listings: loading the demo listings, once (SEED_DEMO=false skips them)');
    const seeded = await seedDemoData(database.db, services.storage, { onProgress: reportSeedProgress((line) => startupLog.info(line)) });
    startupLog.info(`Loaded ${seeded.listings} demo listings with ${seeded.images} pictures`);
  }
  await refreshPlannerStatistics(database.db);
  const app = await buildServer({ services, web });
  // Conversation mail, alerts, expiry reminders, price verdicts, the hourly planner statistics and the daily retention delete (ADR 013).
  await registerJobs(jobs, services.jobServices);
  if (!config.workers && database.engine === 'pglite') {
    app.log.warn('WORKERS=off on PGlite: no other process can open this data directory, so jobs wait until a start with workers on');
  }
  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { listening: address, engine: database.engine, workers: config.workers, startupMs: Math.round(performance.now() - started) },
    // The address its pages and mails link to (PUBLIC_URL), which a visitor can open.
    `Cityboard is serving on ${config.publicUrl}`,
  );
  // Replies by mail to relay addresses, when INBOUND_SMTP_PORT is set.
  const inboundSmtp = await startInboundMail({ config, conversations: services.conversations, log: app.log });
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      // Requests and inbound mail first (they may send jobs), then the search log is written,
      // running jobs finish, and the database closes (services.close).
      await inboundSmtp?.close();
      await app.close();
      await services.close();
    })());
  return { app, services, database, jobs, url: address, stop };
}
/** Closes cleanly on SIGINT/SIGTERM so PGlite flushes its data directory. */
export function stopOnSignals(running: RunningApp): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      running.stop().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}
