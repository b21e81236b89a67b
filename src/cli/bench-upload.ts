/**
 * `npm run bench:upload`: image uploads end to end through the HTTP API, PGlite by
 * default, PostgreSQL when DATABASE_URL is set. Prints:
 * 1. the server's idle footprint (RSS, JS heap, external memory);
 * 2. the hostile case: 8 concurrent uploads of a decompression-bomb PNG just under the
 *    pixel limit, and the RSS they add (the budget is 256 MB);
 * 3. posting an ad with 8 phone-sized photos (as the browser sends them after scaling
 *    to 2560 px): create the listing, get 8 signed URLs, PUT the 8 files, attach them;
 *    the time and the peak memory while it runs.
 * The bombs run first, on a process that has decoded nothing yet: after other images,
 * the allocator keeps freed memory and the growth would look smaller than it is. Test
 * images are made in a child process for the same reason.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';
import { buildListingInput } from '../demo/listing-factory';
import { createLocalMediaStorage } from '../infrastructure/media-storage/local-media-storage';
import { MAX_INPUT_PIXELS } from '../infrastructure/images/process-image';
import { buildServer } from '../http/server';
import { composeServices } from '../composition/app-services';
import { createInlineJobQueue } from '../testing/inline-job-queue';
import { openTestDatabase } from '../testing/test-database';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
function footprint(): string {
  const m = process.memoryUsage();
  return `RSS ${mb(m.rss)} (JS heap ${mb(m.heapUsed)} of ${mb(m.heapTotal)}, external ${mb(m.external)}, of which array buffers ${mb(m.arrayBuffers)})`;
}

/** "6× 200, 2× 429": how a batch of requests was answered. */
function tally(answers: string[]): string {
  const counts = new Map<string, number>();
  for (const answer of answers) counts.set(answer, (counts.get(answer) ?? 0) + 1);
  return [...counts].map(([answer, count]) => `${count}× ${answer}`).join(', ');
}

/** Runs `script` (an ES module using sharp) in a child process: its memory is not ours. */
function inChild(script: string): void {
  execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: process.cwd(), stdio: 'inherit' });
}

/** The peak RSS while `work` runs, sampled every 5 ms. */
async function measurePeak<T>(work: () => Promise<T>): Promise<{ result: T; before: number; peak: number; seconds: number }> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const started = performance.now();
  try {
    const result = await work();
    return { result, before, peak: Math.max(peak, process.memoryUsage().rss), seconds: (performance.now() - started) / 1000 };
  } finally {
    clearInterval(sampler);
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'cityboard-upload-'));
const database = await openTestDatabase();
const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SESSION_SECRET: 'u'.repeat(40) });
const services = await composeServices(config, { database, storage: createLocalMediaStorage(config.mediaDir), jobs: createInlineJobQueue() });
const app = await buildServer({ services });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`${database.engine === 'pglite' ? 'PGlite' : 'PostgreSQL'}, server idle: ${footprint()}`);

/** A visitor's cookie and `count` signed upload URLs. */
async function signedUrls(count: number, cookie?: string): Promise<{ cookie: string; urls: string[] }> {
  const urls: string[] = [];
  let visitor = cookie;
  while (urls.length < count) {
    const response = await fetch(`${address}/api/objects/upload`, { method: 'POST', headers: visitor ? { cookie: visitor } : {} });
    if (!response.ok) throw new Error(`signing failed: ${response.status}`);
    visitor ??= response.headers.get('set-cookie')!.split(';')[0]!;
    urls.push(((await response.json()) as { uploadURL: string }).uploadURL);
  }
  return { cookie: visitor!, urls };
}

async function putImage(url: string, cookie: string, bytes: Buffer, type: string): Promise<Response> {
  return fetch(`${address}${url}`, { method: 'PUT', headers: { 'content-type': type, cookie }, body: new Uint8Array(bytes) });
}

/** As a client should: a 429 is tried again after its Retry-After, up to 5 times. */
async function putImageRetrying(url: string, cookie: string, bytes: Buffer, type: string): Promise<Response> {
  for (let attempt = 1; ; attempt += 1) {
    const response = await putImage(url, cookie, bytes, type);
    if (response.status !== 429 || attempt === 5) return response;
    await response.arrayBuffer();
    retries += 1;
    await new Promise((resolve) => setTimeout(resolve, Number(response.headers.get('retry-after') ?? 1) * 1000));
  }
}
let retries = 0;

