import { useId } from 'react';
import { useCityName } from '../../lib/city-name';
import { useTranslation } from '../../i18n/use-translation';
import type { Nearby } from '../../lib/nearby.server';
import { CardGrid } from '../listing-results';
import { ListingCard } from '../listing-card';
import { formatNumber } from '../../../domain/shared/format';

/**
 * "Nearby", below a page's results once they have run out: matching listings from our
 * other cities within 100 km in the same country (or, on a Victorian page, from the
 * towns and suburbs within 100 km), each card saying how far and where.
 */
export function NearbyListings({ nearby: { items, radius, origin }, locale }: { nearby: Nearby; locale: string }) {
  const { t, i18n } = useTranslation();
  const cityName = useCityName();
  const headingId = useId();
  if (items.length === 0 || !origin) return null;
  const distance = t(radius.unit === 'mi' ? 'results.radiusMi' : 'results.radiusKm', { distance: radius.value });
  return (
    <section aria-labelledby={headingId} className="space-y-3 border-t border-slate-200 pt-6" data-testid="nearby">
      <div>
        <h2 id={headingId} className="text-xl font-bold">
          {t('results.nearbyHeading')}
        </h2>
        <p className="text-sm text-slate-600">
          {t(origin.kind === 'places' ? 'results.nearbyIntroPlaces' : 'results.nearbyIntro', { distance, city: cityName(origin) })}
        </p>
      </div>
      <CardGrid>
        {items.map((item) => (
          <ListingCard
            key={item.listing.id}
            listing={item.listing}
            locale={locale}
            note={t(item.distance.unit === 'mi' ? 'results.distanceMi' : 'results.distanceKm', {
              distance: formatNumber(item.distance.value, i18n.language),
              city: cityName(item.place),
            })}
          />
        ))}
      </CardGrid>
    </section>
  );
}
