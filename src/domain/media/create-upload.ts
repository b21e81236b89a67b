import type { Db } from '../../db/client';
import { mediaUploads } from '../../db/schema';
import { signUpload } from './upload-token';

/** An upload URL is good for ten minutes and one file. */
export const UPLOAD_URL_LIFETIME_MS = 10 * 60 * 1000;

export async function createUpload(
  db: Db,
  options: { userId: string; secret: string; now?: Date },
): Promise<{ uploadURL: string; expiresAt: string }> {
  const now = options.now ?? new Date();
  const expiresAt = new Date(now.getTime() + UPLOAD_URL_LIFETIME_MS);
  const [row] = await db
    .insert(mediaUploads)
    .values({ userId: options.userId, expiresAt })
    .returning({ id: mediaUploads.id });
  if (!row) throw new Error('Insert returned no row');
  const token = signUpload(options.secret, row.id, expiresAt);
  return { uploadURL: `/api/objects/upload/${row.id}?token=${token}`, expiresAt: expiresAt.toISOString() };
}
