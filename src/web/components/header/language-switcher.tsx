import { clsx } from 'clsx';
import { Globe } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { isLanguage, LANGUAGE_COOKIE, LANGUAGE_NAMES, LANGUAGES, type Language } from '../../../i18n/languages';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The interface language: the page's `?lang=` address, so every language of a page is
 * its own address a shared cache can keep. The choice is also remembered in the `cb_lang`
 * cookie, which only the browser reads: later pages without `?lang=` move to it (root.tsx).
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const current: Language = isLanguage(i18n.language) ? i18n.language : 'en';

  function choose(language: Language) {
    document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
    const params = new URLSearchParams(location.search);
    params.set('lang', language);
    void navigate({ pathname: location.pathname, search: `?${params}`, hash: location.hash });
  }

  return (
    <label className={clsx('relative flex items-center', className)}>
      <span className="sr-only">{t('header.language')}</span>
      <Globe className="pointer-events-none absolute left-2.5 h-4 w-4 text-slate-500" aria-hidden />
      <select
        value={current}
        onChange={(event) => {
          if (isLanguage(event.target.value)) choose(event.target.value);
        }}
        data-testid="language-switcher"
        // Phones show the globe alone (the list still names every language): "Deutsch" or
        // "Français" beside a long city name would push the bar off a 390 px screen.
        className="h-10 w-10 cursor-pointer appearance-none rounded-lg border border-transparent bg-transparent pl-8 pr-2 text-sm text-transparent hover:bg-slate-100 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100 sm:w-auto sm:text-slate-700 [&>option]:text-slate-900"
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </label>
  );
}
