import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3RVER_CREDENTIALS, startS3TestServer, type S3TestServer } from '../../testing/s3-test-server';
import { loadConfig } from '../../config';
import { mediaUrlPrefixes, uploadIdOfImageUrl } from '../../domain/media/media-keys';
import type { MediaStorage } from '../../domain/media/media-storage';

let s3: S3TestServer;
let storage: MediaStorage;

beforeAll(async () => {
  s3 = await startS3TestServer();
  storage = s3.storage();
});
afterAll(async () => {
  await s3?.stop();
});

/**
 * What S3 checks of a presigned request (Signature Version 4, written from AWS's
 * description, not the SDK's code): the signature over the method, path, query and the
 * signed headers' values as the request carries them. The local test server checks none.
 */
function signatureAccepts(presigned: URL, method: string, headers: Record<string, string>, secret = S3RVER_CREDENTIALS.secretAccessKey): boolean {
  const query = presigned.searchParams;
  const encode = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  const canonicalQuery = [...query.entries()]
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => `${encode(name)}=${encode(value)}`)
    .sort()
    .join('&');
  const signed = query.get('X-Amz-SignedHeaders')!.split(';');
  const lower = Object.fromEntries(Object.entries({ ...headers, host: presigned.host }).map(([name, value]) => [name.toLowerCase(), value.trim()]));
  const canonicalHeaders = signed.map((name) => `${name}:${lower[name] ?? ''}\n`).join('');
  const canonicalRequest = [method, presigned.pathname, canonicalQuery, canonicalHeaders, signed.join(';'), 'UNSIGNED-PAYLOAD'].join('\n');
  const [, date, region, service] = query.get('X-Amz-Credential')!.split('/') as [string, string, string, string];
  const scope = `${date}/${region}/${service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', query.get('X-Amz-Date'), scope, createHash('sha256').update(canonicalRequest).digest('hex')].join('\n');
  const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text).digest();
  const key = [date, region, service, 'aws4_request'].reduce<string | Buffer>((k, part) => hmac(k, part), `AWS4${secret}`);
  return createHmac('sha256', key).update(toSign).digest('hex') === query.get('X-Amz-Signature');
}

describe('the S3 media storage', () => {
  it('puts, gets and serves a key under the public URL, with its type and a year of caching', async () => {
    const bytes = Buffer.from('RIFF....WEBPVP8 fake');
    await storage.put('u/7c9e6679-7425-40de-944b-e07fc1f90ae7/card.webp', bytes);
    expect(await storage.get('u/7c9e6679-7425-40de-944b-e07fc1f90ae7/card.webp', { maxBytes: 1000 })).toEqual(bytes);
    const url = storage.urlOf('u/7c9e6679-7425-40de-944b-e07fc1f90ae7/card.webp');
    expect(url).toBe(`${s3.publicUrl}/u/7c9e6679-7425-40de-944b-e07fc1f90ae7/card.webp`);
    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(bytes);
  });

  it('answers null for a missing key and refuses an object over the limit without returning it', async () => {
    expect(await storage.get('u/none/full.webp', { maxBytes: 1000 })).toBeNull();
    await storage.put('incoming/u/big/original', Buffer.alloc(2000));
    await expect(storage.get('incoming/u/big/original', { maxBytes: 1000 })).rejects.toMatchObject({ kind: 'too_large' });
  });

  it('removes a folder and everything under it, but not a folder whose name only starts the same', async () => {
    const keys = ['u/a1/thumb.webp', 'u/a1/full.webp', 'u/a10/full.webp'];
    for (const key of keys) await storage.put(key, Buffer.from(key));
    await storage.remove('u/a1');
    expect(await storage.get('u/a1/thumb.webp', { maxBytes: 100 })).toBeNull();
    expect(await storage.get('u/a1/full.webp', { maxBytes: 100 })).toBeNull();
    expect(await storage.get('u/a10/full.webp', { maxBytes: 100 })).toEqual(Buffer.from('u/a10/full.webp'));
  });

  it('refuses keys it did not make: nothing outside the bucket layout is named', async () => {
    await expect(storage.put('../etc/passwd', Buffer.from('x'))).rejects.toThrow(/Unsafe media key/);
    await expect(storage.put('U/Upper.webp', Buffer.from('x'))).rejects.toThrow(/Unsafe media key/);
  });

  it('presigns a short-lived PUT whose signature covers the declared type and size', async () => {
    const url = new URL(
      await storage.presignUpload!('incoming/u/7c9e6679-7425-40de-944b-e07fc1f90ae7/original', {
        contentType: 'image/png',
        contentLength: 1234,
        expiresInSeconds: 300,
      }),
    );
    expect(url.origin).toBe(s3.endpoint);
    // Path-style, as S3_ENDPOINT asks: the bucket is in the path, not the host name.
    expect(url.pathname).toBe(`/${s3.bucket}/incoming/u/7c9e6679-7425-40de-944b-e07fc1f90ae7/original`);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toEqual(expect.arrayContaining(['content-length', 'content-type', 'host']));
    // No checksum of an empty body that the browser's bytes would then fail.
    expect([...url.searchParams.keys()].filter((name) => name.toLowerCase().includes('checksum'))).toEqual([]);
    expect(storage.origins).toEqual({ images: [s3.endpoint], uploads: [s3.endpoint] });
  });

  it('signs exactly the declared type and size: S3 would refuse a PUT of another size or type, or with a changed key', async () => {
    const url = new URL(
      await storage.presignUpload!('incoming/u/7c9e6679-7425-40de-944b-e07fc1f90ae7/original', {
        contentType: 'image/jpeg',
        contentLength: 348_112,
        expiresInSeconds: 300,
      }),
    );
    expect(signatureAccepts(url, 'PUT', { 'Content-Type': 'image/jpeg', 'Content-Length': '348112' })).toBe(true);
    expect(signatureAccepts(url, 'PUT', { 'Content-Type': 'image/jpeg', 'Content-Length': '6000000' })).toBe(false);
    expect(signatureAccepts(url, 'PUT', { 'Content-Type': 'text/html', 'Content-Length': '348112' })).toBe(false);
    expect(signatureAccepts(url, 'PUT', { 'Content-Type': 'image/jpeg', 'Content-Length': '348112' }, 'another-secret')).toBe(false);
    const elsewhere = new URL(url);
    elsewhere.pathname = elsewhere.pathname.replace('/original', '/full.webp');
    expect(signatureAccepts(elsewhere, 'PUT', { 'Content-Type': 'image/jpeg', 'Content-Length': '348112' })).toBe(false);
  });

  it('makes image URLs under the public URL readable as uploads, and no look-alike', () => {
    const id = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
    // The prefixes come from this storage, not from anything the process remembers.
    const prefixes = mediaUrlPrefixes(storage);
    expect(prefixes).toEqual(['/media', s3.publicUrl]);
    expect(uploadIdOfImageUrl(`${s3.publicUrl}/u/${id}/full.webp`, prefixes)).toBe(id);
    expect(uploadIdOfImageUrl(`/media/u/${id}/full.webp`, prefixes)).toBe(id);
    expect(uploadIdOfImageUrl(`https://elsewhere.example/u/${id}/full.webp`, prefixes)).toBeNull();
    expect(uploadIdOfImageUrl(`${s3.publicUrl}/incoming/u/${id}/original`, prefixes)).toBeNull();
    expect(uploadIdOfImageUrl(`${s3.publicUrl}/u/${id}/full.webp`, mediaUrlPrefixes({ urlOf: (key) => `/media/${key}` }))).toBeNull();
  });
});

