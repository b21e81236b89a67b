/**
 * Makes a photo fit the upload limit in the browser: anything over 2560 px on its long
 * edge (or over 5 MB) is redrawn at most 2560 px as JPEG at quality 0.85, so a 12 MP
 * phone photo is a few hundred KB instead of being refused for its size.
 */
import { LISTING_LIMITS } from '../../../domain/listings/listing-constants';
import { ACCEPTED_UPLOAD_TYPES } from '../../../domain/media/upload-types';

/** The same list the server signs uploads for: a prepared photo's type is always one it takes. */
export const ACCEPTED_IMAGE_TYPES = ACCEPTED_UPLOAD_TYPES;
export const MAX_LONG_EDGE_PX = 2560;
export const JPEG_QUALITY = 0.85;

export type PrepareProblem = 'type' | 'unreadable' | 'tooLarge';

export class PrepareError extends Error {
  readonly problem: PrepareProblem;
  constructor(problem: PrepareProblem) {
    super(problem);
    this.name = 'PrepareError';
    this.problem = problem;
  }
}

export function isAcceptedType(type: string): boolean {
  return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(type);
}

/** The size to draw at: the long edge at most `maxEdge`, never enlarged. */
export function scaledSize(width: number, height: number, maxEdge = MAX_LONG_EDGE_PX): { width: number; height: number } {
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The bytes to upload for a chosen file; throws PrepareError when it cannot be used. */
export async function prepareImage(file: File): Promise<Blob> {
  if (!isAcceptedType(file.type)) throw new PrepareError('type');
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new PrepareError('unreadable');
  }
  try {
    const tooWide = Math.max(bitmap.width, bitmap.height) > MAX_LONG_EDGE_PX;
    if (!tooWide && file.size <= LISTING_LIMITS.imageBytesMax) return file;
    const size = scaledSize(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new PrepareError('unreadable');
    // JPEG has no transparency: a transparent PNG gets white, not black, behind it.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
    if (!blob) throw new PrepareError('unreadable');
    const best = !tooWide && file.size <= blob.size ? file : blob;
    if (best.size > LISTING_LIMITS.imageBytesMax) throw new PrepareError('tooLarge');
    return best;
  } finally {
    bitmap.close();
  }
}
