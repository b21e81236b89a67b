import { Crown } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { PaidFeatures } from '../../../domain/features/feature-gate';
import { apiGet } from '../../lib/api-client';
import { DelayedTooltip } from '../ui/delayed-tooltip';

const PremiumDialog = lazy(() => import('./premium-dialog'));

/**
 * "Premium Features", for the community category of the current city (or the global
 * site). Enabled when `GET /api/paid-features` says they are available; otherwise
 * disabled, with the server's message (or a default) as its tooltip. Remount it
 * (`key`) when the city changes.
 */
export function PremiumFeaturesButton({ city }: { city: string }) {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState<PaidFeatures | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    let current = true;
    apiGet<PaidFeatures>(`/api/paid-features?category=community&city=${encodeURIComponent(city)}`)
      .then((result) => {
        if (current) setAnswer(result);
      })
      .catch(() => {
        // Unknown: the button stays disabled with the default explanation.
      });
    return () => {
      current = false;
    };
  }, [city]);

  const buttonClass =
    'inline-flex items-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

  if (answer?.available) {
    return (
      <>
        <button
          ref={opener}
          type="button"
          className={`${buttonClass} bg-amber-700 text-white hover:bg-amber-800`}
          data-testid="premium-features"
          aria-haspopup="dialog"
          onClick={() => setDialogOpen(true)}
        >
          <Crown className="h-4 w-4" aria-hidden />
          {t('premium.button')}
        </button>
        {dialogOpen && (
          <Suspense fallback={null}>
            <PremiumDialog open={dialogOpen} onOpenChange={setDialogOpen} message={answer.message} opener={opener} />
          </Suspense>
        )}
      </>
    );
  }

  const reason = answer?.message || t('premium.notAvailable');
  return (
    <DelayedTooltip content={reason}>
      {(describedBy) => (
        // aria-disabled rather than disabled: a disabled button gets no hover or focus, so no tooltip.
        <button
          type="button"
          aria-disabled="true"
          aria-describedby={describedBy}
          onClick={(event) => event.preventDefault()}
          className={`${buttonClass} cursor-not-allowed bg-slate-200 text-slate-500`}
          data-testid="premium-features"
        >
          <Crown className="h-4 w-4" aria-hidden />
          {t('premium.button')}
        </button>
      )}
    </DelayedTooltip>
  );
}
