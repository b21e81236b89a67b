/**
 * Glue for route `meta` exports: the site (public URL, language, verification codes)
 * and the page language's words come from the root loader's data, so every page's
 * metadata is in the language of the page and the same on the server and in the browser.
 */
import type { i18n as I18n } from 'i18next';
import type { MetaDescriptor } from 'react-router';
import type { SiteVerification } from '../../../config';
import { createI18n, type Messages } from '../../i18n/i18n';
import { isLanguage } from '../../i18n/languages';
import { pageMeta, type PageSeo, type SeoSite } from './page-meta';
import type { SeoWords } from './page-seo';

/** What the root loader hands the pages' metadata. */
export interface RootSeoData {
  language: string;
  messages: Messages | null;
  publicUrl: string;
  siteVerification: SiteVerification;
}

const translators = new WeakMap<Messages, I18n>();

function translatorFor(language: string, messages: Messages | null): I18n {
  const lang = isLanguage(language) ? language : 'en';
  if (!messages) return createI18n(lang, null);
  let instance = translators.get(messages);
  if (!instance) {
    instance = createI18n(lang, messages);
    translators.set(messages, instance);
  }
  return instance;
}

type MatchLike = { id: string; loaderData?: unknown } | undefined;

export function rootSeoData(matches: readonly MatchLike[]): RootSeoData {
  const data = matches.find((match) => match?.id === 'root')?.loaderData as Partial<RootSeoData> | undefined;
  return {
    language: data?.language ?? 'en',
    messages: data?.messages ?? null,
    publicUrl: data?.publicUrl ?? '',
    siteVerification: data?.siteVerification ?? {},
  };
}

/** A route's meta descriptors from its page description, built with the page's words. */
export function seoMeta(matches: readonly MatchLike[], build: (words: SeoWords, site: SeoSite) => PageSeo): MetaDescriptor[] {
  const root = rootSeoData(matches);
  const i18n = translatorFor(root.language, root.messages);
  const site: SeoSite = { publicUrl: root.publicUrl, language: root.language, verification: root.siteVerification };
  return pageMeta(site, build({ t: i18n.t, language: root.language }, site));
}

/** Title and robots for a page that is not for search engines (missing listing, private pages). */
export function noindexMeta(matches: readonly MatchLike[], titleKey: string): MetaDescriptor[] {
  const root = rootSeoData(matches);
  const { t } = translatorFor(root.language, root.messages);
  return [{ title: `${t(titleKey)} | ${t('brand.name')}` }, { name: 'robots', content: 'noindex' }];
}
