/**
 * `npm run lighthouse`: a benchmark, not a test. Starts the production build on a fresh
 * data directory with the demo data (as `npm start` does on a new machine), then runs
 * Lighthouse (mobile, its default throttling) in Debian's Chromium on the global home, a
 * city home, a listing page and a results page, and prints performance, LCP, TBT and CLS.
 * Targets (#16): performance ≥ 90, LCP ≤ 2.5 s, TBT ≤ 200 ms, CLS 0, on a quiet machine.
 *
 *   npm run build && npm run lighthouse
 *   CHROME_PATH=/usr/bin/chromium BUILD_DIR=build npm run lighthouse
 *   LIGHTHOUSE_ONLY=city LIGHTHOUSE_SAVE=/tmp/lh npm run lighthouse   (one page; full reports kept)
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { listingPath } from '../domain/reach/public-paths';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
// Where the whole reports go (one JSON per page), to read what the figures are made of.
const saveDir = process.env.LIGHTHOUSE_SAVE;
// Only the pages whose label contains this, while working on one.
const only = process.env.LIGHTHOUSE_ONLY;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'cityboard-lighthouse-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'src/cli/start.ts'], {
  env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, BUILD_DIR: buildDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
});

async function waitForServer(): Promise<void> {
  const deadline = Date.now() + 5 * 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The app exited with ${server.exitCode}`);
    const ready = await fetch(`${origin}/api/listings?limit=1`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The app did not start within 5 minutes');
}

interface Row {
  page: string;
  performance: number;
  lcp: number;
  tbt: number;
  cls: number;
}

try {
  await waitForServer();
  const [first] = (await (await fetch(`${origin}/api/listings?city=newyork&limit=1`)).json()) as {
    id: string;
    city: string | null;
    countryCode: string | null;
  }[];
  const pages: [string, string][] = [
    ['global home', '/'],
    ['city home', '/us/newyork'],
    ['listing', first ? listingPath(first) : '/us/newyork'],
    ['results', '/us/newyork?q=bike'],
  ];
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  const rows: Row[] = [];
  try {
    for (const [page, url] of pages.filter(([label]) => !only || label.includes(only))) {
      // One warm-up load, as a CDN-served page would be warm: the figures are of the second.
      await lighthouse(`${origin}${url}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const result = await lighthouse(`${origin}${url}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
      if (saveDir) {
        mkdirSync(saveDir, { recursive: true });
        writeFileSync(path.join(saveDir, `${page.replaceAll(' ', '-')}.json`), JSON.stringify(lhr));
      }
      if (lhr.runtimeError) console.log(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      rows.push({
        page: `${page} (${url.length > 40 ? `${url.slice(0, 37)}…` : url})`,
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      });
    }
  } finally {
    await chrome.kill();
  }
  console.log('\nLighthouse, mobile (simulated throttling), second load of each page:\n');
  console.log(`${'page'.padEnd(52)} ${'perf'.padStart(5)} ${'LCP'.padStart(8)} ${'TBT'.padStart(8)} ${'CLS'.padStart(7)}`);
  for (const row of rows) {
    console.log(
      `${row.page.padEnd(52)} ${String(row.performance).padStart(5)} ${`${(row.lcp / 1000).toFixed(2)} s`.padStart(8)} ${`${Math.round(row.tbt)} ms`.padStart(8)} ${row.cls.toFixed(3).padStart(7)}`,
    );
  }
  console.log('\nTargets: performance ≥ 90, LCP ≤ 2.5 s, TBT ≤ 200 ms, CLS 0 (on a quiet machine).');
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
