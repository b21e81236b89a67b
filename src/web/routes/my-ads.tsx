/**
 * /my-ads: a seller's own ads without an account. Signed out, the page asks for the
 * contact address and mails a sign-in link (domain/my-ads/my-ads-links.ts); its answer
 * is the same whether or not the address has ads. Signed in (the "My ads" session
 * cookie), it lists every ad with that address: state, views, favourites, conversations,
 * and the actions renew, mark sold and manage (the management page accepts the session).
 * The page's actions are plain form posts: the cookie is SameSite=Lax, so another site
 * cannot post them with the seller's session.
 */
import { Eye, Heart, LogOut, MailCheck, MessageSquare, RefreshCw, Settings2, Tag } from 'lucide-react';
import { clsx } from 'clsx';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/my-ads';
import { markListingSold, renewListing } from '../../domain/listings/manage-listing';
import { listMyAds, type MyAd, type MyAdState } from '../../domain/my-ads/my-ads';
import { MY_ADS_LINK_MINUTES } from '../../domain/my-ads/my-ads-constants';
import { isAppError } from '../../domain/shared/errors';
import { errorText } from '../../i18n/error-text';
import { buttonClass } from '../components/ui/dialog';
import { FormError, inputClass } from '../components/ui/field';
import { useTranslation } from '../i18n/use-translation';
import { listingPath } from '../lib/paths';
import { pageLocale } from '../lib/page-locale.server';
import { useInstantFormat, ViewerTimeProvider } from '../lib/viewer-time';
import { viewerTimeOf } from '../lib/viewer-time-zone.server';
import { endedKey } from '../../domain/taxonomy/end-word';
import { findCity } from '../../domain/geo/find-city';
import { NOINDEX_ONLY } from '../lib/seo/route-meta';

type ActionResult =
  | { kind: 'sent'; email: string }
  | { kind: 'invalidEmail' }
  | { kind: 'rateLimited'; retryAfterSeconds: number }
  | { kind: 'renewed' | 'sold'; listingId: string }
  /** `message`: a catalogue key (i18n/error-text.ts) with its values, said in the page's language. */
  | { kind: 'failed'; message: string; values?: Record<string, string | number> };

