/**
 * A local S3-compatible server (s3rver) for tests of the S3 storage driver: a free port,
 * a fresh directory, one bucket. s3rver takes any signature, so what S3 itself refuses
 * by signature (another size or type) is tested by the server's own checks as well.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createMediaStorage } from '../infrastructure/media-storage/create-media-storage';
import type { MediaStorage } from '../domain/media/media-storage';

/** The little of s3rver's API the tests use (the package ships no types). */
interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}
type S3rverClass = new (options: {
  port: number;
  address: string;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string; configs?: string[] }[];
}) => S3rverInstance;

/** s3rver's built-in key pair. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  /** Where the bucket's keys are public: the endpoint, path-style (as a CDN would serve them). */
  publicUrl: string;
  /** The environment that selects it (STORAGE=s3 and the rest). */
  env: Record<string, string>;
  /** The app's driver for this server (credentials given, as tests have no AWS chain). */
  storage(): MediaStorage;
  stop(): Promise<void>;
}

/** `corsXml`: the bucket's CORS rules (s3rver takes them as S3's XML), for browsers' PUTs. */
export async function startS3TestServer(options: { bucket?: string; corsXml?: string } = {}): Promise<S3TestServer> {
  const bucket = options.bucket ?? 'cityboard-media';
  const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;
  const directory = mkdtempSync(path.join(tmpdir(), 'cityboard-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, ...(options.corsXml ? { configs: [options.corsXml] } : {}) }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const publicUrl = `${endpoint}/${bucket}`;
  return {
    endpoint,
    bucket,
    publicUrl,
    env: { STORAGE: 's3', S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_REGION: 'us-east-1', MEDIA_PUBLIC_URL: publicUrl },
    // Through createMediaStorage, as the app does: image URLs under publicUrl are then ours.
    storage: () =>
      createMediaStorage(
        { storage: { driver: 's3', bucket, region: 'us-east-1', endpoint, publicUrl }, mediaDir: directory },
        { credentials: S3RVER_CREDENTIALS },
      ),
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
