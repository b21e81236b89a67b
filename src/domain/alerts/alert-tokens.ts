/**
 * The secrets in alert links. The confirmation token is random and only its SHA-256 is
 * kept; the unsubscribe and manage tokens are derived from the search id or the address
 * with the server's secret (HMAC), so every mail can carry them without storing them, and
 * only their SHA-256 is stored to look them up (alert-link-lookups.ts).
 */
import { createHmac } from 'node:crypto';
import { normalizeEmail } from '../verification/email-verification';

function derivedToken(secret: string, purpose: string, subject: string): string {
  return createHmac('sha256', secret).update(`cityboard-alerts:${purpose}:${subject}`).digest('base64url');
}

/** The token of one saved search's unsubscribe links. */
export function alertUnsubscribeToken(secret: string, savedSearchId: string): string {
  return derivedToken(secret, 'unsubscribe', savedSearchId);
}

/** The token of the link that manages every alert of an address. */
export function alertManageToken(secret: string, email: string): string {
  return derivedToken(secret, 'manage', normalizeEmail(email));
}
