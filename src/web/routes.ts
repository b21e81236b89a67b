/**
 * The site map. One module per URL shape; a module serving several shapes is listed
 * once per shape with its own id.
 */
import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { PRIVATE_PAGES } from '../domain/reach/private-paths';
import { SITE_PAGES } from '../domain/reach/public-paths';
import { CATEGORY_SLUGS } from '../domain/taxonomy/categories';

const victoriaLevels = ['au/victoria', 'au/victoria/:region', 'au/victoria/:region/:hub', 'au/victoria/:region/:hub/:suburb'];

export default [
  index('routes/home.tsx', { id: 'home' }),
  route('listing/:id', 'routes/listing.tsx', { id: 'listing' }),
  // Each language's interface text, fetched once by the browser (i18n/catalogue.ts).
  route('i18n/:file', 'routes/i18n-catalogue.ts', { id: 'i18n-catalogue' }),
  ...SITE_PAGES.map(({ slug }) => route(slug, `routes/pages/${slug}.tsx`, { id: `page-${slug}` })),
  ...CATEGORY_SLUGS.map((slug) => route(slug, 'routes/category.tsx', { id: `category-${slug}` })),
  ...victoriaLevels.map((path, level) => route(path, 'routes/victoria.tsx', { id: `victoria-${level}` })),
  // Pages of one person (domain/reach/private-paths.ts: never cached, never indexed, tokens never logged).
  ...PRIVATE_PAGES.map((page) => route(page.path, page.module, { id: page.id })),
  route('favourites', 'routes/favourites.tsx', { id: 'favourites' }),
  route(':country/:city', 'routes/home.tsx', { id: 'city-home' }),
  route(':country/:city/listing/:id', 'routes/listing.tsx', { id: 'city-listing' }),
  route(':country/:city/:category', 'routes/category.tsx', { id: 'city-category' }),
  route('*', 'routes/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig;
