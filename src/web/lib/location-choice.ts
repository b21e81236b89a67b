/**
 * Whether the visitor chose 'Global Marketplace' in the city selector (localStorage):
 * the global home then stays global instead of moving to a detected city, until they
 * pick a city again. Small on purpose: the city selector is on every page. Storage can
 * be unavailable (private modes, blocked cookies): nothing is remembered then.
 */
export const GLOBAL_CHOICE_KEY = 'cityboard:global-chosen';

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

/** Called with true when the visitor picks 'Global Marketplace', false when they pick a city. */
export function rememberGlobalChoice(chosen: boolean): void {
  writeStorage('localStorage', GLOBAL_CHOICE_KEY, chosen ? '1' : null);
}

export function hasChosenGlobal(): boolean {
  return readStorage('localStorage', GLOBAL_CHOICE_KEY) === '1';
}
