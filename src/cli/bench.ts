/**
 * `npm run bench`: speed targets live here, never in timed unit tests.
 *
 * Fills a fresh database (PGlite, or PostgreSQL when DATABASE_URL is set) with generated
 * listings, then for each scenario reports p50/p95 of the API answered by the server
 * (through Fastify's inject) beside the same SQL run bare on the driver, and finally the
 * throughput of the API and of a server-rendered page under load from a separate process,
 * a listing's cached JSON side by side with a bare Fastify hello-world in the same run,
 * and pages with the render cache cold and warm, with the server's CPU per page.
 *
 *   npm run bench                       (100,000 listings)
 *   npm run bench -- --listings 1000000
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { loadConfig } from '../config';
import { RATE_LIMIT_ENV } from '../domain/limits/rate-limit-rules';
import { createRng, pick } from '../demo/random';
import { buildDemoListing } from '../demo/listing-factory';
import { fillBenchListings } from '../demo/bench-listings';
import { refreshPlannerStatistics } from '../db/maintenance';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { rowsOf } from '../db/rows';
import { listings, type NewListingRow } from '../db/schema';
import { createAlertService } from '../domain/alerts/alert-service';
import { CITIES } from '../domain/geo/cities';
import { countListings, findListings, RELEVANCE_WINDOW } from '../domain/listings/find-listings';
import { listingFiltersSchema, type ListingFilters } from '../domain/listings/listing-schemas';
import { createLocalMediaStorage } from '../infrastructure/media-storage/local-media-storage';
import { buildServer } from '../http/server';
import { composeServices } from '../composition/app-services';
import { createInlineJobQueue } from '../testing/inline-job-queue';
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
// A word in exactly three listings: the "rare term + newest first + LIMIT" planner trap.
const RARE_WORD = 'zanzibarite';
await fillBenchListings(database, {
  total,
  rng,
  now,
  // Spread over a year so date filters and deep pages have something to cut.
  spreadDays: 365,
  adjustBatch: (batch, index) => {
    if (index === 0) for (const row of batch.slice(0, 3)) row.title = `${row.title.slice(0, 80)} ${RARE_WORD}`;
  },
  neverCopyTitlesWith: RARE_WORD,
  onProgress: (inserted) => console.log(`  ${inserted.toLocaleString('en-US')}...`),
});
await refreshPlannerStatistics(db);
console.log(`Filled in ${((performance.now() - fillStarted) / 1000).toFixed(1)} s.\n`);

const dataDir = mkdtempSync(path.join(tmpdir(), 'cityboard-bench-'));
// The benchmark is one client hammering the server: the search limits would stop it.
const unlimited = Object.fromEntries(
  Object.values(RATE_LIMIT_ENV).flatMap((names) => [
    [names.perVisitor, '1000000000'],
    [names.perIp, '1000000000'],
  ]),
);
const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SESSION_SECRET: 'b'.repeat(40), ...unlimited });
let web: Parameters<typeof buildServer>[0]['web'];
try {
  const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
  const build = (await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href)) as ServerBuild;
  web = { build, mode: 'production', clientDir: path.join(buildDir, 'client') };
} catch {
  console.log('(No production build: run `npm run build` first to include server-rendered pages.)\n');
}
// Logging as in production (the access log at info), written synchronously as to stdout,
// but to /dev/null: the per-request cost of the log is part of what is measured.
const devNull = openSync('/dev/null', 'w');
const services = await composeServices(
  { ...config, logLevel: 'info' },
  { database, storage: createLocalMediaStorage(config.mediaDir), jobs: createInlineJobQueue(), logStream: { write: (line) => void writeSync(devNull, line) } },
);
const app = await buildServer({ services, web });
await app.ready();

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
}

async function deepCursor(pages: number, start = '/api/listings?city=newyork'): Promise<string> {
  let url = start;
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
 * (domain/listings/listings-cache.ts). The others show what repeated views cost.
 */
const AFTER_A_WRITE = ', after a write';
const listingWritten = () => database.runRaw('UPDATE listing_changes SET version = version + 1 WHERE id = 1', []);

