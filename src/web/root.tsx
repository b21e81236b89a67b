// First: the browser's Zod must not try `new Function` before any schema is built.
import './lib/zod-csp';
import { use, useEffect, useMemo } from 'react';
import { I18nProvider, useTranslation } from './i18n/use-translation';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useNavigate,
  useRouteError,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { Route } from './+types/root';
import { rateLimitedMessage } from './lib/api-client';
import { useRootData } from './lib/root-data';
import { SiteFooter } from './components/site-footer';
import { SiteHeader } from './components/site-header';
import { PostAdDialogHost } from './components/post-ad/post-ad-dialog-host';
import { Toaster } from './components/ui/toast';
import { createI18n } from '../i18n/i18n';
import { catalogueUrl } from './i18n/messages.server';
import { CATALOGUE_LINK_ATTRIBUTE, catalogueOf, loadCatalogue } from './i18n/catalogue';
import { pageShell } from './lib/page-shell.server';
import { preferredLanguageUrl } from '../i18n/languages';
import { PREFERRED_LANGUAGE_SCRIPT } from './i18n/preferred-language-script.server';
import { VIEWER_TIME_ZONE_SCRIPT } from './lib/viewer-time-zone.server';
import { useRenderedViewerZone } from './lib/viewer-time';
import './app.css';
import { neighbourhoodExample } from '../domain/geo/neighbourhood-examples';
import { ATTRIBUTE_FILTER_KEY_LISTS } from '../domain/attributes/attribute-filters';
import { regionNamesIn } from '../domain/geo/region-names';
import { cityNamesIn } from '../domain/geo/city-names';
import type { City } from '../domain/geo/cities';

/** The document shell: the page's city (for the header) and interface language, from `pageShell`. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  const { locality, language, languageSource } = pageShell(request, params);
  // The browser's Accept-Language chose (or could have chosen) the words: a shared cache
  // must not hand this page to a browser that asks for another language.
  if (languageSource === 'browser' || languageSource === 'default') context.vary?.('Accept-Language');
  return {
    locality,
    language,
    // Where the browser fetches the page's words (i18n/catalogue.ts): not in this data, which every document carries.
    catalogueUrl: catalogueUrl(language),
    // Place words the forms need, looked up here so their tables stay out of the JavaScript:
    // a neighbourhood of the page's city for placeholders, and the filter's regions by slug.
    neighbourhoodExample: neighbourhoodExample(locality.city, language),
    regionNames: regionNamesIn(language),
    // Cities' names in the page's language (`lib/city-name.ts`), so the table stays on the server.
    cityNames: cityNamesIn(language),
    // The attribute filters' keys, for the sidebar's badge count and Reset on every results page.
    attributeFilterKeys: ATTRIBUTE_FILTER_KEY_LISTS,
    // The head's script that moves a cached page to the visitor's chosen language (server-only text).
    preferredLanguageScript: PREFERRED_LANGUAGE_SCRIPT,
    // The head's script that keeps the browser's zone in a cookie for private pages (lib/viewer-time.tsx).
    viewerTimeZoneScript: VIEWER_TIME_ZONE_SCRIPT,
    nonce: context.nonce,
    // Canonical links of the pages that describe themselves in React (the text pages).
    publicUrl: context.publicUrl,
  };
}

/** The shell only changes with the city in the path or an explicit language choice. */
export function shouldRevalidate({ currentUrl, nextUrl, currentParams, nextParams, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentParams.country !== nextParams.country || currentParams.city !== nextParams.city) return defaultShouldRevalidate;
  if (currentUrl.searchParams.get('lang') !== nextUrl.searchParams.get('lang')) return defaultShouldRevalidate;
  if (currentUrl.searchParams.get('city') !== nextUrl.searchParams.get('city')) return defaultShouldRevalidate;
  return false;
}

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRootData();
  const renderedZone = useRenderedViewerZone();
  return (
    <html lang={root?.language ?? 'en'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The page's words: fetched beside the scripts, and needed before the page hydrates (entry.client.tsx). */}
        {root && <link rel="preload" href={root.catalogueUrl} as="fetch" crossOrigin="anonymous" {...{ [CATALOGUE_LINK_ATTRIBUTE]: '' }} />}
        {/* Before anything is painted: a page served in another language than the visitor chose moves to its ?lang= address. */}
        {root && <script nonce={root.nonce} dangerouslySetInnerHTML={{ __html: root.preferredLanguageScript }} />}
        {/* Before anything is painted: the browser's zone for private pages, and a private page written for another zone loads again. */}
        {root && <script nonce={root.nonce} data-rendered-zone={renderedZone} dangerouslySetInnerHTML={{ __html: root.viewerTimeZoneScript }} />}
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-slate-50 font-sans text-slate-900 antialiased">
        {children}
        <ScrollRestoration nonce={root?.nonce} />
        <Scripts nonce={root?.nonce} />
      </body>
    </html>
  );
}

