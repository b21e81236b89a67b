/**
 * The language and zone of the page a form was posted from, for a page action that
 * mails the person at once (a "My ads" sign-in link): the page's language as the page
 * decided it, and the visitor's zone from the `cb_tz` cookie the document head keeps
 * (none without it: then the city's zone or UTC applies). API requests from the
 * browser say the same in headers (http/request-locale.ts).
 */
import { cookieValue } from '../../i18n/languages';
import { isTimeZone, type PersonLocale } from '../../i18n/locale';
import { pageShell } from './page-shell.server';
import { TIME_ZONE_COOKIE } from './viewer-time';

export function pageLocale(request: Request, params: { country?: string; city?: string } = {}): PersonLocale {
  let zone: string | null = null;
  try {
    zone = cookieValue(request.headers.get('cookie'), TIME_ZONE_COOKIE);
  } catch {
    // A malformed escape in the cookie: as if there were none.
  }
  return { language: pageShell(request, params).language, timeZone: isTimeZone(zone) ? zone : null };
}
