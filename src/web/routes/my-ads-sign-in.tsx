/**
 * /my-ads/sign-in/{id}/{token}: the "My ads" link mailed to a seller. Opening it (GET)
 * changes nothing and shows a "Sign in" button, because mail scanners and link previews
 * open links nobody clicked; pressing it (POST) uses the link once and starts the
 * session, then shows the seller's ads. The token is a secret in the path: never
 * indexed, cached or sent on as a referrer.
 */
import { CircleAlert, LogIn } from 'lucide-react';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { mailedLinkProblem } from '../lib/link-problem.server';
import type { Route } from './+types/my-ads-sign-in';
import { findMyAdsLink, redeemMyAdsLink } from '../../domain/my-ads/my-ads-links';
import { buttonClass } from '../components/ui/dialog';
import { useTranslation } from '../i18n/use-translation';
import { NOINDEX_ONLY } from '../lib/seo/route-meta';

type Outcome = { outcome: 'ready' | 'expired' | 'invalid'; email: string | null };

/** A link we did not make (404) or that has expired (410); too many wrong links, 429 (lib/link-problem.server.ts). */
function linkProblem(error: unknown) {
  const { outcome, status } = mailedLinkProblem(error);
  return data<Outcome>({ outcome, email: null }, { status });
}

export async function loader({ params, context }: Route.LoaderArgs) {
  try {
    const link = await findMyAdsLink(context.db, { id: params.id, token: params.token, limits: { check: context.checkLimit, consume: context.consumeLimit } });
    return data<Outcome>({ outcome: 'ready', email: link.email });
  } catch (error) {
    return linkProblem(error);
  }
}

export async function action({ params, context }: Route.ActionArgs) {
  try {
    const { email } = await redeemMyAdsLink(context.db, { id: params.id, token: params.token, limits: { check: context.checkLimit, consume: context.consumeLimit } });
    await context.myAds.signIn(email);
    return redirect('/my-ads');
  } catch (error) {
    return linkProblem(error);
  }
}

export function meta() {
  // The page writes its own <title> in the page's words.
  return NOINDEX_ONLY;
}

export default function MyAdsSignInPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const result: Outcome = actionData ?? loaderData;
  const busy = useNavigation().state === 'submitting';
  const ready = result.outcome === 'ready';
  return (
    <main className="mx-auto max-w-xl px-4 py-12" data-testid="my-ads-sign-in">
      <title>{`${t(`myAds.${result.outcome}Title`)} | Cityboard`}</title>
      <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm">
        {ready ? <LogIn className="mx-auto h-12 w-12 text-emerald-700" aria-hidden /> : <CircleAlert className="mx-auto h-12 w-12 text-amber-600" aria-hidden />}
        <h1 className="text-2xl font-bold">{t(`myAds.${result.outcome}Title`)}</h1>
        <p className="text-slate-700">{ready ? t('myAds.readyBody', { email: result.email }) : t(`myAds.${result.outcome}Body`)}</p>
        {ready ? (
          <Form method="post">
            <button type="submit" disabled={busy} className={buttonClass.primary}>
              {t('myAds.signIn')}
            </button>
          </Form>
        ) : (
          <Link to="/my-ads" className={buttonClass.primary}>
            {t('myAds.askAgain')}
          </Link>
        )}
      </div>
    </main>
  );
}