function useRootI18n() {
  const root = useRootData();
  const language = root?.language ?? 'en';
  // A switch to another language in the browser waits (suspends, so the page before it
  // stays) until its words are here: the page never shows keys. A root clientLoader could
  // wait instead, but would cost every change of city a request of its own for the root's data.
  if (!catalogueOf(language) && root && typeof document !== 'undefined') use(loadCatalogue(language, root.catalogueUrl));
  const messages = catalogueOf(language);
  return useMemo(() => createI18n(language, messages), [language, messages]);
}

/**
 * The city the header names: the one in the path, unless the page is about one city's
 * listing without the city in its address (the manage page's `headerCity`).
 */
function useHeaderCity(pathCity: City | null): City | null {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const data = match.loaderData as { headerCity?: City | null } | undefined;
    if (data && typeof data === 'object' && data.headerCity !== undefined) return data.headerCity;
  }
  return pathCity;
}

/**
 * The language the visitor chose (the `cb_lang` cookie) after navigating in the app to
 * an address without `?lang=`: the head script only runs on a document load.
 */
function useChosenLanguage(language: string) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const target = preferredLanguageUrl(window.location.href, document.cookie, language);
    if (!target) return;
    const url = new URL(target);
    void navigate({ pathname: url.pathname, search: url.search, hash: url.hash }, { replace: true, preventScrollReset: true });
  }, [location.key, language, navigate]);
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { locality } = loaderData;
  const i18n = useRootI18n();
  const headerCity = useHeaderCity(locality.city);
  useChosenLanguage(loaderData.language);
  return (
    <I18nProvider i18n={i18n}>
      <div className="flex min-h-screen flex-col">
        <SiteHeader city={headerCity} />
        <main className="flex-1">
          <Outlet />
        </main>
        <SiteFooter />
        <PostAdDialogHost />
        <Toaster />
      </div>
    </I18nProvider>
  );
}

function ErrorPage() {
  const error = useRouteError();
  const { t, i18n } = useTranslation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const limited = isRouteErrorResponse(error) && error.status === 429;
  const title = notFound ? t('errors.notFoundTitle') : limited ? t('errors.rateLimitedTitle') : t('errors.genericTitle');
  const body = notFound
    ? t('errors.notFoundBody')
    : limited
      ? rateLimitedMessage(t, i18n.language, (error.data as { retryAfterSeconds?: number } | null)?.retryAfterSeconds)
      : t('errors.genericBody');
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader city={null} />
      <main className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center px-4 py-24 text-center">
        <title>{`${title} | Cityboard`}</title>
        <meta name="robots" content="noindex" />
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="mt-3 text-slate-600">{body}</p>
        <a href="/" className="mt-6 rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700">
          {t('errors.backHome')}
        </a>
      </main>
      <SiteFooter />
    </div>
  );
}

export function ErrorBoundary() {
  const i18n = useRootI18n();
  return (
    <I18nProvider i18n={i18n}>
      <ErrorPage />
    </I18nProvider>
  );
}
