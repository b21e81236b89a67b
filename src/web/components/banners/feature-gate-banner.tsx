import { Crown, Lock } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import type { PageFeatureGate } from '../../../domain/features/page-premium';
import { useCityName } from '../../lib/city-name';
import { useRootData } from '../../lib/root-data';

/** "Gigs in Toronto": the category and place the page's premium progress counts (domain/features/page-premium.ts). */
export function usePremiumScope(gate: PageFeatureGate): string {
  const { t } = useTranslation();
  const cityName = useCityName();
  // The page's own city, named in the page's language ("東京"); other places as given.
  const city = useRootData()?.locality.city;
  const place = city && gate.place === city.name ? cityName(city) : gate.place;
  return t('banners.gate.scope', {
    category: gate.category ? t(`categoryBar.items.${gate.category}`) : t('banners.gate.allCategories'),
    place: place ?? t('banners.gate.global'),
  });
}

/**
 * Progress towards premium features for the page's category (else its largest) and
 * place. Locked: a blue banner with "{count}/{required}" and a bar (percent capped at
 * 100). Unlocked: green, with "Paid features unlocked!" and a "Premium Active" badge.
 * The footer's Premium Features button reads the same loader data, so they agree.
 */
export function FeatureGateBanner({ gate }: { gate: PageFeatureGate }) {
  const { t } = useTranslation();
  const scope = usePremiumScope(gate);
  if (gate.isPaidFeaturesUnlocked) {
    return (
      <section
        aria-label={t('banners.gate.label')}
        className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900"
        data-testid="feature-gate"
      >
        <div className="flex items-center gap-3">
          <Crown className="h-5 w-5 shrink-0 text-emerald-700" aria-hidden />
          <div>
            <p className="font-semibold">{t('banners.gate.unlockedTitle')}</p>
            <p className="text-sm">{t('banners.gate.unlockedBody', { scope })}</p>
          </div>
        </div>
        <span className="rounded-full bg-emerald-700 px-3 py-1 text-xs font-semibold text-white">{t('banners.gate.premiumActive')}</span>
      </section>
    );
  }
  const required = Math.max(gate.requiredListings, 1);
  const percent = Math.min(100, Math.round((gate.listingCount / required) * 100));
  return (
    <section aria-label={t('banners.gate.label')} className="rounded-xl border border-blue-200 bg-blue-50 p-4 text-blue-950" data-testid="feature-gate">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-3">
          <Lock className="h-5 w-5 shrink-0 text-blue-700" aria-hidden />
          <div>
            <p className="font-semibold">{t('banners.gate.lockedTitle', { required: gate.requiredListings })}</p>
            <p className="text-sm text-blue-900">{t('banners.gate.lockedBody', { scope })}</p>
          </div>
        </div>
        <p className="text-sm font-semibold tabular-nums" data-testid="feature-gate-progress">
          {t('banners.gate.progress', { count: gate.listingCount, required: gate.requiredListings })}
        </p>
      </div>
      <div
        role="progressbar"
        aria-label={t('banners.gate.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('banners.gate.progressText', { percent })}
        className="mt-3 h-2 overflow-hidden rounded-full bg-blue-100"
      >
        <div className="h-full rounded-full bg-blue-600" style={{ width: `${percent}%` }} />
      </div>
    </section>
  );
}
