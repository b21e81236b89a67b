import { LocateFixed } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useNavigate } from 'react-router';
import { cityPath } from '../../../domain/geo/city-path';
import { useHydrated } from '../browse/use-hydrated';

type Status = 'idle' | 'locating' | 'none' | 'failed';

/**
 * "Use my location" on the global home: the only place Cityboard asks the browser for
 * the visitor's position (the permission prompt follows this click). The position
 * stays in the browser; the nearest city within 100 km opens.
 */
export function UseMyLocationButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [status, setStatus] = useState<Status>('idle');

  async function locate() {
    setStatus('locating');
    try {
      const [{ browserEnvironment, cityFromPosition }, { rememberDetection }] = await Promise.all([
        import('../../lib/detect-city'),
        import('../../lib/detection-memory'),
      ]);
      const city = await cityFromPosition(browserEnvironment(), { fresh: true });
      if (!city) {
        setStatus('none');
        return;
      }
      rememberDetection({ subdomain: city.subdomain, source: 'geolocation' });
      void navigate(cityPath(city));
    } catch (error) {
      console.warn('[location] browser position unavailable', error);
      setStatus('failed');
    }
  }

  return (
    <div className="mt-4 flex min-h-8 flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <button
        type="button"
        onClick={() => void locate()}
        disabled={!hydrated || status === 'locating'}
        className="inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1.5 font-medium text-white ring-1 ring-white/40 hover:bg-white/20 focus:outline-none focus-visible:ring-2 focus-visible:ring-white disabled:cursor-wait"
      >
        <LocateFixed className="h-4 w-4" aria-hidden />
        {t('location.useMyLocation')}
      </button>
      <span role="status" className="text-brand-100">
        {status === 'locating' && t('location.locating')}
        {status === 'none' && t('location.noCityNearby')}
        {status === 'failed' && t('location.unavailable')}
      </span>
    </div>
  );
}
