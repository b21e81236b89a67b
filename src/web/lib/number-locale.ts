/**
 * How the person in front of the page writes numbers: the page's language with the
 * city's country ("de-DE", "de-CH", "en-DE", "ja-JP"; `wordsLocale`). The Post New Ad
 * and edit forms and the filter boxes read what is typed with it
 * (domain/shared/parse-number.ts) and write stored numbers back with it.
 */
import { wordsLocale } from '../../domain/shared/format';
import { useTranslation } from '../i18n/use-translation';
import { useRootData } from './root-data';

/** The page's number locale; `cityLocale` is the ad's city's where it is not the page's (posting from a page of no city). */
export function useNumberLocale(cityLocale?: string | null): string {
  const { i18n } = useTranslation();
  const root = useRootData();
  return wordsLocale(i18n.language, cityLocale ?? root?.locality.locale ?? i18n.language);
}
