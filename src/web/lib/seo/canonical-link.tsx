import { useLocation } from 'react-router';
import { useRootData } from '../root-data';

/**
 * `<link rel="canonical">` for pages that describe themselves with React's own
 * `<title>`/`<meta>` elements (the footer pages) rather than a `meta` export:
 * the page's path on the configured public URL, without its query.
 */
export function CanonicalLink() {
  const publicUrl = useRootData()?.publicUrl ?? '';
  const { pathname } = useLocation();
  return <link rel="canonical" href={`${publicUrl}${pathname}`} />;
}
