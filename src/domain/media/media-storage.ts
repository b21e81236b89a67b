/**
 * Where image files live. One small interface so the local-disk driver used in
 * development and tests can be swapped for an S3 bucket; both drivers are infrastructure
 * (src/infrastructure/media-storage/).
 */
import { AppError } from '../shared/errors';

export interface MediaStorage {
  /** Stores bytes under a server-generated key like "u/3f…/card.webp". */
  put(key: string, bytes: Buffer): Promise<void>;
  /**
   * The bytes of a key, or null when there is none. An object over `maxBytes` is refused
   * (AppError too_large) before it is read, so a huge object never fills memory.
   */
  get(key: string, options: { maxBytes: number }): Promise<Buffer | null>;
  /** Removes a key and everything under it as a folder ("u/{id}" removes every size). */
  remove(prefix: string): Promise<void>;
  /** Public URL of a key. */
  urlOf(key: string): string;
  /**
   * Only drivers a browser can upload to directly (S3): a short-lived URL that takes one
   * PUT of exactly `contentLength` bytes of `contentType` to `key`, and nothing else.
   */
  presignUpload?(key: string, options: { contentType: string; contentLength: number; expiresInSeconds: number }): Promise<string>;
  /**
   * Origins the pages must allow beyond their own: where images are shown from (CSP
   * img-src) and where browsers PUT uploads to (connect-src). Empty for local storage.
   */
  readonly origins: { images: string[]; uploads: string[] };
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe media key: ${key}`);
}

/** The refusal of an object over the upload limit, whichever driver holds it. */
export function tooLargeObject(maxBytes: number): AppError {
  return new AppError('too_large', 'errors.upload.largerThan', [], { values: { megabytes: Math.round(maxBytes / (1024 * 1024)) } });
}
