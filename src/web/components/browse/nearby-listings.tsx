import { useId } from 'react';
import { useCityName } from '../../lib/city-name';
import type { City } from '../../../domain/geo/cities';
import { useTranslation } from '../../i18n/use-translation';
import type { Nearby } from '../../lib/nearby.server';
import { CardGrid } from '../listing-results';
import { ListingCard } from '../listing-card';

/**
 * "Nearby", below a city's results once they have run out: matching listings from our
 * other cities within 100 km in the same country, each card saying how far and where.
 */
export function NearbyListings({ city, nearby: { items, radius }, locale }: { city: City; nearby: Nearby; locale: string }) {
  const { t, i18n } = useTranslation();
  const cityName = useCityName();
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="space-y-3 border-t border-slate-200 pt-6" data-testid="nearby">
      <div>
        <h2 id={headingId} className="text-xl font-bold">
          {t('results.nearbyHeading')}
        </h2>
        <p className="text-sm text-slate-600">
          {t('results.nearbyIntro', {
            distance: t(radius.unit === 'mi' ? 'results.radiusMi' : 'results.radiusKm', { distance: radius.value }),
            city: cityName(city),
          })}
        </p>
      </div>
      <CardGrid>
        {items.map((item) => (
          <ListingCard
            key={item.listing.id}
            listing={item.listing}
            locale={locale}
            note={t(item.distance.unit === 'mi' ? 'results.distanceMi' : 'results.distanceKm', {
              distance: item.distance.value.toLocaleString(i18n.language),
              city: cityName(item.city),
            })}
          />
        ))}
      </CardGrid>
    </section>
  );
}
