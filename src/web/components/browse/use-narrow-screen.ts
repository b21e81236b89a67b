import { useSyncExternalStore } from 'react';

/** Below Tailwind's `sm` breakpoint: a phone held upright. */
const NARROW = '(max-width: 639.98px)';

// Browsers without matchMedia (test DOMs) count as wide.
const media = () => (typeof window.matchMedia === 'function' ? window.matchMedia(NARROW) : null);

function subscribe(onChange: () => void) {
  const query = media();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/**
 * True on a phone-sized screen. The server cannot know the screen, so it answers true:
 * most visitors come on phones, and the short form of a text also fits a laptop, while
 * the long form is cut on a phone. The browser corrects it once the script runs.
 */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => true,
  );
}
