import { clsx } from 'clsx';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import type { CategorySlug } from '../../../domain/taxonomy/categories';
import { CATEGORY_BAR, type CategoryBarItem } from '../../../domain/taxonomy/category-bar';
import { CategoryIcon } from './category-icon';
import { searchString, withParams } from './search-params';
import { formatNumber } from '../../../domain/shared/format';

export interface CategoryCounts {
  counts: Partial<Record<CategorySlug, number>>;
  total: number;
}

function isActive(item: CategoryBarItem, category: string | null, subcategory: string | null): boolean {
  if (!item.category) return !category;
  return item.category === category && (item.subcategory ?? null) === (subcategory || null);
}

/**
 * The home pages' category bar: one row of chips that scrolls sideways, so the listings
 * start on the first screen (SPEC's grid of 19 tiles took most of it). Each choice
 * filters the current page via the URL (?category=&subcategory=). Counts are real:
 * listings per top-level category.
 */
export function CategoryBar({ counts }: { counts: CategoryCounts }) {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const category = params.get('category');
  const subcategory = params.get('subcategory');
  const number = (n: number) => formatNumber(n, i18n.language);

  function countOf(item: CategoryBarItem): number | undefined {
    if (!item.category) return counts.total;
    return item.subcategory ? undefined : (counts.counts[item.category] ?? 0);
  }

  return (
    <section aria-labelledby="category-bar-heading" id="categories" className="scroll-mt-20">
      <h2 id="category-bar-heading" className="sr-only">
        {t('categoryBar.heading')}
      </h2>
      {/* Bleeds to the screen's edges on phones, so a cut-off chip shows there is more. */}
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:thin]" data-testid="category-row">
        {CATEGORY_BAR.map((item) => {
          const label = t(`categoryBar.items.${item.key}`);
          const count = countOf(item);
          const active = isActive(item, category, subcategory);
          const href = searchString(withParams(params, { category: item.category ?? null, subcategory: item.subcategory ?? null }));
          return (
            <li key={item.key} className="shrink-0">
              <Link
                to={{ search: href }}
                preventScrollReset
                aria-current={active ? 'true' : undefined}
                aria-label={count === undefined ? label : t('categoryBar.itemWithCount', { label, number: number(count) })}
                data-testid={`category-${item.key}`}
                className={clsx(
                  'flex h-10 items-center gap-2 whitespace-nowrap rounded-full border px-3 text-sm transition',
                  active
                    ? 'border-brand-600 bg-brand-600 text-white shadow-sm'
                    : 'border-slate-200 bg-white text-slate-700 hover:border-brand-500 hover:text-brand-700',
                )}
              >
                <CategoryIcon itemKey={item.key} className="h-4 w-4 shrink-0" />
                <span className="font-medium">{label}</span>
                {count !== undefined && (
                  <span className={clsx('text-xs tabular-nums', active ? 'text-white' : 'text-slate-600')}>{number(count)}</span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
