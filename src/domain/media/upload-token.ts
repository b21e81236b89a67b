/**
 * Signed upload URLs: the token is an HMAC of the upload id and its expiry, so the
 * server needs no lookup to refuse a forged or stale URL, and the database row makes
 * it single-use.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export function signUpload(secret: string, uploadId: string, expiresAt: Date): string {
  const expires = expiresAt.getTime().toString(36);
  const mac = createHmac('sha256', secret).update(`${uploadId}.${expires}`).digest('base64url');
  return `${expires}.${mac}`;
}

export function verifyUploadToken(secret: string, uploadId: string, token: string, now = new Date()): boolean {
  const [expires, mac] = token.split('.');
  if (!expires || !mac) return false;
  const expected = createHmac('sha256', secret).update(`${uploadId}.${expires}`).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  return parseInt(expires, 36) > now.getTime();
}
