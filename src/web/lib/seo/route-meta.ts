/**
 * What the routes' `meta` exports need in the browser. Pages build their full metadata
 * in their loaders (page-meta.server.ts); only a page whose loader failed (a missing
 * listing) describes itself here, with the words of the root loader's data.
 */
import type { MetaDescriptor } from 'react-router';
import { createI18n, type TFunction } from '../../../i18n/i18n';
import { rootDataOf, type MatchLike } from '../root-data';
import { catalogueOf } from '../../i18n/catalogue';

/** Title and robots for a page that is not for search engines (missing listing, private pages). */
export function noindexMeta(t: TFunction, titleKey: string, values?: Record<string, string>): MetaDescriptor[] {
  return [{ title: `${t(titleKey, values)} | ${t('brand.name')}` }, { name: 'robots', content: 'noindex' }];
}

/** `noindexMeta` in the page's language, from the root loader's data in `meta`. */
export function noindexMetaOf(matches: readonly MatchLike[], titleKey: string, values?: Record<string, string>): MetaDescriptor[] {
  const language = rootDataOf(matches)?.language ?? 'en';
  return noindexMeta(createI18n(language, catalogueOf(language)).t, titleKey, values);
}

/**
 * For a private page whose component writes its own `<title>` in the page's words: a
 * second title here would come first in the head and be the one the browser shows.
 */
export const NOINDEX_ONLY: MetaDescriptor[] = [{ name: 'robots', content: 'noindex' }];
