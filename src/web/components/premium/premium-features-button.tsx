import * as Dialog from '@radix-ui/react-dialog';
import * as Tooltip from '@radix-ui/react-tooltip';
import { Crown, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaidFeatures } from '../../../domain/features/feature-gate';
import { apiGet } from '../../lib/api-client';

/** SPEC section 9: tooltip open delay 700 ms, skip delay 300 ms. */
const TOOLTIP_DELAY_MS = 700;
const TOOLTIP_SKIP_DELAY_MS = 300;

/**
 * "Premium Features", for the community category of the current city (or the global
 * site). Enabled when `GET /api/paid-features` says they are available; otherwise
 * disabled, with the server's message (or a default) as its tooltip. Remount it
 * (`key`) when the city changes.
 */
export function PremiumFeaturesButton({ city }: { city: string }) {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState<PaidFeatures | null>(null);

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
      <Dialog.Root>
        <Dialog.Trigger className={`${buttonClass} bg-amber-500 text-white hover:bg-amber-600`} data-testid="premium-features">
          <Crown className="h-4 w-4" aria-hidden />
          {t('premium.button')}
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
          <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
            <Dialog.Title className="text-lg font-semibold">{t('premium.dialogTitle')}</Dialog.Title>
            <Dialog.Description className="mt-2 text-sm text-slate-600">{answer.message}</Dialog.Description>
            <p className="mt-2 text-sm text-slate-600">{t('premium.dialogBody')}</p>
            <Dialog.Close
              aria-label={t('premium.close')}
              className="absolute right-3 top-3 grid h-8 w-8 place-items-center rounded-md text-slate-500 hover:bg-slate-100"
            >
              <X className="h-4 w-4" aria-hidden />
            </Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    );
  }

  const reason = answer?.message || t('premium.notAvailable');
  return (
    <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          {/* aria-disabled rather than disabled: a disabled button gets no hover or focus, so no tooltip. */}
          <button
            type="button"
            aria-disabled="true"
            onClick={(event) => event.preventDefault()}
            className={`${buttonClass} cursor-not-allowed bg-slate-200 text-slate-500`}
            data-testid="premium-features"
          >
            <Crown className="h-4 w-4" aria-hidden />
            {t('premium.button')}
          </button>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content side="top" sideOffset={6} className="z-50 max-w-xs rounded-md bg-slate-900 px-3 py-2 text-xs text-white shadow-lg">
            {reason}
            <Tooltip.Arrow className="fill-slate-900" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
