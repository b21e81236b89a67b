/**
 * /alerts/confirm/{id}/{token}: the link in a saved search's confirmation mail. Opening
 * it (GET) changes nothing and shows the search with a Confirm button, because mail
 * scanners and link previews open links nobody clicked; pressing it (POST, this route's
 * action) starts the alerts. The token is a secret in the path: never indexed, cached or
 * sent on as a referrer.
 */
import { BellRing, CircleAlert, MailCheck } from 'lucide-react';
import { data, Form, Link, useNavigation } from 'react-router';
import { mailedLinkProblem } from '../../lib/link-problem.server';
import type { Route } from './+types/confirm';
import { AlertSearchSummary } from '../../components/alerts/alert-search-summary';
import { useTranslation } from '../../i18n/use-translation';
import { alertView, type AlertView } from '../../lib/alert-view.server';
import { NOINDEX_ONLY } from '../../lib/seo/route-meta';

type Outcome = { outcome: 'ready' | 'confirmed' | 'expired' | 'invalid'; alert: AlertView | null; managePath: string | null };

/** A link we did not make (404) or that has expired (410); too many wrong links, 429 (lib/link-problem.server.ts). */
function linkProblem(error: unknown) {
  const { outcome, status } = mailedLinkProblem(error);
  return data<Outcome>({ outcome, alert: null, managePath: null }, { status });
}

const limitsOf = (context: Route.LoaderArgs['context']) => ({ check: context.checkLimit, consume: context.consumeLimit });

export async function loader({ params, context }: Route.LoaderArgs) {
  try {
    const found = await context.alerts.findConfirmation({ id: params.id, token: params.token, limits: limitsOf(context) });
    return data<Outcome>({ outcome: found.confirmed ? 'confirmed' : 'ready', alert: alertView(found.alert), managePath: null });
  } catch (error) {
    return linkProblem(error);
  }
}

export async function action({ params, context }: Route.ActionArgs) {
  try {
    const confirmed = await context.alerts.confirm({ id: params.id, token: params.token, limits: limitsOf(context) });
    return data<Outcome>({ outcome: 'confirmed', alert: alertView(confirmed.alert), managePath: confirmed.managePath });
  } catch (error) {
    return linkProblem(error);
  }
}

export function meta() {
  // The page writes its own <title> in the page's words.
  return NOINDEX_ONLY;
}

export default function ConfirmAlertPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const result: Outcome = actionData ?? loaderData;
  const { outcome, alert } = result;
  const busy = useNavigation().state === 'submitting';
  const Icon = outcome === 'confirmed' ? BellRing : outcome === 'ready' ? MailCheck : CircleAlert;
  const good = outcome === 'confirmed' || outcome === 'ready';
  return (
    <main className="mx-auto max-w-xl px-4 py-8 sm:py-12" data-testid="alert-confirm">
      <title>{`${t(`alerts.confirm.${outcome}Title`)} | Cityboard`}</title>
      <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 text-center shadow-sm sm:p-6">
        <Icon className={good ? 'mx-auto h-12 w-12 text-emerald-600' : 'mx-auto h-12 w-12 text-amber-600'} aria-hidden />
        <h1 className="text-2xl font-bold">{t(`alerts.confirm.${outcome}Title`)}</h1>
        <p className="text-slate-700">
          {alert ? t(`alerts.confirm.${outcome}Body`, { email: alert.email }) : t(`alerts.confirm.${outcome}Body`)}
        </p>
        {alert && (
          <div className="flex justify-center">
            <AlertSearchSummary city={alert.city} category={alert.category} params={alert.params} testId="alert-search" />
          </div>
        )}
        {alert && outcome === 'confirmed' && (
          <p className="text-sm text-slate-600">{t(`alerts.confirm.${alert.frequency}`)}</p>
        )}
        {outcome === 'ready' ? (
          <Form method="post">
            <button
              type="submit"
              disabled={busy}
              className="inline-block rounded-md bg-emerald-700 px-4 py-2 font-medium text-white hover:bg-emerald-800 disabled:opacity-70"
            >
              {t('alerts.confirm.button')}
            </button>
          </Form>
        ) : (
          <div className="flex flex-col items-center justify-center gap-2 sm:flex-row">
            {alert && (
              <Link to={alert.resultsPath} className="inline-block rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700">
                {t('alerts.results')}
              </Link>
            )}
            {result.managePath ? (
              <Link to={result.managePath} className="inline-block rounded-md border border-slate-300 px-4 py-2 font-medium text-slate-800 hover:bg-slate-50">
                {t('alerts.manageAll')}
              </Link>
            ) : (
              !alert && (
                <Link to="/" className="inline-block rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700">
                  {t('errors.backHome')}
                </Link>
              )
            )}
          </div>
        )}
      </div>
    </main>
  );
}
