/**
 * /alerts/unsubscribe/{token}: the unsubscribe link in every alert mail. Opening it (GET)
 * changes nothing (mail scanners open links) and shows one button; pressing it (POST,
 * this route's action) stops the alert, no sign-in needed. Mail clients' RFC 8058
 * one-click POST goes straight to POST /api/alerts/unsubscribe/{token}, not here.
 */
import { BellOff, CircleAlert } from 'lucide-react';
import { data, Form, Link, useNavigation } from 'react-router';
import { mailedLinkProblem } from '../../lib/link-problem.server';
import type { Route } from './+types/unsubscribe';
import { AlertSearchSummary } from '../../components/alerts/alert-search-summary';
import { useTranslation } from '../../i18n/use-translation';
import { alertView, type AlertView } from '../../lib/alert-view.server';
import { NOINDEX_ONLY } from '../../lib/seo/route-meta';

type Outcome = { outcome: 'ready' | 'done' | 'invalid'; alert: AlertView | null };

/** An unsubscribe link that finds nothing (unknown or gone) is invalid; too many wrong links, 429 (lib/link-problem.server.ts). */
function linkProblem(error: unknown) {
  mailedLinkProblem(error);
  return data<Outcome>({ outcome: 'invalid', alert: null }, { status: 404 });
}

export async function loader({ params, context }: Route.LoaderArgs) {
  try {
    const alert = await context.alerts.findUnsubscribe(params.token, { check: context.checkLimit, consume: context.consumeLimit });
    return data<Outcome>({ outcome: alert.status === 'unsubscribed' ? 'done' : 'ready', alert: alertView(alert) });
  } catch (error) {
    return linkProblem(error);
  }
}

export async function action({ params, context }: Route.ActionArgs) {
  try {
    return data<Outcome>({ outcome: 'done', alert: alertView(await context.alerts.unsubscribe(params.token, { limits: { check: context.checkLimit, consume: context.consumeLimit } })) });
  } catch (error) {
    return linkProblem(error);
  }
}

export function meta() {
  // The page writes its own <title> in the page's words.
  return NOINDEX_ONLY;
}

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { outcome, alert } = actionData ?? loaderData;
  const busy = useNavigation().state === 'submitting';
  const Icon = outcome === 'invalid' ? CircleAlert : BellOff;
  return (
    <main className="mx-auto max-w-xl px-4 py-8 sm:py-12" data-testid="alert-unsubscribe">
      <title>{`${t(`alerts.unsubscribe.${outcome}Title`)} | Cityboard`}</title>
      <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 text-center shadow-sm sm:p-6">
        <Icon className={outcome === 'invalid' ? 'mx-auto h-12 w-12 text-amber-600' : 'mx-auto h-12 w-12 text-slate-500'} aria-hidden />
        <h1 className="text-2xl font-bold">{t(`alerts.unsubscribe.${outcome}Title`)}</h1>
        <p className="text-slate-700" role={outcome === 'done' ? 'status' : undefined}>
          {alert ? t(`alerts.unsubscribe.${outcome}Body`, { email: alert.email }) : t(`alerts.unsubscribe.${outcome}Body`)}
        </p>
        {alert && (
          <div className="flex justify-center">
            <AlertSearchSummary city={alert.city} category={alert.category} params={alert.params} testId="alert-search" />
          </div>
        )}
        {outcome === 'ready' ? (
          <Form method="post">
            <button
              type="submit"
              disabled={busy}
              className="inline-block rounded-md bg-slate-800 px-4 py-2 font-medium text-white hover:bg-slate-900 disabled:opacity-70"
            >
              {t('alerts.unsubscribe.button')}
            </button>
          </Form>
        ) : (
          <Link to={alert?.resultsPath ?? '/'} className="inline-block rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700">
            {alert ? t('alerts.results') : t('errors.backHome')}
          </Link>
        )}
      </div>
    </main>
  );
}
