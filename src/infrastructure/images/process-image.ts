/**
 * Re-encodes an uploaded image with sharp. The bytes decide the type (never the
 * client's Content-Type or file name); only JPEG, PNG and WebP are accepted. Images are
 * auto-oriented and stripped of all metadata, so no GPS position ever leaves the server.
 * Each image also gets a perceptual hash, so scam screening can see one photo reused
 * across listings even when it was re-saved, resized or re-compressed.
 */
import sharp, { type Metadata, type Sharp } from 'sharp';
import { fileTypeFromBuffer } from 'file-type';
import type { ImageProcessor, ProcessedImage } from '../../domain/media/image-processor';
import { IMAGE_VARIANTS, type ImageVariant } from '../../domain/media/image-variants';
import { AppError } from '../../domain/shared/errors';
import { createLimiter } from './decode-limiter';

const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
/**
 * 40 megapixels: more than a listing photo needs (the largest size kept is 1600 px wide,
 * and the Post New Ad form scales photos to 2560 px before sending) and above nearly every
 * phone camera's normal output; a 40 MP decompression bomb is a few hundred KB on the wire.
 */
export const MAX_INPUT_PIXELS = 40_000_000;
/**
 * Images decoded at once, server-wide. Decoding is where an upload's memory goes: a
 * 40 MP image costs about 60 MB at its peak, two at once about 95 MB. One at a time keeps
 * 8 concurrent 40 MP uploads inside the process's 512 MB budget on PostgreSQL with room
 * to spare (ADR 025), and leaves a two-core server's other core to everyone else's
 * requests. The rest wait their turn (and are asked to retry after MAX_DECODE_WAIT_MS).
 */
export const MAX_CONCURRENT_DECODES = 1;
/**
 * How long an upload waits for its turn before it is refused (429, try again): well
 * inside the server's 10-second idle timeout, which would otherwise drop the connection.
 */
export const MAX_DECODE_WAIT_MS = 6_000;
export const imageDecodes = createLimiter(MAX_CONCURRENT_DECODES, {
  maxWaitMs: MAX_DECODE_WAIT_MS,
  busy: () =>
    new AppError('rate_limited', 'errors.upload.busy', [], {
      retryAfterSeconds: 5,
    }),
});

// Every upload is a new image: libvips' operation cache would only hold memory.
sharp.cache(false);

const DAMAGED = 'errors.upload.damaged';

/** The uploads' image processor: sharp, with the server-wide limit on decodes above. */
export const sharpImageProcessor: ImageProcessor = { process: (bytes) => processImage(bytes) };

export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED_TYPES.has(type.mime)) {
    throw new AppError('unsupported_media', 'errors.upload.onlyImages');
  }

  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('unsupported_media', DAMAGED);
  }
  // Header check first: a bomb is refused before a single pixel is decoded.
  if (!metadata.width || !metadata.height || metadata.width * metadata.height > MAX_INPUT_PIXELS) {
    throw new AppError('too_large', 'errors.upload.tooManyPixels', [], {
      values: { megapixels: megapixels(metadata.width, metadata.height), most: MAX_INPUT_PIXELS / 1_000_000 },
    });
  }

  const { variants, perceptualHash } = await imageDecodes.run(async () => {
    try {
      // The original is decoded once, streamed (sequentialRead) straight into the largest
      // size kept; every other size is made from that small copy, not from the original.
      const largest = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', sequentialRead: true })
        .rotate()
        .resize({ width: IMAGE_VARIANTS.full.width, withoutEnlargement: true })
        .raw({ depth: 'uchar' })
        .toBuffer({ resolveWithObject: true });
      const { width, height, channels } = largest.info;
      const from = (variant: ImageVariant) =>
        sharp(largest.data, { raw: { width, height, channels } }).resize({ width: IMAGE_VARIANTS[variant].width, withoutEnlargement: true });
      const [thumb, card, full, fallback, perceptualHash] = await Promise.all([
        from('thumb').webp({ quality: 80 }).toBuffer(),
        from('card').webp({ quality: 80 }).toBuffer(),
        from('full').webp({ quality: 82 }).toBuffer(),
        from('fallback').jpeg({ quality: 80, mozjpeg: true }).toBuffer(),
        differenceHash(sharp(largest.data, { raw: { width, height, channels } })),
      ]);
      return { variants: { thumb, card, full, fallback }, perceptualHash };
    } catch {
      throw new AppError('unsupported_media', DAMAGED);
    }
  });
  // EXIF orientations 5–8 are quarter turns: width and height swap once upright.
  const turned = (metadata.orientation ?? 1) >= 5;
  return {
    width: turned ? metadata.height : metadata.width,
    height: turned ? metadata.width : metadata.height,
    variants,
    perceptualHash,
  };
}

/**
 * dHash: the picture in grey, squeezed to 9×8 pixels, and one bit per pair of
 * neighbours in a row (is the left one brighter?). Re-encoding, resizing, light
 * compression or a colour tweak leave nearly every bit as it was, so the same photo
 * posted again hashes the same (or a few bits apart), while different photos differ in
 * about half their 64 bits. Hex, most significant bit first.
 */
export async function differenceHash(image: Sharp): Promise<string> {
  const pixels = await image.removeAlpha().greyscale().resize(9, 8, { fit: 'fill', kernel: 'cubic' }).toColourspace('b-w').raw().toBuffer();
  let hash = 0n;
  for (let row = 0; row < 8; row++) {
    for (let column = 0; column < 8; column++) {
      const left = pixels[row * 9 + column]!;
      const right = pixels[row * 9 + column + 1]!;
      hash = (hash << 1n) | (left > right ? 1n : 0n);
    }
  }
  return hash.toString(16).padStart(16, '0');
}

/** Bits in which two perceptual hashes differ (0 = the same picture as far as dHash can tell). */
export function hashDistance(a: string, b: string): number {
  let diff = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let bits = 0;
  for (; diff > 0n; diff >>= 1n) bits += Number(diff & 1n);
  return bits;
}

function megapixels(width: number | undefined, height: number | undefined): string {
  return (((width ?? 0) * (height ?? 0)) / 1_000_000).toFixed(1);
}
