import { clsx } from 'clsx';
import { BadgeCheck, CalendarPlus, Scale } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Form, Link, useSearchParams } from 'react-router';
import type { Route } from './+types/category';
import { cityPath } from '../../domain/geo/city-path';
import { measureCategoryMarket, type CategoryMarket } from '../../domain/listings/measure-category-market';
import { formatNumber, formatPrice } from '../../domain/shared/format';
import { CATEGORIES, findCategory, type Category } from '../../domain/taxonomy/categories';
import { BrowseError } from '../components/browse/browse-error';
import { BrowseSection } from '../components/browse/browse-section';
import { cityNamesBySubdomain } from '../lib/city-names.server';
import { FollowSearchLink } from '../components/browse/follow-search-link';
import { HiddenParams } from '../components/browse/hidden-params';
import { useNarrowScreen } from '../components/browse/use-narrow-screen';
import { filtersFromUrl, loadBrowse, loadFeatureGate, loadFilterCountries } from '../lib/browse.server';
import { pageShell } from '../lib/page-shell.server';
import { loadNearby, widenPlaces } from '../lib/nearby.server';
import { notFoundResponse, pageLocality } from '../lib/page-city';
import { categorySeo } from '../lib/seo/page-seo';
import { seoForPage } from '../lib/seo/page-meta.server';
import { useCityName } from '../lib/city-name';
import { categoryLabel, subcategoryLabel } from '../i18n/taxonomy-labels';

/** Category landing pages: "/jobs" and "/{country}/{city}/jobs". */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const slug = params.category ?? url.pathname.split('/').filter(Boolean).at(-1);
  const category = findCategory(slug);
  if (!category) throw notFoundResponse();
  const locality = pageLocality(request, params);
  const filters = filtersFromUrl(url, { city: locality.city?.subdomain, category: category.slug });
  const [results, market, featureGate, filterCountries] = await Promise.all([
    loadBrowse(context, filters),
    // Over what the page shows: the subcategory when one is picked.
    measureCategoryMarket(context.db, { category: category.slug, subcategory: filters.subcategory, city: locality.city }),
    loadFeatureGate(context, { category: category.slug, city: locality.city }),
    loadFilterCountries(context, pageShell(request, params).language, filters),
  ]);
  // The same ways on as a city home: the cities within 100 km once results run out, wider places when none match.
  const nearby = await loadNearby(context.db, locality.city, filters, results.nextCursor);
  const widen = results.total === 0 ? widenPlaces(locality.city, url, { category: category.slug }) : [];
  const seo = seoForPage({ request, params, context }, (words) => categorySeo(words, { city: locality.city, category, search: url.searchParams }));
  // The global category pages span cities: their cards say which.
  const cityNames = locality.city ? null : cityNamesBySubdomain();
  return { category, locality, query: filters.search ?? '', market, featureGate, seo, cityNames, nearby, widen, filterCountries, ...results };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.seo ?? [];
}

export function ErrorBoundary() {
  return <BrowseError />;
}

const WHY = ['local', 'free', 'safer', 'private'] as const;

