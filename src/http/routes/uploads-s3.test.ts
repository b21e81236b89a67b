/**
 * Uploads with STORAGE=s3, against a local S3-compatible server: the browser's part
 * (PUT to the presigned URL) is done with fetch, as a browser would, then confirmed.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaUploads } from '../../db/schema';
import { buildListingInput } from '../../demo/listing-factory';
import type { Listing } from '../../domain/listings/listing-schemas';
import { incomingKey, uploadFolder, uploadKey } from '../../domain/media/media-keys';
import type { MediaStorage } from '../../domain/media/media-storage';
import { imageDecodes, MAX_CONCURRENT_DECODES } from '../../infrastructure/images/process-image';
import { startS3TestServer, type S3TestServer } from '../../testing/s3-test-server';
import { createTestApp, visitorCookie, type TestApp } from '../../testing/test-app';

let s3: S3TestServer;
let t: TestApp;
/** The bucket as the tests look into it (the app's own driver). */
let bucket: MediaStorage;
let photo: Buffer;

beforeAll(async () => {
  s3 = await startS3TestServer();
  t = await createTestApp({ env: s3.env, storage: () => s3.storage() });
  bucket = t.storage;
  // A phone-like JPEG: rotated by EXIF and carrying a GPS position that must not survive.
  photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3b82f6' } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
});
afterAll(async () => {
  try {
    await t?.close();
  } finally {
    await s3?.stop();
  }
});

interface DirectUpload {
  flow: 'direct';
  uploadURL: string;
  uploadHeaders: Record<string, string>;
  confirmURL: string;
  expiresAt: string;
}

async function startUpload(
  bytes: Buffer,
  options: { cookie?: string; contentType?: string } = {},
): Promise<DirectUpload & { cookie: string; id: string }> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/objects/upload',
    headers: options.cookie ? { cookie: options.cookie } : {},
    payload: { contentType: options.contentType ?? 'image/jpeg', bytes: bytes.length },
  });
  expect(response.statusCode, response.body).toBe(200);
  const answer = response.json<DirectUpload>();
  const id = /\/upload\/([0-9a-f-]{36})\/confirm/.exec(answer.confirmURL)![1]!;
  return { ...answer, id, cookie: options.cookie ?? visitorCookie(response) };
}

/** The browser's PUT, straight to the bucket. */
function putToBucket(upload: DirectUpload, bytes: Buffer, headers = upload.uploadHeaders) {
  return fetch(upload.uploadURL, { method: 'PUT', body: new Uint8Array(bytes), headers });
}

function confirm(upload: { confirmURL: string; cookie: string }, cookie = upload.cookie) {
  return t.app.inject({ method: 'POST', url: upload.confirmURL, headers: { cookie } });
}

const has = async (key: string) => (await bucket.get(key, { maxBytes: 10 * 1024 * 1024 })) !== null;

