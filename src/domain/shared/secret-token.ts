/**
 * Secrets sent in links (management links, email confirmations): 256 random bits, of
 * which only a SHA-256 hash is stored, compared in constant time.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export function createSecretToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashSecretToken(token) };
}

export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function secretTokenMatches(token: string, storedHash: string | null | undefined): boolean {
  if (!storedHash || !/^[A-Za-z0-9_-]{43}$/.test(token)) return false;
  const given = Buffer.from(hashSecretToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
