import { createContext, useContext, type ReactNode } from 'react';
import { createI18n, type I18n } from '../../i18n/i18n';

/** Without a provider (a component rendered alone), keys stand for their messages. */
const I18nContext = createContext<I18n>(createI18n('en', null));

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/** The page language's words: `t(key, params)`, and `i18n.language` for `Intl`. */
export function useTranslation(): { t: I18n['t']; i18n: I18n } {
  const i18n = useContext(I18nContext);
  return { t: i18n.t, i18n };
}
