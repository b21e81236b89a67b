/**
 * The pages that belong to one person, in one table (#27): management, verification,
 * message and alert links (a secret token in the path), "My ads" and the moderation
 * queue. Read by the route table (src/web/routes.ts), the SSR adapter (never kept by a
 * cache, `private, no-store`, never indexed), the log redaction of secret tokens (pages
 * and their `/api` twins), and the reviewer session (moderation pages and API).
 * A `:token` parameter is a secret: it never reaches a log line.
 */

export interface PrivatePage {
  /** The route pattern, React Router style, without the leading slash. */
  path: string;
  /** The route module under src/web. */
  module: string;
  /** The route's id. */
  id: string;
  /** A reviewer's page (the moderation queue): the reviewer session is read on it. */
  reviewer?: true;
}

export const PRIVATE_PAGES: readonly PrivatePage[] = [
  { path: 'manage/:id/:token', module: 'routes/manage.tsx', id: 'manage' },
  // The seller's own browser (the visitor cookie) needs no secret in the address.
  { path: 'manage/:id', module: 'routes/manage.tsx', id: 'manage-own' },
  { path: 'verify-email/:id/:token', module: 'routes/verify-email.tsx', id: 'verify-email' },
  { path: 'messages/:id/:token', module: 'routes/messages.tsx', id: 'messages' },
  // A participant's own browser (the visitor cookie) needs no secret in the address.
  { path: 'messages/:id', module: 'routes/messages.tsx', id: 'messages-own' },
  // Search alerts: the links in their mails (the tokens are the secrets).
  { path: 'alerts/confirm/:id/:token', module: 'routes/alerts/confirm.tsx', id: 'alerts-confirm' },
  { path: 'alerts/manage/:token', module: 'routes/alerts/manage.tsx', id: 'alerts-manage' },
  { path: 'alerts/unsubscribe/:token', module: 'routes/alerts/unsubscribe.tsx', id: 'alerts-unsubscribe' },
  { path: 'my-ads', module: 'routes/my-ads.tsx', id: 'my-ads' },
  { path: 'my-ads/sign-in/:id/:token', module: 'routes/my-ads-sign-in.tsx', id: 'my-ads-sign-in' },
  { path: 'my-ads/renew/:id/:token', module: 'routes/my-ads-renew.tsx', id: 'my-ads-renew' },
  { path: 'moderation', module: 'routes/moderation.tsx', id: 'moderation', reviewer: true },
  { path: 'moderation/login', module: 'routes/moderation-login.tsx', id: 'moderation-login', reviewer: true },
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** The static segments before a page's first parameter ("alerts/confirm", "my-ads"). */
function staticPrefix(path: string): string {
  const segments = path.split('/');
  const firstParameter = segments.findIndex((segment) => segment.startsWith(':'));
  return (firstParameter === -1 ? segments : segments.slice(0, firstParameter)).join('/');
}

/** Prefixes of which no other prefix is the start, longest first (`my-ads` covers `my-ads/sign-in`). */
function prefixesOf(pages: readonly PrivatePage[]): string[] {
  const all = [...new Set(pages.map((page) => staticPrefix(page.path)))];
  return all.filter((prefix) => !all.some((other) => other !== prefix && prefix.startsWith(`${other}/`)));
}

/** A path under a prefix: the page, its sub-pages, its `.data` and its query. */
const under = (prefixes: string[]) => new RegExp(`^/(?:${prefixes.map(escape).join('|')})(?:[/.?]|$)`);

const PRIVATE_PAGE_PATH = under(prefixesOf(PRIVATE_PAGES));
const REVIEWER_PAGE_PATH = under(prefixesOf(PRIVATE_PAGES.filter((page) => page.reviewer)));

/** Whether a page URL (path, maybe with `.data` and a query) belongs to one person. */
export function isPrivatePagePath(url: string): boolean {
  return PRIVATE_PAGE_PATH.test(url);
}

/** Whether a URL is the moderation queue's: its pages or its API (`/api/moderation…`). */
export function isReviewerPath(url: string): boolean {
  return REVIEWER_PAGE_PATH.test(url) || REVIEWER_PAGE_PATH.test(url.replace(/^\/api(?=\/)/, ''));
}

/** Per page with a secret: its path as a pattern up to the token, and the pattern with the token. */
const SECRET_PATHS = PRIVATE_PAGES.filter((page) => page.path.split('/').includes(':token')).map((page) => {
  const segments = page.path.split('/');
  const token = segments.indexOf(':token');
  const before = segments
    .slice(0, token)
    .map((segment) => (segment.startsWith(':') ? '[^/?#]+' : escape(segment)))
    .join('/');
  return new RegExp(`^((?:/api)?/${before}/)[^/?#]+`);
});

/**
 * A URL as it may be logged: the `:token` of a private page (or of its `/api` twin) and
 * any `token=` query value become `[redacted]`.
 */
export function redactSecrets(url: string): string {
  let redacted = url;
  for (const pattern of SECRET_PATHS) {
    if (pattern.test(redacted)) {
      redacted = redacted.replace(pattern, '$1[redacted]');
      break;
    }
  }
  return redacted.replace(/([?&]token=)[^&#]+/, '$1[redacted]');
}
