import * as Popover from '@radix-ui/react-popover';
import { ChevronsUpDown, Globe, MapPin } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { City } from '../../../domain/geo/cities';
import { cityPath, findCity } from '../../../domain/geo/find-city';
import { rememberGlobalChoice } from '../../lib/location-choice';
import { GLOBAL_OPTION_VALUE } from './city-options';

const loadCityList = () => import('./city-command-list');
const CityCommandList = lazy(loadCityList);

/**
 * The city selector (SPEC section 2): a searchable list of every city, grouped by
 * country, with the global marketplace first. Picking one goes to its home.
 */
export function CitySelector({ city, className }: { city: City | null; className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const currentLabel = city ? city.name : t('header.globalMarketplace');

  function pick(value: string) {
    setOpen(false);
    const chosen = value === GLOBAL_OPTION_VALUE ? undefined : findCity(value);
    // Choosing 'Global Marketplace' is remembered: the global home then stays global
    // instead of moving to the city detected for the visitor (SPEC section 2).
    rememberGlobalChoice(!chosen);
    void navigate(chosen ? cityPath(chosen) : '/');
  }

  return (
    <div className={className}>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger asChild>
          <button
            type="button"
            aria-label={t('header.cityButton', { city: currentLabel })}
            data-testid="city-selector"
            onPointerEnter={() => void loadCityList()}
            onFocus={() => void loadCityList()}
            className="flex h-10 max-w-[13rem] items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-700 hover:border-slate-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-100 lg:max-w-[15rem]"
          >
            {city ? <MapPin className="h-4 w-4 shrink-0 text-slate-500" aria-hidden /> : <Globe className="h-4 w-4 shrink-0 text-slate-500" aria-hidden />}
            <span className="truncate">{currentLabel}</span>
            <ChevronsUpDown className="h-4 w-4 shrink-0 text-slate-400" aria-hidden />
          </button>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="end"
            sideOffset={6}
            collisionPadding={8}
            aria-label={t('header.cityDialog')}
            className="z-50 w-[min(20rem,calc(100vw-1rem))] overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg"
          >
            <Suspense fallback={<p className="px-3 py-6 text-center text-sm text-slate-500">{t('header.cityDialog')}…</p>}>
              <CityCommandList city={city} pick={pick} />
            </Suspense>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}
