import { useTranslation } from '../../i18n/use-translation';

/** SPEC: the home pages say "BETA DEVELOPMENT" and "TESTING PHASE". */
export function BetaBanner() {
  const { t } = useTranslation();
  return (
    <div role="note" aria-label={t('banners.betaLabel')} className="border-b border-amber-200 bg-amber-50 px-4 py-1.5 text-center text-xs text-amber-900" data-testid="beta-banner">
      <span className="font-bold tracking-wide">{t('banners.betaDevelopment')}</span>
      <span aria-hidden className="mx-2">
        ·
      </span>
      <span className="font-bold tracking-wide">{t('banners.testingPhase')}</span>
      <span className="ml-2 hidden sm:inline">{t('banners.betaNote')}</span>
    </div>
  );
}
