/**
 * /verify-email/{id}/{token}: the link mailed to a seller. Following it confirms the
 * address, and every ad that uses it shows "Verified seller". The token is a secret in
 * the path, so the page is never indexed, cached or sent on as a referrer.
 */
import { BadgeCheck, CircleAlert } from 'lucide-react';
import { useTranslation } from '../i18n/use-translation';
import { data, Link } from 'react-router';
import type { Route } from './+types/verify-email';
import { isAppError } from '../../domain/shared/errors';
import { confirmEmail } from '../../domain/verification/email-verification';

export async function loader({ params, context }: Route.LoaderArgs) {
  try {
    const confirmed = await confirmEmail(context.db, { id: params.id, token: params.token });
    return { outcome: 'confirmed' as const, email: confirmed.email, listings: confirmed.listings };
  } catch (error) {
    if (isAppError(error) && (error.kind === 'not_found' || error.kind === 'gone')) {
      const outcome = error.kind === 'gone' ? ('expired' as const) : ('invalid' as const);
      return data({ outcome, email: null, listings: 0 }, { status: error.kind === 'gone' ? 410 : 404 });
    }
    throw error;
  }
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' });

export function meta() {
  return [{ title: 'Cityboard' }, { name: 'robots', content: 'noindex' }];
}

export default function VerifyEmailPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const confirmed = loaderData.outcome === 'confirmed';
  const Icon = confirmed ? BadgeCheck : CircleAlert;
  return (
    <main className="mx-auto max-w-xl px-4 py-12" data-testid="verify-email">
      <title>{`${t(`verification.${loaderData.outcome}Title`)} | Cityboard`}</title>
      <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm">
        <Icon className={confirmed ? 'mx-auto h-12 w-12 text-emerald-600' : 'mx-auto h-12 w-12 text-amber-600'} aria-hidden />
        <h1 className="text-2xl font-bold">{t(`verification.${loaderData.outcome}Title`)}</h1>
        <p className="text-slate-700">
          {confirmed
            ? t('verification.confirmedBody', { email: loaderData.email, count: loaderData.listings })
            : t(`verification.${loaderData.outcome}Body`)}
        </p>
        <Link to="/" className="inline-block rounded-md bg-blue-600 px-4 py-2 font-medium text-white hover:bg-blue-700">
          {t('errors.backHome')}
        </Link>
      </div>
    </main>
  );
}
