import { clsx } from 'clsx';
import { History, MapPin, Search, Tag, TrendingUp, type LucideIcon } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import type { Suggestion, SuggestionGroup, SuggestionKind } from './suggestions';

const ICONS: Record<SuggestionKind, LucideIcon> = {
  recent: History,
  trending: TrendingUp,
  category: Tag,
  location: MapPin,
  keyword: Search,
};

export function optionId(listboxId: string, index: number): string {
  return `${listboxId}-option-${index}`;
}

/**
 * The suggestion box under a search input: hint, grouped options (a listbox the input
 * controls through aria-activedescendant) and the "no suggestions" message. Focus stays
 * in the input: pressing an option does not take it.
 */
export function SuggestionList(props: {
  listboxId: string;
  open: boolean;
  query: string;
  groups: SuggestionGroup[];
  /** True when the server answered for this query and nothing matched. */
  noMatches: boolean;
  activeIndex: number;
  onHighlight: (index: number) => void;
  onChoose: (suggestion: Suggestion) => void;
}) {
  const { listboxId, open, query, groups, noMatches, activeIndex, onHighlight, onChoose } = props;
  const { t } = useTranslation();
  const count = groups.reduce((total, group) => total + group.items.length, 0);
  return (
    <>
      <div
        hidden={!open}
        data-testid="search-suggestions"
        className="absolute inset-x-0 top-full z-50 mt-1 overflow-hidden rounded-lg border border-slate-200 bg-white text-left shadow-lg"
        // Keep focus in the input when the box itself is pressed.
        onMouseDown={(event) => event.preventDefault()}
      >
        {!query && <p className="border-b border-slate-100 px-3 py-2 text-xs text-slate-500">{t('search.hint')}</p>}
        <div role="listbox" id={listboxId} aria-label={t('search.suggestionsLabel')} className="max-h-[min(24rem,60vh)] overflow-y-auto py-1 empty:hidden">
          {groups.map((group) => {
            const headingId = `${listboxId}-${group.kind}`;
            return (
              <div key={group.kind} role="group" aria-labelledby={headingId}>
                <div id={headingId} aria-hidden className="px-3 pb-1 pt-2 text-[11px] font-semibold uppercase tracking-wide text-slate-500">
                  {t(`search.groups.${group.kind}`)}
                </div>
                {group.items.map(({ suggestion, index }) => {
                  const Icon = ICONS[suggestion.kind];
                  const active = index === activeIndex;
                  return (
                    <div
                      key={`${suggestion.kind}:${suggestion.label}:${index}`}
                      id={optionId(listboxId, index)}
                      role="option"
                      aria-selected={active}
                      data-kind={suggestion.kind}
                      data-href={suggestion.href ?? undefined}
                      className={clsx(
                        'flex cursor-pointer items-center gap-2 px-3 py-2 text-sm text-slate-800',
                        active ? 'bg-brand-50 text-brand-700' : 'hover:bg-slate-50',
                      )}
                      onMouseMove={() => {
                        if (!active) onHighlight(index);
                      }}
                      onClick={() => onChoose(suggestion)}
                    >
                      <Icon className="h-4 w-4 shrink-0 text-slate-400" aria-hidden />
                      <span className="truncate">
                        {suggestion.label}
                      </span>
                    </div>
                  );
                })}
              </div>
            );
          })}
        </div>
        {noMatches && (
          <div role="status" className="px-3 py-3 text-sm">
            <p className="font-medium text-slate-700">{t('search.noSuggestions')}</p>
            <p className="mt-0.5 text-slate-500">{t('search.pressEnter', { query })}</p>
          </div>
        )}
      </div>
      <div className="sr-only" aria-live="polite">
        {open && count > 0 ? t('search.count', { count }) : ''}
      </div>
    </>
  );
}
