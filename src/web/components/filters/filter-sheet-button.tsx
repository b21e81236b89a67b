import { SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { useHydrated } from '../browse/use-hydrated';
import { useSidebarKeys } from './attribute-filter-keys';
import { FILTERS_ID, type FilterPlaceProps } from './filter-sidebar';

// The sheet (Radix Dialog) loads on the first press: most visitors never open it, and
// the home page's JavaScript has a budget.
const loadFilterSheet = () => import('./filter-sheet');
const FilterSheet = lazy(loadFilterSheet);

/**
 * Phones: "Filters" beside the sort, saying how many filters are in force; it opens the
 * filters as a bottom sheet. Hidden from `lg` up, where the sidebar shows them.
 */
export function FilterSheetButton({ showPlace = true, countries }: FilterPlaceProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [open, setOpen] = useState(false);
  const active = useSidebarKeys().activeCount(params);
  const hydrated = useHydrated();
  const className =
    'inline-flex h-10 shrink-0 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-50 lg:hidden';
  const content = (
    <>
      <SlidersHorizontal className="h-4 w-4 text-brand-600" aria-hidden />
      {t('filters.open')}
      {active > 0 && (
        <span className="rounded-full bg-brand-600 px-2 text-xs font-medium text-white">
          <span aria-hidden>{active}</span>
          <span className="sr-only">{t('filters.activeCount', { count: active })}</span>
        </span>
      )}
    </>
  );
  // Before the script runs (or without it) the sheet cannot open: the link shows the sidebar's form instead.
  if (!hydrated) {
    return (
      <a href={`#${FILTERS_ID}`} className={className} data-testid="filters-button">
        {content}
      </a>
    );
  }
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadFilterSheet()}
        aria-haspopup="dialog"
        className={className}
        data-testid="filters-button"
      >
        {content}
      </button>
      {open && (
        <Suspense fallback={null}>
          <FilterSheet open={open} onOpenChange={setOpen} showPlace={showPlace} countries={countries} />
        </Suspense>
      )}
    </>
  );
}
