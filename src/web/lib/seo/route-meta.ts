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
export function noindexMeta(t: TFunction, titleKey: string): MetaDescriptor[] {
  return [{ title: `${t(titleKey)} | ${t('brand.name')}` }, { name: 'robots', content: 'noindex' }];
}

/** `noindexMeta` in the page's language, from the root loader's data in `meta`. */
export function noindexMetaOf(matches: readonly MatchLike[], titleKey: string): MetaDescriptor[] {
  const language = rootDataOf(matches)?.language ?? 'en';
  return noindexMeta(createI18n(language, catalogueOf(language)).t, titleKey);
}
