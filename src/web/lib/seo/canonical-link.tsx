import { useLocation, useRouteLoaderData } from 'react-router';
import { rootSeoData } from './route-meta';

/**
 * `<link rel="canonical">` for pages that describe themselves with React's own
 * `<title>`/`<meta>` elements (the footer pages) rather than a `meta` export:
 * the page's path on the configured public URL, without its query.
 */
export function CanonicalLink() {
  const root = useRouteLoaderData('root');
  const { pathname } = useLocation();
  const { publicUrl } = rootSeoData([{ id: 'root', loaderData: root }]);
  return <link rel="canonical" href={`${publicUrl}${pathname}`} />;
}
