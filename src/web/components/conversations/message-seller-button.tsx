/**
 * "Message seller" on a listing page, in the words of what the ad offers: "Message
 * employer" on a job, "Message provider" on a service, "Message advertiser" on a flat
 * (its poster may be an agent) and the rest. Still one message, never an application.
 * The button and the dialog's frame are light; the form (react-hook-form and Zod) loads
 * on the first click, so readers of the page who never write do not download it.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { MessageCircle } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { advertiserKey, advertiserWordFor } from '../../../domain/taxonomy/advertiser-word';
import { endWordFor } from '../../../domain/taxonomy/end-word';
import { useTranslation } from '../../i18n/use-translation';
import { DialogPanel } from '../ui/dialog';

const MessageSellerForm = lazy(() => import('./message-seller-form'));

export function MessageSellerButton({
  listingId,
  title,
  category,
  subcategory,
}: {
  listingId: string;
  title: string;
  category: string;
  subcategory?: string | null;
}) {
  const { t } = useTranslation();
  const word = advertiserWordFor(category, subcategory);
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !sending && setOpen(next)}>
      <Dialog.Trigger
        className="inline-flex w-full items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:w-auto"
        data-testid="message-seller"
      >
        <MessageCircle className="h-4 w-4" aria-hidden />
        {t(advertiserKey(word, 'message'))}
      </Dialog.Trigger>
      <DialogPanel title={t(advertiserKey(word, 'messageTitle'))} description={t(advertiserKey(word, 'messageDescription'), { title })} testId="message-seller-dialog">
        <Suspense fallback={<p className="py-8 text-center text-sm text-slate-500">{t('listing.messageSellerLoading')}</p>}>
          <MessageSellerForm listingId={listingId} endWord={endWordFor(category, subcategory)} onSendingChange={setSending} />
        </Suspense>
      </DialogPanel>
    </Dialog.Root>
  );
}
