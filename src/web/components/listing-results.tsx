import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { Listing } from '../../domain/listings/listing-schemas';
import { ListingCard } from './listing-card';

interface ListingResultsProps {
  listings: Listing[];
  total: number;
  nextCursor: string | null;
  locale: string;
  /** Regional pages invite the first post instead of suggesting other searches. */
  regional?: boolean;
}

export function ListingResults({ listings, total, nextCursor, locale, regional }: ListingResultsProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const next = new URLSearchParams(location.search);
  if (nextCursor) next.set('cursor', nextCursor);
  return (
    <section aria-labelledby="results-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id="results-heading" className="text-xl font-bold">{t('results.heading')}</h2>
          <p className="text-sm text-slate-600" data-testid="results-count">
            {t('results.showing', { count: total, formattedCount: total.toLocaleString(locale) })}
          </p>
        </div>
        <span className="rounded-full bg-emerald-50 px-3 py-1 text-xs font-medium text-emerald-700 ring-1 ring-emerald-200">
          {t('results.trusted')}
        </span>
      </div>
      {listings.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
          {regional ? (
            <p className="font-medium">{t('results.emptyRegional')}</p>
          ) : (
            <>
              <p className="font-medium">{t('results.emptyTitle')}</p>
              <p className="mt-1 text-sm text-slate-600">{t('results.emptyHint')}</p>
            </>
          )}
        </div>
      ) : (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {listings.map((listing) => (
            <ListingCard key={listing.id} listing={listing} locale={locale} />
          ))}
        </div>
      )}
      {nextCursor && (
        <div className="flex justify-center">
          <Link
            to={`${location.pathname}?${next.toString()}`}
            rel="next"
            className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium hover:bg-slate-50"
          >
            {t('results.loadMore')}
          </Link>
        </div>
      )}
    </section>
  );
}
