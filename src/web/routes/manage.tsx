/**
 * The seller's page for one ad, reached through the secret management link
 * /manage/{id}/{token} (shown once after posting), or at /manage/{id} from the browser
 * that posted it (the visitor cookie; "Manage this ad" on the listing page). It shows the ad's state and lets the
 * seller edit it, change its photos, mark it sold, renew it or delete it, and lists the
 * buyers' conversations about it. The token
 * goes to the API only as the X-Manage-Token header; the page is never indexed or
 * cached, and the server sends it with Referrer-Policy: no-referrer.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { CheckCircle2, Clock, ExternalLink, RefreshCw, ShieldAlert, Tag, Trash2, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { data, isRouteErrorResponse, Link, useRouteError, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/manage';
import type { ConversationSummary } from '../../domain/conversations/conversation-schemas';
import { findCity, localityOf, type Locality } from '../../domain/geo/find-city';
import { getManagedListing, type ManagedListing } from '../../domain/listings/manage-listing';
import { canUndoSold, UNDO_SOLD_WINDOW_MS } from '../../domain/listings/listing-constants';
import { endedKey, endWordFor, type EndedText } from '../../domain/taxonomy/end-word';
import { isAppError } from '../../domain/shared/errors';
import { EmailConfirmation } from '../components/listing/email-confirmation';
import { ManageConversations } from '../components/manage-conversations/manage-conversations';
import { ListingForm } from '../components/post-ad/listing-form';
import { markSold, markUnsold, putListing, putListingImages, removeListing, renew } from '../components/post-ad/listing-requests';
import { PostAdButton } from '../components/post-ad/post-ad-button';
import { useNumberLocale } from '../lib/number-locale';
import { fieldsOf, listingBody, showServerErrors, useListingForm, type ListingFields } from '../components/post-ad/use-listing-form';
import { buttonClass, DialogPanel } from '../components/ui/dialog';
import { toast } from '../components/ui/toast';
import { ApiError, rateLimitedMessage } from '../lib/api-client';
import { listingPath } from '../lib/paths';
import { noindexMetaOf } from '../lib/seo/route-meta';
import { useInstantFormat, ViewerTimeProvider } from '../lib/viewer-time';
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
    if (isAppError(error) && error.kind === 'forbidden') throw data('Forbidden', { status: 403 });
    if (isAppError(error) && error.kind === 'not_found') throw data('Not Found', { status: 404 });
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
  const time = useInstantFormat();
  const [listing, setListing] = useState(initial);
  const [deleted, setDeleted] = useState(false);
  const [busy, setBusy] = useState<null | 'sold' | 'unsold' | 'renew' | 'delete'>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [confirmSold, setConfirmSold] = useState(false);
  // The stored numbers as the page writes them ("12,50"), and what is typed read the same way.
  const numberLocale = useNumberLocale(locality.locale);
  const form = useListingForm(fieldsOf(initial, numberLocale), numberLocale);
  const [images, setImages] = useState(initial.images);

  if (deleted) {
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

  const sold = listing.status === 'sold';
  // A flat is let and a job filled, not sold: the words follow the category (the status stays 'sold').
  const endWord = endWordFor(listing.category, listing.subcategory);
  const ended = (text: EndedText, values?: Record<string, string>) => t(endedKey(endWord, text), values);
  // Judged when the page rendered; the server checks again and says so if the day has passed.
  const undoUntil = sold && listing.soldAt && canUndoSold(listing.soldAt, new Date()) ? new Date(new Date(listing.soldAt).getTime() + UNDO_SOLD_WINDOW_MS) : null;
  // The server's visibility rule answered these, judged when the page or the last change was loaded.
  const { expired, heldStatus: held, isPublic } = listing;

  function failed(error: unknown, fallback: string) {
    const message = error instanceof ApiError ? error.serverMessage : undefined;
    toast({ variant: 'destructive', title: t('toast.errorTitle'), description: message ?? fallback });
  }

  async function act(kind: 'sold' | 'unsold' | 'renew') {
    setBusy(kind);
    try {
      const request = { sold: markSold, unsold: markUnsold, renew }[kind];
      const updated = await request(listing.id, token);
      setListing(updated);
      setConfirmSold(false);
      if (kind === 'sold') toast({ title: ended('toastTitle'), description: ended('toast') });
      else if (kind === 'unsold') toast({ title: ended('undoneTitle'), description: ended('undone') });
      else toast({ title: t('manage.renewedToastTitle'), description: t('manage.renewedToast', { date: time(updated.expiresAt ?? '', 'longDate') }) });
    } catch (error) {
      failed(error, t('manage.actionFailed'));
    } finally {
      setBusy(null);
    }
  }

  async function destroy() {
    setBusy('delete');
    try {
      await removeListing(listing.id, token);
      setConfirmDelete(false);
      setDeleted(true);
    } catch (error) {
      failed(error, t('manage.actionFailed'));
    } finally {
      setBusy(null);
    }
  }

  async function save(fields: ListingFields) {
    try {
      let updated = await putListing(listing.id, listingBody(fields, listing.city, numberLocale), token);
      const changedImages = images.length !== updated.images.length || images.some((url, index) => url !== updated.images[index]);
      if (changedImages) {
        const result = await putListingImages(listing.id, images, token);
        updated = { ...updated, images: result.images };
      }
      setListing(updated);
      form.reset(fieldsOf(updated, numberLocale));
      setImages(updated.images);
      // A changed text is screened again: say so when it is held back.
      if (updated.moderationStatus === 'review' || updated.moderationStatus === 'rejected') {
        const status = updated.moderationStatus;
        toast({ title: t(`screening.${status === 'review' ? 'toastHeld' : 'toastRejected'}Title`), description: t(`screening.${status}Body`) });
      } else {
        toast({ title: t('manage.savedToastTitle'), description: t('manage.savedToast') });
      }
    } catch (error) {
      showServerErrors(form, error);
      toast({ variant: 'destructive', title: t('toast.errorTitle'), description: t('manage.saveFailed') });
    }
  }

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

      <section aria-labelledby="manage-status" className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <h2 id="manage-status" className="text-lg font-semibold">
          {t('manage.statusHeading')}
        </h2>
        <ul className="flex flex-wrap gap-2 text-sm font-medium" data-testid="manage-state">
          {/* "Active" only while the public can see the ad: never beside "Not published", "In review" or "Expired". */}
          {(sold || isPublic) && (
            <li className={clsx('rounded-full px-3 py-1', sold ? 'bg-slate-800 text-white' : 'bg-emerald-100 text-emerald-800')}>
              {sold ? ended('state') : t('manage.stateActive')}
            </li>
          )}
          {held && (
            <li className="rounded-full bg-amber-100 px-3 py-1 text-amber-900" data-testid="manage-screening-state">
              {t(`screening.${held}Title`)}
            </li>
          )}
          {expired && <li className="rounded-full bg-red-100 px-3 py-1 text-red-800">{t('manage.stateExpired')}</li>}
        </ul>
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          {listing.expiresAt && (
            <div className="flex items-center gap-2">
              <Clock className="h-4 w-4 text-slate-500" aria-hidden />
              <dt className="sr-only">{t('manage.expiryLabel')}</dt>
              <dd data-testid="manage-expiry">
                {expired ? t('manage.expiredOn', { date: time(listing.expiresAt, 'longDate') }) : t('manage.expiresOn', { date: time(listing.expiresAt, 'longDate') })}
              </dd>
            </div>
          )}
          {sold && listing.soldAt && (
            <div className="flex items-center gap-2">
              <Tag className="h-4 w-4 text-slate-500" aria-hidden />
              <dt className="sr-only">{ended('state')}</dt>
              <dd>{ended('on', { date: time(listing.soldAt, 'longDate') })}</dd>
            </div>
          )}
        </dl>
        {held && <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">{t(`screening.${held}Body`)}</p>}
        <EmailConfirmation listingId={listing.id} token={token} email={listing.contactEmail} verified={listing.isVerifiedUser} />
        {sold && <p className="text-sm text-slate-600">{ended('body')}</p>}
        {undoUntil && (
          <p className="text-sm text-slate-600" data-testid="undo-sold-note" suppressHydrationWarning>
            {ended('undoUntil', { time: time(undoUntil) })}
          </p>
        )}

        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {isPublic && (
            <Link to={listingPath(listing)} className={buttonClass.secondary}>
              <ExternalLink className="h-4 w-4" aria-hidden />
              {t('manage.view')}
            </Link>
          )}
          {undoUntil && (
            <button type="button" className={buttonClass.secondary} disabled={busy !== null} onClick={() => act('unsold')}>
              <Undo2 className="h-4 w-4" aria-hidden />
              {busy === 'unsold' ? t('manage.working') : ended('undo')}
            </button>
          )}
          {!sold && (
            <Dialog.Root open={confirmSold} onOpenChange={(open) => busy !== 'sold' && setConfirmSold(open)}>
              <Dialog.Trigger className={buttonClass.secondary} disabled={busy !== null}>
                <Tag className="h-4 w-4" aria-hidden />
                {ended('markAs')}
              </Dialog.Trigger>
              <DialogPanel title={ended('confirmTitle')} description={ended('confirmBody')} size="sm" testId="confirm-sold">
                <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                  <Dialog.Close className={buttonClass.secondary}>{t('manage.cancel')}</Dialog.Close>
                  <button type="button" className={buttonClass.primary} disabled={busy === 'sold'} onClick={() => act('sold')}>
                    {busy === 'sold' ? t('manage.working') : ended('markAs')}
                  </button>
                </div>
              </DialogPanel>
            </Dialog.Root>
          )}
          {!sold && (
            <button type="button" className={buttonClass.secondary} disabled={busy !== null} onClick={() => act('renew')}>
              <RefreshCw className="h-4 w-4" aria-hidden />
              {busy === 'renew' ? t('manage.working') : t('manage.renew')}
            </button>
          )}
          <Dialog.Root open={confirmDelete} onOpenChange={(open) => busy !== 'delete' && setConfirmDelete(open)}>
            <Dialog.Trigger className={clsx(buttonClass.secondary, 'text-red-700 sm:ml-auto')} disabled={busy !== null}>
              <Trash2 className="h-4 w-4" aria-hidden />
              {t('manage.delete')}
            </Dialog.Trigger>
            <DialogPanel title={t('manage.confirmTitle')} description={t('manage.confirmBody')} size="sm" testId="confirm-delete">
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Dialog.Close className={buttonClass.secondary}>{t('manage.keep')}</Dialog.Close>
                <button type="button" className={buttonClass.danger} disabled={busy === 'delete'} onClick={destroy}>
                  {busy === 'delete' ? t('manage.deleting') : t('manage.confirmDelete')}
                </button>
              </div>
            </DialogPanel>
          </Dialog.Root>
        </div>
      </section>

      <ManageConversations
        listingId={listing.id}
        token={token}
        initial={conversations}
        endWord={endWord}
      />

      <section aria-labelledby="manage-edit" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <h2 id="manage-edit" className="mb-4 text-lg font-semibold">
          {t('manage.editHeading')}
        </h2>
        <ListingForm
          form={form}
          images={images}
          onImagesChange={setImages}
          currencySymbol={locality.currencySymbol}
          money={{ currency: listing.currency, locale: locality.locale }}
          countryCode={listing.countryCode}
          onSubmit={save}
          onCancel={() => {
            form.reset(fieldsOf(listing, numberLocale));
            setImages(listing.images);
          }}
          submitLabel={t('manage.save')}
          pendingLabel={t('manage.saving')}
        />
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t, i18n } = useTranslation();
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  const missing = isRouteErrorResponse(error) && error.status === 404;
  const limited = isRouteErrorResponse(error) && error.status === 429;
  const key = forbidden ? 'forbidden' : missing ? 'missing' : limited ? 'limited' : 'failed';
  const words = { forbidden: ['manage.forbiddenTitle', 'manage.forbiddenBody'], missing: ['manage.missingTitle', 'manage.missingBody'], failed: ['manage.failedTitle', 'manage.failedBody'] } as const;
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
