import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import type { Route } from './+types/categories';
import { cityPath } from '../../../domain/geo/city-path';
import { CATEGORIES } from '../../../domain/taxonomy/categories';
import { pageLocality } from '../../lib/page-city';
import { CanonicalLink } from '../../lib/seo/canonical-link';
import { useCityName } from '../../lib/city-name';
import { categoryLabel, subcategoryLabel } from '../../i18n/taxonomy-labels';

/** /categories (footer "Browse Categories"): every category and subcategory; ?city= keeps the visitor's city. */
export function loader({ request, params }: Route.LoaderArgs) {
  return { locality: pageLocality(request, params) };
}

export default function CategoriesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const cityName = useCityName();
  const city = loaderData.locality.city;
  const base = city ? cityPath(city) : '';
  const title = t('pages.categories.title');
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <title>{`${title} | ${t('brand.name')}`}</title>
      <CanonicalLink />
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-2 text-slate-600">
        {city ? t('pages.categories.introCity', { city: cityName(city) }) : t('pages.categories.intro')}
      </p>
      <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {CATEGORIES.map((category) => (
          <section key={category.slug} className="rounded-xl border border-slate-200 bg-white p-5" aria-labelledby={`cat-${category.slug}`}>
            <h2 id={`cat-${category.slug}`} className="text-lg font-semibold">
              <Link to={`${base}/${category.slug}`} className="hover:text-brand-700 hover:underline">
                {categoryLabel(t, category.slug)}
              </Link>
            </h2>
            <p className="mt-1 text-sm text-slate-600">{t(`category.descriptions.${category.slug}`)}</p>
            <ul className="mt-3 flex flex-wrap gap-1.5 text-sm">
              {category.subcategories.map((sub) => (
                <li key={sub.slug}>
                  <Link
                    to={`${base}/${category.slug}?subcategory=${sub.slug}`}
                    className="block rounded-md bg-slate-100 px-2 py-1 text-slate-700 hover:bg-brand-50 hover:text-brand-700"
                  >
                    {subcategoryLabel(t, category.slug, sub.slug)}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