export async function loader({ request, context }: Route.LoaderArgs) {
  const email = context.myAds.email;
  const ads = email ? await listMyAds(context.db, { email }) : ([] as MyAd[]);
  // A private page: dates in the seller's zone (lib/viewer-time.tsx), else their newest ad's city's.
  const city = findCity(ads[0]?.city);
  return { email, ads, viewerTime: viewerTimeOf(request, { cityZone: city?.timezone, cityLocale: city?.locale }) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  if (intent === 'request') {
    const email = z.string().trim().toLowerCase().email().max(254).safeParse(String(form.get('email') ?? ''));
    if (!email.success) return data<ActionResult>({ kind: 'invalidEmail' }, { status: 400 });
    try {
      await context.consumeLimit('my_ads_link');
    } catch (error) {
      if (isAppError(error) && error.kind === 'rate_limited') {
        return data<ActionResult>({ kind: 'rateLimited', retryAfterSeconds: error.retryAfterSeconds ?? 3600 }, { status: 429 });
      }
      throw error;
    }
    try {
      // Looked up and mailed later, on the queue: the answer takes the same time whatever the address.
      await context.myAds.requestLink(email.data, pageLocale(request));
    } catch (error) {
      // The same answer as always: a failure must not tell a stranger the address has ads.
      context.log?.error({ err: error }, 'my-ads sign-in link could not be queued');
    }
    return data<ActionResult>({ kind: 'sent', email: email.data });
  }
  if (intent === 'signOut') {
    await context.myAds.signOut();
    return redirect('/my-ads');
  }
  if (intent === 'renew' || intent === 'sold') {
    const email = context.myAds.email;
    if (!email) return redirect('/my-ads');
    const listingId = String(form.get('listingId') ?? '');
    const manager = { visitorId: context.visitorId, myAdsEmail: email };
    try {
      if (intent === 'renew') await renewListing(context.db, { id: listingId, manager });
      else await markListingSold(context.db, { id: listingId, manager });
      return data<ActionResult>({ kind: intent === 'renew' ? 'renewed' : 'sold', listingId });
    } catch (error) {
      if (isAppError(error) && error.kind !== 'rate_limited') return data<ActionResult>({ kind: 'failed', message: error.message, values: error.values }, { status: 409 });
      throw error;
    }
  }
  return data<ActionResult>({ kind: 'failed', message: 'errors.http.unknownAction' }, { status: 400 });
}

export function meta() {
  // The page writes its own <title> in the page's words.
  return NOINDEX_ONLY;
}

/** The other states' words; a sold (let, filled…) ad is said in the words of what it offers. */
const STATE_KEY: Record<Exclude<MyAdState, 'sold'>, string> = { live: 'myAds.state.live', held: 'myAds.state.held', expired: 'myAds.state.expired' };

const STATE_CLASS: Record<MyAdState, string> = {
  live: 'bg-emerald-100 text-emerald-900',
  held: 'bg-amber-100 text-amber-900',
  sold: 'bg-slate-200 text-slate-800',
  expired: 'bg-red-100 text-red-900',
};

export default function MyAdsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <main className="mx-auto max-w-3xl px-4 py-8" data-testid="my-ads">
      <title>{`${t('myAds.title')} | Cityboard`}</title>
      <h1 className="text-2xl font-bold">{t('myAds.title')}</h1>
      {loaderData.email ? (
        <ViewerTimeProvider value={loaderData.viewerTime}>
          <SignedIn email={loaderData.email} ads={loaderData.ads} result={actionData} />
        </ViewerTimeProvider>
      ) : (
        <SignInForm result={actionData} />
      )}
    </main>
  );
}

function SignInForm({ result }: { result: ActionResult | undefined }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  if (result?.kind === 'sent') {
    return (
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm" role="status" data-testid="my-ads-sent">
        <MailCheck className="h-10 w-10 text-emerald-700" aria-hidden />
        <p className="mt-3 text-slate-800">{t('myAds.sent', { email: result.email, minutes: MY_ADS_LINK_MINUTES })}</p>
      </div>
    );
  }
  return (
    <div className="mt-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <p className="text-slate-700">{t('myAds.intro')}</p>
      <Form method="post" className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <input type="hidden" name="intent" value="request" />
        <label className="flex flex-1 flex-col gap-1 text-sm font-medium text-slate-800">
          {t('myAds.emailLabel')}
          <input
            type="email"
            name="email"
            required
            autoComplete="email"
            maxLength={254}
            className={clsx(inputClass, 'h-10 font-normal')}
            aria-invalid={result?.kind === 'invalidEmail' || undefined}
            aria-describedby={result?.kind === 'invalidEmail' || result?.kind === 'rateLimited' ? 'my-ads-error' : undefined}
          />
        </label>
        <button type="submit" disabled={busy} className={buttonClass.primary}>
          {t('myAds.sendLink')}
        </button>
      </Form>
      <FormError
        id="my-ads-error"
        inline
        className="mt-3"
        message={result?.kind === 'invalidEmail' ? t('myAds.invalidEmail') : result?.kind === 'rateLimited' ? t('myAds.rateLimited') : null}
      />
    </div>
  );
}

