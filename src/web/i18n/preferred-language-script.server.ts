/**
 * `preferredLanguageUrl` (languages.ts) as a script for the document's head, so a page a
 * cache served in the city's language moves to the chosen one before it is painted. The
 * root loader hands it to the document, so its text is not also in every page's JavaScript.
 */
import { LANGUAGE_COOKIE, LANGUAGES } from '../../i18n/languages';

export const PREFERRED_LANGUAGE_SCRIPT = `(function(){try{var m=document.cookie.match(/(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]{2})(?:;|$)/);var l=m&&m[1];if(!l||${JSON.stringify(LANGUAGES)}.indexOf(l)<0||document.documentElement.lang===l)return;var u=new URL(location.href);if(u.searchParams.has('lang'))return;u.searchParams.set('lang',l);location.replace(u.href)}catch(e){}})()`;
