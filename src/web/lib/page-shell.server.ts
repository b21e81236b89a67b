import { localityOf, type Locality } from '../../domain/geo/find-city';
import { chooseLanguage, cookieValue, LANGUAGE_COOKIE, type Language } from '../i18n/languages';
import { resolveRequestCity } from './page-city';

/**
 * What the document shell of a request shows: the city in the header and the interface
 * language. The root loader and the pages' metadata both ask here, so a page's title
 * is in the language of the page around it. A wrong or unknown city is the page
 * loader's business (`pageLocality`).
 */
export function pageShell(request: Request, params: { country?: string; city?: string }): { locality: Locality; language: Language } {
  const url = new URL(request.url);
  const resolution = resolveRequestCity(request, params);
  const victoria = url.pathname === '/au/victoria' || url.pathname.startsWith('/au/victoria/');
  const city = resolution.kind === 'city' ? resolution.city : null;
  const locality = victoria ? localityOf(null) : localityOf(city);
  const language = chooseLanguage({
    query: url.searchParams.get('lang'),
    cookie: cookieValue(request.headers.get('cookie'), LANGUAGE_COOKIE),
    cityLanguage: locality.languageCode,
  });
  return { locality, language };
}
