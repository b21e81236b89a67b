/**
 * The one rule for a page a mailed link opens (confirm an address, sign in to "My ads",
 * renew, confirm/manage/unsubscribe an alert) when the link is no good: too many wrong
 * links from this browser or address is a 429 for the error boundary (with when to try
 * again); a link we did not make is `invalid` (404), an expired one `expired` (410), for
 * the page to say in its own words. Anything else is a fault, thrown on.
 */
import { data } from 'react-router';
import { isAppError } from '../../domain/shared/errors';

/** When to try again when the use case did not say: the wrong-link window (ADR 011). */
const DEFAULT_RETRY_AFTER_S = 900;

export interface LinkProblem {
  outcome: 'invalid' | 'expired';
  status: 404 | 410;
}

export function mailedLinkProblem(error: unknown): LinkProblem {
  if (isAppError(error) && error.kind === 'rate_limited') {
    throw data({ retryAfterSeconds: error.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_S }, { status: 429 });
  }
  if (isAppError(error) && error.kind === 'not_found') return { outcome: 'invalid', status: 404 };
  if (isAppError(error) && error.kind === 'gone') return { outcome: 'expired', status: 410 };
  throw error;
}