const detailUrl = `/api/listings/${(await app.inject('/api/listings?limit=1')).json<{ id: string }[]>()[0]!.id}`;
const scenarios: [string, string][] = [
  ['browse: city, newest', '/api/listings?city=newyork'],
  ['browse: global, newest', '/api/listings'],
  ['filtered: city+category+price+condition', '/api/listings?city=newyork&category=for-sale&priceMin=50&priceMax=500&condition=good,like-new'],
  ['filtered: country+region+posted week', '/api/listings?country=US&region=california&postedDate=week'],
  ['sorted: city by price', '/api/listings?city=london&sort=price_asc'],
  ['sorted: city by price, high to low', '/api/listings?city=london&sort=price_desc'],
  ['search: common word', '/api/listings?search=apartment'],
  ['search: two words in a city', '/api/listings?search=bike%20helmet&city=london'],
  ['search: typo ("aparment")', '/api/listings?search=aparment'],
  ['search: rare word', '/api/listings?search=zanzibarite'],
  ['search: by relevance', '/api/listings?search=apartment&sort=relevance'],
  ['deep page: 20th page of a city', await deepCursor(20)],
  // The keyset starts the index scan at the cursor: page 500 should cost what page 1 does.
  ['deep page: filtered browse, 1st page', '/api/listings?category=for-sale'],
  ['deep page: filtered browse, 500th page', await deepCursor(499, '/api/listings?category=for-sale')],
  ['deep page: city by price high to low, 1st page', '/api/listings?city=newyork&sort=price_desc'],
  ['deep page: city by price high to low, 500th page', await deepCursor(499, '/api/listings?city=newyork&sort=price_desc')],
  ['suggestions: "app"', '/api/suggestions?q=app&city=newyork'],
  ['category counts: city', '/api/category-counts?city=newyork'],
  [`category counts: city${AFTER_A_WRITE}`, '/api/category-counts?city=newyork'],
  // Answered from the detail cache after the first request (DETAIL_CACHE_MS): no SQL to replay.
  ['detail: one listing (cached)', detailUrl],
  ...(web
    ? ([
        ['page: city home (SSR)', '/us/newyork'],
        [`page: city home (SSR)${AFTER_A_WRITE}`, '/us/newyork'],
        ['page: search results (SSR)', '/us/newyork?q=sofa'],
      ] as [string, string][])
    : []),
];

console.log(`${'scenario'.padEnd(50)} ${'API p50'.padStart(9)} ${'API p95'.padStart(9)} ${'SQL p50'.padStart(9)} ${'SQL p95'.padStart(9)}  queries`);
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
    `${label.padEnd(50)} ${ms(percentile(api, 0.5))} ${ms(percentile(api, 0.95))} ${ms(percentile(bare, 0.5))} ${ms(percentile(bare, 0.95))}  ${queries.length}`,
  );
}

// Relevance for a common word with the window (RELEVANCE_WINDOW, what the site does)
// beside ranking every match (the window unbounded: how relevance worked before it) and
// newest first for the same word, through the domain function: the window is not an
// HTTP parameter. The goal: relevance within 3x of newest first.
{
  const word = 'apartment';
  const variants: [string, ListingFilters['sort'], number | undefined][] = [
    ['newest first', 'newest', undefined],
    [`relevance, window of ${RELEVANCE_WINDOW.toLocaleString('en-US')} (now)`, 'relevance', undefined],
    ['relevance, window of 1,000 (before ADR 003 v3)', 'relevance', 1000],
    ['relevance, every match ranked (before any window)', 'relevance', Number.MAX_SAFE_INTEGER],
  ];
  const matches = await countListings(db, listingFiltersSchema.parse({ search: word }));
  console.log(`\nSearch "${word}" (${matches.toLocaleString('en-US')} matches), findListings, ${runs} runs each:`);
  const p50s: number[] = [];
  for (const [label, sort, relevanceWindow] of variants) {
    const filters = listingFiltersSchema.parse({ search: word, sort });
    await findListings(db, filters, { relevanceWindow });
    const samples: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const started = performance.now();
      await findListings(db, filters, { relevanceWindow });
      samples.push(performance.now() - started);
    }
    p50s.push(percentile(samples, 0.5));
    console.log(`  ${label.padEnd(46)} p50 ${percentile(samples, 0.5).toFixed(1)} ms   p95 ${percentile(samples, 0.95).toFixed(1)} ms`);
  }
  const [newest, windowed, thousand, unbounded] = p50s as [number, number, number, number];
  console.log(
    `  relevance / newest first at p50: ${(windowed / newest).toFixed(1)}x with the window, ${(thousand / newest).toFixed(1)}x with 1,000, ${(unbounded / newest).toFixed(1)}x ranking every match (goal: at most 3x)`,
  );
}

