/**
 * Starting Cityboard: open and migrate the database, load reference data, seed demo
 * listings on an empty database, then serve. Shared by `npm start` and `npm run dev`.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { hasListings, seedDemoData } from './demo/seed-demo';
import { refreshPlannerStatistics, scheduleMaintenance } from './db/maintenance';
import { fillMissingPriceVerdicts } from './domain/pricing/price-verdicts';
import { loadReferenceData } from './domain/reference-data/load-reference-data';
import { createLocalMediaStorage } from './domain/media/media-storage';
import { buildServer, type ServerOptions } from './http/server';

export interface RunningApp {
  app: FastifyInstance;
  database: Database;
  url: string;
  stop(): Promise<void>;
}

export async function startApp(config: Config, web: ServerOptions['web']): Promise<RunningApp> {
  const started = performance.now();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: `${config.dataDir}/pglite`,
  });
  const storage = createLocalMediaStorage(config.mediaDir);
  await loadReferenceData(database.db);
  if (config.seedDemo && !(await hasListings(database.db))) {
    await seedDemoData(database.db, storage, {});
  }
  await refreshPlannerStatistics(database.db);
  const app = await buildServer({ config, db: database.db, storage, web });
  // Demo and older listings get their price verdicts in the background, not before serving.
  void fillMissingPriceVerdicts(database.db, { limit: 2_000 }).catch((error: unknown) =>
    app.log.warn({ err: error }, 'filling price verdicts failed'),
  );
  const stopMaintenance = scheduleMaintenance(database.db, {
    intervalMs: 60 * 60 * 1000,
    onError: (error) => app.log.warn({ err: error }, 'refreshing planner statistics failed'),
  });
  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { engine: database.engine, startupMs: Math.round(performance.now() - started) },
    `Cityboard is serving on ${address}`,
  );
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      stopMaintenance();
      await app.close();
      await database.close();
    })());
  return { app, database, url: address, stop };
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
