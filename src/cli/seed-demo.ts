/** `npm run seed:demo`: replace the demo listings with a fresh set. */
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { seedDemoData } from '../demo/seed-demo';
import { loadReferenceData } from '../domain/reference-data/load-reference-data';
import { createMediaStorage } from '../infrastructure/media-storage/create-media-storage';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
try {
  await loadReferenceData(database.db);
  const started = performance.now();
  const result = await seedDemoData(database.db, createMediaStorage(config), { replace: true });
  console.log(
    `Seeded ${result.listings} demo listings with ${result.images} images in ${Math.round(performance.now() - started)} ms (${database.engine}).`,
  );
} finally {
  await database.close();
}
