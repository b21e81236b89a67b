/**
 * /alerts/manage/{token}: every search alert of one address, reached from the link in
 * each alert mail (the token stands for the address; nothing else is asked). Each alert
 * shows its search in words, switches between instant and daily, stops or resumes, is
 * deleted, and links to its results. Plain forms posting to this route's action, so it
 * works before (and without) the page's script. Never indexed, cached or sent on as a referrer.
 */
import { clsx } from 'clsx';
import { CircleAlert } from 'lucide-react';
import { data, Form, Link, useNavigation } from 'react-router';
import { mailedLinkProblem } from '../../lib/link-problem.server';
import type { Route } from './+types/manage';
import { isAppError } from '../../../domain/shared/errors';
import { AlertSearchSummary } from '../../components/alerts/alert-search-summary';
import { useTranslation } from '../../i18n/use-translation';
import { alertView, type AlertView } from '../../lib/alert-view.server';
import { NOINDEX_ONLY } from '../../lib/seo/route-meta';

type Page = { found: true; email: string; alerts: AlertView[] } | { found: false };
type Done = { done: 'saved' | 'deleted' | 'failed' };

const FREQUENCIES = ['instant', 'daily'] as const;

/** A manage link that finds nothing (unknown or gone) is not found; too many wrong links, 429 (lib/link-problem.server.ts). */
function linkProblem(error: unknown) {
  mailedLinkProblem(error);
  return data<Page>({ found: false }, { status: 404 });
}

export async function loader({ params, context }: Route.LoaderArgs) {
  try {
    const { email, alerts } = await context.alerts.listForManageToken(params.token, { check: context.checkLimit, consume: context.consumeLimit });
    return data<Page>({ found: true, email, alerts: alerts.map(alertView) });
  } catch (error) {
    return linkProblem(error);
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  const id = String(form.get('id') ?? '');
  const intent = String(form.get('intent') ?? '');
  const limits = { check: context.checkLimit, consume: context.consumeLimit };
  try {
    if (intent === 'delete') {
      await context.alerts.remove(params.token, id, limits);
      return data<Done>({ done: 'deleted' });
    }
    const frequency = form.get('frequency');
    if (intent === 'frequency' && (frequency === 'instant' || frequency === 'daily')) await context.alerts.update(params.token, id, { frequency }, { limits });
    else if (intent === 'stop') await context.alerts.update(params.token, id, { status: 'unsubscribed' }, { limits });
    else if (intent === 'resume') await context.alerts.update(params.token, id, { status: 'active' }, { limits });
    else return data<Done>({ done: 'failed' }, { status: 400 });
    return data<Done>({ done: 'saved' });
  } catch (error) {
    if (isAppError(error) && error.kind === 'rate_limited') throw data({ retryAfterSeconds: error.retryAfterSeconds ?? 900 }, { status: 429 });
    if (isAppError(error) && (error.kind === 'not_found' || error.kind === 'invalid')) return data<Done>({ done: 'failed' }, { status: error.kind === 'invalid' ? 400 : 404 });
    throw error;
  }
}

export function meta() {
  // The page writes its own <title> in the page's words.
  return NOINDEX_ONLY;
}

export default function ManageAlertsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  if (!loaderData.found) {
    return (
      <main className="mx-auto max-w-xl px-4 py-8 sm:py-12" data-testid="alerts-manage">
        <title>{`${t('alerts.manage.invalidTitle')} | Cityboard`}</title>
        <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 text-center shadow-sm sm:p-6">
          <CircleAlert className="mx-auto h-12 w-12 text-amber-600" aria-hidden />
          <h1 className="text-2xl font-bold">{t('alerts.manage.invalidTitle')}</h1>
          <p className="text-slate-700">{t('alerts.manage.invalidBody')}</p>
          <Link to="/" className="inline-block rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700">
            {t('errors.backHome')}
          </Link>
        </div>
      </main>
    );
  }
  const { email, alerts } = loaderData;
  return (
    <main className="mx-auto max-w-3xl space-y-5 px-4 py-8 sm:py-12" data-testid="alerts-manage">
      <title>{`${t('alerts.manage.title')} | Cityboard`}</title>
      <div className="space-y-1">
        <h1 className="text-2xl font-bold">{t('alerts.manage.title')}</h1>
        <p className="text-slate-700">{t('alerts.manage.intro', { email })}</p>
      </div>
      <p role="status" className="min-h-5 text-sm" data-testid="alerts-manage-status">
        {actionData?.done === 'saved' && <span className="text-emerald-700">{t('alerts.manage.saved')}</span>}
        {actionData?.done === 'deleted' && <span className="text-emerald-700">{t('alerts.manage.deleted')}</span>}
        {actionData?.done === 'failed' && <span className="text-red-700">{t('alerts.manage.failed')}</span>}
      </p>
      {alerts.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">{t('alerts.manage.empty')}</p>
      ) : (
        <ul className="space-y-3">
          {alerts.map((alert) => (
            <AlertRow key={alert.id} alert={alert} />
          ))}
        </ul>
      )}
    </main>
  );
}