/** Subcategories shown on the other categories' cards; the page's own card shows all. */
const OTHER_CARD_SUBCATEGORIES = 6;

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, locality, listings, total, nextCursor, nextPageUrl, query, market, cityNames, nearby, widen, filterCountries } = loaderData;
  const { t } = useTranslation();
  const cityName = useCityName();
  const city = locality.city;
  const base = city ? cityPath(city) : '';
  const name = categoryLabel(t, category.slug);
  const place = city ? cityName(city) : null;
  const subName = (sub: { slug: string }, of: string = category.slug) => subcategoryLabel(t, of, sub.slug);
  return (
    <div>
      {/* Compact: the first listings must show on the first screen of a phone and a laptop. */}
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto max-w-7xl space-y-3 px-4 py-4 sm:py-5">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <h1 className="text-2xl font-bold sm:text-3xl">
              {place ? t('category.heading', { category: name, city: place }) : t('category.headingGlobal', { category: name })}
            </h1>
            <FollowSearchLink city={city} category={category.slug} />
          </div>
          <p className="hidden max-w-3xl text-sm text-slate-600 sm:block">{t(`category.descriptions.${category.slug}`)}</p>
          <CategorySearch key={query} query={query} name={name} place={place} />
        </div>
      </header>

      <div className="mx-auto max-w-7xl space-y-8 px-4 py-4 sm:py-5">
        <div className="space-y-4 sm:space-y-5">
          <section aria-labelledby="category-cards-heading">
            <h2 id="category-cards-heading" className="sr-only">
              {t('category.browseHeading', { category: name })}
            </h2>
            <SubcategoryCard category={category} base={base} subName={subName} />
          </section>

          <BrowseSection
            listings={listings}
            total={total}
            nextCursor={nextCursor}
            nextPageUrl={nextPageUrl}
            locale={locality.locale}
            city={locality.city}
            category={category.slug}
            cityNames={cityNames}
            filterCountries={filterCountries}
            widen={widen}
            nearby={nearby}
          />
        </div>

        {/* What we say about the market and ourselves comes after what people came for. */}
        <MarketFigures market={market} locale={locality.locale} />

        <section aria-labelledby="other-categories-heading" className="space-y-4">
          <h2 id="other-categories-heading" className="text-xl font-bold">
            {t('category.otherCategories')}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
            {CATEGORIES.filter((other) => other.slug !== category.slug).map((other) => (
              <li key={other.slug} className="rounded-xl border border-slate-200 bg-white p-4">
                <Link to={`${base}/${other.slug}`} className="font-semibold hover:text-brand-700 hover:underline">
                  {categoryLabel(t, other.slug)}
                </Link>
                <ul className="mt-2 flex flex-wrap gap-1 text-xs">
                  {other.subcategories.slice(0, OTHER_CARD_SUBCATEGORIES).map((sub) => (
                    <li key={sub.slug}>
                      <Link
                        to={`${base}/${other.slug}?subcategory=${sub.slug}`}
                        className="block rounded bg-slate-100 px-1.5 py-0.5 text-slate-600 hover:bg-brand-50 hover:text-brand-700"
                      >
                        {subName(sub, other.slug)}
                      </Link>
                    </li>
                  ))}
                  {other.subcategories.length > OTHER_CARD_SUBCATEGORIES && (
                    <li className="px-1.5 py-0.5 text-slate-500">
                      {t('category.more', {
                        count: other.subcategories.length - OTHER_CARD_SUBCATEGORIES,
                      })}
                    </li>
                  )}
                </ul>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="why-heading" className="rounded-2xl bg-brand-50 p-6">
          <h2 id="why-heading" className="text-xl font-bold">
            {t('category.why.heading')}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {WHY.map((key) => (
              <li key={key}>
                <p className="font-semibold text-slate-900">{t(`category.why.${key}.title`)}</p>
                <p className="mt-1 text-sm text-slate-700">{t(`category.why.${key}.body`)}</p>
              </li>
            ))}
          </ul>
        </section>

        {city && (
          <section aria-labelledby="insights-heading" className="rounded-xl border border-slate-200 bg-white p-5 text-sm">
            <h2 id="insights-heading" className="text-lg font-semibold">
              {t('category.insights.heading')}
            </h2>
            <ul className="mt-3 grid gap-2 text-slate-700 sm:grid-cols-3">
              <li className="rounded-lg bg-slate-50 px-3 py-2">
                {t('category.insights.population', {
                  city: place,
                  population: (city.population / 1_000_000).toFixed(1),
                })}
              </li>
              <li className="rounded-lg bg-slate-50 px-3 py-2">
                {t('category.insights.currency', {
                  symbol: city.currencySymbol,
                  currency: city.currency,
                })}
              </li>
              <li className="rounded-lg bg-slate-50 px-3 py-2">
                {t('category.insights.listings', {
                  count: total,
                  formattedCount: formatNumber(total, locality.locale),
                  category: name,
                })}
              </li>
            </ul>
          </section>
        )}
      </div>
    </div>
  );
}

/** As many columns as figures on wider screens, so one or two figures do not leave a gap. */
const FIGURE_COLUMNS: Record<number, string> = {
  1: 'sm:max-w-xs sm:grid-cols-1',
  2: 'sm:max-w-2xl sm:grid-cols-2',
  3: 'sm:grid-cols-3',
};

/**
 * Measured figures only (domain/listings/measure-category-market.ts); a figure without
 * enough listings behind it is not shown, and with none of them the row is left out.
 */
function MarketFigures({ market, locale }: { market: CategoryMarket; locale: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const figures: {
    key: string;
    value: string;
    label: string;
    Icon: typeof Scale;
  }[] = [];
  if (market.listings > 0) {
    figures.push({
      key: 'week',
      value: formatNumber(market.postedThisWeek, locale),
      label: t('category.figures.postedThisWeek', {
        count: market.postedThisWeek,
      }),
      Icon: CalendarPlus,
    });
  }
  if (market.medianPrice) {
    const { amount, currency, unit, of } = market.medianPrice;
    const price = formatPrice(amount, currency, locale);
    figures.push({
      key: 'median',
      value: unit ? t(`category.figures.per.${unit}`, { price }) : price,
      label: t('category.figures.median', { count: of }),
      Icon: Scale,
    });
  }
  if (market.verifiedPercent !== null) {
    figures.push({
      key: 'verified',
      value: `${formatNumber(market.verifiedPercent, locale)}%`,
      label: t('category.figures.verified', { count: market.listings }),
      Icon: BadgeCheck,
    });
  }
  if (figures.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-xl font-bold">
        {t('category.figures.label')}
      </h2>
      <ul className={clsx('grid grid-cols-2 gap-3', FIGURE_COLUMNS[figures.length])} aria-label={t('category.figures.label')} data-testid="market-figures">
        {figures.map(({ key, value, label, Icon }) => (
          <li key={key} className="rounded-xl border border-slate-200 bg-white p-4 text-center" data-figure={key}>
            <Icon className="mx-auto h-5 w-5 text-brand-600" aria-hidden />
            <p className="mt-1 text-xl font-bold text-brand-700 sm:text-2xl">{value}</p>
            <p className="text-xs text-slate-600">{label}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function SubcategoryCard({ category, base, subName }: { category: Category; base: string; subName: (sub: { slug: string; name: string }) => string }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const current = params.get('subcategory');
  const chip = (active: boolean) =>
    clsx(
      'flex h-10 items-center whitespace-nowrap rounded-full border px-3 text-sm',
      active ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-200 bg-white hover:border-brand-500 hover:text-brand-700',
    );
  return (
    // One row that scrolls sideways at every width (For Sale has 34): the listings come first.
    <ul
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:thin]"
      aria-label={t('category.subcategoriesLabel', {
        category: t(`category.names.${category.slug}`),
      })}
    >
      <li className="shrink-0">
        <Link to={`${base}/${category.slug}`} className={chip(!current)} aria-current={!current ? 'true' : undefined}>
          {t('category.all', {
            category: t(`category.names.${category.slug}`),
          })}
        </Link>
      </li>
      {category.subcategories.map((sub) => (
        <li key={sub.slug} className="shrink-0">
          <Link
            to={`${base}/${category.slug}?subcategory=${sub.slug}`}
            className={chip(current === sub.slug)}
            aria-current={current === sub.slug ? 'true' : undefined}
          >
            {subName(sub)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function CategorySearch({ query, name, place }: { query: string; name: string; place: string | null }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = useId();
  // "Search For Sale in New York..." is cut in a phone's box; the heading above already says both.
  const narrow = useNarrowScreen();
  return (
    <Form method="get" role="search" className="flex max-w-xl gap-2">
      <HiddenParams params={params} except={['q']} />
      <label htmlFor={id} className="sr-only">
        {t('category.searchLabel', { category: name })}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        defaultValue={query}
        maxLength={200}
        placeholder={
          narrow
            ? t('home.searchPlaceholderShort')
            : place
              ? t('category.searchPlaceholder', { category: name, city: place })
              : t('category.searchPlaceholderGlobal', { category: name })
        }
        className="h-11 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3"
      />
      <button type="submit" className="h-11 rounded-lg bg-brand-600 px-4 font-medium text-white hover:bg-brand-700">
        {t('category.searchButton')}
      </button>
    </Form>
  );
}
