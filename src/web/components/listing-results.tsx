import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Link, useLocation, useNavigation } from 'react-router';
import { SortSelect } from './browse/sort-select';
import { TrustedSellersToggle } from './browse/trusted-sellers-toggle';
import { useHydrated } from './browse/use-hydrated';
import { useInfiniteListings, type NextPage } from './browse/use-infinite-listings';
import { ListingCard, type CardListing } from './listing-card';
import { formatNumber } from '../../domain/shared/format';

interface ListingResultsProps {
  listings: CardListing[];
  total: number;
  /** Cursor after the first page (for the no-script "Load more" link). */
  nextCursor: string | null;
  /** `GET /api/listings` URL of the second page; null when the API cannot serve this page's filters. */
  nextPageUrl?: string | null;
  locale: string;
  /** Regional pages invite the first post instead of suggesting other searches. */
  regional?: boolean;
  /** City names by URL segment on pages spanning cities: cards then say the city. */
  cityNames?: Readonly<Record<string, string>>;
  /** More controls beside sort, e.g. the phones' Filters button. */
  controls?: ReactNode;
  /** What follows "No listings found": ways to widen the search. */
  suggestions?: ReactNode;
}

/** The number of skeleton cards while a new result list is on its way (SPEC: 6). */
const SKELETONS = 6;

/**
 * Scrolling loads more cards until the list holds this many (4 pages of 24); after
 * that only "Load more" does. Otherwise the footer would run away from every visitor
 * who scrolls towards it on a city with thousands of listings.
 */
const AUTO_LOAD_UP_TO = 96;

/**
 * The first row of cards on a laptop (two rows on a phone): their photos load at once
 * rather than when layout finds them in view, since the first is what a visitor waits
 * for (the page's largest paint).
 */
const PRIORITY_CARDS = 4;

/**
 * "Marketplace Listings": count, badge, sort, then the cards. More cards load when the
 * last one scrolls into view, up to `AUTO_LOAD_UP_TO` cards ("Load more" stays as a
 * button, and as a link before the script runs). Starts afresh whenever the page's URL
 * changes.
 */
export function ListingResults(props: ListingResultsProps) {
  const location = useLocation();
  return <Results key={`${location.pathname}${location.search}`} {...props} />;
}

