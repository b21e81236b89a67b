/**
 * One image upload (SPEC section 7): ask for a signed single-use URL, then PUT the
 * bytes to it. XMLHttpRequest rather than fetch, because only it reports upload
 * progress.
 */
import { apiGetJson } from '../../lib/api-client';

export interface UploadedImage {
  id: string;
  /** The "full" variant; other sizes via imageVariantUrl. */
  url: string;
  width: number;
  height: number;
}

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

export async function uploadImage(
  blob: Blob,
  options: { onProgress: (fraction: number) => void; signal?: AbortSignal },
): Promise<UploadedImage> {
  const { uploadURL } = await apiGetJson<{ uploadURL: string; expiresAt: string }>('POST', '/api/objects/upload');
  return new Promise<UploadedImage>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', uploadURL);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Content-Type', blob.type || 'application/octet-stream');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          options.onProgress(1);
          resolve(JSON.parse(xhr.responseText) as UploadedImage);
        } catch {
          reject(new UploadError(xhr.status, null));
        }
      } else {
        reject(new UploadError(xhr.status, messageOf(xhr.responseText)));
      }
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
