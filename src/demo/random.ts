/**
 * A tiny seeded random generator, so the same seed always produces the same demo
 * data (reproducible screenshots, stable tests). Not for anything security-related.
 */

/** Returns a float in [0, 1), like Math.random. */
export type Rng = () => number;

/** mulberry32: 32-bit state, good enough spread for picking demo values, and tiny. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number between min and max, both included. */
export function int(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

/** True with the given probability (0..1). */
export function chance(rng: Rng, probability: number): boolean {
  return rng() < probability;
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  if (items.length === 0) throw new Error('pick() needs at least one item');
  // The index is always in range, so the assertion only satisfies noUncheckedIndexedAccess.
  return items[Math.floor(rng() * items.length)] as T;
}

/** Picks an item with probability proportional to its weight. */
export function pickWeighted<T>(rng: Rng, items: readonly T[], weightOf: (item: T) => number): T {
  const total = items.reduce((sum, item) => sum + weightOf(item), 0);
  if (items.length === 0 || total <= 0) throw new Error('pickWeighted() needs at least one positive weight');
  let remaining = rng() * total;
  for (const item of items) {
    remaining -= weightOf(item);
    if (remaining < 0) return item;
  }
  return items[items.length - 1] as T;
}

/** A copy of items in random order (Fisher–Yates). */
export function shuffle<T>(rng: Rng, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
