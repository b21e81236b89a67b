/**
 * Re-encodes an uploaded image with sharp. The bytes decide the type (never the
 * client's Content-Type or file name); only JPEG, PNG and WebP are accepted. Images are
 * auto-oriented and stripped of all metadata, so no GPS position ever leaves the server.
 */
import sharp, { type Metadata } from 'sharp';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../shared/errors';
import { IMAGE_VARIANTS, type ImageVariant } from './image-variants';

const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
/** 50 megapixels: above any phone camera, far below a decompression bomb. */
export const MAX_INPUT_PIXELS = 50_000_000;

export interface ProcessedImage {
  width: number;
  height: number;
  variants: Record<ImageVariant, Buffer>;
}

export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED_TYPES.has(type.mime)) {
    throw new AppError('unsupported_media', 'Only JPEG, PNG and WebP images can be uploaded');
  }

  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('unsupported_media', 'This image file is damaged and cannot be read');
  }
  // Header check first: a bomb is refused before a single pixel is decoded.
  if (!metadata.width || !metadata.height || metadata.width * metadata.height > MAX_INPUT_PIXELS) {
    throw new AppError('too_large', 'This image has too many pixels; the most is 50 megapixels');
  }

  const input = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  try {
    const resized = (variant: ImageVariant) =>
      input().resize({ width: IMAGE_VARIANTS[variant].width, withoutEnlargement: true });
    const [thumb, card, full, fallback] = await Promise.all([
      resized('thumb').webp({ quality: 80 }).toBuffer(),
      resized('card').webp({ quality: 80 }).toBuffer(),
      resized('full').webp({ quality: 82 }).toBuffer(),
      resized('fallback').jpeg({ quality: 80, mozjpeg: true }).toBuffer(),
    ]);
    // EXIF orientations 5–8 are quarter turns: width and height swap once upright.
    const turned = (metadata.orientation ?? 1) >= 5;
    return {
      width: turned ? metadata.height : metadata.width,
      height: turned ? metadata.width : metadata.height,
      variants: { thumb, card, full, fallback },
    };
  } catch {
    throw new AppError('unsupported_media', 'This image file is damaged and cannot be read');
  }
}
