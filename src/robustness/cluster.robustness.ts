/**
 * The deployment recipe, end to end (docs/deployment.md): three Cityboard processes on one
 * PostgreSQL database and Redis, behind nginx running deploy/nginx/cityboard.conf with
 * caching on and a short s-maxage. A listing posted through one process shows through the
 * cache within the stated bound (s-maxage, plus the render that refreshes it); no page served from
 * the cache carries a cookie or another visitor's data; a reviewer's pages are never kept.
 *
 * Always on the machine's PostgreSQL (a fresh database per run, dropped after), whichever
 * engine the rest of the suite runs on. Without nginx it is skipped, loudly, except under
 * CI=true, where that is a failure.
 */
import { createServer, type Server } from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { honestListingBody } from '../testing/honest-listing';
import { findNginx, freshPostgresDatabase, startCluster, startNginx, type Cluster, type FreshDatabase, type RunningNginx } from './cluster';
import { REVIEWER_TOKEN } from './listings';
import { settings } from './settings';

const nginxPath = findNginx();
const inCi = process.env.CI === 'true';
if (!nginxPath && !inCi) {
  const message =
    'nginx was not found: the cluster test (3 processes behind a caching nginx) did NOT run. Install it (apt-get install nginx) or set NGINX_PATH.';
  console.warn(`\n${'!'.repeat(80)}\n! ${message}\n${'!'.repeat(80)}\n`);
}

/**
 * Short, so the test is quick: a page is fresh for S_MAXAGE s, then revalidated. The stale
 * window (SWR) is set but is for CDNs only (CDN-Cache-Control), which nginx does not read.
 */
const S_MAXAGE_S = 4;
const SWR_S = 2;
/** What the recipe promises: a change shows within s-maxage. */
const BOUND_S = S_MAXAGE_S;
/** For a busy two-core machine: a render, a slow poll, a background refresh that queues. */
const MARGIN_S = 20;
const PUBLIC = `public, max-age=0, s-maxage=${S_MAXAGE_S}`;
const PRIVATE = 'private, no-store';
/** Served from nginx's cache, not by an app process. */
const FROM_CACHE = new Set(['HIT', 'STALE', 'UPDATING', 'REVALIDATED']);
const CITY_PAGE = '/uk/london';

interface Seen {
  path: string;
  status: number;
  cacheStatus: string;
  cacheControl: string;
  setCookie: string[];
  body: string;
}

const seen: Seen[] = [];

