/**
 * Toasts (SPEC section 9): at most one visible, closing by itself after 5 s, swiped
 * away to the right past 50 px, reachable with F8. `toast()` works from anywhere (an
 * event handler, a hook); `<Toaster />` is mounted once, in the root layout.
 */
import { lazy, Suspense, useSyncExternalStore } from 'react';

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
/** How long a dismissed toast stays in the list (SPEC); a newer one replaces it anyway. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ['F8'];

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** A link after the text, e.g. "View" to the list a thing was just saved to. */
  action?: { label: string; to: string };
}

export interface ToastItem extends ToastOptions {
  id: number;
  open: boolean;
}

let nextId = 1;
let toasts: readonly ToastItem[] = [];
const listeners = new Set<() => void>();
const removalTimers = new Map<number, ReturnType<typeof setTimeout>>();

function publish(next: readonly ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Shows a toast, replacing the one on screen (the limit is one). Returns its id. */
export function toast(options: ToastOptions): number {
  const id = nextId++;
  publish([{ ...options, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

export function dismissToast(id: number): void {
  publish(toasts.map((item) => (item.id === id ? { ...item, open: false } : item)));
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      publish(toasts.filter((item) => item.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const NONE: readonly ToastItem[] = [];

function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => NONE,
  );
}

const ToastList = lazy(() => import('./toast-list'));

/**
 * Mounted once in the root layout. Radix's toast code loads with the first toast, so
 * pages that never show one do not carry it in their first load.
 */
export function Toaster() {
  const items = useToasts();
  if (items.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastList items={items} />
    </Suspense>
  );
}