function AlertRow({ alert }: { alert: AlertView }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('id') === alert.id;
  const frequencyId = `alert-frequency-${alert.id}`;
  return (
    <li className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="alert-row" data-status={alert.status}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <AlertSearchSummary city={alert.city} category={alert.category} params={alert.params} />
        <span
          className={clsx(
            'rounded-full px-2.5 py-0.5 text-xs font-semibold',
            alert.status === 'active' ? 'bg-emerald-100 text-emerald-800' : alert.status === 'pending' ? 'bg-amber-100 text-amber-900' : 'bg-slate-200 text-slate-800',
          )}
          data-testid="alert-status"
        >
          {t(`alerts.status.${alert.status}`)}
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
        <Form method="post" className="flex items-center gap-2">
          <input type="hidden" name="id" value={alert.id} />
          <input type="hidden" name="intent" value="frequency" />
          <span id={frequencyId} className="text-sm font-medium text-slate-700">
            {t('alerts.frequency.legend')}
          </span>
          <span role="group" aria-labelledby={frequencyId} className="inline-flex overflow-hidden rounded-lg border border-slate-300">
            {FREQUENCIES.map((value) => (
              <button
                key={value}
                type="submit"
                name="frequency"
                value={value}
                aria-pressed={alert.frequency === value}
                disabled={busy}
                className={clsx(
                  'px-3 py-1.5 text-sm font-medium',
                  alert.frequency === value ? 'bg-brand-600 text-white' : 'bg-white text-slate-800 hover:bg-slate-50',
                )}
              >
                {t(`alerts.frequency.${value}Short`)}
              </button>
            ))}
          </span>
        </Form>
        <Link to={alert.resultsPath} className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
          {t('alerts.results')}
        </Link>
        <div className="flex gap-2 sm:ml-auto">
          {alert.status === 'active' && (
            <Form method="post">
              <input type="hidden" name="id" value={alert.id} />
              <button type="submit" name="intent" value="stop" disabled={busy} className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50">
                {t('alerts.manage.stop')}
              </button>
            </Form>
          )}
          {alert.status === 'unsubscribed' && (
            <Form method="post">
              <input type="hidden" name="id" value={alert.id} />
              <button type="submit" name="intent" value="resume" disabled={busy} className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50">
                {t('alerts.manage.resume')}
              </button>
            </Form>
          )}
          <Form method="post">
            <input type="hidden" name="id" value={alert.id} />
            <button type="submit" name="intent" value="delete" disabled={busy} className="rounded-md border border-red-300 bg-white px-3 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50">
              {t('alerts.manage.delete')}
            </button>
          </Form>
        </div>
      </div>
    </li>
  );
}
