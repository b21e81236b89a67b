import { Crown } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useMatches } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import type { PaidFeatures } from '../../../domain/features/feature-gate';
import type { PageFeatureGate } from '../../../domain/features/page-premium';
import { apiGet } from '../../lib/api-client';
import { useCityName } from '../../lib/city-name';
import { useRootData } from '../../lib/root-data';
import { DelayedTooltip } from '../ui/delayed-tooltip';

const PremiumDialog = lazy(() => import('./premium-dialog'));

/** "Gigs in Toronto": the category and place the page's premium progress counts (domain/features/page-premium.ts). */
function usePremiumScope(gate: PageFeatureGate): string {
  const { t } = useTranslation();
  const cityName = useCityName();
  // The page's own city, named in the page's language ("東京"); other places as given.
  const city = useRootData()?.locality.city;
  const place = city && gate.place === city.name ? cityName(city) : gate.place;
  return t('premium.scope', {
    category: gate.category ? t(`categoryBar.items.${gate.category}`) : t('premium.allCategories'),
    place: place ?? t('premium.global'),
  });
}

/** The premium progress the page's loader computed, if it did. */
function usePageFeatureGate(): PageFeatureGate | null {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const data = match.loaderData as { featureGate?: PageFeatureGate } | undefined;
    if (data && typeof data === 'object' && data.featureGate) return data.featureGate;
  }
  return null;
}

/**
 * "Premium Features". On a browse page it answers from the premium progress the loader
 * computed (domain/features/page-premium.ts); on other pages it asks
 * `GET /api/paid-features` for the city's largest category, the same rule. Enabled when
 * the category and place have enough listings, opening what premium will bring;
 * otherwise disabled, with the reason as tooltip. Neither says premium is active: no
 * premium feature can be used yet (payments are not open), and pages show buyers no
 * unlock counter. Remount it (`key`) when the city changes.
 */
export function PremiumFeaturesButton({ city }: { city: string }) {
  const gate = usePageFeatureGate();
  return gate ? <PageGateButton gate={gate} /> : <CityGateButton city={city} />;
}

function PageGateButton({ gate }: { gate: PageFeatureGate }) {
  const { t } = useTranslation();
  const scope = usePremiumScope(gate);
  const answer: PaidFeatures = gate.isPaidFeaturesUnlocked
    ? { available: true, message: t('premium.notOffered', { scope }) }
    : {
        available: false,
        message: t('premium.toGo', { scope, required: gate.requiredListings, count: gate.requiredListings - gate.listingCount }),
      };
  return <PremiumButton answer={answer} />;
}

function CityGateButton({ city }: { city: string }) {
  const [answer, setAnswer] = useState<PaidFeatures | null>(null);
  useEffect(() => {
    let current = true;
    apiGet<PaidFeatures>(`/api/paid-features?category=largest&city=${encodeURIComponent(city)}`)
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
  return <PremiumButton answer={answer} />;
}

function PremiumButton({ answer }: { answer: PaidFeatures | null }) {
  const { t } = useTranslation();
  const [dialogOpen, setDialogOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);

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