// Saved-search alerts: 1,000 listings made public, matched against 100,000 saved searches
// by the sweep (domain/alerts/match-alerts.ts), mails queued but not sent.
{
  const savedTotal = 100_000;
  const newListings = 1_000;
  const started = performance.now();
  const words = rowsOf<{ word: string }>(
    await db.execute(sql`SELECT word FROM search_vocabulary WHERE length(word) > 3 ORDER BY frequency DESC LIMIT 300`),
  ).map((r) => r.word);
  const cityNames = [...bigCities, ...CITIES].map((c) => c.subdomain);
  // In SQL, in one statement, spread like real alerts: nearly all name a city and a category;
  // seven in ten have words (popular title words), the rest a price cap, some a condition.
  await database.runRaw(
    `INSERT INTO saved_searches (email, frequency, status, city, category, query, query_tsquery, price_max, conditions, verified_only, unsubscribe_token_hash, confirmed_at)
     SELECT 'reader' || g || '@example.com', CASE WHEN g % 3 = 0 THEN 'daily' ELSE 'instant' END, 'active',
       CASE WHEN g % 50 = 0 THEN NULL ELSE ($1::text[])[1 + (g::bigint * 7919) % cardinality($1::text[])] END,
       CASE WHEN g % 33 = 0 THEN NULL ELSE ($2::text[])[1 + (g::bigint * 104729) % cardinality($2::text[])] END,
       w.word, CASE WHEN w.word IS NULL THEN NULL ELSE to_tsquery('simple', w.word || ':*') END,
       CASE WHEN g % 10 >= 7 THEN (50 + (g % 20) * 50)::numeric ELSE NULL END,
       CASE WHEN g % 10 = 9 THEN ARRAY['good', 'like-new'] ELSE '{}'::text[] END,
       g % 20 = 0, md5(g::text) || md5('alert' || g::text), now()
     FROM generate_series(1, ${savedTotal}) g
     LEFT JOIN LATERAL (SELECT CASE WHEN g % 10 < 7 THEN ($3::text[])[1 + (g::bigint * 31) % cardinality($3::text[])] END AS word) w ON true`,
    [cityNames, ['for-sale', 'housing', 'jobs', 'services', 'community', 'gigs'], words],
  );
  const fresh: NewListingRow[] = [];
  for (let i = 0; i < newListings; i += 1) {
    const row = buildDemoListing(rng, { city: pick(rng, rng() < 0.7 ? bigCities : CITIES), now });
    row.expiresAt = null;
    row.moderationStatus = 'approved';
    fresh.push(row);
  }
  for (let i = 0; i < fresh.length; i += 500) await db.insert(listings).values(fresh.slice(i, i + 500));
  await refreshPlannerStatistics(db);
  console.log(
    `\nAlerts: ${savedTotal.toLocaleString('en-US')} saved searches and ${newListings.toLocaleString('en-US')} new listings set up in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
  let queued = 0;
  const alerts = createAlertService({
    db,
    mailer: { outbox: null, send: async () => undefined },
    publicUrl: 'https://bench.example',
    secret: 'bench-secret',
    jobs: { send: async () => void (queued += 1) },
  });
  const matchStarted = performance.now();
  const result = await alerts.matchPending({ maxBatches: 1_000 });
  const elapsed = performance.now() - matchStarted;
  console.log(
    `alerts: ${newListings.toLocaleString('en-US')} new listings against ${savedTotal.toLocaleString('en-US')} saved searches: ` +
      `${(elapsed / 1000).toFixed(2)} s, ${(elapsed / result.listings).toFixed(2)} ms per listing ` +
      `(${result.matches.toLocaleString('en-US')} matches, ${result.searchIds.length.toLocaleString('en-US')} searches matched, ${queued.toLocaleString('en-US')} instant mails queued)`,
  );
}

// Throughput: autocannon in its own process, so it does not share our event loop.
const address = await app.listen({ port: 0, host: '127.0.0.1' });
interface LoadResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}
async function load(url: string, seconds = 5): Promise<LoadResult> {
  // Asynchronously: a synchronous spawn would block the very server being measured.
  const run = await promisify(execFile)('npx', ['autocannon', '--json', '-c', '10', '-d', String(seconds), url], { encoding: 'utf8' });
  return JSON.parse(run.stdout) as LoadResult;
}
const throughputLine = (label: string, result: LoadResult) =>
  `  ${label.padEnd(46)} ${Math.round(result.requests.average).toString().padStart(6)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   errors ${result.errors + result.non2xx}`;
console.log('\nThroughput, 10 connections for 5 s (autocannon in a separate process):');
for (const url of ['/api/listings?city=newyork&category=for-sale', ...(web ? ['/us/newyork'] : [])]) {
  console.log(throughputLine(url, await load(`${address}${url}`)));
}

// What Cityboard's own per-request work costs: a listing's JSON, its cache warm
// (http/plugins/listing-detail-cache.ts), beside a bare Fastify hello-world in this same
// process and Node, under the same load tool. Rounds alternate, so a busy machine slows
// both alike; the ratio is the median of the rounds' ratios.
{
  const bare = Fastify();
  bare.get('/', async () => ({ hello: 'world' }));
  const bareAddress = await bare.listen({ port: 0, host: '127.0.0.1' });
  const warm = await app.inject(detailUrl);
  if (warm.statusCode !== 200) throw new Error(`${detailUrl} answered ${warm.statusCode}`);
  const rounds = 3;
  console.log(`\nA listing's JSON beside bare Fastify, ${rounds} alternating rounds of 5 s each:`);
  const ratios: number[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    const hello = await load(`${bareAddress}/`);
    const detail = await load(`${address}${detailUrl}`);
    ratios.push(detail.requests.average / hello.requests.average);
    console.log(throughputLine(`round ${round}: bare Fastify hello-world`, hello));
    console.log(throughputLine(`round ${round}: GET /api/listings/:id (cached)`, detail));
  }
  const ratio = [...ratios].sort((a, b) => a - b)[Math.floor(ratios.length / 2)]!;
  const percent = (r: number) => `${(r * 100).toFixed(1)} %`;
  console.log(`  detail JSON / bare Fastify: ${ratios.map(percent).join(', ')}; median ${percent(ratio)} (goal: at least 30 %)`);
  await bare.close();
}

// Pages with the render cache warm (http/render-cache.ts) and cold (a second server on the
// same database that renders every page): throughput under load, and the server's CPU per
// page, this process's CPU time over the pages answered (the embedded database's work
// included on PGlite).
if (web) {
  const coldServices = await composeServices(config, { database, storage: createLocalMediaStorage(config.mediaDir), jobs: createInlineJobQueue() });
  const cold = await buildServer({ services: coldServices, web: { ...web, renderCache: false } });
  const coldAddress = await cold.listen({ port: 0, host: '127.0.0.1' });
  const listingPage = `/listing/${detailUrl.split('/').pop()}`;
  console.log('\nPages, render cache cold and warm, 10 connections for 5 s:');
  for (const path of ['/us/newyork', listingPage]) {
    for (const [state, base] of [
      ['cold', coldAddress],
      ['warm', address],
    ] as const) {
      if (state === 'warm') await app.inject(path);
      const cpu = process.cpuUsage();
      const result = await load(`${base}${path}`);
      const used = process.cpuUsage(cpu);
      const perPage = (used.user + used.system) / 1000 / Math.max(1, result.requests.total);
      console.log(
        `${throughputLine(`${path.startsWith('/listing/') ? '/listing/:id' : path}, ${state}`, result)}   CPU ${perPage.toFixed(2)} ms per page`,
      );
    }
  }
  await cold.close();
}

await app.close();
await services.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
