/**
 * The storage STORAGE names: local disk (the default) or an S3 bucket. The one place
 * that turns configuration into a driver, for the server, the worker and the CLIs.
 */
import type { MediaStorage } from '../../domain/media/media-storage';
import { createLocalMediaStorage } from './local-media-storage';
import { createS3MediaStorage, type S3MediaStorageOptions } from './s3-media-storage';

/** STORAGE and the S3_* variables, as config.ts reads them. */
export type StorageConfig = { driver: 'local' } | { driver: 's3'; bucket: string; region: string; endpoint: string | undefined; publicUrl: string };

export function createMediaStorage(
  config: { storage: StorageConfig; mediaDir: string },
  options: { credentials?: S3MediaStorageOptions['credentials'] } = {},
): MediaStorage {
  const storage = config.storage;
  if (storage.driver === 'local') return createLocalMediaStorage(config.mediaDir);
  const { bucket, region, endpoint, publicUrl } = storage;
  return createS3MediaStorage({
    bucket,
    region,
    publicUrl,
    ...(endpoint ? { endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
  });
}
