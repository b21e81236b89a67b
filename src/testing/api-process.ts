/**
 * A second Cityboard API server in its own process, for tests of what several processes
 * share (rate limits). Configured by the environment like the real one; prints
 * "LISTENING <port>" once it accepts connections, and stops on SIGTERM.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { loadReferenceData } from '../domain/reference-data/load-reference-data';
import { createLocalMediaStorage } from '../infrastructure/media-storage/local-media-storage';
import { buildServer } from '../http/server';
import { composeServices } from '../composition/app-services';
import { createInlineJobQueue } from './inline-job-queue';

const dataDir = mkdtempSync(path.join(tmpdir(), 'cityboard-api-process-'));
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0', HOST: '127.0.0.1' });
const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl, poolSize: 4 } : { dataDir: 'memory://' });
await loadReferenceData(database.db);
const services = await composeServices(config, { database, storage: createLocalMediaStorage(config.mediaDir), jobs: createInlineJobQueue() });
const app = await buildServer({ services });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`LISTENING ${typeof address === 'object' && address ? address.port : 0}\n`);

process.on('SIGTERM', () => {
  void (async () => {
    await app.close();
    await services.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  })();
});
