/**
 * A conversation between a buyer and a seller, at /messages/{id}/{token} (the secret
 * link each participant is mailed or lands on after writing) or at /messages/{id} from
 * a participant's own browser (the visitor cookie). The token is a secret in the path:
 * the page is never indexed, cached or sent on as a referrer, and the browser's calls
 * carry it in a header. A wrong link and a missing conversation look the same (404).
 */
import { data, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/messages';
import { isAppError } from '../../domain/shared/errors';
import { ThreadView } from '../components/conversations/thread-view';
import type { Thread } from '../components/conversations/thread-types';
import { messagesFor } from '../i18n/messages.server';
import { createI18n } from '../../i18n/i18n';
import { pageShell } from '../lib/page-shell.server';
import { viewerTimeOf } from '../lib/viewer-time-zone.server';
import { ViewerTimeProvider } from '../lib/viewer-time';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  try {
    const limits = { check: context.checkLimit, consume: context.consumeLimit };
    const thread: Thread = await context.conversations.read(params.id, {
      token: params.token ?? null,
      visitorId: context.visitorId,
      limits,
      // A seller signed in to "My ads" on another device reads the threads of their ads too.
      myAdsEmail: context.myAds.email,
    });
    // The language is the document's (root decides it from this address); the header names the listing's city.
    const { language } = pageShell(request, {});
    const [, country, city] = thread.listing.cityPath?.split('/') ?? [];
    const { locality } = pageShell(request, country && city ? { country, city } : {});
    const { t } = createI18n(language, messagesFor(language));
    return {
      thread,
      title: `${t('conversation.pageTitle', { title: thread.listing.title })} | Cityboard`,
      headerCity: locality.city,
      // A private page: times in the reader's zone (lib/viewer-time.tsx), the listing's city's when unknown.
      viewerTime: viewerTimeOf(request, { cityZone: locality.city?.timezone, cityLocale: locality.city?.locale }),
    };
  } catch (error) {
    if (isAppError(error) && (error.kind === 'not_found' || error.kind === 'forbidden')) throw data('Not Found', { status: 404 });
    // Too many wrong links from this browser or address: even the right one waits.
    if (isAppError(error) && error.kind === 'rate_limited') throw data({ retryAfterSeconds: error.retryAfterSeconds ?? 900 }, { status: 429 });
    throw error;
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData?.title ?? 'Cityboard' },
    { name: 'robots', content: 'noindex, nofollow' },
    // Also in the document itself: a copy of the page saved or served without our headers still keeps the token to itself.
    { name: 'referrer', content: 'no-referrer' },
  ];
}

/** The page keeps the thread up to date itself (polling); only another thread loads again. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export default function MessagesPage({ loaderData, params }: Route.ComponentProps) {
  return (
    <ViewerTimeProvider value={loaderData.viewerTime}>
      <ThreadView key={loaderData.thread.id} initial={loaderData.thread} token={params.token ?? null} />
    </ViewerTimeProvider>
  );
}
