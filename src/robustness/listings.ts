/**
 * Listings and the reviewer, through the API as clients use it: post an honest ad (or one
 * carrying hostile text), sign a reviewer in and out, approve what screening held.
 */
import { toJson } from './hostile';
import { parseJson, send } from './http';
import { honestListingBody } from '../testing/honest-listing';

export const REVIEWER_TOKEN = 'robustness-reviewer-token-0123456789';

export interface Posted {
  id: string;
  token: string;
  moderationStatus: string;
}

/** A listing screening lets through, as a person would write it. */
export function honestListing(suffix: string): Record<string, unknown> {
  return { ...honestListingBody(`Oak bookcase ${suffix}`) };
}

/** Posts as a new visitor, or as the one whose cookie is given. */
export async function postListing(base: string, body: Record<string, unknown>, cookie?: string): Promise<Posted> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) };
  const answer = await send(base, { method: 'POST', path: '/api/listings', headers, body: toJson(body) }, { timeoutMs: 30_000 });
  if (answer.status !== 201) throw new Error(`posting a listing answered ${answer.status}: ${answer.text}`);
  const { id, manageUrl, moderationStatus } = JSON.parse(answer.text) as { id: string; manageUrl: string; moderationStatus: string };
  return { id, token: manageUrl.split('/').pop()!, moderationStatus };
}

/** The listing as its seller sees it (every field), or the status when that is refused. */
export async function readListing(base: string, listing: { id: string; token: string }): Promise<Record<string, unknown> | number> {
  const answer = await send(base, { method: 'GET', path: `/api/listings/${listing.id}/manage`, headers: { 'x-manage-token': listing.token } }, { timeoutMs: 30_000 });
  return answer.status === 200 ? (parseJson(answer.text) as Record<string, unknown>) : answer.status;
}

export interface ReviewerSession {
  cookie: string;
  csrfToken: string;
}

export async function signInReviewer(base: string): Promise<ReviewerSession> {
  const answer = await send(base, { method: 'POST', path: '/api/moderation/login', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: REVIEWER_TOKEN }) }, { timeoutMs: 30_000 });
  if (answer.status !== 200) throw new Error(`reviewer sign-in answered ${answer.status}: ${answer.text}`);
  const setCookie = ([] as string[]).concat(answer.headers['set-cookie'] ?? []);
  const cookie = setCookie.map((line) => line.split(';')[0]!).join('; ');
  const { csrfToken } = JSON.parse(answer.text) as { csrfToken: string };
  return { cookie, csrfToken };
}

export async function approve(base: string, session: ReviewerSession, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const answer = await send(
    base,
    {
      method: 'POST',
      path: '/api/moderation/decisions',
      headers: { 'content-type': 'application/json', cookie: session.cookie, 'x-csrf-token': session.csrfToken },
      body: JSON.stringify({ ids, decision: 'approve' }),
    },
    { timeoutMs: 30_000 },
  );
  if (answer.status !== 200) throw new Error(`approving ${ids.join(', ')} answered ${answer.status}: ${answer.text}`);
}
