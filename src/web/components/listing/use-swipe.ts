import { useRef, type TouchEvent } from 'react';

/** A swipe shorter than this is a tap or a scroll, not a change of photo. */
const SWIPE_THRESHOLD_PX = 50;

/**
 * Touch handlers that call `onSwipe(1)` for a swipe to the left (the next photo) and
 * `onSwipe(-1)` for one to the right; mostly vertical moves are scrolls and left alone.
 */
export function useSwipe(onSwipe: (step: 1 | -1) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart(event: TouchEvent) {
      const touch = event.touches[0];
      // Two fingers are a pinch, not a swipe.
      start.current = touch && event.touches.length === 1 ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd(event: TouchEvent) {
      const from = start.current;
      const touch = event.changedTouches[0];
      start.current = null;
      if (!from || !touch) return;
      const dx = touch.clientX - from.x;
      if (Math.abs(dx) >= SWIPE_THRESHOLD_PX && Math.abs(dx) > Math.abs(touch.clientY - from.y)) onSwipe(dx < 0 ? 1 : -1);
    },
  };
}