// 2. Decompression bombs: a single-colour PNG compresses 150 MB of pixels to a few hundred KB.
const side = Math.floor(Math.sqrt(MAX_INPUT_PIXELS));
const bombFile = path.join(dataDir, 'bomb.png');
inChild(
  `import sharp from 'sharp'; await sharp({ create: { width: ${side}, height: ${side}, channels: 3, background: '#fff' } }).png({ compressionLevel: 9 }).toFile(${JSON.stringify(bombFile)});`,
);
const bomb = readFileSync(bombFile);
const bombers = await signedUrls(8);
const bombs = await measurePeak(() =>
  Promise.all(
    bombers.urls.map(async (url) => {
      const started = performance.now();
      try {
        const response = await putImage(url, bombers.cookie, bomb, 'image/png');
        await response.arrayBuffer();
        return String(response.status);
      } catch (error) {
        // A connection the server dropped is a finding, not a crash of the benchmark.
        return `dropped after ${((performance.now() - started) / 1000).toFixed(1)} s (${String((error as Error).cause ?? error)})`;
      }
    }),
  ),
);
console.log(
  `8 concurrent bomb uploads (${side}×${side} PNG, ${(bomb.length / 1024).toFixed(0)} KB each, answered ${tally(bombs.result)}) in ${bombs.seconds.toFixed(2)} s: ` +
    `RSS growth +${mb(bombs.peak - bombs.before)} (${mb(bombs.before)} before, peak ${mb(bombs.peak)}; budget 256 MB).`,
);
console.log(`After the bombs: ${footprint()}`);

// 3. A real ad. A noisy 2560×1920 photo compresses like a real one (about 1–2 MB as JPEG).
const photoDir = path.join(dataDir, 'photos');
inChild(`
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
mkdirSync(${JSON.stringify(photoDir)}, { recursive: true });
const width = 2560, height = 1920;
for (let seed = 1; seed <= 8; seed += 1) {
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed;
  for (let i = 0; i < pixels.length; i += 1) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    pixels[i] = (i % 3 === 0 ? (i / 3 / width) % 255 : (state >> 16) & 0xff) & 0xff;
  }
  await sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 }).toFile(${JSON.stringify(photoDir)} + '/' + seed + '.jpg');
}`);
const photos = Array.from({ length: 8 }, (_, i) => readFileSync(path.join(photoDir, `${i + 1}.jpg`)));
console.log(`8 photos of 2560×1920, ${(photos.reduce((n, p) => n + p.length, 0) / 1024 / 1024).toFixed(1)} MB in all`);

const posting = await measurePeak(async () => {
  const created = await fetch(`${address}/api/listings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(buildListingInput({ city: 'london' })),
  });
  const cookie = created.headers.get('set-cookie')!.split(';')[0]!;
  const { id } = (await created.json()) as { id: string };
  const { urls: signed } = await signedUrls(photos.length, cookie);
  // Three at a time, as the upload modal sends them.
  const urls: string[] = [];
  for (let i = 0; i < photos.length; i += 3) {
    const batch = photos.slice(i, i + 3).map((photo, j) => ({ photo, url: signed[i + j]! }));
    urls.push(
      ...(await Promise.all(
        batch.map(async ({ photo, url }) => {
          const put = await putImageRetrying(url, cookie, photo, 'image/jpeg');
          if (!put.ok) throw new Error(`upload failed: ${put.status} ${await put.text()}`);
          return ((await put.json()) as { url: string }).url;
        }),
      )),
    );
  }
  const attached = await fetch(`${address}/api/listings/${id}/images`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ imageURLs: urls }),
  });
  if (!attached.ok) throw new Error(`attach failed: ${attached.status}`);
});
console.log(`Posted with 8 photos in ${posting.seconds.toFixed(2)} s (server side, loopback; ${retries} uploads asked to retry).`);
console.log(`Process memory: ${mb(posting.before)} before, peak ${mb(posting.peak)} (+${mb(posting.peak - posting.before)}).`);

await app.close();
await services.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
