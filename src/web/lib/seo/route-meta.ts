/**
 * What the routes' `meta` exports need in the browser. Pages build their full metadata
 * in their loaders (page-meta.server.ts); only a page whose loader failed (a missing
 * listing) describes itself here, with the words of the root loader's data.
 */
import type { MetaDescriptor } from 'react-router';
import { createI18n, type Messages, type TFunction } from '../../i18n/i18n';
import { isLanguage } from '../../i18n/languages';

type MatchLike = { id: string; loaderData?: unknown } | undefined;

interface RootData {
  language: string;
  messages: Messages | null;
  publicUrl: string;
}

export function rootSeoData(matches: readonly MatchLike[]): RootData {
  const data = matches.find((match) => match?.id === 'root')?.loaderData as Partial<RootData> | undefined;
  return { language: data?.language ?? 'en', messages: data?.messages ?? null, publicUrl: data?.publicUrl ?? '' };
}

/** Title and robots for a page that is not for search engines (missing listing, private pages). */
export function noindexMeta(t: TFunction, titleKey: string): MetaDescriptor[] {
  return [{ title: `${t(titleKey)} | ${t('brand.name')}` }, { name: 'robots', content: 'noindex' }];
}

/** `noindexMeta` in the page's language, from the root loader's data in `meta`. */
export function noindexMetaOf(matches: readonly MatchLike[], titleKey: string): MetaDescriptor[] {
  const root = rootSeoData(matches);
  return noindexMeta(createI18n(isLanguage(root.language) ? root.language : 'en', root.messages).t, titleKey);
}
