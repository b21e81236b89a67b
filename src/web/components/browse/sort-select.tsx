import { useId, type ChangeEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { SORTS } from '../../../domain/listings/listing-constants';
import { HiddenParams } from './hidden-params';
import { searchString, withParams } from './search-params';

/** Order of the results (?sort=); "newest" is the default and stays out of the URL. */
export function SortSelect() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const id = useId();
  const current = params.get('sort') ?? 'newest';
  // Relevance needs a search to be relevant to.
  const options = SORTS.filter((sort) => sort !== 'relevance' || params.get('q') || current === 'relevance');

  function change(event: ChangeEvent<HTMLSelectElement>) {
    const value = event.target.value;
    const next = withParams(params, { sort: value === 'newest' ? null : value });
    void navigate({ pathname: location.pathname, search: searchString(next) }, { preventScrollReset: true });
  }

  return (
    // Last in the results' row of controls, taking what room is left on a phone.
    <form method="get" className="ml-auto flex min-w-0 items-center gap-2 sm:ml-0">
      <HiddenParams params={params} except={['sort']} />
      {/* Phones: the select says what it sorts by; the label stays for screen readers. */}
      <label htmlFor={id} className="sr-only text-sm text-slate-600 sm:not-sr-only">
        {t('results.sortLabel')}
      </label>
      <select
        id={id}
        name="sort"
        value={current}
        onChange={change}
        className="h-10 min-w-0 max-w-44 rounded-lg border border-slate-300 bg-white px-2 text-sm sm:h-9 sm:max-w-none"
      >
        {options.map((sort) => (
          <option key={sort} value={sort}>
            {t(`results.sort.${sort}`)}
          </option>
        ))}
      </select>
      {/* Only without script: a button that went away once the script ran moved the row (layout shift). */}
      <noscript>
        <button type="submit" className="h-10 shrink-0 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium sm:h-9">
          {t('categoryBar.go')}
        </button>
      </noscript>
    </form>
  );
}
