/**
 * Images on the local disk, under DATA_DIR/media: the default driver, used in development
 * and tests, served by the server itself under /media.
 */
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_URL_PREFIX } from '../../domain/media/media-keys';
import { assertSafeKey, tooLargeObject, type MediaStorage } from '../../domain/media/media-storage';

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
    async get(key, { maxBytes }) {
      const target = resolve(key);
      const size = await stat(target).then(
        (found) => (found.isFile() ? found.size : null),
        () => null,
      );
      if (size === null) return null;
      if (size > maxBytes) throw tooLargeObject(maxBytes);
      return readFile(target);
    },
    async remove(prefix) {
      await rm(resolve(prefix), { recursive: true, force: true });
    },
    urlOf: (key) => `${publicPrefix}/${key}`,
    origins: { images: [], uploads: [] },
  };
}
