/**
 * The end of a direct upload: the browser has PUT the original to the bucket with a
 * presigned URL and says so. Processed here, on confirmation, rather than in a job:
 * the browser needs the finished image's URL at once (to show it and post it with the
 * ad), exactly as with an upload to this server, and the work is the same bounded work
 * (at most 5 MB and 40 megapixels, two decodes at a time server-wide; a busy server
 * answers 429 and the same confirmation is tried again). A job would add a queue
 * round-trip and a status to poll for nothing.
 */
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mediaUploads } from '../../db/schema';
import { LISTING_LIMITS } from '../listings/listing-constants';
import { AppError, forbidden, notFound } from '../shared/errors';
import { isUuid } from '../shared/ids';
import { finishUpload, isRetryable, releaseUpload, type ReceivedUpload } from './finish-upload';
import { incomingKey } from './media-keys';
import type { ImageProcessor } from './image-processor';
import type { MediaStorage } from './media-storage';
import { verifyUploadToken } from './upload-token';

const EXPIRED = 'errors.upload.linkExpired';
const UNKNOWN = 'errors.upload.unknown';
const NOT_ARRIVED = 'errors.upload.notArrived';

export async function confirmUpload(
  db: Db,
  options: { uploadId: string; token: string; visitorId: string; secret: string; storage: MediaStorage; images: ImageProcessor; now?: Date },
): Promise<ReceivedUpload> {
  const { uploadId, storage } = options;
  const now = options.now ?? new Date();
  if (!storage.presignUpload) throw notFound('errors.upload.noConfirmation');
  if (!isUuid(uploadId) || !verifyUploadToken(options.secret, uploadId, options.token, now)) throw forbidden(EXPIRED);

  // Claim it first, and only the visitor's own: a second confirmation finds nothing to claim.
  const [claimed] = await db
    .update(mediaUploads)
    .set({ status: 'processing' })
    .where(
      and(
        eq(mediaUploads.id, uploadId),
        eq(mediaUploads.userId, options.visitorId),
        eq(mediaUploads.status, 'pending'),
        gt(mediaUploads.expiresAt, now),
      ),
    )
    .returning({ id: mediaUploads.id });
  if (!claimed) {
    const [row] = await db.select({ userId: mediaUploads.userId }).from(mediaUploads).where(eq(mediaUploads.id, uploadId));
    // Someone else's upload is no business of this visitor's, not even that it exists.
    if (!row || row.userId !== options.visitorId) throw notFound(UNKNOWN);
    throw new AppError('gone', EXPIRED);
  }

  const original = incomingKey(uploadId);
  let bytes: Buffer | null;
  try {
    bytes = await storage.get(original, { maxBytes: LISTING_LIMITS.imageBytesMax });
  } catch (error) {
    // Too large: refused for good, and the object goes. The bucket unreachable: try again.
    const refused = error instanceof AppError;
    if (refused) await storage.remove(original);
    await releaseUpload(db, uploadId, !refused);
    throw error;
  }
  if (!bytes) {
    await releaseUpload(db, uploadId, true);
    throw new AppError('conflict', NOT_ARRIVED);
  }

  let finished: ReceivedUpload;
  try {
    finished = await finishUpload(db, { uploadId, bytes, storage, images: options.images });
  } catch (error) {
    // Kept only when the same confirmation may be tried again (the server was busy).
    if (!isRetryable(error)) await storage.remove(original);
    throw error;
  }
  // The raw original (EXIF, GPS and all) never stays once its sizes exist.
  await storage.remove(original);
  return finished;
}
