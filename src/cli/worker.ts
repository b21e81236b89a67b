/**
 * `npm run worker`: a process that runs the job queue's workers and schedules and serves no
 * HTTP, beside web processes started with WORKERS=off (or with workers of their own: pg-boss
 * hands each job to one process). It needs PostgreSQL (DATABASE_URL): a PGlite data directory
 * belongs to one process, and on PGlite `npm start` runs the workers itself. Its services are
 * the web process's, built by the same composition root.
 */
import { composeServices } from '../composition/app-services';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { registerJobs } from '../jobs/register-jobs';

const config = loadConfig({ NODE_ENV: 'production', ...process.env, WORKERS: 'on' });
if (!config.databaseUrl) {
  console.error(
    'npm run worker needs DATABASE_URL (PostgreSQL): a PGlite data directory can be opened by one process only, ' +
      'and `npm start` runs the workers in that process.',
  );
  process.exit(1);
}

// A small pool: the worker runs one job at a time per queue.
const database = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: 4 });
const services = await composeServices(config, { database });
await registerJobs(services.jobs, services.jobServices);
services.log.info('Cityboard worker is running (no HTTP); stop it with Ctrl-C or SIGTERM');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void (async () => {
      // Running jobs finish (up to 10 s) before the database closes.
      await services.close();
      await database.close();
      process.exit(0);
    })().catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
  });
}