function SignedIn({ email, ads, result }: { email: string; ads: MyAd[]; result: ActionResult | undefined }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busyId = navigation.state === 'submitting' ? String(navigation.formData?.get('listingId') ?? '') : null;
  return (
    <>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-700" data-testid="my-ads-email">
          {t('myAds.signedInAs', { email })}
        </p>
        <Form method="post">
          <input type="hidden" name="intent" value="signOut" />
          <button type="submit" className={buttonClass.secondary} data-testid="my-ads-sign-out">
            <LogOut className="h-4 w-4" aria-hidden />
            {t('myAds.signOut')}
          </button>
        </Form>
      </div>
      {result?.kind === 'renewed' || result?.kind === 'sold' || result?.kind === 'failed' ? (
        <p role="status" className={clsx('mt-4 rounded-lg px-3 py-2 text-sm', result.kind === 'failed' ? 'bg-red-50 text-red-800' : 'bg-emerald-50 text-emerald-900')}>
          {result.kind === 'failed' ? errorText(t, result.message, result.values) : result.kind === 'renewed' ? t('myAds.renewedNotice') : t(endedKey(ads.find((ad) => ad.id === result.listingId)?.endWord ?? 'sold', 'notice'))}
        </p>
      ) : null}
      {ads.length === 0 ? (
        <p className="mt-6 text-slate-700" data-testid="my-ads-empty">
          {t('myAds.none')}
        </p>
      ) : (
        <ul className="mt-6 space-y-3">
          {ads.map((ad) => (
            <MyAdItem key={ad.id} ad={ad} busy={busyId === ad.id} />
          ))}
        </ul>
      )}
    </>
  );
}

/** One of the person's ads: its state, how it is doing, and what they can do with it. */
function MyAdItem({ ad, busy }: { ad: MyAd; busy: boolean }) {
  const { t } = useTranslation();
  const time = useInstantFormat();
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="my-ad" data-state={ad.state}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="min-w-0 text-lg font-semibold">
          <Link to={listingPath(ad)} className="break-words hover:underline">
            {ad.title}
          </Link>
        </h2>
        <span className={clsx('rounded-full px-2.5 py-0.5 text-xs font-semibold', STATE_CLASS[ad.state])} data-testid="my-ad-state">
          {ad.state === 'sold' ? t(endedKey(ad.endWord, 'state')) : t(STATE_KEY[ad.state])}
        </span>
      </div>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700" aria-label={t('myAds.statsLabel')}>
        <li className="inline-flex items-center gap-1" data-testid="my-ad-views">
          <Eye className="h-4 w-4" aria-hidden />
          {t('myAds.views', { count: ad.views })}
        </li>
        <li className="inline-flex items-center gap-1" data-testid="my-ad-favourites">
          <Heart className="h-4 w-4" aria-hidden />
          {t('myAds.favourites', { count: ad.favourites })}
        </li>
        <li className="inline-flex items-center gap-1" data-testid="my-ad-conversations">
          <MessageSquare className="h-4 w-4" aria-hidden />
          {t('myAds.conversations', { count: ad.conversations })}
        </li>
      </ul>
      <div className="mt-3 flex flex-wrap gap-2">
        <Link to={`/manage/${ad.id}`} className={buttonClass.secondary}>
          <Settings2 className="h-4 w-4" aria-hidden />
          {t('myAds.manage')}
        </Link>
        {ad.state !== 'sold' ? (
          <>
            <Form method="post">
              <input type="hidden" name="intent" value="renew" />
              <input type="hidden" name="listingId" value={ad.id} />
              <button type="submit" disabled={busy} className={buttonClass.secondary} data-testid="my-ad-renew">
                <RefreshCw className="h-4 w-4" aria-hidden />
                {t('myAds.renew')}
              </button>
            </Form>
            <Form method="post">
              <input type="hidden" name="intent" value="sold" />
              <input type="hidden" name="listingId" value={ad.id} />
              <button type="submit" disabled={busy} className={buttonClass.secondary} data-testid="my-ad-sold">
                <Tag className="h-4 w-4" aria-hidden />
                {t(endedKey(ad.endWord, 'markShort'))}
              </button>
            </Form>
          </>
        ) : null}
      </div>
      {ad.expiresAt && ad.state !== 'sold' ? (
        <p className="mt-2 text-xs text-slate-600" data-testid="my-ad-expires">
          {t(ad.state === 'expired' ? 'myAds.expiredOn' : 'myAds.expiresOn', { date: time(ad.expiresAt, 'date') })}
        </p>
      ) : null}
    </li>
  );
}
