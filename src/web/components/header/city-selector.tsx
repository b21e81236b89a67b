import { ChevronsUpDown, Globe, MapPin } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useNavigate } from 'react-router';
import type { City } from '../../../domain/geo/cities';
import { cityPath } from '../../../domain/geo/city-path';
import { useCityName } from '../../lib/city-name';

// The list and its popover load on the first hover, focus or click of the button.
const loadCityPopover = () => import('./city-popover');
const CityPopover = lazy(loadCityPopover);
const loadCitySheet = () => import('./city-sheet');
const CitySheet = lazy(loadCitySheet);

/**
 * The city selector (SPEC section 2): a searchable list of every city, grouped by
 * country, with the global marketplace first. Picking one goes to its home.
 * `compact` is the phone's button: the place name alone, opening the list in a dialog
 * the width of the screen. `place` names a page that is not a city site (Victoria's
 * state, regions, towns and suburbs), so the button never says "Global Marketplace" there.
 */
export function CitySelector({
  city,
  place = null,
  compact = false,
  className,
}: {
  city: City | null;
  place?: string | null;
  compact?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const cityName = useCityName();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const currentLabel = city ? cityName(city) : (place ?? t('header.globalMarketplace'));
  const preload = compact ? loadCitySheet : loadCityPopover;

  function pick(chosen: City | null) {
    setOpen(false);
    void navigate(chosen ? cityPath(chosen) : '/');
  }

  return (
    <div className={className}>
      <button
        ref={button}
        type="button"
        aria-label={t('header.cityButton', { city: currentLabel })}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid={compact ? 'city-selector-compact' : 'city-selector'}
        onPointerEnter={() => void preload()}
        onFocus={() => void preload()}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        className={
          compact
            ? 'flex h-10 min-w-0 items-center gap-1 rounded-lg px-2 text-left text-sm font-medium leading-tight text-slate-700 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-100'
            : 'flex h-10 max-w-[13rem] items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-700 hover:border-slate-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-100 lg:max-w-[15rem]'
        }
      >
        {city || place ? <MapPin className="h-4 w-4 shrink-0 text-slate-500" aria-hidden /> : <Globe className="h-4 w-4 shrink-0 text-slate-500" aria-hidden />}
        <span className={compact ? 'line-clamp-2 min-w-0 break-words' : 'truncate'}>{currentLabel}</span>
        {!compact && <ChevronsUpDown className="h-4 w-4 shrink-0 text-slate-400" aria-hidden />}
      </button>
      {open && (
        <Suspense fallback={null}>
          {compact ? (
            <CitySheet open={open} onOpenChange={setOpen} city={city} pick={pick} />
          ) : (
            <CityPopover open={open} onOpenChange={setOpen} anchor={button} city={city} pick={pick} />
          )}
        </Suspense>
      )}
    </div>
  );
}
