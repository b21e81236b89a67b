/**
 * Whether the Post New Ad dialog was asked for by a button. The dialog itself lives
 * once in the root layout (PostAdDialogHost); any PostAdButton, wherever it is
 * rendered, opens it through this tiny store.
 */
import { useSyncExternalStore } from 'react';

let requested = false;
const listeners = new Set<() => void>();

function set(value: boolean) {
  if (requested === value) return;
  requested = value;
  for (const listener of listeners) listener();
}

export const openPostAd = () => set(true);
export const closePostAd = () => set(false);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function usePostAdRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
}
