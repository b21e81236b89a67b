import type { MouseEvent } from 'react';
import { useMatches } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';

/** The result pages: homes, category pages and Victoria's places (see routes.ts). */
const RESULT_ROUTE = /^(home|city-home|city-category|category-.+|victoria-\d)$/;
/** The results heading of listing-results.tsx (focusable with tabIndex -1). */
export const RESULTS_ANCHOR = 'results-heading';

/**
 * "Skip to results": the first thing a keyboard reaches on a result page, hidden until
 * focused. It moves focus itself, so the next Tab continues from the results.
 */
export function SkipToResults() {
  const { t } = useTranslation();
  const onResultPage = useMatches().some((match) => RESULT_ROUTE.test(match.id));
  if (!onResultPage) return null;

  function skip(event: MouseEvent<HTMLAnchorElement>) {
    const target = document.getElementById(RESULTS_ANCHOR);
    if (!target) return;
    event.preventDefault();
    target.focus({ preventScroll: true });
    target.scrollIntoView({ block: 'start' });
  }

  return (
    <a
      href={`#${RESULTS_ANCHOR}`}
      onClick={skip}
      data-testid="skip-to-results"
      className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded-lg focus:bg-brand-700 focus:px-4 focus:py-2 focus:text-sm focus:font-semibold focus:text-white focus:shadow-lg focus:outline-none focus:ring-2 focus:ring-white"
    >
      {t('results.skipToResults')}
    </a>
  );
}
