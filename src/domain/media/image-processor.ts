/**
 * What an upload needs done to its bytes: checked to be an image, re-encoded into every
 * size and hashed. The domain names the work; sharp does it
 * (src/infrastructure/images/process-image.ts).
 */
import type { ImageVariant } from './image-variants';

export interface ProcessedImage {
  width: number;
  height: number;
  variants: Record<ImageVariant, Buffer>;
  /** 64-bit difference hash (16 hex digits) of the upright picture, so one photo re-saved or resized is seen again. */
  perceptualHash: string;
}

export interface ImageProcessor {
  /**
   * Re-encodes an uploaded image into every size. Throws an AppError: `unsupported_media`
   * (not JPEG, PNG or WebP, or damaged), `too_large` (too many pixels) or `rate_limited`
   * (the server is decoding as many images as it may; the same upload may be tried again).
   */
  process(bytes: Buffer): Promise<ProcessedImage>;
}
