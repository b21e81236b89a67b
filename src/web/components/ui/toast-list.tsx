/** The toasts on screen, drawn with Radix (loaded with the first toast; see `toast.tsx`). */
import * as ToastPrimitive from '@radix-ui/react-toast';
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { dismissToast, TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX, type ToastItem } from './toast';

export default function ToastList({ items }: { items: readonly ToastItem[] }) {
  const { t } = useTranslation();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX} label={t('toast.region')}>
      {items.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          data-testid="toast"
          data-variant={item.variant ?? 'default'}
          className={clsx(
            'pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-lg border p-4 pr-10 shadow-lg',
            'transition-transform data-[swipe=cancel]:translate-x-0 data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none',
            'data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[state=closed]:opacity-0',
            item.variant === 'destructive' ? 'border-red-700 bg-red-600 text-white' : 'border-slate-200 bg-white text-slate-900',
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>
            {item.description && (
              <ToastPrimitive.Description className={clsx('text-sm', item.variant === 'destructive' ? 'text-red-50' : 'text-slate-600')}>
                {item.description}
              </ToastPrimitive.Description>
            )}
          </div>
          {item.action && (
            <ToastPrimitive.Action altText={item.action.label} asChild>
              <Link
                to={item.action.to}
                className="shrink-0 self-center rounded-md px-2 py-1 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {item.action.label}
              </Link>
            </ToastPrimitive.Action>
          )}
          <ToastPrimitive.Close
            aria-label={t('toast.close')}
            className={clsx(
              'absolute right-2 top-2 grid h-7 w-7 place-items-center rounded-md focus-visible:outline-2',
              item.variant === 'destructive' ? 'text-red-50 hover:bg-red-700' : 'text-slate-500 hover:bg-slate-100',
            )}
          >
            <X className="h-4 w-4" aria-hidden />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={TOAST_HOTKEY}
        className="fixed bottom-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-[360px]"
      />
    </ToastPrimitive.Provider>
  );
}
