import {
  BookOpen,
  Briefcase,
  Camera,
  Car,
  Dumbbell,
  Gamepad2,
  Gem,
  Gift,
  Guitar,
  House,
  LayoutGrid,
  SearchCheck,
  Shirt,
  ShoppingBag,
  Smartphone,
  Ticket,
  Users,
  Wrench,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { clsx } from 'clsx';
import { useId, type ChangeEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { CATEGORIES, CATEGORY_BAR, type CategoryBarItem, type CategorySlug } from '../../../domain/taxonomy/categories';
import { HiddenParams } from './hidden-params';
import { searchString, withParams } from './search-params';
import { useHydrated } from './use-hydrated';

const ICONS: Record<string, LucideIcon> = {
  all: LayoutGrid,
  'for-sale': ShoppingBag,
  housing: House,
  jobs: Briefcase,
  services: Wrench,
  community: Users,
  gigs: Zap,
  cars: Car,
  electronics: Smartphone,
  fashion: Shirt,
  music: Guitar,
  gaming: Gamepad2,
  photography: Camera,
  sports: Dumbbell,
  books: BookOpen,
  collectibles: Gem,
  tickets: Ticket,
  free: Gift,
  wanted: SearchCheck,
};

/** Small screens show the first 12 items only (SPEC). */
const SMALL_SCREEN_ITEMS = 12;

export interface CategoryCounts {
  counts: Partial<Record<CategorySlug, number>>;
  total: number;
}

function isActive(item: CategoryBarItem, category: string | null, subcategory: string | null): boolean {
  if (!item.category) return !category;
  return item.category === category && (item.subcategory ?? null) === (subcategory || null);
}

/**
 * The home pages' category bar. Desktop: a grid, 6 columns on large screens; small
 * screens: the first 12 in 3–4 columns, first word of each label only; phones: a
 * dropdown of the top-level categories. Each choice filters the current page via the
 * URL (?category=&subcategory=). Counts are real: listings per top-level category.
 */
export function CategoryBar({ counts }: { counts: CategoryCounts }) {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const category = params.get('category');
  const subcategory = params.get('subcategory');
  const number = (n: number) => n.toLocaleString(i18n.language);

  function countOf(item: CategoryBarItem): number | undefined {
    if (!item.category) return counts.total;
    return item.subcategory ? undefined : (counts.counts[item.category] ?? 0);
  }

  return (
    <section aria-labelledby="category-bar-heading" id="categories" className="scroll-mt-20">
      <h2 id="category-bar-heading" className="sr-only">
        {t('categoryBar.heading')}
      </h2>
      <CategoryDropdown category={category} />
      <ul className="hidden grid-cols-3 gap-2 sm:grid md:grid-cols-4 lg:grid-cols-6">
        {CATEGORY_BAR.map((item, index) => {
          const label = t(`categoryBar.items.${item.key}`);
          const count = countOf(item);
          const active = isActive(item, category, subcategory);
          const Icon = ICONS[item.key] ?? LayoutGrid;
          const href = searchString(withParams(params, { category: item.category ?? null, subcategory: item.subcategory ?? null }));
          return (
            <li key={item.key} className={clsx(index >= SMALL_SCREEN_ITEMS && 'hidden lg:block')}>
              <Link
                to={{ search: href }}
                preventScrollReset
                aria-current={active ? 'true' : undefined}
                aria-label={count === undefined ? label : t('categoryBar.itemWithCount', { label, number: number(count) })}
                data-testid={`category-${item.key}`}
                className={clsx(
                  'flex h-full items-center gap-2 rounded-lg border px-3 py-2 text-sm transition',
                  active
                    ? 'border-brand-600 bg-brand-600 text-white shadow-sm'
                    : 'border-slate-200 bg-white text-slate-700 hover:border-brand-500 hover:text-brand-700',
                )}
              >
                <Icon className="h-4 w-4 shrink-0" aria-hidden />
                <span className="min-w-0 flex-1 truncate font-medium">
                  <span className="lg:hidden">{label.split(' ')[0]}</span>
                  <span className="hidden lg:inline">{label}</span>
                </span>
                {count !== undefined && (
                  <span className={clsx('shrink-0 text-xs tabular-nums', active ? 'text-white' : 'text-slate-600')}>
                    {number(count)}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Phones: "All Categories" plus each category; choosing one clears the subcategory. */
function CategoryDropdown({ category }: { category: string | null }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const selectId = useId();

  function choose(event: ChangeEvent<HTMLSelectElement>) {
    const next = withParams(params, { category: event.target.value || null, subcategory: null });
    void navigate({ pathname: location.pathname, search: searchString(next) }, { preventScrollReset: true });
  }

  return (
    <form method="get" className="flex items-center gap-2 sm:hidden">
      <HiddenParams params={params} except={['category', 'subcategory']} />
      <label htmlFor={selectId} className="shrink-0 text-sm font-medium text-slate-700">
        {t('categoryBar.dropdownLabel')}
      </label>
      <select
        id={selectId}
        name="category"
        value={category ?? ''}
        onChange={choose}
        className="h-10 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-sm"
      >
        <option value="">{t('categoryBar.items.all')}</option>
        {CATEGORIES.map((option) => (
          <option key={option.slug} value={option.slug}>
            {t(`categoryBar.items.${option.slug}`)}
          </option>
        ))}
      </select>
      {!hydrated && (
        <button type="submit" className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium">
          {t('categoryBar.go')}
        </button>
      )}
    </form>
  );
}
