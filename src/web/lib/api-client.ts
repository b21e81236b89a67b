/**
 * The browser's way to call our own API (SPEC section 7): credentials always sent, a
 * JSON body only when there is a payload, and any non-OK answer becomes an Error whose
 * message is "{status}: {body text or status text}" (SPEC section 8).
 */
import { TIME_ZONE_HEADER } from '../../i18n/locale';

export class ApiError extends Error {
  readonly status: number;
  readonly body: string;
  /** From Retry-After on a 429: seconds until trying again can succeed. */
  readonly retryAfterSeconds: number | null;

  constructor(status: number, statusText: string, body: string, retryAfterSeconds: number | null = null) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  /** The server's `{ message }` when it sent one, for showing to a person. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      return typeof parsed.message === 'string' ? parsed.message : undefined;
    } catch {
      return undefined;
    }
  }
}

/**
 * The visitor cookie is made by the first request that acts (README: "Caching"). Two
 * such requests sent at once by a browser without one (two photos uploading) would each
 * get a new visitor, and the listing would then belong to neither's photos: so the first
 * acting request of a page goes alone, and the rest wait for its answer (and cookie).
 */
let firstAction: Promise<unknown> | null = null;

function afterFirstAction<T>(method: string, send: () => Promise<T>): Promise<T> {
  if (method === 'GET' || method === 'HEAD') return send();
  if (firstAction) return firstAction.then(send, send);
  const sent = send();
  firstAction = sent.catch(() => undefined);
  return sent;
}

export async function apiRequest(method: string, url: string, payload?: unknown, init: RequestInit = {}): Promise<Response> {
  const response = await afterFirstAction(method, () => fetchFrom(method, url, payload, init));
  if (!response.ok) {
    const retryAfter = Number(response.headers.get('retry-after'));
    throw new ApiError(response.status, response.statusText, await response.text(), Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null);
  }
  return response;
}

/**
 * The page's language and the visitor's zone go with every request (#26): the API
 * answers errors in the page's words, and keeps both with what the visitor does (a post,
 * a message, a saved search) for the mails that follow.
 */
export function localeHeaders(): Record<string, string> {
  if (typeof document === 'undefined') return {};
  const headers: Record<string, string> = {};
  const language = document.documentElement.lang;
  if (language) headers['Accept-Language'] = language;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (zone) headers[TIME_ZONE_HEADER] = zone;
  return headers;
}

function fetchFrom(method: string, url: string, payload: unknown, init: RequestInit): Promise<Response> {
  const headers = { ...localeHeaders(), ...(payload === undefined ? {} : { 'Content-Type': 'application/json' }), ...(init.headers as Record<string, string> | undefined) };
  return fetch(url, {
    ...init,
    method,
    credentials: 'include',
    headers,
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
}

/** Any method, answering the parsed JSON body. */
export async function apiGetJson<T>(method: string, url: string, payload?: unknown): Promise<T> {
  return (await apiRequest(method, url, payload)).json() as Promise<T>;
}

export async function apiGet<T>(url: string, init?: RequestInit): Promise<T> {
  return (await apiRequest('GET', url, undefined, init)).json() as Promise<T>;
}

/** The next page's URL from a `Link: <…>; rel="next"` header, if any. */
export function nextPageUrl(response: Response): string | null {
  const link = response.headers.get('link');
  return link?.match(/<([^>]+)>;\s*rel="next"/)?.[1] ?? null;
}

/**
 * What to tell a person about a failed call: a rate limit in their language with when to
 * try again, else the server's message, else the caller's fallback.
 */
export function apiErrorMessage(error: unknown, t: (key: string, options?: Record<string, unknown>) => string, language: string, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 429) return rateLimitedMessage(t, language, error.retryAfterSeconds);
  return error.serverMessage ?? fallback;
}

/** "You're doing that too often. Please try again in 5 minutes." in the page's language. */
export function rateLimitedMessage(t: (key: string, options?: Record<string, unknown>) => string, language: string, retryAfterSeconds: number | null | undefined): string {
  const minutes = Math.max(1, Math.ceil((retryAfterSeconds ?? 60) / 60));
  const when = new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(minutes, 'minute');
  return t('errors.rateLimited', { when });
}
