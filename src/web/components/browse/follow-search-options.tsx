/**
 * The "Follow this search" window, under its button: loaded on the first hover, focus or
 * press of the button (follow-search-link.tsx), so the popover code stays out of every
 * result page's first load.
 */
import * as Popover from '@radix-ui/react-popover';
import { Check, Copy, Rss } from 'lucide-react';
import { useId, useRef, useState, type RefObject } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { copyText } from '../ui/copy-text';

export default function FollowSearchOptions({
  open,
  onOpenChange,
  anchor,
  url,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  anchor: RefObject<HTMLButtonElement | null>;
  url: string;
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<boolean | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const urlId = useId();

  async function copy() {
    setCopied(await copyText(url, input.current));
  }

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={anchor as RefObject<HTMLButtonElement>} />
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          collisionPadding={8}
          aria-label={t('seo.feed.menuTitle')}
          // A press on the button itself toggles the window; it is not "outside".
          onInteractOutside={(event) => {
            if (anchor.current?.contains(event.target as Node)) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            anchor.current?.focus();
          }}
          className="z-50 w-[min(22rem,calc(100vw-1rem))] space-y-3 rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-700 shadow-lg"
          data-testid="follow-search-options"
        >
          <p className="flex items-center gap-2 font-semibold text-slate-900">
            <Rss className="h-4 w-4 text-orange-600" aria-hidden />
            {t('seo.feed.rssTitle')}
          </p>
          <p>{t('seo.feed.rssExplain')}</p>
          <div className="space-y-1">
            <label htmlFor={urlId} className="block text-xs font-medium text-slate-600">
              {t('seo.feed.urlLabel')}
            </label>
            <div className="flex gap-2">
              <input
                ref={input}
                id={urlId}
                readOnly
                value={url}
                onFocus={(event) => event.currentTarget.select()}
                className="min-w-0 flex-1 rounded-md border border-slate-300 bg-slate-50 px-2 py-1.5 font-mono text-xs text-slate-800"
                data-testid="follow-feed-url"
              />
              <button
                type="button"
                onClick={() => void copy()}
                className="inline-flex shrink-0 items-center gap-1 rounded-md bg-brand-600 px-3 py-1.5 text-xs font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                {copied ? <Check className="h-3.5 w-3.5" aria-hidden /> : <Copy className="h-3.5 w-3.5" aria-hidden />}
                {t('seo.feed.copy')}
              </button>
            </div>
            <p role="status" className="min-h-4 text-xs" data-testid="follow-copy-status">
              {copied === true && <span className="text-emerald-700">{t('seo.feed.copied')}</span>}
              {copied === false && <span className="text-red-700">{t('seo.feed.copyFailed')}</span>}
            </p>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
