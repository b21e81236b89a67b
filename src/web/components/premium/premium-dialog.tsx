/** What premium brings, opened from the footer's Premium Features button (loaded on first click). */
import * as Dialog from '@radix-ui/react-dialog';
import { ArrowUpToLine, Star, X } from 'lucide-react';
import type { RefObject } from 'react';
import { useTranslation } from '../../i18n/use-translation';

export default function PremiumDialog({
  open,
  onOpenChange,
  message,
  opener,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  message: string;
  /** The button that opened it: focus goes back there on close (there is no Radix trigger). */
  opener: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
          className="fixed left-1/2 top-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold">{t('premium.dialogTitle')}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600">{message}</Dialog.Description>
          <p className="mt-3 text-sm text-slate-700">{t('premium.intro')}</p>
          <ul className="mt-2 space-y-2 text-sm" data-testid="premium-benefits">
            <li className="flex gap-2">
              <Star className="mt-0.5 h-4 w-4 shrink-0 text-amber-500" aria-hidden />
              <span>
                <strong className="font-semibold">{t('premium.featuredTitle')}</strong> — {t('premium.featuredBody')}
              </span>
            </li>
            <li className="flex gap-2">
              <ArrowUpToLine className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" aria-hidden />
              <span>
                <strong className="font-semibold">{t('premium.bumpTitle')}</strong> — {t('premium.bumpBody')}
              </span>
            </li>
          </ul>
          <p className="mt-3 text-xs text-slate-500">{t('premium.dialogBody')}</p>
          <Dialog.Close aria-label={t('premium.close')} className="absolute right-3 top-3 grid h-8 w-8 place-items-center rounded-md text-slate-500 hover:bg-slate-100">
            <X className="h-4 w-4" aria-hidden />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
