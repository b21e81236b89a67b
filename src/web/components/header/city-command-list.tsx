/**
 * The searchable list inside the city selector: cmdk and every city's search words.
 * Loaded when the selector is first opened (or hovered), not with every page.
 */
import { Command } from 'cmdk';
import { Check, Globe, Search } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { City } from '../../../domain/geo/cities';
import { cityGroups, GLOBAL_KEYWORDS, GLOBAL_OPTION_VALUE, scoreCity } from './city-options';
import { cityName } from '../../../domain/geo/city-names';
import { countryName } from '../../../domain/shared/format';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm text-slate-800 data-[selected=true]:bg-brand-50 data-[selected=true]:text-brand-700';

function CurrentMark({ current }: { current: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="grid h-4 w-4 shrink-0 place-items-center" data-testid={current ? 'current-city-check' : undefined}>
      {current && (
        <>
          <Check className="h-4 w-4 text-brand-600" aria-hidden />
          <span className="sr-only">{t('header.currentCity')}</span>
        </>
      )}
    </span>
  );
}

export default function CityCommandList({ city, pick }: { city: City | null; pick: (city: City | null) => void }) {
  const { t, i18n } = useTranslation();
  const groups = useMemo(() => cityGroups(), []);
  return (
    <Command label={t('header.cityDialog')} filter={scoreCity} defaultValue={city?.subdomain ?? GLOBAL_OPTION_VALUE} loop>
      <div className="flex items-center gap-2 border-b border-slate-200 px-3">
        <Search className="h-4 w-4 shrink-0 text-slate-400" aria-hidden />
        <Command.Input
            // Loaded after the popover opened, so it takes the focus itself.
            autoFocus
          placeholder={t('header.citySearchPlaceholder')}
          className="h-10 w-full bg-transparent text-sm outline-none placeholder:text-slate-400"
        />
      </div>
      <Command.List label={t('header.cityList')} className="max-h-[300px] overflow-y-auto overscroll-contain p-1">
        <Command.Empty className="px-2 py-6 text-center text-sm text-slate-500">{t('header.cityEmpty')}</Command.Empty>
        <Command.Item value={GLOBAL_OPTION_VALUE} keywords={[t('header.globalMarketplace'), ...GLOBAL_KEYWORDS]} onSelect={() => pick(null)} className={itemClass}>
          <CurrentMark current={!city} />
          <Globe className="h-4 w-4 shrink-0 text-slate-500" aria-hidden />
          <span className="flex-1 truncate">{t('header.globalMarketplace')}</span>
          <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-600">USD</span>
        </Command.Item>
        {groups.map((group) => (
          <Command.Group
            key={group.country}
            value={`country-${group.country}`}
            heading={countryName(group.options[0]?.city.countryCode ?? '', i18n.language, group.country)}
            className="[&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:text-slate-500"
          >
            {group.options.map((option) => (
              <Command.Item key={option.value} value={option.value} keywords={option.keywords} onSelect={() => pick(option.city)} className={itemClass}>
                <CurrentMark current={option.city.subdomain === city?.subdomain} />
                <span className="flex-1 truncate">{cityName(option.city, i18n.language)}</span>
                <span className="shrink-0 text-xs text-slate-600">{`${option.city.currencySymbol} ${option.city.currency}`}</span>
              </Command.Item>
            ))}
          </Command.Group>
        ))}
      </Command.List>
    </Command>
  );
}
