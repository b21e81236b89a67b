/**
 * `npm run bench`: speed targets live here, never in timed unit tests.
 * Fills a fresh database (PGlite, or PostgreSQL with DATABASE_URL) with generated
 * listings, times the hot queries, then load-tests the API and an SSR page.
 *
 *   BENCH_LISTINGS=200000 npm run bench     (default 50,000)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import type { ServerBuild } from 'react-router';
import { loadConfig } from '../config';
import { createRng, pick } from '../db/demo-data/random';
import { buildDemoListing } from '../db/demo-data/listing-factory';
import { listings, type NewListingRow } from '../db/schema';
import { CITIES } from '../domain/geo/cities';
import { findListings, countListings } from '../domain/listings/find-listings';
import { getListing } from '../domain/listings/get-listing';
import { listingFiltersSchema, type ListingFiltersQuery } from '../domain/listings/listing-schemas';
import { createLocalMediaStorage } from '../domain/media/media-storage';
import { buildServer } from '../http/server';
import { openTestDatabase } from '../testing/test-database';

const total = Number(process.env.BENCH_LISTINGS ?? 50_000);
const database = await openTestDatabase();
const { db } = database;
console.log(`Engine: ${database.engine}; generating ${total.toLocaleString()} listings...`);

const rng = createRng(7);
const now = new Date();
const bigCities = CITIES.filter((c) => c.marketPriority === 1);
let inserted = 0;
const fillStarted = performance.now();
while (inserted < total) {
  const batch: NewListingRow[] = [];
  for (let i = 0; i < Math.min(1000, total - inserted); i += 1) {
    const row = buildDemoListing(rng, { city: pick(rng, rng() < 0.7 ? bigCities : CITIES), now });
    // Spread over a year so date filters have something to cut.
    row.createdAt = new Date(now.getTime() - Math.floor(rng() * 365 * 86_400_000));
    row.expiresAt = null;
    batch.push(row);
  }
  // A rare word in exactly three listings: the "rare term + newest first" planner trap.
  if (inserted === 0) for (const row of batch.slice(0, 3)) row.title = `${row.title.slice(0, 80)} zanzibarite`;
  await db.insert(listings).values(batch);
  inserted += batch.length;
}
console.log(`Inserted in ${((performance.now() - fillStarted) / 1000).toFixed(1)} s\n`);

async function time(label: string, fn: () => Promise<unknown>, runs = 30): Promise<void> {
  await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await fn();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(samples.length / 2)]!;
  const p95 = samples[Math.floor(samples.length * 0.95)]!;
  console.log(`${label.padEnd(48)} median ${median.toFixed(1).padStart(7)} ms   p95 ${p95.toFixed(1).padStart(7)} ms`);
}

const q = (query: ListingFiltersQuery) => listingFiltersSchema.parse(query);
const [sample] = (await findListings(db, q({ limit: '1' }))).listings;

await time('browse: global newest, 24', () => findListings(db, q({})));
await time('browse: city newest, 24', () => findListings(db, q({ city: 'newyork' })));
await time('browse: city + category newest, 24', () => findListings(db, q({ city: 'newyork', category: 'for-sale' })));
await time('browse: city + category + price range', () => findListings(db, q({ city: 'london', category: 'for-sale', priceMin: '50', priceMax: '500' })));
await time('browse: country + region + condition', () => findListings(db, q({ country: 'US', region: 'california', condition: ['good', 'like-new'] })));
const page5 = await (async () => {
  let cursor: string | undefined;
  for (let i = 0; i < 5; i += 1) cursor = (await findListings(db, q({ city: 'newyork', ...(cursor ? { cursor } : {}) }))).nextCursor ?? undefined;
  return cursor;
})();
await time('browse: city, 6th page by cursor', () => findListings(db, q({ city: 'newyork', cursor: page5 })));
await time('search: common word, newest', () => findListings(db, q({ search: 'apartment' })));
await time('search: rare word, newest', () => findListings(db, q({ search: 'zanzibarite' })));
await time('search: rare word in a city', () => findListings(db, q({ search: 'zanzibarite', city: 'newyork' })));
await time('count: city', () => countListings(db, q({ city: 'newyork' })));
await time('count: city + search', () => countListings(db, q({ city: 'newyork', search: 'bike' })));
await time('detail: one listing by id', () => getListing(db, { id: sample!.id }));

// HTTP: the JSON API and one server-rendered page, 10 connections for 5 s each.
const dataDir = mkdtempSync(path.join(tmpdir(), 'cityboard-bench-'));
const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
let web: Parameters<typeof buildServer>[0]['web'];
try {
  const build = (await import(pathToFileURL(path.resolve('build/server/index.js')).href)) as ServerBuild;
  web = { build, mode: 'production', clientDir: path.resolve('build/client') };
} catch {
  console.log('\n(no production build: run `npm run build` to include the SSR page)');
}
const app = await buildServer({ config, db, storage: createLocalMediaStorage(config.mediaDir), web, logger: false });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log('');
for (const url of ['/api/listings?city=newyork&category=for-sale', ...(web ? ['/us/newyork'] : [])]) {
  const result = await autocannon({ url: `${address}${url}`, connections: 10, duration: 5 });
  console.log(
    `HTTP ${url.padEnd(44)} ${Math.round(result.requests.average).toString().padStart(6)} req/s   p99 ${result.latency.p99} ms   errors ${result.errors + result.non2xx}`,
  );
}
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
