import * as Dialog from '@radix-ui/react-dialog';
import { Check, Copy } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { copyText } from '../ui/copy-text';
import { buttonClass, DialogActions, DialogPanel } from '../ui/dialog';

/**
 * Shown after posting: the secret link that lets the seller edit or delete the ad from
 * any device. It is also mailed to the ad's contact address (domain/listings/post-listing.ts),
 * and the words say so; the database keeps only a hash of it.
 */
export function ManageLinkDialog({ url, listingHref, onClose }: { url: string | null; listingHref: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const [copied, setCopied] = useState<boolean | null>(null);

  return (
    <Dialog.Root
      open={url !== null}
      onOpenChange={(open) => {
        if (!open) {
          setCopied(null);
          onClose();
        }
      }}
    >
      <DialogPanel title={t('postAd.manageLinkTitle')} description={t('postAd.manageLinkBody')} testId="manage-link-dialog">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
          {t('postAd.manageLinkLabel')}
        </label>
        <div className="mt-1 flex flex-col gap-2 sm:flex-row sm:items-start">
          <textarea
            id={inputId}
            ref={input}
            readOnly
            rows={3}
            value={url ?? ''}
            onFocus={(event) => event.currentTarget.select()}
            className="min-w-0 flex-1 resize-none break-all rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs text-slate-800"
          />
          <button
            type="button"
            className={buttonClass.secondary}
            onClick={async () => setCopied(url ? await copyText(url, input.current) : false)}
          >
            {copied ? <Check className="h-4 w-4 text-emerald-600" aria-hidden /> : <Copy className="h-4 w-4" aria-hidden />}
            {copied ? t('postAd.copied') : t('postAd.copy')}
          </button>
        </div>
        <p className="mt-2 min-h-5 text-sm" aria-live="polite">
          {copied === false && <span className="text-red-700">{t('postAd.copyFailed')}</span>}
        </p>
        <DialogActions className="mt-2">
          {listingHref && (
            <Link to={listingHref} onClick={onClose} className={buttonClass.secondary}>
              {t('postAd.viewListing')}
            </Link>
          )}
          <Dialog.Close className={buttonClass.primary}>{t('postAd.done')}</Dialog.Close>
        </DialogActions>
      </DialogPanel>
    </Dialog.Root>
  );
}
