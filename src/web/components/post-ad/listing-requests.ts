/**
 * The calls a seller's browser makes about their own listing (SPEC section 7, plus
 * managing). Managing works with the visitor's cookie, or with the management link's
 * token sent as `X-Manage-Token`; the token never goes into a URL we request.
 */
import type { ListingFormValues } from '../../../domain/listings/listing-schemas';
import type { ManagedListing } from '../../../domain/listings/manage-listing';
import { apiRequest } from '../../lib/api-client';

export interface CreatedListing {
  id: string;
  manageUrl: string;
  /** What scam screening decided: approved (public now), review or rejected. */
  moderationStatus?: string;
}

function tokenHeaders(token?: string | null): HeadersInit | undefined {
  return token ? { 'X-Manage-Token': token } : undefined;
}

async function json<T>(method: string, url: string, payload: unknown, token?: string | null): Promise<T> {
  return (await apiRequest(method, url, payload, { headers: tokenHeaders(token) })).json() as Promise<T>;
}

export function postListing(body: ListingFormValues): Promise<CreatedListing> {
  return json('POST', '/api/listings', body);
}

export function putListing(id: string, body: ListingFormValues, token?: string | null): Promise<ManagedListing> {
  return json('PUT', `/api/listings/${encodeURIComponent(id)}`, body, token);
}

export function putListingImages(id: string, imageURLs: string[], token?: string | null): Promise<{ images: string[] }> {
  return json('PUT', `/api/listings/${encodeURIComponent(id)}/images`, { imageURLs }, token);
}

export function getManaged(id: string, token: string): Promise<ManagedListing> {
  return json('GET', `/api/listings/${encodeURIComponent(id)}/manage`, undefined, token);
}

export function markSold(id: string, token: string): Promise<ManagedListing> {
  return json('POST', `/api/listings/${encodeURIComponent(id)}/sold`, undefined, token);
}

/** Takes back "sold" within a day of marking it (domain/listings/undo-listing-sold.ts). */
export function markUnsold(id: string, token: string): Promise<ManagedListing> {
  return json('POST', `/api/listings/${encodeURIComponent(id)}/unsold`, undefined, token);
}

export function renew(id: string, token: string): Promise<ManagedListing> {
  return json('POST', `/api/listings/${encodeURIComponent(id)}/renew`, undefined, token);
}

/** Mails the seller a new link to confirm the contact email (Verified seller). */
export function requestEmailConfirmation(id: string, token: string): Promise<{ sent: boolean; verified: boolean }> {
  return json('POST', `/api/listings/${encodeURIComponent(id)}/email-confirmation`, undefined, token);
}

export async function removeListing(id: string, token: string): Promise<void> {
  await apiRequest('DELETE', `/api/listings/${encodeURIComponent(id)}`, undefined, { headers: tokenHeaders(token) });
}

/** The token at the end of a management link "/manage/{id}/{token}". */
export function tokenOf(manageUrl: string): string {
  return manageUrl.split('/').pop() ?? '';
}
