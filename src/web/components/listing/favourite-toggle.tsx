import { clsx } from 'clsx';
import { Heart } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { useFavourites } from '../../lib/favourites';

/**
 * The listing page's favourite toggle: `icon` is the heart beside the title, `button`
 * the labelled "Save" action. Cards, the footer's count and the favourites page read the
 * same list through `useFavourites` (one localStorage key, lib/favourites.ts), so a
 * heart set here shows on every screen.
 */
export function FavouriteToggle({ id, title, variant }: { id: string; title: string; variant: 'icon' | 'button' }) {
  const { t } = useTranslation();
  const { isFavourite, toggle } = useFavourites();
  const saved = isFavourite(id);
  const heart = <Heart className={clsx('h-5 w-5', saved && 'fill-rose-600 text-rose-600')} aria-hidden />;
  if (variant === 'icon') {
    return (
      <button
        type="button"
        onClick={() => toggle(id)}
        aria-pressed={saved}
        aria-label={t('listing.favourite', { title })}
        title={saved ? t('listing.saved') : t('listing.save')}
        className="grid h-11 w-11 shrink-0 place-items-center rounded-full border border-slate-200 bg-white text-slate-700 shadow-sm hover:text-rose-600 focus-visible:outline-2 focus-visible:outline-brand-600"
        data-testid="favourite-heart"
      >
        {heart}
      </button>
    );
  }
  return (
    <button
      type="button"
      onClick={() => toggle(id)}
      aria-pressed={saved}
      className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      {heart}
      {saved ? t('listing.saved') : t('listing.save')}
    </button>
  );
}
