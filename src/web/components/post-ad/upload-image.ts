/**
 * One image upload (SPEC section 7): say what will be uploaded, then PUT the bytes where
 * the answer says. With images stored by the server (`flow: server`) that is the server
 * itself, which answers the processed image. With images in a bucket (`flow: direct`)
 * it is a presigned URL of the bucket, signed for exactly this type and size; the
 * server then processes the image when the upload is confirmed. XMLHttpRequest rather
 * than fetch for the PUT, because only it reports upload progress.
 */
import { ApiError, apiGetJson, localeHeaders } from '../../lib/api-client';

export interface UploadedImage {
  id: string;
  /** The "full" variant; other sizes via imageVariantUrl. */
  url: string;
  width: number;
  height: number;
}

type CreatedUpload =
  | { flow: 'server'; uploadURL: string; expiresAt: string }
  | { flow: 'direct'; uploadURL: string; uploadHeaders: Record<string, string>; confirmURL: string; expiresAt: string };

export class UploadError extends Error {
  readonly status: number;
  /** The server's own explanation, when it sent one. */
  readonly serverMessage: string | null;
  constructor(status: number, serverMessage: string | null) {
    super(serverMessage ?? `Upload failed (${status})`);
    this.name = 'UploadError';
    this.status = status;
    this.serverMessage = serverMessage;
  }
}

function messageOf(text: string): string | null {
  try {
    const body = JSON.parse(text) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : null;
  } catch {
    return null;
  }
}

/** Share of the progress bar the bytes' journey takes when the server still has to process them. */
const DIRECT_PUT_SHARE = 0.9;

export async function uploadImage(blob: Blob, options: { onProgress: (fraction: number) => void; signal?: AbortSignal }): Promise<UploadedImage> {
  // prepareImage hands over JPEG, PNG or WebP only; the bytes decide on the server anyway.
  const contentType = blob.type || 'image/jpeg';
  const created = await apiGetJson<CreatedUpload>('POST', '/api/objects/upload', { contentType, bytes: blob.size });
  if (created.flow !== 'direct') {
    const text = await put(created.uploadURL, blob, { ...options, headers: { ...localeHeaders(), 'Content-Type': contentType }, withCredentials: true });
    options.onProgress(1);
    return parsed(text);
  }
  // Straight to the bucket: exactly the signed headers, and no cookies of ours.
  await put(created.uploadURL, blob, {
    ...options,
    headers: created.uploadHeaders,
    withCredentials: false,
    onProgress: (fraction) => options.onProgress(fraction * DIRECT_PUT_SHARE),
  });
  try {
    const image = await apiGetJson<UploadedImage>('POST', created.confirmURL);
    options.onProgress(1);
    return image;
  } catch (error) {
    if (error instanceof ApiError) throw new UploadError(error.status, error.serverMessage ?? null);
    throw error;
  }
}

function parsed(text: string): UploadedImage {
  try {
    return JSON.parse(text) as UploadedImage;
  } catch {
    throw new UploadError(200, null);
  }
}

/** PUTs the bytes, reporting progress; resolves the answer's text, or rejects with UploadError. */
function put(
  url: string,
  blob: Blob,
  options: { onProgress: (fraction: number) => void; signal?: AbortSignal; headers: Record<string, string>; withCredentials: boolean },
): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.withCredentials = options.withCredentials;
    for (const [name, value] of Object.entries(options.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      // A bucket's refusals are XML, not our { message }: the status alone then speaks.
      if (xhr.status >= 200 && xhr.status < 300) resolve(xhr.responseText);
      else reject(new UploadError(xhr.status, messageOf(xhr.responseText)));
    };
    xhr.onerror = () => reject(new UploadError(0, null));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    if (options.signal?.aborted) {
      reject(new DOMException('Upload cancelled', 'AbortError'));
      return;
    }
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(blob);
  });
}
