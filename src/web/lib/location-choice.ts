/**
 * Reading and writing the browser's storage for what location detection remembers
 * (detection-memory.ts). Small on purpose: the city selector is on every page. Storage
 * can be unavailable (private modes, blocked cookies): nothing is remembered then.
 */

type StorageKind = 'localStorage' | 'sessionStorage';

function storage(kind: StorageKind): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null;
  }
}

export function readStorage(kind: StorageKind, key: string): string | null {
  try {
    return storage(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(kind: StorageKind, key: string, value: string | null): void {
  try {
    const store = storage(kind);
    if (value === null) store?.removeItem(key);
    else store?.setItem(key, value);
  } catch {
    // Full or blocked storage: the choice simply is not remembered.
  }
}
