import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { localityOf } from '../domain/geo/find-city';
import { resolveCity } from '../domain/geo/resolve-city';
import { SiteFooter } from './components/site-footer';
import { SiteHeader } from './components/site-header';
import './app.css';

/**
 * The document shell. Its loader only decides the page's language and city for the
 * header; a wrong or unknown city is handled by the page's own loader.
 */
export function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const resolution = resolveCity({
    countrySegment: params.country,
    citySegment: params.city,
    query: url.searchParams.get('city'),
    host: request.headers.get('host'),
  });
  const locality = localityOf(resolution.kind === 'city' ? resolution.city : null);
  if (params.country === 'au' && url.pathname.startsWith('/au/victoria')) {
    return { locality: localityOf(null), languageCode: 'en', nonce: context.nonce, victoria: true };
  }
  return { locality, languageCode: locality.languageCode, nonce: context.nonce, victoria: false };
}

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  return (
    <html lang={root?.languageCode ?? 'en'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
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

export default function App() {
  const { locality } = useLoaderData<typeof loader>();
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader city={locality.city} />
      <main className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader city={null} />
      <main className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center px-4 py-24 text-center">
        <title>{notFound ? '404 Page Not Found | Cityboard' : 'Something went wrong | Cityboard'}</title>
        <meta name="robots" content="noindex" />
        <h1 className="text-3xl font-bold">{notFound ? '404 Page Not Found' : 'Something went wrong'}</h1>
        <p className="mt-3 text-slate-600">
          {notFound
            ? 'The page you are looking for does not exist or has moved.'
            : 'Please try again in a moment.'}
        </p>
        <a href="/" className="mt-6 rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700">
          Back to Home
        </a>
      </main>
      <SiteFooter />
    </div>
  );
}
