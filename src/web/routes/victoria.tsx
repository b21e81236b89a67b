import { Link } from 'react-router';
import type { Route } from './+types/victoria';
import { findVictoriaPlace } from '../../domain/geo/victoria-place';
import { ListingResults } from '../components/listing-results';
import { filtersFromUrl, loadBrowse } from '../lib/browse.server';
import { notFoundResponse } from '../lib/page-city';

const QUICK_REGIONS = [
  { name: 'Surf Coast', path: '/au/victoria/surf-coast' },
  { name: 'Gippsland', path: '/au/victoria/gippsland' },
  { name: 'Goldfields', path: '/au/victoria/goldfields' },
];

/** Victoria's regional homes: state, region, city/town and suburb. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const place = findVictoriaPlace(params);
  if (!place) throw notFoundResponse();
  const filters = filtersFromUrl(new URL(request.url), { country: 'AU', region: 'victoria' });
  const results = await loadBrowse(context.db, filters, { localities: place.localities });
  return { place, ...results };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { place } = loaderData;
  return [
    { title: `${place.heading} classifieds – Victoria, Australia | Cityboard` },
    { name: 'description', content: `${place.description}. All prices shown in AUD ($).` },
  ];
}

export default function VictoriaPage({ loaderData }: Route.ComponentProps) {
  const { place, listings, total, nextCursor } = loaderData;
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <header className="space-y-2">
        <p className="text-sm font-medium uppercase tracking-wide text-brand-700" data-testid="victoria-level">
          {place.level}
        </p>
        <h1 className="text-3xl font-bold">{place.heading}</h1>
        <p className="text-slate-600">{place.description}</p>
        <p className="text-sm text-slate-500">All prices shown in AUD ($)</p>
      </header>
      <nav aria-label="Popular regions" className="flex flex-wrap gap-2">
        {QUICK_REGIONS.map((region) => (
          <Link key={region.path} to={region.path} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-700 hover:bg-brand-100">
            {region.name}
          </Link>
        ))}
      </nav>
      {place.children.length > 0 && (
        <nav aria-label="Places in this area" className="flex flex-wrap gap-2 text-sm">
          {place.children.map((child) => (
            <Link key={child.path} to={child.path} className="rounded-md border border-slate-200 bg-white px-2 py-1 hover:border-brand-500">
              {child.name}
            </Link>
          ))}
        </nav>
      )}
      <ListingResults listings={listings} total={total} nextCursor={nextCursor} locale="en-AU" regional />
    </div>
  );
}
