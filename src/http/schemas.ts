import { z } from 'zod';

/** The one shape of every error answer (plugins/errors.ts). */
export const errorBodySchema = z
  .object({
    message: z.string().describe('For people: what went wrong and what to do'),
    errors: z
      .array(z.object({ field: z.string().describe('Dotted path into the body, query or headers'), message: z.string() }))
      .optional()
      .describe('One entry per field that needs attention'),
  })
  .meta({ example: { message: 'title: Title is required', errors: [{ field: 'title', message: 'Title is required' }] } });

/** What each error status means on this API; the route's own description says when it happens. */
/** A message each status's documented example carries (what the server says, more or less). */
const EXAMPLE_MESSAGES: Record<number, string> = {
  401: 'Sign in as a reviewer first: your session is missing or has expired.',
  403: 'Only the seller can manage this listing. Use the link you were given when you posted it.',
  404: 'This listing is no longer available',
  409: 'A sold listing cannot be renewed; post a new ad instead.',
  410: 'This upload link has expired or was already used; ask for a new one',
  413: 'The request body is too large',
  415: 'This content type is not accepted here',
  429: 'You are searching very quickly. Please wait a moment and try again.',
  503: 'Not available on this server',
};

const ERROR_MEANINGS = {
  400: 'The request is not valid: a field, query value or header is missing or wrong (see `errors`), or the body is not JSON',
  401: 'Sign in as a reviewer first: the session is missing or has expired',
  403: 'Not allowed: only the seller (visitor cookie or X-Manage-Token) may do this, or the reviewer CSRF token or upload token is missing or wrong',
  404: 'No such listing (or not public)',
  409: 'The listing is not in a state that allows this',
  410: 'The upload URL has been used or has expired',
  413: 'The request body is too large',
  415: 'The content type is not accepted here',
  429: 'Too many requests; try again after the Retry-After header’s seconds',
  503: 'Not available on this server',
} as const;

export type ErrorStatus = keyof typeof ERROR_MEANINGS;

/**
 * Error answers for a route's response map, each described:
 * `response: { 200: listingSchema, ...errorResponses(400, 404) }`. Pass a description
 * to say what the status means on that route.
 */
export function errorResponses<S extends ErrorStatus>(...statuses: (S | readonly [S, string])[]): { [K in S]: typeof errorBodySchema } {
  const map: Partial<Record<ErrorStatus, typeof errorBodySchema>> = {};
  for (const entry of statuses) {
    const [status, description] = typeof entry === 'number' ? [entry, ERROR_MEANINGS[entry]] : entry;
    const example = EXAMPLE_MESSAGES[status];
    map[status] = errorBodySchema.meta({ description, ...(example ? { example: { message: example } } : {}) });
  }
  return map as { [K in S]: typeof errorBodySchema };
}

/** A JSON request body can also be refused before it is read: too large (64 kB) or not JSON. */
export const JSON_BODY_ERRORS = [413, 415] as const;
