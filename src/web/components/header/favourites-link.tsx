import { Heart } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { FAVOURITES_EVENT, useFavourites, type FavouritesChange } from '../../lib/favourites';
import { toast } from '../ui/toast';

/**
 * The header's heart: a link to the favourites page with how many are saved. The count
 * lives in this browser's storage, so the server renders the heart alone and the
 * number appears once the page runs (useFavourites answers "none" while hydrating).
 * Saving from any card or listing page also says so here, with a link to the list.
 */
export function FavouritesLink() {
  const { t } = useTranslation();
  const { count } = useFavourites();

  useEffect(() => {
    function onChange(event: Event) {
      const change = (event as CustomEvent<FavouritesChange | undefined>).detail;
      if (change?.saved) toast({ title: t('favourites.savedToast'), action: { label: t('favourites.view'), to: '/favourites' } });
    }
    window.addEventListener(FAVOURITES_EVENT, onChange);
    return () => window.removeEventListener(FAVOURITES_EVENT, onChange);
  }, [t]);

  return (
    <Link
      to="/favourites"
      data-testid="header-favourites"
      aria-label={count > 0 ? t('header.favouritesLinkCount', { count }) : t('header.favouritesLink')}
      className="relative grid h-10 w-10 place-items-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <Heart className="h-5 w-5" aria-hidden />
      {count > 0 && (
        <span
          className="absolute right-0.5 top-0.5 grid h-[1.125rem] min-w-[1.125rem] place-items-center rounded-full bg-rose-600 px-1 text-[11px] font-semibold leading-none text-white"
          data-testid="header-favourites-count"
          aria-hidden
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
