import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mediaUploads } from '../../db/schema';
import { AppError, forbidden, isAppError } from '../shared/errors';
import { isUuid } from '../shared/ids';
import { putUploadVariants } from './media-keys';
import type { MediaStorage } from './media-storage';
import { processImage } from './process-image';
import { verifyUploadToken } from './upload-token';

export interface ReceivedUpload {
  id: string;
  url: string;
  width: number;
  height: number;
}

const EXPIRED = 'This upload link has expired or was already used; ask for a new one';

/** Takes the bytes PUT to a signed upload URL, re-encodes them and stores every size. */
export async function receiveUpload(
  db: Db,
  options: { uploadId: string; token: string; bytes: Buffer; secret: string; storage: MediaStorage; now?: Date },
): Promise<ReceivedUpload> {
  const now = options.now ?? new Date();
  if (!isUuid(options.uploadId) || !verifyUploadToken(options.secret, options.uploadId, options.token, now)) {
    throw forbidden(EXPIRED);
  }
  // Claim the upload first: a second PUT to the same URL finds nothing to claim.
  const [claimed] = await db
    .update(mediaUploads)
    .set({ status: 'processing' })
    .where(and(eq(mediaUploads.id, options.uploadId), eq(mediaUploads.status, 'pending'), gt(mediaUploads.expiresAt, now)))
    .returning({ id: mediaUploads.id });
  if (!claimed) throw new AppError('gone', EXPIRED);

  try {
    const image = await processImage(options.bytes);
    const key = await putUploadVariants(options.storage, claimed.id, image.variants);
    await db
      .update(mediaUploads)
      .set({
        status: 'ready',
        storageKey: key,
        width: image.width,
        height: image.height,
        bytes: options.bytes.length,
        perceptualHash: image.perceptualHash,
      })
      .where(eq(mediaUploads.id, claimed.id));
    return { id: claimed.id, url: options.storage.urlOf(key), width: image.width, height: image.height };
  } catch (error) {
    // Refused only because the server was busy: the same URL may be tried again.
    const retry = isAppError(error) && error.kind === 'rate_limited';
    await db
      .update(mediaUploads)
      .set({ status: retry ? 'pending' : 'failed' })
      .where(eq(mediaUploads.id, claimed.id));
    throw error;
  }
}
