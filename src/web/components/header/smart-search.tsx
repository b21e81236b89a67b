import { clsx } from 'clsx';
import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useLocation, useNavigate } from 'react-router';
import {
  dispatchSearchEvent,
  normaliseSearchText,
  SEARCH_TEXT_MAX,
  saveRecentSearch,
  useRecentSearches,
} from '../../lib/recent-searches';
import { optionId, SuggestionList } from './suggestion-list';
import { EMPTY_QUERY_PER_KIND, groupSuggestions, isSitePath, type Suggestion } from './suggestions';
import { useServerSuggestions } from './use-server-suggestions';

/** Query parameters a new search must not carry over: the text itself and the page cursor. */
const RESET_ON_SEARCH = ['q', 'cursor'];

/**
 * The header's smart-search box (SPEC "Smart-search suggestion box" and section 4).
 * Submitting sets `q` in the current URL (path and other parameters kept, the page
 * cursor dropped) with a client-side navigation and fires `cityboard:search`.
 * Before hydration it is a plain GET form that does the same with a page load.
 */
export function SmartSearch({ variant, city, className }: { variant: 'desktop' | 'mobile'; city: string; className?: string }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const listboxId = `search-suggestions-${variant}-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;

  // The box shows the search of the current URL, and follows it when the URL changes.
  const params = new URLSearchParams(location.search);
  const urlQuery = params.get('q') ?? '';
  const [text, setText] = useState(urlQuery);
  const [shownUrlQuery, setShownUrlQuery] = useState(urlQuery);
  if (urlQuery !== shownUrlQuery) {
    setShownUrlQuery(urlQuery);
    setText(urlQuery);
  }

  const [open, setOpen] = useState(false);
  const query = normaliseSearchText(text);
  const recent = useRecentSearches(EMPTY_QUERY_PER_KIND);
  const server = useServerSuggestions(query, city, i18n.language, open);
  const serverShown = server.current ?? (query ? server.previousTyped : []);
  const groups = groupSuggestions({ query, recent, server: serverShown });
  const options = groups.flatMap((group) => group.items.map((item) => item.suggestion));
  const noMatches = !!query && server.current !== null && options.length === 0;
  const hasContent = !query || options.length > 0 || noMatches;
  const expanded = open && hasContent;

  // The highlight belongs to one list of options; a new list starts with none.
  const signature = options.map((option) => `${option.kind}:${option.label}`).join('\n');
  const [highlight, setHighlight] = useState({ signature: '', index: -1 });
  const activeIndex = expanded && highlight.signature === signature && highlight.index < options.length ? highlight.index : -1;
  const activeId = activeIndex >= 0 ? optionId(listboxId, activeIndex) : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const hiddenParams = [...params].filter(([name]) => !RESET_ON_SEARCH.includes(name));

  function finish() {
    setOpen(false);
    // On a phone, hide the keyboard so the results can be seen.
    if (variant === 'mobile') inputRef.current?.blur();
  }

  function runSearch(raw: string) {
    const searchText = normaliseSearchText(raw);
    if (!searchText) return;
    saveRecentSearch(searchText);
    const next = new URLSearchParams(location.search);
    for (const name of RESET_ON_SEARCH) next.delete(name);
    next.set('q', searchText);
    setText(searchText);
    finish();
    void navigate({ pathname: location.pathname, search: `?${next}` });
    dispatchSearchEvent(searchText);
  }

  function choose(suggestion: Suggestion) {
    if (suggestion.kind === 'recent' || !suggestion.href) {
      runSearch(suggestion.label);
      return;
    }
    if (!isSitePath(suggestion.href)) return;
    const countsAsSearch = suggestion.kind === 'keyword' || suggestion.kind === 'trending';
    if (countsAsSearch) saveRecentSearch(suggestion.label);
    finish();
    void navigate(suggestion.href);
    if (countsAsSearch) dispatchSearchEvent(normaliseSearchText(suggestion.label));
  }

  function move(step: 1 | -1) {
    if (!options.length) return;
    // From "no highlight" (-1), down goes to the first option and up to the last; past either end, back to none.
    const positions = options.length + 1;
    const index = ((activeIndex + 1 + step + positions) % positions) - 1;
    setHighlight({ signature, index });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Keys that confirm an IME composition (Japanese, Chinese…) are not ours.
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        if (!open) setOpen(true);
        else move(event.key === 'ArrowDown' ? 1 : -1);
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
        }
        break;
      case 'Enter': {
        const active = activeIndex >= 0 ? options[activeIndex] : undefined;
        if (active) {
          event.preventDefault();
          choose(active);
        }
        // Otherwise the form submits the typed text.
        break;
      }
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    runSearch(text);
  }

  const placeholder = variant === 'desktop' ? t('header.searchPlaceholder') : t('header.searchPlaceholderMobile');
  return (
    <form
      method="get"
      action={location.pathname}
      role="search"
      className={clsx('relative', className)}
      onSubmit={onSubmit}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      {hiddenParams.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400" aria-hidden />
      <input
        ref={inputRef}
        type="text"
        name="q"
        role="combobox"
        aria-label={t('header.searchLabel')}
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="search"
        inputMode="search"
        maxLength={SEARCH_TEXT_MAX}
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        className="h-10 w-full rounded-lg border border-slate-300 bg-white pl-9 pr-3 text-base focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100 sm:text-sm"
      />
      <SuggestionList
        listboxId={listboxId}
        open={expanded}
        query={query}
        groups={groups}
        noMatches={noMatches}
        activeIndex={activeIndex}
        onHighlight={(index) => setHighlight({ signature, index })}
        onChoose={choose}
      />
    </form>
  );
}