function Results({ listings, total, nextCursor, nextPageUrl, locale, regional, cityNames, controls, suggestions }: ListingResultsProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigation = useNavigation();
  const firstNext: NextPage | null = nextPageUrl
    ? { kind: 'api', url: nextPageUrl }
    : nextCursor
      ? { kind: 'route', href: hrefWithCursor(location.pathname, location.search, nextCursor) }
      : null;
  const more = useInfiniteListings(listings, firstNext);
  const all: CardListing[] = more.listings.length > 0 ? [...listings, ...more.listings] : listings;
  const [lastCard, setLastCard] = useState<HTMLElement | null>(null);
  // A new list for this same page (filters, search, category) is loading.
  const pending = navigation.state === 'loading' && navigation.location?.pathname === location.pathname;
  const { hasMore, status, loadMore } = more;

  useEffect(() => {
    if (!lastCard || !hasMore || status !== 'idle' || typeof IntersectionObserver === 'undefined') return;
    if (all.length >= AUTO_LOAD_UP_TO) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void loadMore();
      },
      { rootMargin: '0px 0px 400px 0px' },
    );
    observer.observe(lastCard);
    return () => observer.disconnect();
  }, [lastCard, hasMore, status, loadMore, all.length]);

  return (
    <section aria-labelledby="results-heading" aria-busy={pending || status === 'loading'} className="min-w-0 space-y-4">
      {/* Phones: the heading, then one row of controls (Filters, Trusted, sort); laptops: all on one line. */}
      <div className="space-y-2 sm:flex sm:items-end sm:justify-between sm:gap-x-3 sm:space-y-0">
        <div>
          {/* Focusable from script: a new search or filter brings the results into view (BrowseSection). */}
          <h2 id="results-heading" tabIndex={-1} className="scroll-mt-20 text-xl font-bold outline-none">
            {t('results.heading')}
          </h2>
          <p className="text-sm text-slate-600" data-testid="results-count">
            {t('results.showing', { count: total, formattedCount: formatNumber(total, locale) })}
          </p>
        </div>
        <div className="flex items-center gap-2 sm:gap-3" data-testid="results-toolbar">
          {controls}
          <TrustedSellersToggle />
          <SortSelect />
        </div>
      </div>
      {pending ? (
        <>
          <p role="status" className="sr-only">
            {t('results.loading')}
          </p>
          <CardGrid>
            {Array.from({ length: SKELETONS }, (_, index) => (
              <SkeletonCard key={index} />
            ))}
          </CardGrid>
        </>
      ) : all.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center sm:p-10" data-testid="results-empty">
          {regional ? (
            <p className="font-medium">{t('results.emptyRegional')}</p>
          ) : (
            <>
              <p className="font-medium">{t('results.emptyTitle')}</p>
              <p className="mt-1 text-sm text-slate-600">{t('results.emptyHint')}</p>
            </>
          )}
          {suggestions}
        </div>
      ) : (
        <CardGrid>
          {all.map((listing, index) => (
            <ListingCard
              key={listing.id}
              listing={listing}
              locale={locale}
              cityNames={cityNames}
              priority={index < PRIORITY_CARDS}
              ref={index === all.length - 1 ? setLastCard : undefined}
            />
          ))}
          {status === 'loading' && Array.from({ length: 3 }, (_, index) => <SkeletonCard key={`more-${index}`} />)}
        </CardGrid>
      )}
      {!pending && (
        // No scroll anchoring on this block: Chrome would otherwise keep it in view while cards are
        // added above it, so the last card would stay in view and every page would load at once.
        <div className="flex min-h-10 flex-col items-center gap-2 [overflow-anchor:none]" role="status" aria-live="polite">
          {status === 'loading' && <p className="text-sm text-slate-600">{t('results.loadingMore')}</p>}
          {status === 'error' && (
            <>
              <p className="text-sm font-medium text-red-700">{t('results.error')}</p>
              <button
                type="button"
                onClick={() => void loadMore()}
                className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium hover:bg-slate-50"
              >
                {t('results.tryAgain')}
              </button>
            </>
          )}
          {status === 'idle' && hasMore && (
            <LoadMore nextHref={nextCursor ? hrefWithCursor(location.pathname, location.search, nextCursor) : null} loadMore={loadMore} />
          )}
        </div>
      )}
    </section>
  );
}

/**
 * "Load more": a link to the next page until the script runs, then a button that adds
 * the cards here. Apart from the list, so that the switch once the page is hydrated
 * renders this button again, not every card.
 */
function LoadMore({ nextHref, loadMore }: { nextHref: string | null; loadMore: () => Promise<void> }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const className = 'rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium hover:bg-slate-50';
  if (!hydrated) {
    return nextHref ? (
      <Link to={nextHref} rel="next" className={className}>
        {t('results.loadMore')}
      </Link>
    ) : null;
  }
  return (
    <button type="button" onClick={() => void loadMore()} className={className}>
      {t('results.loadMore')}
    </button>
  );
}

function hrefWithCursor(pathname: string, search: string, cursor: string): string {
  const params = new URLSearchParams(search);
  params.set('cursor', cursor);
  return `${pathname}?${params.toString()}`;
}

/** Photo-first: two columns on a phone, four on a laptop, five on wide screens. */
export function CardGrid({ children }: { children: ReactNode }) {
  return <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-4 2xl:grid-cols-5">{children}</div>;
}

function SkeletonCard() {
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white" aria-hidden data-testid="listing-skeleton">
      <div className="aspect-[4/3] animate-pulse bg-slate-200" />
      <div className="space-y-2 p-3">
        <div className="h-4 w-3/4 animate-pulse rounded bg-slate-200" />
        <div className="h-5 w-1/3 animate-pulse rounded bg-slate-200" />
        <div className="h-3 w-1/2 animate-pulse rounded bg-slate-100" />
      </div>
    </div>
  );
}
