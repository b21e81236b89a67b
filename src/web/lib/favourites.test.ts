import { describe, expect, it } from 'vitest';
import {
  addFavourite,
  FAVOURITES_KEY,
  FAVOURITES_MAX,
  parseFavourites,
  readFavourites,
  removeFavourite,
  saveFavourites,
  toggleFavourite,
} from './favourites';

/** A Map-backed stand-in for localStorage. */
function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe('favourites', () => {
  it('adds newest first and never twice', () => {
    expect(addFavourite([], 'a')).toEqual(['a']);
    expect(addFavourite(['a'], 'b')).toEqual(['b', 'a']);
    expect(addFavourite(['b', 'a'], 'a')).toEqual(['b', 'a']);
  });

  it('removes, and removing a missing id changes nothing', () => {
    expect(removeFavourite(['b', 'a'], 'b')).toEqual(['a']);
    expect(removeFavourite(['a'], 'zz')).toEqual(['a']);
  });

  it('toggles on and off', () => {
    const on = toggleFavourite(['a'], 'b');
    expect(on).toEqual(['b', 'a']);
    expect(toggleFavourite(on, 'b')).toEqual(['a']);
  });

  it('does not mutate its input', () => {
    const ids = Object.freeze(['a']) as readonly string[];
    expect(() => toggleFavourite(ids, 'b')).not.toThrow();
    expect(ids).toEqual(['a']);
  });

  it('caps the list', () => {
    const many = Array.from({ length: FAVOURITES_MAX }, (_, i) => `id-${i}`);
    const next = addFavourite(many, 'new');
    expect(next).toHaveLength(FAVOURITES_MAX);
    expect(next[0]).toBe('new');
  });

  it('reads anything unreadable as no favourites', () => {
    expect(parseFavourites(null)).toEqual([]);
    expect(parseFavourites('not json')).toEqual([]);
    expect(parseFavourites('{"a":1}')).toEqual([]);
    expect(parseFavourites('["a", 3, null, "a", "", "b"]')).toEqual(['a', 'b']);
  });

  it('saves under the one key and reads back', () => {
    const storage = memoryStorage();
    expect(saveFavourites(storage, ['x', 'y'])).toBe(true);
    expect(storage.values.get(FAVOURITES_KEY)).toBe('["x","y"]');
    expect(readFavourites(storage)).toEqual(['x', 'y']);
    expect(FAVOURITES_KEY).toBe('cityboard:favourites');
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readFavourites(broken)).toEqual([]);
    expect(saveFavourites(broken, ['a'])).toBe(false);
  });
});
