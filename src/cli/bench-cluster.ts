/**
 * `npm run bench:cluster`: the deployment recipe's figures (docs/deployment.md). A city
 * home and a listing page, in requests per second, served by
 *   - one app process, directly;
 *   - three app processes behind nginx (deploy/nginx/cityboard.conf), cache warm;
 *   - the same three behind nginx with the cache bypassed (a "My ads" cookie), so every
 *     request is rendered: what load balancing alone gives on this machine.
 * On a fresh PostgreSQL database (the machine's, or CLUSTER_DATABASE_URL / DATABASE_URL's
 * server) filled with generated listings, Redis at REDIS_URL (default 127.0.0.1:6379).
 * Needs the production build (`npm run build`; BUILD_DIR selects another) and nginx.
 *
 *   npm run bench:cluster
 *   npm run bench:cluster -- --listings 100000 --seconds 10
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { openDatabase } from '../db/client';
import { refreshPlannerStatistics } from '../db/maintenance';
import { buildDemoListing } from '../demo/listing-factory';
import { createRng } from '../demo/random';
import { fillBenchListings } from '../demo/bench-listings';
import { findCity } from '../domain/geo/find-city';
import { listingPath } from '../domain/reach/public-paths';
import { loadReferenceData } from '../domain/reference-data/load-reference-data';
import { findNginx, freshPostgresDatabase, startCluster } from '../robustness/cluster';

const { values: args } = parseArgs({
  options: {
    listings: { type: 'string', default: process.env.BENCH_LISTINGS ?? '20000' },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
  },
});
const total = Number(args.listings);
const seconds = Number(args.seconds);
const connections = Number(args.connections);

const nginxPath = findNginx();
if (!nginxPath) throw new Error('nginx was not found: apt-get install nginx (or set NGINX_PATH).');
const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
if (!existsSync(path.join(buildDir, 'server/index.js'))) throw new Error(`No production build in ${buildDir}: run \`npm run build\` first.`);

const database = await freshPostgresDatabase('bench');
try {
  // Fill before any app process starts: the first start then only finds the schema current.
  const fillStarted = performance.now();
  const filling = await openDatabase({ databaseUrl: database.url, poolSize: 2 });
  await loadReferenceData(filling.db);
  const now = new Date();
  const newYork = findCity('newyork')!;
  const firstIds = await fillBenchListings(filling, {
    total,
    rng: createRng(11),
    now,
    spreadDays: 25,
    // The listing page measured: one in New York, the newest of all.
    adjustBatch: (batch, index) => {
      if (index === 0) batch[0] = { ...buildDemoListing(createRng(12), { city: newYork, now }), expiresAt: null, createdAt: now };
    },
  });
  const listingId = firstIds[0]!;
  await refreshPlannerStatistics(filling.db);
  await filling.close();
  console.log(`PostgreSQL, ${total.toLocaleString('en-US')} listings, filled in ${((performance.now() - fillStarted) / 1000).toFixed(1)} s.`);

  const cluster = await startCluster(nginxPath, {
    databaseUrl: database.url,
    processes: 3,
    nginxWorkers: 'auto',
    env: {
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      // The recipe's values: a warm cache stays warm through every run.
      PAGE_CACHE_S_MAXAGE: '60',
      PAGE_CACHE_SWR: '30',
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'silent',
    },
  });
  try {
    const pages: [string, string][] = [
      ['city home', '/us/newyork'],
      ['listing page', listingPath({ id: listingId, city: 'newyork', countryCode: 'US' })],
    ];
    const direct = cluster.servers[0]!.url;
    const proxy = cluster.nginx.url;
    const setups: [string, string, Record<string, string>][] = [
      ['1 process, direct', direct, {}],
      ['3 processes behind nginx, cache warm', proxy, {}],
      ['3 processes behind nginx, cache bypassed', proxy, { cookie: 'cb_my_ads=bench' }],
    ];
    const load = loadavg()
      .map((value) => value.toFixed(1))
      .join(' ');
    console.log(
      `\n${connections} connections for ${seconds} s each (autocannon in a separate process), Accept-Encoding: gzip, br; load average ${load}:`,
    );
    console.log(`${'page'.padEnd(14)} ${'setup'.padEnd(42)} ${'req/s'.padStart(7)} ${'p50'.padStart(7)} ${'p99'.padStart(7)}  non-2xx  cache`);
    for (const [label, pagePath] of pages) {
      for (const [setup, base, headers] of setups) {
        // Warm: the page rendered once in each process that will answer, and stored by nginx.
        let cacheStatus = '';
        for (let i = 0; i < 4; i += 1) {
          const answer = await fetch(`${base}${pagePath}`, { headers: { 'accept-encoding': 'gzip, br', ...headers } });
          await answer.arrayBuffer();
          if (answer.status !== 200) throw new Error(`${base}${pagePath} answered ${answer.status}`);
          cacheStatus = answer.headers.get('x-cache-status') ?? '-';
        }
        const headerArgs = Object.entries({ 'accept-encoding': 'gzip, br', ...headers }).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
        const run = await promisify(execFile)(
          'npx',
          ['autocannon', '--json', '-c', String(connections), '-d', String(seconds), ...headerArgs, `${base}${pagePath}`],
          {
            encoding: 'utf8',
            maxBuffer: 64 * 1024 * 1024,
          },
        );
        const result = JSON.parse(run.stdout) as {
          requests: { average: number };
          latency: { p50: number; p99: number };
          non2xx: number;
          errors: number;
        };
        console.log(
          `${label.padEnd(14)} ${setup.padEnd(42)} ${Math.round(result.requests.average).toString().padStart(7)} ${`${result.latency.p50} ms`.padStart(7)} ${`${result.latency.p99} ms`.padStart(7)}  ${String(result.non2xx + result.errors).padStart(7)}  ${cacheStatus}`,
        );
      }
    }
  } finally {
    await cluster.stop();
  }
} finally {
  await database.drop();
}
