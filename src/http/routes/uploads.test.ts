import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema';
import { buildListingInput } from '../../demo/listing-factory';
import type { Listing } from '../../domain/listings/listing-schemas';
import { createTestApp, visitorCookie, type TestApp } from '../../testing/test-app';

let t: TestApp;
let photo: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  // A phone-like JPEG: rotated by EXIF and carrying a GPS position that must not survive.
  photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3b82f6' } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
});
afterAll(async () => {
  await t?.close();
});

async function uploadUrl(cookie?: string): Promise<{ url: string; cookie: string }> {
  const response = await t.app.inject({ method: 'POST', url: '/api/objects/upload', headers: cookie ? { cookie } : {} });
  expect(response.statusCode).toBe(200);
  const { uploadURL } = response.json<{ uploadURL: string }>();
  return { url: uploadURL, cookie: cookie ?? visitorCookie(response) };
}

/** Whether an image URL's file is on disk. */
function stored(imageUrl: string): boolean {
  return existsSync(path.join(t.config.mediaDir, imageUrl.replace(/^\/media\//, '')));
}

function put(url: string, body: Buffer | string, contentType = 'image/jpeg') {
  return t.app.inject({ method: 'PUT', url, payload: body, headers: { 'content-type': contentType } });
}

describe('image uploads', () => {
  it('re-encodes an upload into every size, upright and without metadata', async () => {
    const { url } = await uploadUrl();
    const response = await put(url, photo);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ url: string; width: number; height: number }>();
    expect(body.url).toMatch(/^\/media\/u\/[0-9a-f-]{36}\/full\.webp$/);
    // EXIF orientation 6 is a quarter turn: the stored image is portrait.
    expect(body).toMatchObject({ width: 800, height: 1200 });

    const folder = path.join(t.config.mediaDir, body.url.replace('/media/', '').replace('/full.webp', ''));
    for (const file of ['thumb.webp', 'card.webp', 'full.webp', 'full.jpg']) {
      expect(existsSync(path.join(folder, file))).toBe(true);
    }
    const thumb = await sharp(path.join(folder, 'thumb.webp')).metadata();
    expect(thumb.width).toBe(280);
    const full = await sharp(path.join(folder, 'full.webp')).metadata();
    expect(full.exif).toBeUndefined();
    expect(full.orientation ?? 1).toBe(1);

    const served = await t.app.inject(body.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.headers['cache-control']).toContain('immutable');
  });

  it('accepts PNG and WebP', async () => {
    for (const [type, bytes] of [
      ['image/png', await sharp({ create: { width: 50, height: 50, channels: 4, background: '#fff' } }).png().toBuffer()],
      ['image/webp', await sharp({ create: { width: 50, height: 50, channels: 3, background: '#000' } }).webp().toBuffer()],
    ] as const) {
      const { url } = await uploadUrl();
      expect((await put(url, bytes, type)).statusCode).toBe(200);
    }
  });

  it('lets an upload URL be used once only', async () => {
    const { url } = await uploadUrl();
    expect((await put(url, photo)).statusCode).toBe(200);
    const again = await put(url, photo);
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toMatch(/expired or was already used/);
  });

  it('refuses a forged or tampered token with 403', async () => {
    const { url } = await uploadUrl();
    const forged = url.replace(/token=[^&]+/, 'token=abc.def');
    expect((await put(forged, photo)).statusCode).toBe(403);
    expect((await put('/api/objects/upload/not-an-id?token=x.y', photo)).statusCode).toBe(403);
  });

  it('refuses files over 5 MB with 413', async () => {
    const { url } = await uploadUrl();
    const response = await put(url, Buffer.alloc(5 * 1024 * 1024 + 1, 1));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/5 MB/);
  });

  it('refuses SVG, HTML and disguised files with 415, whatever their content type says', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const html = '<!doctype html><html><body><script>alert(1)</script></body></html>';
    for (const [body, type] of [
      [svg, 'image/svg+xml'],
      [html, 'image/jpeg'],
      [Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(100)]), 'image/png'],
    ] as const) {
      const { url } = await uploadUrl();
      const response = await put(url, body, type);
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toBe('Only JPEG, PNG and WebP images can be uploaded');
    }
  });

  it('refuses a PNG over 40 megapixels with 413, naming the limit', async () => {
    // 45 MP: a phone-camera size that used to be decoded, and a few KB as one colour.
    const big = await sharp({ create: { width: 7500, height: 6000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const { url } = await uploadUrl();
    const response = await put(url, big, 'image/png');
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/45\.0 megapixels.*the most is 40 megapixels/);
  });

  it('refuses a decompression bomb by its header, without decoding it', async () => {
    const bomb = await sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    const { url } = await uploadUrl();
    const response = await put(url, bomb, 'image/png');
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/megapixels/);
  });

  it('attaches only the visitor’s own uploads to the visitor’s own listing', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/listings', payload: buildListingInput() });
    const owner = visitorCookie(created);
    const { id } = created.json<{ id: string }>();

    const mine = await uploadUrl(owner);
    const myImage = (await put(mine.url, photo)).json<{ url: string }>().url;
    const theirs = await uploadUrl();
    const theirImage = (await put(theirs.url, photo)).json<{ url: string }>().url;

    const attach = (cookie: string, imageURLs: string[]) =>
      t.app.inject({ method: 'PUT', url: `/api/listings/${id}/images`, headers: { cookie }, payload: { imageURLs } });

    const ok = await attach(owner, [myImage]);
    expect(ok.statusCode, ok.body).toBe(200);
    const detail = (await t.app.inject(`/api/listings/${id}`)).json<Listing>();
    expect(detail.images).toEqual([myImage]);

    // Someone else's listing answers as an unknown one.
    expect((await attach(theirs.cookie, [theirImage])).statusCode).toBe(404);
    expect((await attach(owner, [theirImage])).statusCode).toBe(400);
    expect((await attach(owner, ['https://evil.example/x.jpg'])).statusCode).toBe(400);
    expect((await attach(owner, Array.from({ length: 9 }, () => myImage))).statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/listings/00000000-0000-4000-8000-000000000000/images',
      headers: { cookie: owner },
      payload: { imageURLs: [] },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('keeps an upload on one listing: a second listing is refused, the first can send it again', async () => {
    const first = await t.app.inject({ method: 'POST', url: '/api/listings', payload: buildListingInput() });
    const owner = visitorCookie(first);
    const second = await t.app.inject({ method: 'POST', url: '/api/listings', headers: { cookie: owner }, payload: buildListingInput() });
    const [a, b] = [first.json<{ id: string }>().id, second.json<{ id: string }>().id];
    const image = (await put((await uploadUrl(owner)).url, photo)).json<{ url: string }>().url;
    const attach = (id: string, imageURLs: string[]) =>
      t.app.inject({ method: 'PUT', url: `/api/listings/${id}/images`, headers: { cookie: owner }, payload: { imageURLs } });

    expect((await attach(a, [image])).statusCode).toBe(200);
    const refused = await attach(b, [image]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: expect.stringMatching(/already on another of your ads/), errors: [{ field: 'imageURLs.0' }] });
    expect((await t.app.inject(`/api/listings/${b}`)).json<Listing>().images).toEqual([]);
    // Editing its own photos, a listing sends the same uploads again.
    expect((await attach(a, [image])).statusCode).toBe(200);

    // Removed from A, the photo is free for B; deleting A then leaves it in place.
    expect((await attach(a, [])).statusCode).toBe(200);
    expect((await attach(b, [image])).statusCode, 'a photo A no longer shows').toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/listings/${a}`, headers: { cookie: owner } })).statusCode).toBe(204);
    expect((await t.app.inject(image)).statusCode).toBe(200);
  });

  it('deletes a listing without deleting a photo another listing still shows', async () => {
    // Two listings showing one upload, as the API let them before uploads were kept to one listing.
    const first = await t.app.inject({ method: 'POST', url: '/api/listings', payload: buildListingInput() });
    const owner = visitorCookie(first);
    const second = await t.app.inject({ method: 'POST', url: '/api/listings', headers: { cookie: owner }, payload: buildListingInput() });
    const [a, b] = [first.json<{ id: string }>().id, second.json<{ id: string }>().id];
    const shared = (await put((await uploadUrl(owner)).url, photo)).json<{ url: string }>().url;
    const own = (await put((await uploadUrl(owner)).url, photo)).json<{ url: string }>().url;
    const attach = (id: string, imageURLs: string[]) =>
      t.app.inject({ method: 'PUT', url: `/api/listings/${id}/images`, headers: { cookie: owner }, payload: { imageURLs } });
    expect((await attach(a, [shared, own])).statusCode).toBe(200);
    await t.database.db.update(listings).set({ images: [shared] }).where(eq(listings.id, b));

    expect((await t.app.inject({ method: 'DELETE', url: `/api/listings/${a}`, headers: { cookie: owner } })).statusCode).toBe(204);
    expect((await t.app.inject(shared)).statusCode, 'the photo B still shows').toBe(200);
    expect(stored(own), 'the photo only A showed').toBe(false);
    // The kept photo now belongs to B: deleting B deletes it.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/listings/${b}`, headers: { cookie: owner } })).statusCode).toBe(204);
    expect(stored(shared)).toBe(false);
  });

  it('posts a listing with its photos, by the same rule as attaching them', async () => {
    const visitor = await uploadUrl();
    const owner = visitor.cookie;
    const mine = [(await put(visitor.url, photo)).json<{ url: string }>().url, (await put((await uploadUrl(owner)).url, photo)).json<{ url: string }>().url];
    const post = (images: string[], cookie = owner) =>
      t.app.inject({ method: 'POST', url: '/api/listings', headers: { cookie }, payload: { ...buildListingInput(), images } });

    const posted = await post(mine);
    expect(posted.statusCode, posted.body).toBe(201);
    const { id } = posted.json<{ id: string }>();
    const manage = await t.app.inject({ url: `/api/listings/${id}/manage`, headers: { cookie: owner } });
    expect(manage.json<Listing>().images).toEqual(mine);
    // An edit that sends photos sets them by the same rule; one that sends none keeps them.
    const input = buildListingInput();
    const edit = (body: object) => t.app.inject({ method: 'PUT', url: `/api/listings/${id}`, headers: { cookie: owner }, payload: body });
    expect((await edit({ ...input, images: [mine[1]!, mine[0]!] })).json<Listing>().images).toEqual([mine[1], mine[0]]);
    expect((await edit(input)).json<Listing>().images).toEqual([mine[1], mine[0]]);
    expect((await edit({ ...input, images: ['https://evil.example/x.jpg'] })).statusCode).toBe(400);

    const countBefore = (await t.database.db.select({ id: listings.id }).from(listings)).length;
    const nine = await post(Array.from({ length: 9 }, (_, i) => `/media/u/00000000-0000-4000-8000-00000000000${i}/full.webp`));
    expect(nine.statusCode).toBe(400);
    expect(nine.json().errors).toEqual([expect.objectContaining({ field: 'images', message: expect.stringMatching(/at most 8/) })]);

    const stranger = await uploadUrl();
    const theirs = (await put(stranger.url, photo)).json<{ url: string }>().url;
    const foreign = await post([theirs]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual([{ field: 'images.0', message: 'Not one of your finished uploads' }]);
    const evil = await post([mine[0]!, 'https://evil.example/x.jpg']);
    expect(evil.statusCode).toBe(400);
    expect(evil.json().errors).toEqual([{ field: 'images.1', message: 'Not an image uploaded to Cityboard' }]);
    // Already on the first ad: a second ad cannot take it.
    const taken = await post([mine[1]!]);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual([expect.objectContaining({ field: 'images.0' })]);
    // None of the refused posts left an ad behind.
    expect((await t.database.db.select({ id: listings.id }).from(listings)).length).toBe(countBefore);
  });

  it('never serves a path outside the media folder', async () => {
    for (const url of ['/media/../package.json', '/media/%2e%2e/%2e%2e/package.json', '/media/..%2fconfig.ts']) {
      const response = await t.app.inject(url);
      expect([403, 404]).toContain(response.statusCode);
      expect(response.body).not.toContain('"name": "cityboard"');
    }
  });
});
