/**
 * The seller's calls about the conversations of their own ad, from the management page:
 * the listing's management token goes as the X-Manage-Token header (never in a URL we
 * request); without one, the visitor cookie of the browser that posted the ad is enough.
 */
import type { ConversationSummary } from '../../../domain/conversations/conversation-schemas';
import { apiRequest } from '../../lib/api-client';

const headers = (token: string): HeadersInit => (token ? { 'x-manage-token': token } : {});

export async function fetchListingConversations(listingId: string, token: string): Promise<ConversationSummary[]> {
  const response = await apiRequest('GET', `/api/listings/${encodeURIComponent(listingId)}/conversations`, undefined, { cache: 'no-store', headers: headers(token) });
  return (await response.json()) as ConversationSummary[];
}

/** A fresh secret link to the thread: the page at /messages/{id}/{token} asks for one. */
export async function threadLink(conversationId: string, token: string): Promise<string> {
  const response = await apiRequest('POST', `/api/conversations/${encodeURIComponent(conversationId)}/links`, undefined, { headers: headers(token) });
  return ((await response.json()) as { path: string }).path;
}