/** A GET or POST as a browser makes it (gzip, brotli; decoded here), recorded for the cookie check at the end. */
async function request(base: string, pathname: string, { cookie, json }: { cookie?: string; json?: unknown } = {}): Promise<Seen> {
  const response = await fetch(`${base}${pathname}`, {
    method: json === undefined ? 'GET' : 'POST',
    headers: { 'accept-encoding': 'gzip, br', ...(cookie ? { cookie } : {}), ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
    body: json === undefined ? undefined : JSON.stringify(json),
    redirect: 'manual',
    signal: AbortSignal.timeout(60_000),
  });
  const answer = {
    path: pathname,
    status: response.status,
    cacheStatus: response.headers.get('x-cache-status') ?? '',
    cacheControl: response.headers.get('cache-control') ?? '',
    setCookie: response.headers.getSetCookie(),
    body: await response.text(),
  };
  seen.push({ ...answer, body: '' });
  return answer;
}

const cookieOf = (answer: Seen, name: string) => answer.setCookie.map((line) => line.split(';')[0]!).find((pair) => pair.startsWith(`${name}=`));

/** Polls `look` every 100 ms until it returns a value, or fails with `what` after `timeoutMs`. */
async function until<T>(what: string, timeoutMs: number, look: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await look();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** An honest ad in London, with a word no other ad has. */
function londonAd(word: string) {
  return { ...honestListingBody(`Oak bookcase ${word}`), city: 'london', neighborhood: 'Camden' };
}

describe.skipIf(!nginxPath && !inCi)('three processes on PostgreSQL and Redis behind a caching nginx', () => {
  let database: FreshDatabase | undefined;
  let cluster: Cluster | undefined;
  let proxy: string;

  beforeAll(async () => {
    if (!nginxPath) throw new Error('nginx was not found, and CI=true requires the cluster test: apt-get install nginx (or set NGINX_PATH).');
    database = await freshPostgresDatabase('e2e');
    cluster = await startCluster(nginxPath, {
      databaseUrl: database.url,
      env: {
        REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
        PAGE_CACHE_S_MAXAGE: String(S_MAXAGE_S),
        PAGE_CACHE_SWR: String(SWR_S),
        TRUST_PROXY: '127.0.0.1',
      },
    });
    proxy = cluster.nginx.url;
    // Three production starts on a busy two-core machine.
  }, 600_000);

  afterAll(async () => {
    await cluster?.stop();
    await database?.drop();
  });

  it(`shows a listing posted through one process, read through the cache, within s-maxage (${BOUND_S} s)`, async () => {
    const [first, second, third] = cluster!.servers;
    // A cached copy of the city page without the listing: the first look stores it, a later one is a HIT.
    const primed = await until('the city page served from the cache', 30_000, async () => {
      const answer = await request(proxy, CITY_PAGE);
      expect(answer.status).toBe(200);
      return answer.cacheStatus === 'HIT' ? answer : undefined;
    });
    expect(primed.cacheControl).toBe(PUBLIC);
    expect(primed.setCookie).toEqual([]);

    const word = `cluster${Math.random().toString(36).slice(2, 10)}`;
    const postedAt = performance.now();
    const posted = await request(first!.url, '/api/listings', { json: londonAd(word) });
    expect(posted.status, posted.body).toBe(201);
    expect((JSON.parse(posted.body) as { moderationStatus: string }).moderationStatus, 'screening approves the honest ad').toBe('approved');

    // Through the cache (round robin over all three processes): stale copies first, then the listing.
    const looks: string[] = [];
    const shown = await until(`the listing on ${CITY_PAGE} through nginx`, (BOUND_S + MARGIN_S) * 1000, async () => {
      const answer = await request(proxy, CITY_PAGE);
      expect(answer.status).toBe(200);
      looks.push(answer.cacheStatus);
      return answer.body.includes(word) ? answer : undefined;
    });
    const freshnessS = (performance.now() - postedAt) / 1000;
    // The other processes, asked directly, read the shared database: no copy of their own holds it back.
    for (const server of [second!, third!]) {
      await until(`the listing on ${CITY_PAGE} from the process on ${server.url}`, MARGIN_S * 1000, async () =>
        (await request(server.url, CITY_PAGE)).body.includes(word) ? true : undefined,
      );
    }

    const runs = looks.reduce<[string, number][]>((all, status) => {
      const last = all.at(-1);
      if (last && last[0] === status) last[1]++;
      else all.push([status, 1]);
      return all;
    }, []);
    const statuses = runs.map(([status, count]) => (count > 1 ? `${status}×${count}` : status)).join(' ');
    const report = `listing shown through nginx ${freshnessS.toFixed(2)} s after posting (bound ${BOUND_S} s + ${MARGIN_S} s margin); cache statuses seen: ${statuses}`;
    console.log(report);
    mkdirSync(settings.resultsDir, { recursive: true });
    writeFileSync(
      path.join(settings.resultsDir, 'cluster-freshness.json'),
      JSON.stringify(
        { sMaxAgeS: S_MAXAGE_S, staleWhileRevalidateS: SWR_S, boundS: BOUND_S, marginS: MARGIN_S, freshnessS, cacheStatuses: statuses },
        null,
        2,
      ),
    );
    expect(shown.status).toBe(200);
    expect(freshnessS, report).toBeLessThanOrEqual(BOUND_S + MARGIN_S);
  });

  it('keeps no cookie and nothing of one visitor in what it serves another', async () => {
    // Visitor A posts (through nginx: a POST is never cached) and gets the visitor cookie.
    const word = `seller${Math.random().toString(36).slice(2, 10)}`;
    const ad = londonAd(word);
    const posted = await request(proxy, '/api/listings', { json: ad });
    expect(posted.status, posted.body).toBe(201);
    expect(FROM_CACHE.has(posted.cacheStatus), `a POST answered from the cache (${posted.cacheStatus})`).toBe(false);
    expect(posted.cacheControl).toBe(PRIVATE);
    const cookieA = cookieOf(posted, 'cb_vid');
    expect(cookieA, 'posting sets the visitor cookie').toBeDefined();
    const { id, manageUrl } = JSON.parse(posted.body) as { id: string; manageUrl: string };
    const manageToken = manageUrl.split('/').pop()!;
    const listingPage = `/uk/london/listing/${id}`;

    // A sees their own ad: "Manage this ad", private, so nginx does not keep it.
    const ownView = await request(proxy, listingPage, { cookie: cookieA });
    expect(ownView.status).toBe(200);
    expect(ownView.body.includes('data-testid="owner-actions"')).toBe(true);
    expect(ownView.cacheControl).toBe(PRIVATE);
    expect(FROM_CACHE.has(ownView.cacheStatus), `A's first view came from the cache (${ownView.cacheStatus})`).toBe(false);

    // B, a stranger, right after: not A's copy (nothing was stored), then B's public copy from the cache.
    const strangerFirst = await request(proxy, listingPage);
    expect(strangerFirst.cacheStatus, 'A’s private page was not stored').toBe('MISS');
    const strangerCached = await until('the listing page served from the cache', 30_000, async () => {
      const answer = await request(proxy, listingPage);
      return answer.cacheStatus === 'HIT' ? answer : undefined;
    });
    for (const copy of [strangerFirst, strangerCached]) {
      expect(copy.status).toBe(200);
      expect(copy.body.includes(word)).toBe(true);
      expect(copy.cacheControl).toBe(PUBLIC);
      expect(copy.setCookie, 'a stranger is given no cookie').toEqual([]);
      expect(copy.body.includes('owner-actions'), 'A’s "Manage this ad"').toBe(false);
      expect(copy.body.includes(manageToken), 'A’s management token').toBe(false);
      expect(copy.body.includes(ad.contactEmail), 'A’s contact address').toBe(false);
      expect(copy.body.includes(cookieA!.split('=')[1]!.split('.')[0]!), 'A’s visitor id').toBe(false);
    }
    // A, later, may be given the public copy (docs/deployment.md): never with a cookie.
    const ownLater = await request(proxy, listingPage, { cookie: cookieA });
    if (FROM_CACHE.has(ownLater.cacheStatus)) expect(ownLater.setCookie).toEqual([]);
  });

  it('never keeps a reviewer’s page', async () => {
    const login = await request(proxy, '/api/moderation/login', { json: { token: REVIEWER_TOKEN } });
    expect(login.status, login.body).toBe(200);
    const cookie = cookieOf(login, 'cb_review');
    expect(cookie, 'signing in sets the reviewer cookie').toBeDefined();

    for (let look = 0; look < 2; look++) {
      const queue = await request(proxy, '/moderation', { cookie });
      expect(queue.status).toBe(200);
      expect(queue.body.includes('Review queue')).toBe(true);
      expect(queue.cacheControl).toBe(PRIVATE);
      expect(FROM_CACHE.has(queue.cacheStatus), `look ${look + 1} at the queue came from the cache (${queue.cacheStatus})`).toBe(false);
    }
    // Anyone else asking for the queue is sent to sign in, never shown the reviewer's copy.
    const stranger = await request(proxy, '/moderation');
    expect(stranger.status).toBe(302);
    expect(stranger.body.includes('Review queue')).toBe(false);
    expect(FROM_CACHE.has(stranger.cacheStatus)).toBe(false);

    // A public page fetched by a signed-in reviewer is not stored either: the next stranger misses.
    const page = '/de/berlin?lang=en';
    const asReviewer = await request(proxy, page, { cookie });
    expect(asReviewer.status).toBe(200);
    expect(FROM_CACHE.has(asReviewer.cacheStatus)).toBe(false);
    const next = await request(proxy, page);
    expect(next.cacheStatus, 'what the reviewer was answered was not stored').toBe('MISS');
  });

  it('serves no cookie from the cache', () => {
    const fromCache = seen.filter((answer) => FROM_CACHE.has(answer.cacheStatus));
    expect(fromCache.length, 'answers served from the cache in this file').toBeGreaterThan(0);
    const withCookie = fromCache
      .filter((answer) => answer.setCookie.length > 0)
      .map((answer) => `${answer.cacheStatus} ${answer.path}: ${answer.setCookie.join(' | ')}`);
    expect(withCookie).toEqual([]);
  });
});

/**
 * What deploy/nginx/cityboard.conf promises about any upstream, checked against a stand-in
 * one: a response that sets a cookie is never stored, even when it says it may be (nginx's
 * default, which the file must not turn off with proxy_ignore_headers).
 */
describe.skipIf(!nginxPath && !inCi)('the nginx configuration', () => {
  let upstream: Server | undefined;
  let nginx: RunningNginx | undefined;

  beforeAll(async () => {
    if (!nginxPath) throw new Error('nginx was not found, and CI=true requires the cluster test: apt-get install nginx (or set NGINX_PATH).');
    upstream = createServer((req, res) => {
      res.setHeader('cache-control', 'public, max-age=0, s-maxage=60');
      if (req.url === '/with-cookie') res.setHeader('set-cookie', `cb_vid=${Math.random().toString(36).slice(2)}; Path=/; HttpOnly`);
      res.end(`page ${req.url} ${Math.random()}`);
    });
    await new Promise<void>((resolve) => upstream!.listen(0, '127.0.0.1', resolve));
    const address = upstream.address();
    nginx = await startNginx(nginxPath, [`127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`]);
  });

  afterAll(async () => {
    await nginx?.stop();
    await new Promise((resolve) => (upstream ? upstream.close(resolve) : resolve(undefined)));
  });

  it('stores a public response, but never one that sets a cookie', async () => {
    const plain = [await request(nginx!.url, '/plain'), await request(nginx!.url, '/plain')];
    expect(plain.map((answer) => answer.cacheStatus)).toEqual(['MISS', 'HIT']);
    expect(plain[1]!.body).toBe(plain[0]!.body);
    const withCookie = [await request(nginx!.url, '/with-cookie'), await request(nginx!.url, '/with-cookie')];
    expect(withCookie.map((answer) => answer.cacheStatus)).toEqual(['MISS', 'MISS']);
    expect(withCookie[1]!.setCookie[0], 'each visitor gets their own cookie').not.toBe(withCookie[0]!.setCookie[0]);
  });
});
