/**
 * /verify-email/{id}/{token}: the link mailed to a seller. Opening it (GET) changes
 * nothing and shows a "Confirm my email address" button, because mail scanners and
 * link previews open links nobody clicked; pressing it (POST, this route's action)
 * confirms the address, and every ad that uses it shows "Verified seller". The token is
 * a secret in the path, so the page is never indexed, cached or sent on as a referrer.
 */
import { BadgeCheck, CircleAlert, MailCheck } from 'lucide-react';
import { useTranslation } from '../i18n/use-translation';
import { data, Form, Link, useNavigation } from 'react-router';
import { mailedLinkProblem } from '../lib/link-problem.server';
import type { Route } from './+types/verify-email';
import { confirmEmail, findEmailConfirmation } from '../../domain/verification/email-verification';
import { NOINDEX_ONLY } from '../lib/seo/route-meta';

/** `messages`: a buyer's messages that waited for this confirmation and have now gone to the sellers. */
type Outcome = {
  outcome: 'ready' | 'confirmed' | 'expired' | 'invalid';
  email: string | null;
  listings: number | null;
  messages?: number;
};

/** A link we did not make (404) or that has expired (410), as the page shows it; too many wrong links, 429 (lib/link-problem.server.ts). */
function linkProblem(error: unknown) {
  const { outcome, status } = mailedLinkProblem(error);
  return data<Outcome>({ outcome, email: null, listings: null }, { status });
}

export async function loader({ params, context }: Route.LoaderArgs) {
  try {
    const link = await findEmailConfirmation(context.db, {
      id: params.id,
      token: params.token,
      limits: { check: context.checkLimit, consume: context.consumeLimit },
    });
    // An address confirmed before (another ad's link, or a second visit) needs no button.
    return data<Outcome>({
      outcome: link.confirmed ? 'confirmed' : 'ready',
      email: link.email,
      listings: null,
    });
  } catch (error) {
    return linkProblem(error);
  }
}

export async function action({ params, context }: Route.ActionArgs) {
  try {
    const confirmed = await confirmEmail(context.db, {
      id: params.id,
      token: params.token,
      limits: { check: context.checkLimit, consume: context.consumeLimit },
    });
    const messages = await context.conversations.afterEmailConfirmed(confirmed);
    return data<Outcome>({
      outcome: 'confirmed',
      email: confirmed.email,
      listings: confirmed.listings,
      messages,
    });
  } catch (error) {
    return linkProblem(error);
  }
}

export function meta() {
  // The page writes its own <title> in the page's words.
  return NOINDEX_ONLY;
}

export default function VerifyEmailPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const result: Outcome = actionData ?? loaderData;
  const confirmed = result.outcome === 'confirmed';
  const ready = result.outcome === 'ready';
  const busy = useNavigation().state === 'submitting';
  const Icon = confirmed ? BadgeCheck : ready ? MailCheck : CircleAlert;
  return (
    <main className="mx-auto max-w-xl px-4 py-12" data-testid="verify-email">
      <title>{`${t(`verification.${result.outcome}Title`)} | Cityboard`}</title>
      <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm">
        <Icon className={confirmed || ready ? 'mx-auto h-12 w-12 text-emerald-600' : 'mx-auto h-12 w-12 text-amber-600'} aria-hidden />
        <h1 className="text-2xl font-bold">{t(`verification.${result.outcome}Title`)}</h1>
        <p className="text-slate-700">
          {confirmed && result.messages
            ? t('verification.messagesSent', {
                email: result.email,
                count: result.messages,
              })
            : confirmed
              ? result.listings === null
                ? t('verification.alreadyConfirmedBody', {
                    email: result.email,
                  })
                : t('verification.confirmedBody', {
                    email: result.email,
                    count: result.listings,
                  })
              : ready
                ? t('verification.readyBody', { email: result.email })
                : t(`verification.${result.outcome}Body`)}
        </p>
        {ready ? (
          <Form method="post">
            <button
              type="submit"
              disabled={busy}
              className="inline-block rounded-md bg-emerald-700 px-4 py-2 font-medium text-white hover:bg-emerald-800 disabled:opacity-70"
            >
              {t('verification.confirmButton')}
            </button>
          </Form>
        ) : (
          <Link to="/" className="inline-block rounded-md bg-blue-600 px-4 py-2 font-medium text-white hover:bg-blue-700">
            {t('errors.backHome')}
          </Link>
        )}
      </div>
    </main>
  );
}
