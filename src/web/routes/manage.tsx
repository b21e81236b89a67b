/**
 * The seller's page for one ad, reached through the secret management link
 * /manage/{id}/{token} (shown once after posting), or at /manage/{id} from the browser
 * that posted it (the visitor cookie; "Manage this ad" on the listing page). It shows the ad's state and lets the
 * seller edit it, change its photos, mark it sold, renew it or delete it, and lists the
 * buyers' conversations about it. The token
 * goes to the API only as the X-Manage-Token header; the page is never indexed or
 * cached, and the server sends it with Referrer-Policy: no-referrer.
 */
import { clsx } from 'clsx';
import { CheckCircle2, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { data, isRouteErrorResponse, Link, useRouteError, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/manage';
import type { ConversationSummary } from '../../domain/conversations/conversation-schemas';
import { findCity, localityOf, type Locality } from '../../domain/geo/find-city';
import { getManagedListing, type ManagedListing } from '../../domain/listings/manage-listing';
import { endWordFor } from '../../domain/taxonomy/end-word';
import { isAppError } from '../../domain/shared/errors';
import { ManageConversations } from '../components/manage-conversations/manage-conversations';
import { EditListing } from '../components/manage-listing/edit-listing';
import { ListingStatus } from '../components/manage-listing/listing-status';
import { PostAdButton } from '../components/post-ad/post-ad-button';
import { buttonClass } from '../components/ui/dialog';
import { rateLimitedMessage } from '../lib/api-client';
import { noindexMetaOf } from '../lib/seo/route-meta';
import { ViewerTimeProvider } from '../lib/viewer-time';
import { viewerTimeOf } from '../lib/viewer-time-zone.server';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  try {
    const limits = { check: context.checkLimit, consume: context.consumeLimit };
    // A "My ads" session for the ad's contact address manages it too (listing-access.ts).
    const manager = { visitorId: context.visitorId, token: params.token ?? null, limits, myAdsEmail: context.myAds.email };
    const listing = await getManagedListing(context.db, { id: params.id, manager });
    const conversations = await context.conversations.listForListing(listing.id, manager);
    const locality = localityOf(findCity(listing.city));
    // The header names the ad's city, not "Global Marketplace": the address has no city in it.
    // A private page: times in the seller's zone (lib/viewer-time.tsx), the ad's city's when unknown.
    const viewerTime = viewerTimeOf(request, { cityZone: locality.city?.timezone, cityLocale: locality.city?.locale });
    return { listing, conversations, locality, headerCity: locality.city, viewerTime };
  } catch (error) {
    // A stranger's visit and an unknown id are one answer: the page does not tell whether an ad exists.
    if (isAppError(error) && (error.kind === 'forbidden' || error.kind === 'not_found')) throw data('Not Found', { status: 404 });
    // Too many wrong links from this browser or address: even the right one waits (domain/limits/link-token-limit.ts).
    if (isAppError(error) && error.kind === 'rate_limited') throw data({ retryAfterSeconds: error.retryAfterSeconds ?? 900 }, { status: 429 });
    throw error;
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData ? noindexMetaOf(matches, 'manage.pageTitle', { title: loaderData.listing.title }) : noindexMetaOf(matches, 'manage.eyebrow');
}

/** The page keeps its own copy of the ad after each change; only a different link loads it again. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export default function ManagePage({ loaderData, params }: Route.ComponentProps) {
  return (
    <ViewerTimeProvider value={loaderData.viewerTime}>
      {/* At /manage/{id} the visitor cookie alone identifies the seller: no token to send. */}
      <ManageListing
        key={loaderData.listing.id}
        initial={loaderData.listing}
        conversations={loaderData.conversations}
        locality={loaderData.locality}
        token={params.token ?? ''}
      />
    </ViewerTimeProvider>
  );
}

function ManageListing({
  initial,
  conversations,
  locality,
  token,
}: {
  initial: ManagedListing;
  conversations: ConversationSummary[];
  locality: Locality;
  token: string;
}) {
  const { t } = useTranslation();
  const [listing, setListing] = useState(initial);
  const [deleted, setDeleted] = useState(false);
  if (deleted) return <ListingDeleted />;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:py-8">
      <header className="space-y-1">
        <p className="text-sm font-medium text-brand-700">{t('manage.eyebrow')}</p>
        <h1 className="break-words text-2xl font-bold text-slate-900 sm:text-3xl">{listing.title}</h1>
        <p className="flex items-start gap-1.5 text-sm text-slate-600">
          <ShieldAlert className="mt-0.5 h-4 w-4 shrink-0 text-amber-600" aria-hidden />
          {t('manage.privateNote')}
        </p>
      </header>
      <ListingStatus listing={listing} token={token} onChange={setListing} onDeleted={() => setDeleted(true)} />
      <ManageConversations
        listingId={listing.id}
        token={token}
        initial={conversations}
        endWord={endWordFor(listing.category, listing.subcategory)}
      />
      <EditListing listing={listing} initial={initial} locality={locality} token={token} onSaved={setListing} />
    </div>
  );
}

function ListingDeleted() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center" data-testid="manage-deleted">
      <CheckCircle2 className="mx-auto h-12 w-12 text-emerald-600" aria-hidden />
      <h1 className="mt-4 text-2xl font-bold">{t('manage.deletedTitle')}</h1>
      <p className="mt-2 text-slate-600">{t('manage.deletedBody')}</p>
      <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
        <Link to="/" className={buttonClass.secondary}>
          {t('manage.backHome')}
        </Link>
        <PostAdButton className={buttonClass.primary}>{t('manage.postNew')}</PostAdButton>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t, i18n } = useTranslation();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  const limited = isRouteErrorResponse(error) && error.status === 429;
  const key = missing ? 'missing' : limited ? 'limited' : 'failed';
  const words = { missing: ['manage.missingTitle', 'manage.missingBody'], failed: ['manage.failedTitle', 'manage.failedBody'] } as const;
  const title = key === 'limited' ? t('errors.rateLimitedTitle') : t(words[key][0]);
  const body = limited
    ? rateLimitedMessage(t, i18n.language, (error.data as { retryAfterSeconds?: number } | null)?.retryAfterSeconds)
    : t(words[key === 'limited' ? 'failed' : key][1]);
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center" data-testid={`manage-${key}`}>
      <ShieldAlert className="mx-auto h-12 w-12 text-amber-600" aria-hidden />
      <h1 className="mt-4 text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-slate-600">{body}</p>
      <Link to="/" className={clsx(buttonClass.primary, 'mt-6')}>
        {t('manage.backHome')}
      </Link>
    </div>
  );
}
