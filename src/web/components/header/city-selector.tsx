import { ChevronsUpDown, Globe, MapPin } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useNavigate } from 'react-router';
import type { City } from '../../../domain/geo/cities';
import { cityPath } from '../../../domain/geo/city-path';
import { rememberGlobalChoice } from '../../lib/location-choice';

// The list and its popover load on the first hover, focus or click of the button.
const loadCityPopover = () => import('./city-popover');
const CityPopover = lazy(loadCityPopover);

/**
 * The city selector (SPEC section 2): a searchable list of every city, grouped by
 * country, with the global marketplace first. Picking one goes to its home.
 */
export function CitySelector({ city, className }: { city: City | null; className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const currentLabel = city ? city.name : t('header.globalMarketplace');

  function pick(chosen: City | null) {
    setOpen(false);
    // Choosing 'Global Marketplace' is remembered: the global home then stays global
    // instead of moving to the city detected for the visitor (SPEC section 2).
    rememberGlobalChoice(!chosen);
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
        data-testid="city-selector"
        onPointerEnter={() => void loadCityPopover()}
        onFocus={() => void loadCityPopover()}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        className="flex h-10 max-w-[13rem] items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-700 hover:border-slate-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-100 lg:max-w-[15rem]"
      >
        {city ? <MapPin className="h-4 w-4 shrink-0 text-slate-500" aria-hidden /> : <Globe className="h-4 w-4 shrink-0 text-slate-500" aria-hidden />}
        <span className="truncate">{currentLabel}</span>
        <ChevronsUpDown className="h-4 w-4 shrink-0 text-slate-400" aria-hidden />
      </button>
      {open && (
        <Suspense fallback={null}>
          <CityPopover open={open} onOpenChange={setOpen} anchor={button} city={city} pick={pick} />
        </Suspense>
      )}
    </div>
  );
}
