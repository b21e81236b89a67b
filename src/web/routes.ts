/**
 * The site map. One module per URL shape; a module serving several shapes is listed
 * once per shape with its own id.
 */
import { type RouteConfig, index, route } from '@react-router/dev/routes';
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
  route('manage/:id/:token', 'routes/manage.tsx', { id: 'manage' }),
  // The seller's own browser (the visitor cookie) needs no secret in the address.
  route('manage/:id', 'routes/manage.tsx', { id: 'manage-own' }),
  route('verify-email/:id/:token', 'routes/verify-email.tsx', { id: 'verify-email' }),
  route('messages/:id/:token', 'routes/messages.tsx', { id: 'messages' }),
  // A participant's own browser (the visitor cookie) needs no secret in the address.
  route('messages/:id', 'routes/messages.tsx', { id: 'messages-own' }),
  // Search alerts: the links in their mails (the tokens are the secrets).
  route('alerts/confirm/:id/:token', 'routes/alerts/confirm.tsx', { id: 'alerts-confirm' }),
  route('alerts/manage/:token', 'routes/alerts/manage.tsx', { id: 'alerts-manage' }),
  route('alerts/unsubscribe/:token', 'routes/alerts/unsubscribe.tsx', { id: 'alerts-unsubscribe' }),
  route('favourites', 'routes/favourites.tsx', { id: 'favourites' }),
  route('my-ads', 'routes/my-ads.tsx', { id: 'my-ads' }),
  route('my-ads/sign-in/:id/:token', 'routes/my-ads-sign-in.tsx', { id: 'my-ads-sign-in' }),
  route('my-ads/renew/:id/:token', 'routes/my-ads-renew.tsx', { id: 'my-ads-renew' }),
  route('moderation', 'routes/moderation.tsx', { id: 'moderation' }),
  route('moderation/login', 'routes/moderation-login.tsx', { id: 'moderation-login' }),
  route(':country/:city', 'routes/home.tsx', { id: 'city-home' }),
  route(':country/:city/listing/:id', 'routes/listing.tsx', { id: 'city-listing' }),
  route(':country/:city/:category', 'routes/category.tsx', { id: 'city-category' }),
  route('*', 'routes/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig;
