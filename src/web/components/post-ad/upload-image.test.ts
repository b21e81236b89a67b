/**
 * The browser's side of an upload to a bucket, with jsdom's XMLHttpRequest (which keeps
 * to CORS like a browser): a page at http://localhost:3000 PUTs the photo to a local S3
 * server whose bucket allows that origin, as the README's CORS rules do, then confirms.
 * The server runs in Node beside it, so only the page's globals come from jsdom.
 */
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startS3TestServer, type S3TestServer } from '../../../testing/s3-test-server';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { UploadError, uploadImage } from './upload-image';

let s3: S3TestServer;
let t: TestApp;
let api: string;
let page: JsdomPage;

/** The little of jsdom's API used here (the project has no @types/jsdom). */
interface JsdomPage {
  window: { XMLHttpRequest: typeof XMLHttpRequest; Blob: typeof Blob; close(): void };
}
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (html: string, options: { url: string }) => JsdomPage };

const PAGE_ORIGIN = 'http://localhost:3000';
const CORS = `<CORSConfiguration><CORSRule><AllowedOrigin>${PAGE_ORIGIN}</AllowedOrigin><AllowedMethod>PUT</AllowedMethod><AllowedHeader>content-type</AllowedHeader><MaxAgeSeconds>3600</MaxAgeSeconds></CORSRule></CORSConfiguration>`;

beforeAll(async () => {
  page = new JSDOM('', { url: PAGE_ORIGIN });
  vi.stubGlobal('XMLHttpRequest', page.window.XMLHttpRequest);
  s3 = await startS3TestServer({ corsXml: CORS });
  t = await createTestApp({ env: s3.env, storage: () => s3.storage() });
  api = await t.app.listen({ port: 0, host: '127.0.0.1' });
  // The page's own API calls (fetch with credentials) go to the test server, with the
  // visitor cookie a browser would keep between them.
  const realFetch = globalThis.fetch;
  let cookie = '';
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const response = await realFetch(new URL(url, api), { ...init, headers: { ...(init.headers as Record<string, string>), cookie } });
    const set = response.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0]!;
    return response;
  });
});
afterAll(async () => {
  vi.unstubAllGlobals();
  page?.window.close();
  try {
    await t?.close();
  } finally {
    await s3?.stop();
  }
});

async function photoBlob(): Promise<Blob> {
  const bytes = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#f97316' } })
    .jpeg()
    .toBuffer();
  return new page.window.Blob([new Uint8Array(bytes)], { type: 'image/jpeg' });
}

describe('uploadImage with images in a bucket', () => {
  it('PUTs the photo to the bucket across origins, confirms it, and reports progress to the end', async () => {
    const progress: number[] = [];
    const image = await uploadImage(await photoBlob(), { onProgress: (fraction) => progress.push(fraction) });
    expect(image.url).toBe(`${s3.publicUrl}/u/${image.id}/full.webp`);
    expect(image).toMatchObject({ width: 900, height: 600 });
    expect((await fetch(image.url)).status).toBe(200);
    expect(progress.at(-1)).toBe(1);
    expect(progress.slice(0, -1).every((fraction) => fraction <= 0.9)).toBe(true);
  });

  it('turns the server’s refusal on confirmation into an UploadError with its status and message', async () => {
    const notAnImage = new page.window.Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/png' });
    const refused = await uploadImage(notAnImage, { onProgress: () => undefined }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(UploadError);
    expect(refused).toMatchObject({ status: 415, serverMessage: 'Only JPEG, PNG and WebP images can be uploaded' });
  });
});
