import { lazy, Suspense } from 'react';
import { useHydrated } from '../browse/use-hydrated';

const LocationDetection = lazy(() => import('./location-detection'));

/** Location detection, fetched and run only in the browser once the page is interactive. */
export function LocationDetectionSlot() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <LocationDetection />
    </Suspense>
  );
}
