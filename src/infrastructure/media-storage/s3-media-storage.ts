/**
 * Images in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO), served to visitors
 * from MEDIA_PUBLIC_URL (a CDN in front of the bucket). Credentials come from the AWS
 * SDK's own chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, a profile, an instance
 * role…); this module never reads them. Browsers upload originals straight to the
 * bucket with presigned PUT URLs whose signature covers the type and the exact size.
 */
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { assertSafeKey, tooLargeObject, type MediaStorage } from '../../domain/media/media-storage';

export interface S3MediaStorageOptions {
  bucket: string;
  /** S3_REGION; `auto` for Cloudflare R2. */
  region: string;
  /** S3_ENDPOINT for anything but AWS (R2, MinIO, s3rver); addressed path-style. */
  endpoint?: string;
  /** MEDIA_PUBLIC_URL: the public base URL of the bucket's keys. */
  publicUrl: string;
  /** Only for tests against a local server; production uses the SDK's credential chain. */
  credentials?: S3ClientConfig['credentials'];
}

/** Stored sizes never change (a new upload is a new key): caches may keep them for a year. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' };

export function createS3MediaStorage(options: S3MediaStorageOptions): MediaStorage {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
    // The SDK's default checksums are not understood by every S3-compatible store, and a
    // presigned PUT would carry a checksum of an empty body the browser's bytes fail.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;
  const publicUrl = options.publicUrl.replace(/\/+$/, '');

  return {
    async put(key, bytes) {
      assertSafeKey(key);
      const extension = key.split('.').pop() ?? '';
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: bytes,
          ContentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
          CacheControl: CACHE_CONTROL,
        }),
      );
    },

    async get(key, { maxBytes }) {
      assertSafeKey(key);
      let object;
      try {
        object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)) return null;
        throw error;
      }
      const body = object.Body;
      if (!body) return null;
      if ((object.ContentLength ?? 0) > maxBytes) {
        // Not a byte more is read: the connection is dropped.
        (body as { destroy?: () => void }).destroy?.();
        throw tooLargeObject(maxBytes);
      }
      const bytes = Buffer.from(await body.transformToByteArray());
      // A store that sent no length (or a wrong one) is held to the limit all the same.
      if (bytes.length > maxBytes) throw tooLargeObject(maxBytes);
      return bytes;
    },

    async remove(prefix) {
      assertSafeKey(prefix);
      // Everything under it as a folder ("u/1/…", never "u/10/…"), a page of at most 1000
      // keys at a time (what one DeleteObjects takes), listed afresh until none is left…
      const folder = `${prefix.replace(/\/+$/, '')}/`;
      for (;;) {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: folder }));
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
        if (keys.length === 0) break;
        await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }));
        if (!page.IsTruncated) break;
      }
      // …and the key itself (an upload's original is one object).
      await client.send(new DeleteObjectCommand({ Bucket, Key: prefix }));
    },

    urlOf: (key) => `${publicUrl}/${key}`,

    async presignUpload(key, { contentType, contentLength, expiresInSeconds }) {
      assertSafeKey(key);
      // Content-Type and Content-Length are signed headers: S3 refuses a PUT of another
      // type or size with 403 SignatureDoesNotMatch before storing a byte.
      return getSignedUrl(client, new PutObjectCommand({ Bucket, Key: key, ContentType: contentType, ContentLength: contentLength }), {
        expiresIn: expiresInSeconds,
        signableHeaders: new Set(['content-type', 'content-length']),
      });
    },

    origins: { images: [new URL(publicUrl).origin], uploads: uploadOrigins(options) },
  };
}

/** Where presigned URLs point: the endpoint, or AWS's virtual-hosted and path-style hosts. */
function uploadOrigins(options: S3MediaStorageOptions): string[] {
  if (options.endpoint) return [new URL(options.endpoint).origin];
  return [`https://${options.bucket}.s3.${options.region}.amazonaws.com`, `https://s3.${options.region}.amazonaws.com`];
}
