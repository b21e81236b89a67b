import type { Db } from '../../db/client';
import { mediaUploads } from '../../db/schema';
import { LISTING_LIMITS } from '../listings/listing-constants';
import { invalid } from '../shared/errors';
import { incomingKey } from './media-keys';
import type { MediaStorage } from './media-storage';
import { ACCEPTED_UPLOAD_TYPES } from './upload-types';
import { signUpload } from './upload-token';

/** An upload URL is good for ten minutes and one file. */
export const UPLOAD_URL_LIFETIME_MS = 10 * 60 * 1000;
/**
 * A presigned PUT to the bucket is good for five minutes: a prepared photo (at most 5 MB)
 * goes up in seconds, and a leaked URL is soon worthless. Confirming may take the rest
 * of the ten minutes.
 */
export const DIRECT_UPLOAD_LIFETIME_S = 5 * 60;

/** What the browser says it will upload: the type and exact size its PUT must have. */
export interface DeclaredImage {
  contentType: string;
  bytes: number;
}

export type CreatedUpload =
  /** PUT the bytes to this server's uploadURL; it answers the processed image. */
  | { flow: 'server'; uploadURL: string; expiresAt: string }
  /** PUT the bytes to the bucket with exactly `uploadHeaders`, then POST `confirmURL`. */
  | { flow: 'direct'; uploadURL: string; uploadHeaders: Record<string, string>; confirmURL: string; expiresAt: string };

export async function createUpload(
  db: Db,
  options: { userId: string; secret: string; storage?: MediaStorage; declared?: DeclaredImage; now?: Date },
): Promise<CreatedUpload> {
  const now = options.now ?? new Date();
  const expiresAt = new Date(now.getTime() + UPLOAD_URL_LIFETIME_MS);
  const presign = options.storage?.presignUpload?.bind(options.storage);
  const declared = presign ? checkDeclared(options.declared) : undefined;
  const [row] = await db
    .insert(mediaUploads)
    .values({ userId: options.userId, expiresAt, ...(declared ? { bytes: declared.bytes } : {}) })
    .returning({ id: mediaUploads.id });
  if (!row) throw new Error('Insert returned no row');
  const token = signUpload(options.secret, row.id, expiresAt);
  if (!presign || !declared) {
    return { flow: 'server', uploadURL: `/api/objects/upload/${row.id}?token=${token}`, expiresAt: expiresAt.toISOString() };
  }
  // The key is the server's, under this upload's own incoming folder: a browser can put
  // nothing anywhere else, and nothing there is public.
  const uploadURL = await presign(incomingKey(row.id), {
    contentType: declared.contentType,
    contentLength: declared.bytes,
    expiresInSeconds: DIRECT_UPLOAD_LIFETIME_S,
  });
  return {
    flow: 'direct',
    uploadURL,
    uploadHeaders: { 'Content-Type': declared.contentType },
    confirmURL: `/api/objects/upload/${row.id}/confirm?token=${token}`,
    expiresAt: expiresAt.toISOString(),
  };
}

/** The route's schema holds these too; checked here so no caller can skip them. */
function checkDeclared(declared: DeclaredImage | undefined): DeclaredImage {
  if (!declared) {
    throw invalid('errors.upload.sayWhich', [
      { field: 'contentType', message: 'errors.upload.required' },
      { field: 'bytes', message: 'errors.upload.required' },
    ]);
  }
  if (!(ACCEPTED_UPLOAD_TYPES as readonly string[]).includes(declared.contentType)) {
    throw invalid('errors.upload.onlyImages', [
      { field: 'contentType', message: 'errors.upload.contentType' },
    ]);
  }
  if (!Number.isInteger(declared.bytes) || declared.bytes < 1 || declared.bytes > LISTING_LIMITS.imageBytesMax) {
    throw invalid('errors.upload.tooBig', [{ field: 'bytes', message: 'errors.upload.bytesBetween', values: { max: LISTING_LIMITS.imageBytesMax } }]);
  }
  return declared;
}
