import { History, Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { dispatchSearchEvent, normaliseSearchText, saveRecentSearch, useRecentSearches } from '../../lib/recent-searches';
import { HiddenParams } from './hidden-params';
import { searchString, withParams } from './search-params';
import { useHydrated } from './use-hydrated';
import { useNarrowScreen } from './use-narrow-screen';

const QUICK_SEARCHES = ['iphone', 'apartment', 'car', 'job', 'furniture'] as const;
/** SPEC section 9: 6 recent searches shown as chips. */
const RECENT_CHIPS = 6;

/** Remembers a search (SPEC: recent searches) and tells the page one ran, as the top bar does. */
function recordSearch(query: string) {
  const text = normaliseSearchText(query);
  if (!text) return;
  saveRecentSearch(text);
  dispatchSearchEvent(text);
}

/**
 * The big search box of the home pages. Submitting sets ?q= on the current page
 * (client-side, keeping the other filters); blank text is never submitted. Without
 * script it is a plain GET form, and a blank query is then simply ignored.
 * Give it `key={query}` so it shows the new text after a navigation.
 */
export function HeroSearch({ query }: { query: string }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  // The full example list does not fit a phone's box in any language: phones get a short question.
  const narrow = useNarrowScreen();
  const [text, setText] = useState(query);
  const inputId = useId();
  const recent = useRecentSearches(RECENT_CHIPS);
  const blank = text.trim() === '';
  const searchHref = (query: string) => ({ pathname: location.pathname, search: searchString(withParams(params, { q: query })) });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = normaliseSearchText(text);
    if (!query) return;
    void navigate(searchHref(query));
    recordSearch(query);
  }

  return (
    <div className="space-y-2">
      <form method="get" role="search" onSubmit={submit} className="flex w-full max-w-2xl gap-2">
        <HiddenParams params={params} except={['q']} />
        <label htmlFor={inputId} className="sr-only">
          {t('home.searchLabel')}
        </label>
        <div className="relative flex-1">
          <Search className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-400" aria-hidden />
          <input
            id={inputId}
            type="search"
            name="q"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t(narrow ? 'home.searchPlaceholderShort' : 'home.searchPlaceholder')}
            maxLength={200}
            enterKeyHint="search"
            className="h-12 w-full rounded-lg border-0 bg-white pl-10 pr-3 text-base text-slate-900 shadow-sm ring-1 ring-slate-200 placeholder:text-slate-400 focus:outline-none focus:ring-2 focus:ring-brand-300"
          />
        </div>
        <button
          type="submit"
          disabled={hydrated && blank}
          className="h-12 shrink-0 rounded-lg bg-slate-900 px-4 font-semibold sm:px-6 text-white hover:bg-slate-800 disabled:cursor-not-allowed disabled:bg-slate-900/50 disabled:text-white/70"
        >
          {t('home.searchButton')}
        </button>
      </form>
      {/* One line that scrolls sideways on a phone rather than wrapping onto two. */}
      <nav aria-label={t('home.quickSearchesLabel')} className="-mx-4 flex items-center gap-2 overflow-x-auto whitespace-nowrap px-4 text-sm">
        <span className="shrink-0 text-brand-100">{t('home.quickSearchesTitle')}</span>
        {QUICK_SEARCHES.map((key) => {
          const term = t(`home.quickSearches.${key}`);
          return (
            <Link
              key={key}
              to={searchHref(term)}
              onClick={() => recordSearch(term)}
              className="shrink-0 rounded-full bg-white/15 px-3 py-1 font-medium text-white ring-1 ring-white/30 hover:bg-white/25"
            >
              {term}
            </Link>
          );
        })}
      </nav>
      {/* Fixed height from `sm` up: the chips arrive after hydration (they live in this browser) and must not
          push the page down. Phones keep the line for visitors who have searched: there the listings come first. */}
      <div className={recent.length > 0 ? 'h-8' : 'sm:h-8'}>
        {recent.length > 0 && (
          <nav aria-label={t('home.recentSearchesLabel')} className="flex h-8 items-center gap-2 overflow-x-auto whitespace-nowrap text-sm">
            <span className="flex shrink-0 items-center gap-1 text-brand-100">
              <History className="h-4 w-4" aria-hidden />
              {t('home.recentSearchesTitle')}
            </span>
            {recent.map((query) => (
              <Link
                key={query}
                to={searchHref(query)}
                onClick={() => recordSearch(query)}
                className="shrink-0 rounded-full bg-white/10 px-3 py-0.5 text-white ring-1 ring-white/25 hover:bg-white/20"
                data-testid="recent-search"
              >
                {query}
              </Link>
            ))}
          </nav>
        )}
      </div>
    </div>
  );
}
