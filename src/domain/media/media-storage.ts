/**
 * Where image files live. One small interface so the local-disk driver used in
 * development and tests can be swapped for an S3 bucket in production.
 */
import { mkdir, writeFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_URL_PREFIX } from './media-keys';

export interface MediaStorage {
  /** Stores bytes under a server-generated key like "u/3f…/card.webp". */
  put(key: string, bytes: Buffer): Promise<void>;
  remove(prefix: string): Promise<void>;
  /** Public URL of a key. */
  urlOf(key: string): string;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe media key: ${key}`);
}

export function createLocalMediaStorage(root: string, publicPrefix = MEDIA_URL_PREFIX): MediaStorage {
  const resolve = (key: string) => {
    assertSafeKey(key);
    const target = path.resolve(root, key);
    if (!target.startsWith(path.resolve(root) + path.sep)) throw new Error(`Media key escapes root: ${key}`);
    return target;
  };
  return {
    async put(key, bytes) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, bytes);
    },
    async remove(prefix) {
      await rm(resolve(prefix), { recursive: true, force: true });
    },
    urlOf: (key) => `${publicPrefix}/${key}`,
  };
}
