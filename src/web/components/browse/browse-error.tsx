import { useTranslation } from '../../i18n/use-translation';
import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router';
import { rateLimitedMessage } from '../../lib/api-client';
import type { BadQuery } from '../../lib/browse.server';

/**
 * A browse page's error boundary. A 404 from the loader (unknown city, category or
 * region) reads as the site's 404 page; anything else as SPEC's list failure.
 */
export function BrowseError() {
  const error = useRouteError();
  const { t, i18n } = useTranslation();
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    const title = t('errors.notFoundTitle');
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
        <title>{`${title} | ${t('brand.name')}`}</title>
        <meta name="robots" content="noindex" />
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="mt-3 text-slate-600">{t('errors.notFoundBody')}</p>
        <Link to="/" className="mt-6 rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700">
          {t('errors.backHome')}
        </Link>
      </div>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 400) {
    // Filter boxes sent without script that hold no number (browse.server.ts) say which.
    const typed = (error.data as BadQuery | null)?.typed ?? [];
    // A URL the page cannot answer (a control character, a tampered page cursor): trying
    // again will not help, the page without its query will.
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center" role="alert">
        <title>{`${t('errors.badRequestTitle')} | ${t('brand.name')}`}</title>
        <meta name="robots" content="noindex" />
        <h1 className="text-2xl font-bold">{t('errors.badRequestTitle')}</h1>
        {typed.length > 0 ? (
          <ul className="mt-3 space-y-1 text-slate-700" data-testid="typed-number-errors">
            {typed.map((item) => (
              // The field's name is a key too; i18n/error-text.ts is left out of this first-load module (ADR 009).
              <li key={item.field}>{t(item.message, { ...item.values, label: t(String(item.values?.label ?? item.field)) })}</li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-slate-700">{t('errors.badRequestBody')}</p>
        )}
        <a href={location.pathname} className="mt-6 rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700">
          {t('errors.badRequestAction')}
        </a>
      </div>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 429) {
    // Too many searches: say when, in the page's language (SPEC's error text would suggest retrying at once).
    const retryAfterSeconds = (error.data as { retryAfterSeconds?: number } | null)?.retryAfterSeconds;
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center" role="alert">
        <title>{`${t('errors.rateLimitedTitle')} | ${t('brand.name')}`}</title>
        <meta name="robots" content="noindex" />
        <h1 className="text-3xl font-bold">{t('errors.rateLimitedTitle')}</h1>
        <p className="mt-3 text-slate-600">{rateLimitedMessage(t, i18n.language, retryAfterSeconds)}</p>
      </div>
    );
  }
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center" role="alert">
      <title>{`${t('results.error')} | ${t('brand.name')}`}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-2xl font-bold">{t('results.heading')}</h1>
      <p className="mt-3 text-slate-700">{t('results.error')}</p>
      {/* A full reload, so the page's loader runs again from scratch. */}
      <a href={`${location.pathname}${location.search}`} className="mt-6 rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700">
        {t('results.tryAgain')}
      </a>
    </div>
  );
}
