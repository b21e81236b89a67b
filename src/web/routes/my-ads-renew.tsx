/**
 * /my-ads/renew/{id}/{token}: the one-click renew link of an expiry reminder
 * (domain/my-ads/expiry-reminders.ts). GET shows the ad and a "Renew" button (mail
 * scanners open links); POST renews it for another 30 days. A secret in the path: never
 * indexed, cached or sent on as a referrer.
 */
import { CheckCircle2, CircleAlert, RefreshCw } from 'lucide-react';
import { data, Form, Link, useNavigation } from 'react-router';
import { mailedLinkProblem } from '../lib/link-problem.server';
import type { Route } from './+types/my-ads-renew';
import { findRenewLink, renewFromReminder, type RenewLink } from '../../domain/my-ads/expiry-reminders';
import { isAppError } from '../../domain/shared/errors';
import { buttonClass } from '../components/ui/dialog';
import { useTranslation } from '../i18n/use-translation';
import { useInstantFormat, ViewerTimeProvider, type ViewerTime } from '../lib/viewer-time';
import { viewerTimeOf } from '../lib/viewer-time-zone.server';
import { NOINDEX_ONLY } from '../lib/seo/route-meta';

type Outcome = RenewLink | { outcome: 'invalid' };

/** A link we did not make (or one past its time) is `invalid`; too many wrong links, 429 (lib/link-problem.server.ts). */
function linkProblem(error: unknown) {
  return data<Outcome>({ outcome: 'invalid' }, { status: mailedLinkProblem(error).status });
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  // A private page: its date in the seller's zone (lib/viewer-time.tsx).
  const viewerTime = viewerTimeOf(request);
  let outcome: Outcome;
  let status = 200;
  try {
    outcome = await findRenewLink(context.db, { id: params.id, token: params.token, limits: { check: context.checkLimit, consume: context.consumeLimit } });
  } catch (error) {
    status = mailedLinkProblem(error).status;
    outcome = { outcome: 'invalid' };
  }
  return data<Outcome & { viewerTime: ViewerTime }>({ ...outcome, viewerTime }, { status });
}

export async function action({ params, context }: Route.ActionArgs) {
  try {
    return data<Outcome>(await renewFromReminder(context.db, { id: params.id, token: params.token, limits: { check: context.checkLimit, consume: context.consumeLimit } }));
  } catch (error) {
    if (isAppError(error) && error.kind === 'conflict') {
      return data<Outcome>(await findRenewLink(context.db, { id: params.id, token: params.token }), { status: 409 });
    }
    return linkProblem(error);
  }
}

export function meta() {
  // The page writes its own <title> in the page's words.
  return NOINDEX_ONLY;
}

export default function MyAdsRenewPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ViewerTimeProvider value={loaderData.viewerTime}>
      <RenewOutcome result={actionData ?? loaderData} />
    </ViewerTimeProvider>
  );
}

function RenewOutcome({ result }: { result: Outcome }) {
  const { t } = useTranslation();
  const time = useInstantFormat();
  const busy = useNavigation().state === 'submitting';
  const Icon = result.outcome === 'renewed' ? CheckCircle2 : result.outcome === 'ready' ? RefreshCw : CircleAlert;
  return (
    <main className="mx-auto max-w-xl px-4 py-12" data-testid="my-ads-renew">
      <title>{`${t(`myAds.renew_${result.outcome}Title`)} | Cityboard`}</title>
      <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm">
        <Icon className={result.outcome === 'invalid' || result.outcome === 'sold' ? 'mx-auto h-12 w-12 text-amber-600' : 'mx-auto h-12 w-12 text-emerald-700'} aria-hidden />
        <h1 className="text-2xl font-bold">{t(`myAds.renew_${result.outcome}Title`)}</h1>
        <p className="text-slate-700" data-testid="my-ads-renew-body">
          {result.outcome === 'invalid'
            ? t('myAds.renew_invalidBody')
            : t(`myAds.renew_${result.outcome}Body`, { title: result.title, date: result.expiresAt ? time(result.expiresAt, 'longDate') : '' })}
        </p>
        {result.outcome === 'ready' ? (
          <Form method="post">
            <button type="submit" disabled={busy} className={buttonClass.primary}>
              {t('myAds.renew')}
            </button>
          </Form>
        ) : (
          <Link to="/my-ads" className={buttonClass.secondary}>
            {t('myAds.openMyAds')}
          </Link>
        )}
      </div>
    </main>
  );
}
