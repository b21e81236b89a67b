/**
 * Builds a page's metadata in its loader, on the server: the words, the city table
 * behind hreflang and the structured data stay out of the browser's JavaScript, and the
 * route's `meta` only hands over `loaderData.seo`. Same on first load and on client
 * navigation, since the loader runs on the server for both.
 */
import type { MetaDescriptor } from 'react-router';
import type { AppContext } from '../../app-context';
import { createI18n, type I18n } from '../../../i18n/i18n';
import type { Language } from '../../../i18n/languages';
import { messagesFor } from '../../i18n/messages.server';
import { pageShell } from '../page-shell.server';
import { pageMeta, type PageSeo, type SeoSite } from './page-meta';
import type { SeoWords } from './page-seo';
import { noindexMeta } from './route-meta';

const translators = new Map<Language, I18n>();

function translatorFor(language: Language): I18n {
  let i18n = translators.get(language);
  if (!i18n) {
    i18n = createI18n(language, messagesFor(language));
    translators.set(language, i18n);
  }
  return i18n;
}

type SeoBuilder = (words: SeoWords, site: SeoSite) => PageSeo;

/** Meta descriptors of a page described by `build`, in the site's language. */
export function buildSeoMeta(site: SeoSite & { language: Language }, build: SeoBuilder): MetaDescriptor[] {
  const { t } = translatorFor(site.language);
  return pageMeta(site, { siteDescription: t('seo.home.description'), ...build({ t, language: site.language }, site) });
}

interface LoaderArgsLike {
  request: Request;
  params: { country?: string; city?: string };
  context: Pick<AppContext, 'publicUrl' | 'siteVerification'>;
}

/** The page's metadata, for its loader's data: `seo: seoForPage(args, (words) => homeSeo(words, …))`. */
export function seoForPage({ request, params, context }: LoaderArgsLike, build: SeoBuilder): MetaDescriptor[] {
  const { language, urlLanguage } = pageShell(request, params);
  return buildSeoMeta({ publicUrl: context.publicUrl, language, urlLanguage, verification: context.siteVerification ?? {} }, build);
}

/** Title and robots for a page that is not for search engines, from its loader. */
export function noindexForPage({ request, params }: Pick<LoaderArgsLike, 'request' | 'params'>, titleKey: string): MetaDescriptor[] {
  return noindexMeta(translatorFor(pageShell(request, params).language).t, titleKey);
}