describe('STORAGE configuration', () => {
  const base = { SESSION_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/cityboard-config-test' };

  it('is local unless told otherwise', () => {
    expect(loadConfig(base).storage).toEqual({ driver: 'local' });
  });

  it('reads the bucket, endpoint, region and public URL for s3', () => {
    expect(
      loadConfig({
        ...base,
        STORAGE: 's3',
        S3_BUCKET: 'media',
        S3_ENDPOINT: 'https://acc.r2.cloudflarestorage.com',
        S3_REGION: 'auto',
        MEDIA_PUBLIC_URL: 'https://media.example.com/',
      }).storage,
    ).toEqual({
      driver: 's3',
      bucket: 'media',
      endpoint: 'https://acc.r2.cloudflarestorage.com',
      region: 'auto',
      publicUrl: 'https://media.example.com',
    });
    // AWS itself: no endpoint, the default region.
    expect(
      loadConfig({ ...base, STORAGE: 's3', S3_BUCKET: 'media', S3_ENDPOINT: '', MEDIA_PUBLIC_URL: 'https://cdn.example.com' }).storage,
    ).toMatchObject({
      endpoint: undefined,
      region: 'us-east-1',
    });
  });

  it('says at startup what s3 is missing or what is wrong', () => {
    expect(() => loadConfig({ ...base, STORAGE: 's3' })).toThrow(
      /S3_BUCKET: required with STORAGE=s3[\s\S]*MEDIA_PUBLIC_URL: required with STORAGE=s3/,
    );
    expect(() => loadConfig({ ...base, STORAGE: 's3', S3_BUCKET: 'media', MEDIA_PUBLIC_URL: 'cdn.example.com' })).toThrow(
      /MEDIA_PUBLIC_URL must be an http\(s\) URL/,
    );
    expect(() => loadConfig({ ...base, STORAGE: 'gcs' })).toThrow(/STORAGE must be local or s3/);
  });
});
