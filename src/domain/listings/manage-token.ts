/**
 * The secret management link: 256 random bits, of which only a SHA-256 hash is
 * stored, compared in constant time. Whoever holds the link may manage the listing.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export function createManageToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashManageToken(token) };
}

export function hashManageToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function manageTokenMatches(token: string, storedHash: string | null): boolean {
  if (!storedHash || !/^[A-Za-z0-9_-]{43}$/.test(token)) return false;
  const given = Buffer.from(hashManageToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** Where the seller manages the ad; the token is in the path, so its page sends no referrer. */
export function manageUrl(listingId: string, token: string): string {
  return `/manage/${listingId}/${token}`;
}
