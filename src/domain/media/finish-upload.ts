import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mediaUploads } from '../../db/schema';
import { isAppError } from '../shared/errors';
import { putUploadVariants } from './media-keys';
import type { ImageProcessor } from './image-processor';
import type { MediaStorage } from './media-storage';

export interface ReceivedUpload {
  id: string;
  url: string;
  width: number;
  height: number;
}

/**
 * The end of every upload, whichever way its bytes came (PUT to this server, or a
 * browser's PUT to the bucket): re-encodes an upload already claimed ('processing'),
 * stores every size and marks it ready. A refusal marks it failed — except "the server
 * is busy", which puts it back to pending so the same upload can be tried again.
 */
export async function finishUpload(
  db: Db,
  options: { uploadId: string; bytes: Buffer; storage: MediaStorage; images: ImageProcessor },
): Promise<ReceivedUpload> {
  const { uploadId, bytes, storage } = options;
  try {
    const image = await options.images.process(bytes);
    const key = await putUploadVariants(storage, uploadId, image.variants);
    await db
      .update(mediaUploads)
      .set({
        status: 'ready',
        storageKey: key,
        width: image.width,
        height: image.height,
        bytes: bytes.length,
        perceptualHash: image.perceptualHash,
      })
      .where(eq(mediaUploads.id, uploadId));
    return { id: uploadId, url: storage.urlOf(key), width: image.width, height: image.height };
  } catch (error) {
    await releaseUpload(db, uploadId, isRetryable(error));
    throw error;
  }
}

/** Refused only because the server was busy: the same upload may be tried again. */
export function isRetryable(error: unknown): boolean {
  return isAppError(error) && error.kind === 'rate_limited';
}

export async function releaseUpload(db: Db, uploadId: string, retry: boolean): Promise<void> {
  await db
    .update(mediaUploads)
    .set({ status: retry ? 'pending' : 'failed' })
    .where(eq(mediaUploads.id, uploadId));
}
