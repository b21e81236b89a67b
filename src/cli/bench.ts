/**
 * `npm run bench`: speed targets live here, never in timed unit tests.
 *
 * Fills a fresh database (PGlite, or PostgreSQL when DATABASE_URL is set) with generated
 * listings, then for each scenario reports p50/p95 of the API answered by the server
 * (through Fastify's inject) beside the same SQL run bare on the driver, and finally the
 * throughput of the API and of a server-rendered page under load from a separate process.
 *
 *   npm run bench                       (100,000 listings)
 *   npm run bench -- --listings 1000000
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { loadConfig } from '../config';
import { RATE_LIMIT_ENV } from '../domain/limits/rate-limit-rules';
import { createRng, pick } from '../demo/random';
import { buildDemoListing } from '../demo/listing-factory';
import { refreshPlannerStatistics } from '../db/maintenance';
import { listings, type NewListingRow } from '../db/schema';
import { CITIES } from '../domain/geo/cities';
import { createLocalMediaStorage } from '../domain/media/media-storage';
import { buildServer } from '../http/server';
import { openTestDatabase } from '../testing/test-database';

const { values: args } = parseArgs({
  options: { listings: { type: 'string', default: process.env.BENCH_LISTINGS ?? '100000' }, runs: { type: 'string', default: '40' } },
});
const total = Number(args.listings);
const runs = Number(args.runs);

// Every query Drizzle sends is recorded, so each scenario's SQL can be replayed bare.
let recording: { text: string; params: unknown[] }[] | null = null;
const database = await openTestDatabase({
  logger: { logQuery: (text, params) => recording?.push({ text, params }) },
});
const { db } = database;
console.log(`Engine: ${database.engine}. Generating ${total.toLocaleString('en-US')} listings...`);

const rng = createRng(7);
const now = new Date();
const bigCities = CITIES.filter((c) => c.marketPriority === 1);
const fillStarted = performance.now();
for (let inserted = 0; inserted < total; ) {
  const batch: NewListingRow[] = [];
  for (let i = 0; i < Math.min(1000, total - inserted); i += 1) {
    const row = buildDemoListing(rng, { city: pick(rng, rng() < 0.7 ? bigCities : CITIES), now });
    // Spread over a year so date filters and deep pages have something to cut.
    row.createdAt = new Date(now.getTime() - Math.floor(rng() * 365 * 86_400_000));
    row.expiresAt = null;
    batch.push(row);
  }
  // A word in exactly three listings: the "rare term + newest first + LIMIT" planner trap.
  if (inserted === 0) for (const row of batch.slice(0, 3)) row.title = `${row.title.slice(0, 80)} zanzibarite`;
  await db.insert(listings).values(batch);
  inserted += batch.length;
  if (inserted % 50_000 === 0) console.log(`  ${inserted.toLocaleString('en-US')}...`);
}
await refreshPlannerStatistics(db);
console.log(`Filled in ${((performance.now() - fillStarted) / 1000).toFixed(1)} s.\n`);

const dataDir = mkdtempSync(path.join(tmpdir(), 'cityboard-bench-'));
// The benchmark is one client hammering the server: the search limits would stop it.
const unlimited = Object.fromEntries(Object.values(RATE_LIMIT_ENV).flatMap((names) => [[names.perVisitor, '1000000000'], [names.perIp, '1000000000']]));
const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SESSION_SECRET: 'b'.repeat(40), ...unlimited });
let web: Parameters<typeof buildServer>[0]['web'];
try {
  const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
  const build = (await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href)) as ServerBuild;
  web = { build, mode: 'production', clientDir: path.join(buildDir, 'client') };
} catch {
  console.log('(No production build: run `npm run build` first to include server-rendered pages.)\n');
}
const app = await buildServer({ config, db, storage: createLocalMediaStorage(config.mediaDir), web, logger: false });
await app.ready();

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
}

async function deepCursor(pages: number): Promise<string> {
  let url = '/api/listings?city=newyork';
  for (let i = 0; i < pages; i += 1) {
    const link = (await app.inject(url)).headers.link;
    const next = typeof link === 'string' ? link.match(/<([^>]+)>/)?.[1] : undefined;
    if (!next) break;
    url = next;
  }
  return url;
}

/**
 * Scenarios marked "after a write" raise the listings' change counter before every
 * request, as a new or edited ad would: the counts are computed afresh, never cached
 * (domain/listings/count-cache.ts). The others show what repeated views cost.
 */
