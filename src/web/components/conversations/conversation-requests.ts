/**
 * The browser's calls to the conversations API. A participant is recognised by the
 * link's token (sent as the X-Conversation-Token header, never in a query string that
 * logs keep) or, without one, by the visitor cookie of their own browser.
 */
import { apiGetJson, apiRequest, ApiError } from '../../lib/api-client';
import type { MessageView, StartedConversation, Thread } from './thread-types';

const path = (id: string, rest = '') => `/api/conversations/${encodeURIComponent(id)}${rest}`;
const auth = (token: string | null): HeadersInit => (token ? { 'x-conversation-token': token } : {});

export function startConversation(body: { listingId: string; email: string; name?: string; body: string; language: string }): Promise<StartedConversation> {
  return apiGetJson<StartedConversation>('POST', '/api/conversations', body);
}

/** The thread, or null when it has not changed since `etag` (304). */
export async function fetchThread(id: string, token: string | null, etag: string | null): Promise<{ thread: Thread; etag: string | null } | null> {
  try {
    const response = await apiRequest('GET', path(id), undefined, {
      cache: 'no-store',
      headers: { ...auth(token), ...(etag ? { 'If-None-Match': etag } : {}) },
    });
    return { thread: (await response.json()) as Thread, etag: response.headers.get('etag') };
  } catch (error) {
    // Our own If-None-Match (the cache is bypassed) brings the 304 to us; not `ok`, so it arrives as an ApiError.
    if (error instanceof ApiError && error.status === 304) return null;
    throw error;
  }
}

async function send<T>(method: string, url: string, token: string | null, payload?: unknown): Promise<T> {
  const response = await apiRequest(method, url, payload, { headers: auth(token) });
  return (response.status === 204 ? undefined : await response.json()) as T;
}

export const postMessage = (id: string, token: string | null, body: string) => send<{ message: MessageView; thread: Thread }>('POST', path(id, '/messages'), token, { body });
export const markRead = (id: string, token: string | null) => send<void>('POST', path(id, '/read'), token);
export const blockBuyer = (id: string, token: string | null) => send<Thread>('POST', path(id, '/block'), token);
export const markSoldTo = (id: string, token: string | null) => send<Thread>('POST', path(id, '/sold'), token);
export const reportConversation = (id: string, token: string | null, reason: string) => send<{ received: true }>('POST', path(id, '/report'), token, { reason });
