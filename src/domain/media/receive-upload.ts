import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mediaUploads } from '../../db/schema';
import { AppError, forbidden } from '../shared/errors';
import { isUuid } from '../shared/ids';
import { finishUpload, type ReceivedUpload } from './finish-upload';
import type { ImageProcessor } from './image-processor';
import type { MediaStorage } from './media-storage';
import { verifyUploadToken } from './upload-token';

export type { ReceivedUpload } from './finish-upload';

const EXPIRED = 'errors.upload.linkExpired';

/** Takes the bytes PUT to a signed upload URL, re-encodes them and stores every size. */
export async function receiveUpload(
  db: Db,
  options: { uploadId: string; token: string; bytes: Buffer; secret: string; storage: MediaStorage; images: ImageProcessor; now?: Date },
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
  return finishUpload(db, { uploadId: claimed.id, bytes: options.bytes, storage: options.storage, images: options.images });
}
