/**
 * `npm run bench:upload`: posting an ad with 8 phone-sized photos, end to end through
 * the HTTP API (as the browser does after scaling photos to 2560 px): create the
 * listing, get 8 signed URLs, PUT the 8 files, attach them. Prints the time and the
 * server process's peak memory while it runs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { loadConfig } from '../config';
import { buildListingInput } from '../demo/listing-factory';
import { createLocalMediaStorage } from '../domain/media/media-storage';
import { buildServer } from '../http/server';
import { openTestDatabase } from '../testing/test-database';

// A noisy 2560×1920 photo compresses like a real one (about 1–2 MB as JPEG).
async function phonePhoto(seed: number): Promise<Buffer> {
  const width = 2560;
  const height = 1920;
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed;
  for (let i = 0; i < pixels.length; i += 1) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    pixels[i] = (i % 3 === 0 ? (i / 3 / width) % 255 : (state >> 16) & 0xff) & 0xff;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
}

const photos = await Promise.all(Array.from({ length: 8 }, (_, i) => phonePhoto(i + 1)));
console.log(`8 photos of 2560×1920, ${(photos.reduce((n, p) => n + p.length, 0) / 1024 / 1024).toFixed(1)} MB in all`);

const database = await openTestDatabase();
const dataDir = mkdtempSync(path.join(tmpdir(), 'cityboard-upload-'));
const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SESSION_SECRET: 'u'.repeat(40) });
const app = await buildServer({ config, db: database.db, storage: createLocalMediaStorage(config.mediaDir), logger: false });
const address = await app.listen({ port: 0, host: '127.0.0.1' });

let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 5);
const baseline = process.memoryUsage().rss;

const started = performance.now();
const created = await fetch(`${address}/api/listings`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(buildListingInput({ city: 'london' })),
});
const cookie = created.headers.get('set-cookie')!.split(';')[0]!;
const { id } = (await created.json()) as { id: string };
// Three at a time, as the upload modal sends them.
const urls: string[] = [];
for (let i = 0; i < photos.length; i += 3) {
  const batch = photos.slice(i, i + 3);
  urls.push(
    ...(await Promise.all(
      batch.map(async (photo) => {
        const signed = (await (await fetch(`${address}/api/objects/upload`, { method: 'POST', headers: { cookie } })).json()) as { uploadURL: string };
        const put = await fetch(`${address}${signed.uploadURL}`, { method: 'PUT', headers: { 'content-type': 'image/jpeg', cookie }, body: new Uint8Array(photo) });
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
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);

console.log(`Posted with 8 photos in ${seconds.toFixed(2)} s (server side, loopback).`);
console.log(`Process memory: ${(baseline / 1024 / 1024).toFixed(0)} MB before, peak ${(peakRss / 1024 / 1024).toFixed(0)} MB (+${((peakRss - baseline) / 1024 / 1024).toFixed(0)} MB).`);
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
