/**
 * The secret management link: whoever holds it may manage the listing. The token is a
 * secret-link token (only its hash is stored, compared in constant time).
 */
import { createSecretToken, secretTokenMatches } from '../shared/secret-token';

export const createManageToken = createSecretToken;
export const manageTokenMatches = secretTokenMatches;

/** Where the seller manages the ad; the token is in the path, so its page sends no referrer. */
export function manageUrl(listingId: string, token: string): string {
  return `/manage/${listingId}/${token}`;
}
