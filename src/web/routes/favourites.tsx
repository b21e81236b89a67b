/**
 * The listings saved in this browser (one localStorage key, lib/favourites.ts). The
 * server knows nothing of them, so the page fetches each from GET /api/listings/{id}
 * once it runs in the browser; listings that are gone (404) are skipped.
 */
import { Heart, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Link } from 'react-router';
import { findCity, localityOf } from '../../domain/geo/find-city';
import type { Listing } from '../../domain/listings/listing-schemas';
import { ListingCard } from '../components/listing-card';
import { buttonClass } from '../components/ui/dialog';
import { ApiError, apiGet } from '../lib/api-client';
import { toggleStoredFavourite, useFavourites } from '../lib/favourites';
import { noindexMetaOf } from '../lib/seo/route-meta';
import type { Route } from './+types/favourites';

export function meta({ matches }: Route.MetaArgs) {
  return noindexMetaOf(matches, 'favourites.title');
}

type Loaded = Listing | 'missing' | 'error';

export default function FavouritesPage() {
  const { t } = useTranslation();
  const { ids } = useFavourites();
  const [loaded, setLoaded] = useState<ReadonlyMap<string, Loaded>>(new Map());
  const [attempt, setAttempt] = useState(0);
  // The server renders no favourites; the browser's list arrives after hydration.
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let current = true;
    const wanted = ids.filter((id) => !loaded.has(id) || loaded.get(id) === 'error');
    Promise.all(
      wanted.map(async (id): Promise<[string, Loaded]> => {
        try {
          return [id, await apiGet<Listing>(`/api/listings/${encodeURIComponent(id)}`)];
        } catch (error) {
          return [id, error instanceof ApiError && error.status === 404 ? 'missing' : 'error'];
        }
      }),
    ).then((results) => {
      if (!current) return;
      if (results.length > 0) setLoaded((before) => new Map([...before, ...results]));
      setReady(true);
    });
    return () => {
      current = false;
    };
    // `loaded` is read only to skip what is already there; refetching on its change would loop.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ids, attempt]);

  const listings = ids.map((id) => loaded.get(id)).filter((entry): entry is Listing => typeof entry === 'object');
  const missing = ids.filter((id) => loaded.get(id) === 'missing');
  const failed = ids.some((id) => loaded.get(id) === 'error');
  const loading = !ready || ids.some((id) => !loaded.has(id));

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <h1 className="flex items-center gap-2 text-2xl font-bold text-slate-900 sm:text-3xl">
        <Heart className="h-7 w-7 fill-rose-600 text-rose-600" aria-hidden />
        {t('favourites.title')}
      </h1>
      <p className="mt-1 text-slate-600" aria-live="polite" data-testid="favourites-summary">
        {loading ? t('favourites.loading') : t('favourites.count', { count: listings.length })}
      </p>

      {!loading && ids.length === 0 && (
        <div className="mt-10 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center" data-testid="favourites-empty">
          <Heart className="mx-auto h-10 w-10 text-slate-300" aria-hidden />
          <h2 className="mt-3 text-lg font-semibold">{t('favourites.emptyTitle')}</h2>
          <p className="mt-1 text-slate-600">{t('favourites.emptyBody')}</p>
          <Link to="/" className={`${buttonClass.primary} mt-6`}>
            {t('favourites.browse')}
          </Link>
        </div>
      )}

      {failed && (
        <p role="alert" className="mt-4 flex flex-wrap items-center gap-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {t('favourites.loadFailed')}
          <button type="button" className="font-semibold underline" onClick={() => setAttempt((n) => n + 1)}>
            {t('favourites.retry')}
          </button>
        </p>
      )}

      {missing.length > 0 && (
        <p className="mt-4 flex flex-wrap items-center gap-3 rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-700">
          {t('favourites.gone', { count: missing.length })}
          <button type="button" className="font-semibold underline" onClick={() => missing.forEach((id) => toggleStoredFavourite(id))}>
            {t('favourites.forgetGone')}
          </button>
        </p>
      )}

      {listings.length > 0 && (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {listings.map((listing) => (
            <li key={listing.id} className="flex flex-col gap-2" data-testid="favourite-item">
              <ListingCard listing={listing} locale={localityOf(findCity(listing.city)).locale} />
              <button
                type="button"
                onClick={() => toggleStoredFavourite(listing.id)}
                aria-label={t('favourites.removeLabel', { title: listing.title })}
                className={buttonClass.secondary}
              >
                <Trash2 className="h-4 w-4" aria-hidden />
                {t('favourites.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
