/**
 * The layout of media storage, in one place: every upload is a folder `u/{uploadId}/`
 * holding one file per image variant, and a listing stores the public URL of the
 * `full` variant. Storage drivers (local disk, S3), uploads, demo pictures, deletion and
 * image attachment all name and read keys through here. A browser's upload straight to a
 * bucket lands under `incoming/u/{uploadId}/` first: a prefix the CDN does not serve, so
 * nothing is public before the server has processed it.
 */
import { isUuid } from '../shared/ids';
import { IMAGE_VARIANTS, type ImageVariant } from './image-variants';
import type { MediaStorage } from './media-storage';

/** Where the local driver serves media from, and so the prefix of every stored image URL. */
export const MEDIA_URL_PREFIX = '/media';

/**
 * The prefixes of the image URLs this storage hands out: its own (MEDIA_PUBLIC_URL when
 * images are in a bucket), and `/media`, which listings stored before a move to a bucket
 * still name. Whoever checks that an image URL is ours (posting, editing) is given these
 * by the composition root's storage; nothing process-wide remembers them.
 */
export function mediaUrlPrefixes(storage: Pick<MediaStorage, 'urlOf'>): string[] {
  return [...new Set([MEDIA_URL_PREFIX, storage.urlOf('').replace(/\/+$/, '')])];
}

/** The key a browser uploads an original to (S3 only); processing reads it, then removes it. */
export function incomingKey(uploadId: string): string {
  return `incoming/${uploadFolder(uploadId)}/original`;
}

/** The folder of one upload: removing it removes every size. */
export function uploadFolder(uploadId: string): string {
  return `u/${uploadId}`;
}

/** The key of one size of an upload; a listing's image is the `full` one. */
export function uploadKey(uploadId: string, variant: ImageVariant = 'full'): string {
  return `${uploadFolder(uploadId)}/${IMAGE_VARIANTS[variant].file}`;
}

/** Stores every size of a processed image as an upload's files; returns the key of the `full` size. */
export async function putUploadVariants(storage: MediaStorage, uploadId: string, variants: Record<ImageVariant, Buffer>): Promise<string> {
  await Promise.all((Object.keys(IMAGE_VARIANTS) as ImageVariant[]).map((variant) => storage.put(uploadKey(uploadId, variant), variants[variant])));
  return uploadKey(uploadId);
}

/**
 * The upload id behind a listing image URL (`/media/u/{id}/full.webp`, or the same key
 * under MEDIA_PUBLIC_URL), or null for anything else: another size, a foreign URL, a
 * path that only looks like ours.
 */
export function uploadIdOfImageUrl(url: string, publicPrefixes: readonly string[]): string | null {
  for (const prefix of publicPrefixes) {
    if (url.startsWith(`${prefix}/`)) return uploadIdOfKey(url.slice(prefix.length + 1));
  }
  return null;
}

/** The upload id of the `full` key of an upload, or null when the key is not one. */
export function uploadIdOfKey(key: string): string | null {
  const [folder, id, file, ...rest] = key.split('/');
  // Ids are written lowercase; an upper-case copy would name files that do not exist.
  if (folder !== 'u' || rest.length > 0 || file !== IMAGE_VARIANTS.full.file || !id || !isUuid(id) || id !== id.toLowerCase()) {
    return null;
  }
  return id;
}
