import { Home, ListChecks } from 'lucide-react';
import { useTranslation } from '../i18n/use-translation';
import { Link, useMatches } from 'react-router';
import type { City } from '../../domain/geo/cities';
import { cityPath } from '../../domain/geo/city-path';
import { CitySelector } from './header/city-selector';
import { FavouritesLink } from './header/favourites-link';
import { SkipToResults } from './header/skip-to-results';
import { LanguageSwitcher } from './header/language-switcher';
import { PostAdButton } from './post-ad';
import { SmartSearch } from './header/smart-search';

/**
 * Sticky top bar (SPEC section 2 "Top navigation bar"): logo, smart search, city
 * selector, language, favourites, My ads (wide screens) and Home. On small screens the search moves to a row of
 * its own under the bar and the city selector becomes a compact button.
 */
export function SiteHeader({ city }: { city: City | null }) {
  const { t } = useTranslation();
  const place = usePlaceName();
  const home = city ? cityPath(city) : '/';
  const suggestionCity = city?.subdomain ?? 'global';
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <SkipToResults />
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
        <Link to="/" className="flex shrink-0 items-center gap-2 text-lg font-bold text-brand-700" aria-label={t('header.logoLabel')}>
          <span className="grid h-8 w-8 place-items-center rounded-lg bg-brand-600 text-white" aria-hidden>
            C
          </span>
          {/* On a phone the mark alone leaves room for the buttons. */}
          <span className="hidden sm:inline">{t('brand.name')}</span>
        </Link>
        <SmartSearch variant="desktop" city={suggestionCity} className="hidden min-w-0 flex-1 md:block" />
        {/* May shrink on phones: a long city name ("Ho-Chi-Minh-Stadt") wraps rather than push the bar off the screen. */}
        <div className="ml-auto flex min-w-0 items-center gap-1 md:ml-0 md:shrink-0 md:gap-2">
          <CitySelector city={city} place={place} className="hidden md:block" />
          <CitySelector city={city} place={place} compact className="min-w-0 md:hidden" />
          <LanguageSwitcher />
          <FavouritesLink />
          {/* A seller's own ads (mailed sign-in link): on wide screens only; phones find it in the footer, the bar is full there. */}
          <Link
            to="/my-ads"
            data-testid="header-my-ads"
            className="hidden h-10 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100 xl:flex"
          >
            <ListChecks className="h-4 w-4" aria-hidden />
            {t('myAds.headerLink')}
          </Link>
          <Link
            to={home}
            data-testid="home-button"
            aria-label={t('header.home')}
            className="flex h-10 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100"
          >
            <Home className="h-4 w-4" aria-hidden />
            <span className="hidden sm:inline">{t('header.home')}</span>
          </Link>
          <PostAdButton />
        </div>
      </div>
      <div className="px-4 pb-3 md:hidden">
        <SmartSearch variant="mobile" city={suggestionCity} />
      </div>
    </header>
  );
}

/**
 * The place a page without a city site is about (Victoria's state, regions, towns and
 * suburbs), read from that page's loader data so the header needs no place list of its own.
 */
function usePlaceName(): string | null {
  const matches = useMatches();
  for (const match of matches) {
    const data = match.data as { place?: { heading?: unknown } } | undefined;
    if (match.id.startsWith('victoria-') && typeof data?.place?.heading === 'string') return data.place.heading;
  }
  return null;
}