const AFTER_A_WRITE = ', after a write';
const listingWritten = () => database.runRaw('UPDATE listing_changes SET version = version + 1 WHERE id = 1', []);

const scenarios: [string, string][] = [
  ['browse: city, newest', '/api/listings?city=newyork'],
  ['browse: global, newest', '/api/listings'],
  ['filtered: city+category+price+condition', '/api/listings?city=newyork&category=for-sale&priceMin=50&priceMax=500&condition=good,like-new'],
  ['filtered: country+region+posted week', '/api/listings?country=US&region=california&postedDate=week'],
  ['sorted: city by price', '/api/listings?city=london&sort=price_asc'],
  ['search: common word', '/api/listings?search=apartment'],
  ['search: two words in a city', '/api/listings?search=bike%20helmet&city=london'],
  ['search: typo ("aparment")', '/api/listings?search=aparment'],
  ['search: rare word', '/api/listings?search=zanzibarite'],
  ['search: by relevance', '/api/listings?search=apartment&sort=relevance'],
  ['deep page: 20th page of a city', await deepCursor(20)],
  ['suggestions: "app"', '/api/suggestions?q=app&city=newyork'],
  ['category counts: city', '/api/category-counts?city=newyork'],
  [`category counts: city${AFTER_A_WRITE}`, '/api/category-counts?city=newyork'],
  ['detail: one listing', `/api/listings/${(await app.inject('/api/listings?limit=1')).json<{ id: string }[]>()[0]!.id}`],
  ...(web
    ? ([
        ['page: city home (SSR)', '/us/newyork'],
        [`page: city home (SSR)${AFTER_A_WRITE}`, '/us/newyork'],
        ['page: search results (SSR)', '/us/newyork?q=sofa'],
      ] as [string, string][])
    : []),
];

console.log(`${'scenario'.padEnd(42)} ${'API p50'.padStart(9)} ${'API p95'.padStart(9)} ${'SQL p50'.padStart(9)} ${'SQL p95'.padStart(9)}  queries`);
for (const [label, url] of scenarios) {
  const write = label.endsWith(AFTER_A_WRITE) ? listingWritten : async () => {};
  const first = await app.inject(url);
  if (first.statusCode !== 200) throw new Error(`${url} answered ${first.statusCode}: ${first.body.slice(0, 200)}`);
  const api: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    await write();
    const started = performance.now();
    await app.inject(url);
    api.push(performance.now() - started);
  }
  await write();
  recording = [];
  await app.inject(url);
  const queries = recording;
  recording = null;
  const bare: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    for (const q of queries) await database.runRaw(q.text, q.params);
    bare.push(performance.now() - started);
  }
  const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(9);
  console.log(
    `${label.padEnd(42)} ${ms(percentile(api, 0.5))} ${ms(percentile(api, 0.95))} ${ms(percentile(bare, 0.5))} ${ms(percentile(bare, 0.95))}  ${queries.length}`,
  );
}

// Throughput: autocannon in its own process, so it does not share our event loop.
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log('\nThroughput, 10 connections for 5 s (autocannon in a separate process):');
for (const url of ['/api/listings?city=newyork&category=for-sale', ...(web ? ['/us/newyork'] : [])]) {
  // Asynchronously: a synchronous spawn would block the very server being measured.
  const run = await promisify(execFile)('npx', ['autocannon', '--json', '-c', '10', '-d', '5', `${address}${url}`], { encoding: 'utf8' });
  const result = JSON.parse(run.stdout) as { requests: { average: number }; latency: { p50: number; p99: number }; non2xx: number; errors: number };
  console.log(
    `  ${url.padEnd(46)} ${Math.round(result.requests.average).toString().padStart(6)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   errors ${result.errors + result.non2xx}`,
  );
}

await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
