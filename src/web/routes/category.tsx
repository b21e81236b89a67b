import { Form, Link } from 'react-router';
import type { Route } from './+types/category';
import { cityPath } from '../../domain/geo/find-city';
import { findCategory } from '../../domain/taxonomy/categories';
import { ListingResults } from '../components/listing-results';
import { filtersFromUrl, loadBrowse } from '../lib/browse.server';
import { notFoundResponse, pageLocality } from '../lib/page-city';

/** Category landing pages: "/jobs" and "/{country}/{city}/jobs". */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const slug = params.category ?? url.pathname.split('/').filter(Boolean).at(-1);
  const category = findCategory(slug);
  if (!category) throw notFoundResponse();
  const locality = pageLocality(request, params);
  const filters = filtersFromUrl(url, { city: locality.city?.subdomain, category: category.slug });
  const results = await loadBrowse(context.db, filters);
  return { category, locality, ...results };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { category, locality } = loaderData;
  const place = locality.city?.name ?? 'your city';
  return [
    { title: `${category.name} in ${place} | Cityboard` },
    { name: 'description', content: `${category.description} Local ${category.name.toLowerCase()} listings in ${place}.` },
  ];
}

const STATS = [
  { value: '24/7', label: 'AI scam screening' },
  { value: '100%', label: 'Free to post' },
  { value: '4.9', label: 'Average seller rating' },
  { value: 'under 2 min', label: 'To post an ad' },
];

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, locality, listings, total, nextCursor } = loaderData;
  const city = locality.city;
  const base = city ? cityPath(city) : '';
  const place = city?.name ?? 'Your City';
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-8">
      <header className="space-y-3">
        <h1 className="text-3xl font-bold">
          {category.name} in {place}
        </h1>
        <p className="text-slate-600">{category.description}</p>
        <Form method="get" role="search" className="flex max-w-xl gap-2">
          <input
            type="search"
            name="q"
            aria-label={`Search ${category.name}`}
            placeholder={`Search ${category.name.toLowerCase()} in ${place}...`}
            className="flex-1 rounded-lg border border-slate-300 px-3 py-2"
          />
          <button type="submit" className="rounded-lg bg-brand-600 px-4 py-2 font-medium text-white">
            Search
          </button>
        </Form>
      </header>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {STATS.map((stat) => (
          <li key={stat.label} className="rounded-xl border border-slate-200 bg-white p-4 text-center">
            <p className="text-2xl font-bold text-brand-700">{stat.value}</p>
            <p className="text-xs text-slate-600">{stat.label}</p>
          </li>
        ))}
      </ul>
      <section aria-labelledby="subcategories-heading">
        <h2 id="subcategories-heading" className="mb-3 text-xl font-bold">
          Browse {category.name}
        </h2>
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
          {category.subcategories.map((sub) => (
            <li key={sub.slug}>
              <Link
                to={`${base}/${category.slug}?subcategory=${sub.slug}`}
                className="block rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm hover:border-brand-500"
              >
                {sub.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <ListingResults listings={listings} total={total} nextCursor={nextCursor} locale={locality.locale} />
      {city && (
        <section className="rounded-xl border border-slate-200 bg-white p-4 text-sm" aria-label="Market insights">
          <p className="font-semibold">Market insights</p>
          <p className="text-slate-600">
            {place}: population {(city.population / 1_000_000).toFixed(1)} million · prices in {city.currencySymbol} ({city.currency})
          </p>
        </section>
      )}
    </div>
  );
}
