import { localityOf, type Locality } from '../../domain/geo/find-city';
import { decideLanguage, type Language, type LanguageSource } from '../../i18n/languages';
import { resolveRequestCity } from './page-city';

/**
 * What the document shell of a request shows: the city in the header and the interface
 * language. The root loader and the pages' metadata both ask here, so a page's title
 * is in the language of the page around it. A wrong or unknown city is the page
 * loader's business (`pageLocality`). `languageSource` says whether the browser's
 * Accept-Language decided, so the response can say it varies by it. The language comes
 * from the address and the city only, never a cookie, so shared caches may keep the page;
 * `urlLanguage` is the `?lang=` that made it differ from the city's (canonical, hreflang).
 */
export function pageShell(
  request: Request,
  params: { country?: string; city?: string },
): { locality: Locality; language: Language; languageSource: LanguageSource; urlLanguage: Language | null } {
  const url = new URL(request.url);
  const resolution = resolveRequestCity(request, params);
  const victoria = url.pathname === '/au/victoria' || url.pathname.startsWith('/au/victoria/');
  const city = resolution.kind === 'city' ? resolution.city : null;
  const locality = victoria ? localityOf(null) : localityOf(city);
  // Victoria's pages are Australian, so English; the global pages have no language of their own.
  const cityLanguage = victoria ? 'en' : locality.city ? locality.languageCode : null;
  const { language, source } = decideLanguage({
    query: url.searchParams.get('lang'),
    cityLanguage,
    acceptLanguage: request.headers.get('accept-language'),
  });
  return { locality, language, languageSource: source, urlLanguage: source === 'query' && language !== cityLanguage ? language : null };
}
