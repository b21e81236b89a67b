import { Rss } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { usePageSearch } from '../../lib/page-search';
import type { City } from '../../../domain/geo/cities';
import { useRootData } from '../../lib/root-data';
import { feedPath } from '../../lib/seo/feed-path';
import { SaveSearchButton } from '../alerts/save-search-button';

const loadOptions = () => import('./follow-search-options');
const FollowSearchOptions = lazy(loadOptions);

/**
 * "Follow this search": a small window with the ways to follow the results, the page's
 * city, category and filters included. Today that is the RSS feed, with its address to
 * copy into a feed reader and a word on what that does (opening the XML in the browser
 * helps nobody). "Save this search" (email alerts) sits beside it.
 */
export function FollowSearchLink({
  city,
  category,
  scope,
}: {
  city: City | null;
  category: string | null;
  /** Filters the page's place sets without its URL saying them (a Victorian page's region or suburb). */
  scope?: Readonly<Record<string, string>>;
}) {
  const { t } = useTranslation();
  const params = usePageSearch(scope);
  const root = useRootData();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const url = `${root?.publicUrl ?? ''}${feedPath({ city, category, search: params })}`;

  return (
    <span className="inline-flex flex-wrap items-center gap-x-4 gap-y-1">
      <SaveSearchButton city={city} category={category} scope={scope} />
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadOptions()}
        onFocus={() => void loadOptions()}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        className="inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        data-testid="follow-search"
      >
        <Rss className="h-4 w-4" aria-hidden />
        {t('seo.feed.follow')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <FollowSearchOptions open={open} onOpenChange={setOpen} anchor={button} url={url} />
        </Suspense>
      )}
    </span>
  );
}
