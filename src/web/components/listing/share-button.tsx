import { Share2 } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { copyText } from '../ui/copy-text';
import { toast } from '../ui/toast';

/** The Web Share sheet where there is one (phones); otherwise the link goes to the clipboard. */
export function ShareButton({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();

  async function share() {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing to do.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    if (await copyText(url)) toast({ title: t('toast.linkCopiedTitle'), description: t('toast.linkCopied') });
    else toast({ variant: 'destructive', title: t('toast.errorTitle'), description: t('toast.copyFailed') });
  }

  return (
    <button
      type="button"
      onClick={share}
      className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <Share2 className="h-5 w-5" aria-hidden />
      {t('listing.share')}
    </button>
  );
}
