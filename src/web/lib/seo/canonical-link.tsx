import { useLocation } from 'react-router';
import { isLanguage } from '../../../i18n/languages';
import { useRootData } from '../root-data';

/**
 * `<link rel="canonical">` for pages that describe themselves with React's own
 * `<title>`/`<meta>` elements (the footer pages) rather than a `meta` export:
 * the page's path on the configured public URL, without its query but for `?lang=`,
 * which makes it another page (that page in another language).
 */
export function CanonicalLink() {
  const publicUrl = useRootData()?.publicUrl ?? '';
  const { pathname, search } = useLocation();
  const language = new URLSearchParams(search).get('lang');
  return <link rel="canonical" href={`${publicUrl}${pathname}${isLanguage(language) ? `?lang=${language}` : ''}`} />;
}
