import { Home, MapPin, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import type { City } from '../../domain/geo/cities';
import { cityPath } from '../../domain/geo/find-city';

/** Sticky top bar: logo, search, current city and Home. */
export function SiteHeader({ city }: { city: City | null }) {
  const { t } = useTranslation();
  const home = city ? cityPath(city) : '/';
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3">
        <Link to="/" className="flex shrink-0 items-center gap-2 text-lg font-bold text-brand-700" aria-label={t('header.logoLabel')}>
          <span className="grid h-8 w-8 place-items-center rounded-lg bg-brand-600 text-white">C</span>
          <span className="hidden sm:inline">Cityboard</span>
        </Link>
        <Form method="get" action={home} role="search" className="relative flex-1">
          <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400" aria-hidden />
          <input
            type="search"
            name="q"
            aria-label={t('header.searchLabel')}
            placeholder={t('header.searchPlaceholder')}
            className="w-full rounded-lg border border-slate-300 bg-white py-2 pl-9 pr-3 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100"
          />
        </Form>
        <span className="hidden items-center gap-1 text-sm text-slate-600 md:flex" data-testid="current-city">
          <MapPin className="h-4 w-4" aria-hidden />
          {city ? `${city.name} · ${city.currencySymbol} ${city.currency}` : `${t('header.globalMarketplace')} · USD`}
        </span>
        <Link to={home} className="flex items-center gap-1 rounded-md px-2 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100">
          <Home className="h-4 w-4" aria-hidden />
          <span className="hidden sm:inline">{t('header.home')}</span>
        </Link>
      </div>
    </header>
  );
}
