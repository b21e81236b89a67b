/**
 * The site map. One module per URL shape; a module serving several shapes is listed
 * once per shape with its own id.
 */
import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { CATEGORY_SLUGS } from '../domain/taxonomy/categories';

/** Footer pages: single static segments, none of them a category slug. */
const footerPages = ['safety', 'help', 'privacy', 'terms', 'cookies', 'ads-policy', 'categories'];

const victoriaLevels = ['au/victoria', 'au/victoria/:region', 'au/victoria/:region/:hub', 'au/victoria/:region/:hub/:suburb'];

export default [
  index('routes/home.tsx', { id: 'home' }),
  route('listing/:id', 'routes/listing.tsx', { id: 'listing' }),
  ...footerPages.map((page) => route(page, `routes/pages/${page}.tsx`, { id: `page-${page}` })),
  ...CATEGORY_SLUGS.map((slug) => route(slug, 'routes/category.tsx', { id: `category-${slug}` })),
  ...victoriaLevels.map((path, level) => route(path, 'routes/victoria.tsx', { id: `victoria-${level}` })),
  route('manage/:id/:token', 'routes/manage.tsx', { id: 'manage' }),
  route('verify-email/:id/:token', 'routes/verify-email.tsx', { id: 'verify-email' }),
  route('favourites', 'routes/favourites.tsx', { id: 'favourites' }),
  route('moderation', 'routes/moderation.tsx', { id: 'moderation' }),
  route('moderation/login', 'routes/moderation-login.tsx', { id: 'moderation-login' }),
  route(':country/:city', 'routes/home.tsx', { id: 'city-home' }),
  route(':country/:city/listing/:id', 'routes/listing.tsx', { id: 'city-listing' }),
  route(':country/:city/:category', 'routes/category.tsx', { id: 'city-category' }),
  route('*', 'routes/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig;