describe('image uploads straight to the bucket', () => {
  it('answers a presigned PUT for the declared type and size, under the upload’s own incoming key', async () => {
    const upload = await startUpload(photo);
    expect(upload.flow).toBe('direct');
    expect(upload.uploadHeaders).toEqual({ 'Content-Type': 'image/jpeg' });
    const url = new URL(upload.uploadURL);
    expect(`${url.origin}${url.pathname}`).toBe(`${s3.endpoint}/${s3.bucket}/${incomingKey(upload.id)}`);
    expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toEqual(expect.arrayContaining(['content-length', 'content-type']));
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
  });

  it('processes the original on confirmation: every size in the bucket, upright, no metadata, the original gone', async () => {
    const upload = await startUpload(photo);
    const put = await putToBucket(upload, photo);
    expect(put.status).toBe(200);
    // Not public before processing: the original is under incoming/, which MEDIA_PUBLIC_URL's CDN does not serve.
    expect(await has(incomingKey(upload.id))).toBe(true);
    expect(await has(uploadKey(upload.id))).toBe(false);

    const confirmed = await confirm(upload);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const image = confirmed.json<{ id: string; url: string; width: number; height: number }>();
    expect(image).toMatchObject({ id: upload.id, url: `${s3.publicUrl}/${uploadKey(upload.id)}`, width: 800, height: 1200 });

    for (const variant of ['thumb', 'card', 'full', 'fallback'] as const) expect(await has(uploadKey(upload.id, variant)), variant).toBe(true);
    expect(await has(incomingKey(upload.id))).toBe(false);
    const served = await fetch(image.url);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const full = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(full.exif).toBeUndefined();
    expect(full.orientation ?? 1).toBe(1);
    expect(full.height).toBeGreaterThan(full.width!);

    const [row] = await t.database.db.select().from(mediaUploads).where(eq(mediaUploads.id, upload.id));
    expect(row).toMatchObject({ status: 'ready', storageKey: uploadKey(upload.id), width: 800, height: 1200, bytes: photo.length });
    expect(row!.perceptualHash).toMatch(/^[0-9a-f]{16}$/);

    // A confirmation is good once.
    expect((await confirm(upload)).statusCode).toBe(410);
  });

  it('lets the seller attach the bucket image to a listing, and deleting the listing empties its folder', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/listings', payload: buildListingInput() });
    expect(created.statusCode, created.body).toBe(201);
    const owner = visitorCookie(created);
    const { id } = created.json<{ id: string }>();
    const upload = await startUpload(photo, { cookie: owner });
    await putToBucket(upload, photo);
    const { url } = (await confirm(upload)).json<{ url: string }>();

    const attached = await t.app.inject({
      method: 'PUT',
      url: `/api/listings/${id}/images`,
      headers: { cookie: owner },
      payload: { imageURLs: [url] },
    });
    expect(attached.statusCode, attached.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/listings/${id}`, headers: { cookie: owner } })).json<Listing>().images).toEqual([url]);
    // The same key under another host is not ours.
    const foreign = url.replace(s3.endpoint, 'https://elsewhere.example');
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/listings/${id}/images`, headers: { cookie: owner }, payload: { imageURLs: [foreign] } }))
        .statusCode,
    ).toBe(400);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/listings/${id}`, headers: { cookie: owner } })).statusCode).toBe(204);
    expect(await has(uploadKey(upload.id))).toBe(false);
    expect(await has(uploadKey(upload.id, 'thumb'))).toBe(false);
  });

  it('refuses another visitor’s confirmation (404) and leaves the upload to its owner', async () => {
    const upload = await startUpload(photo);
    await putToBucket(upload, photo);
    const stranger = visitorCookie(
      await t.app.inject({ method: 'POST', url: '/api/objects/upload', payload: { contentType: 'image/jpeg', bytes: 10 } }),
    );
    expect((await confirm(upload, stranger)).statusCode).toBe(404);
    expect((await confirm(upload)).statusCode).toBe(200);
  });

  it('refuses a forged token (403) and a confirmation before the PUT (409), which can follow once the PUT is done', async () => {
    const upload = await startUpload(photo);
    const forged = await t.app.inject({
      method: 'POST',
      url: upload.confirmURL.replace(/token=.*/, 'token=abc.def'),
      headers: { cookie: upload.cookie },
    });
    expect(forged.statusCode).toBe(403);
    const early = await confirm(upload);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/not arrived/);
    await putToBucket(upload, photo);
    expect((await confirm(upload)).statusCode).toBe(200);
  });

  it('refuses to presign anything but a JPEG, PNG or WebP of at most 5 MB, or without its type and size', async () => {
    const ask = (payload?: object) => t.app.inject({ method: 'POST', url: '/api/objects/upload', ...(payload ? { payload } : {}) });
    expect((await ask({ contentType: 'image/svg+xml', bytes: 100 })).statusCode).toBe(400);
    expect((await ask({ contentType: 'image/jpeg', bytes: 5 * 1024 * 1024 + 1 })).statusCode).toBe(400);
    expect((await ask({ contentType: 'image/jpeg', bytes: 0 })).statusCode).toBe(400);
    const bare = await ask();
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toMatch(/contentType and its size/);
  });

  it('refuses an object over 5 MB put in place of the declared one (413), and deletes it', async () => {
    // S3 itself refuses a PUT of another size (Content-Length is signed); the local test
    // server checks no signatures, so this is the server's own check behind it.
    const upload = await startUpload(photo);
    const huge = Buffer.alloc(5 * 1024 * 1024 + 1, 0xff);
    expect((await putToBucket(upload, huge)).status).toBe(200);
    const confirmed = await confirm(upload);
    expect(confirmed.statusCode).toBe(413);
    expect(confirmed.json().message).toMatch(/larger than 5 MB/);
    expect(await has(incomingKey(upload.id))).toBe(false);
    expect(await has(uploadKey(upload.id))).toBe(false);
    expect((await confirm(upload)).statusCode).toBe(410);
  });

  it('refuses what is not an image, whatever its declared type (415), and deletes it', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const upload = await startUpload(html, { contentType: 'image/png' });
    expect((await putToBucket(upload, html, { 'Content-Type': 'text/html' })).status).toBe(200);
    const confirmed = await confirm(upload);
    expect(confirmed.statusCode).toBe(415);
    expect(await has(incomingKey(upload.id))).toBe(false);
    expect(await has(uploadFolder(upload.id) + '/full.webp')).toBe(false);
  });

  it('keeps the original while the server is busy (429), and the same confirmation then succeeds', async () => {
    const upload = await startUpload(photo);
    await putToBucket(upload, photo);
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const occupied = Array.from({ length: MAX_CONCURRENT_DECODES }, () => imageDecodes.run(() => held));
    const busy = await confirm(upload);
    release();
    await Promise.all(occupied);
    expect(busy.statusCode, busy.body).toBe(429);
    expect(await has(incomingKey(upload.id))).toBe(true);
    expect((await confirm(upload)).statusCode).toBe(200);
  });

  it('allows the bucket in the pages’ Content Security Policy: images from it, uploads to it', async () => {
    const page = await t.app.inject({ method: 'POST', url: '/api/objects/upload', payload: { contentType: 'image/jpeg', bytes: 10 } });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(new RegExp(`img-src [^;]*${s3.endpoint.replace(/[.:/]/g, '\\$&')}`));
    expect(csp).toMatch(new RegExp(`connect-src [^;]*${s3.endpoint.replace(/[.:/]/g, '\\$&')}`));
  });
});
