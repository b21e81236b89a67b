import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useHydrated } from '../browse/use-hydrated';

const LocationDetection = lazy(() => import('./location-detection'));

/** Detection is a convenience: if its code fails to load or run, the page carries on without it. */
class LogOnlyBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('[location] detection unavailable', error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Location detection, fetched and run only in the browser once the page is interactive. */
export function LocationDetectionSlot() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <LogOnlyBoundary>
      <Suspense fallback={null}>
        <LocationDetection />
      </Suspense>
    </LogOnlyBoundary>
  );
}
