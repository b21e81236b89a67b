import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Route } from './+types/home';
import { CATEGORIES } from '../../domain/taxonomy/categories';
import { cityPath } from '../../domain/geo/find-city';
import { ListingResults } from '../components/listing-results';
import { filtersFromUrl, loadBrowse } from '../lib/browse.server';
import { pageLocality } from '../lib/page-city';

/** The home of the global marketplace ("/") and of each city ("/us/newyork"). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locality = pageLocality(request, params);
  const url = new URL(request.url);
  const filters = filtersFromUrl(url, { city: locality.city?.subdomain });
  const results = await loadBrowse(context.db, filters);
  return { locality, query: filters.search ?? '', ...results };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const city = loaderData?.locality.city;
  const title = city ? `Cityboard ${city.name} – local classifieds in ${city.name}, ${city.country}` : 'Cityboard – local classified ads in every city';
  return [
    { title },
    {
      name: 'description',
      content: city
        ? `Buy and sell in ${city.name}: cars, apartments, jobs and services, with AI scam screening and fair-price badges.`
        : 'Buy and sell locally in cities worldwide, with AI scam screening and fair-price badges.',
    },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { locality, listings, total, nextCursor, query } = loaderData;
  const { t } = useTranslation();
  const city = locality.city;
  const base = city ? cityPath(city) : '';
  return (
    <div>
      <div className="bg-amber-100 py-1 text-center text-xs font-semibold tracking-wide text-amber-900">
        {t('home.beta')}
      </div>
      <section className="bg-gradient-to-br from-brand-600 to-brand-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-10">
          {city && (
            <p className="text-sm text-brand-100" data-testid="city-banner">
              {t('home.showingResultsFor', { city: city.name, country: city.country })}
            </p>
          )}
          <h1 className="mt-1 text-3xl font-bold sm:text-4xl">
            {city ? t('home.titleCity', { city: city.name }) : t('home.titleGlobal')}
          </h1>
          <p className="mt-2 text-brand-100">{t('brand.tagline')}</p>
        </div>
      </section>
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-6">
        <nav aria-label="Categories" className="flex flex-wrap gap-2">
          {CATEGORIES.map((category) => (
            <Link
              key={category.slug}
              to={`${base}/${category.slug}`}
              className="rounded-full border border-slate-300 bg-white px-3 py-1 text-sm hover:border-brand-500 hover:text-brand-700"
            >
              {category.name}
            </Link>
          ))}
        </nav>
        {query && <p className="text-sm text-slate-600">{t('home.resultsFor', { query })}</p>}
        <ListingResults listings={listings} total={total} nextCursor={nextCursor} locale={locality.locale} />
      </div>
    </div>
  );
}
