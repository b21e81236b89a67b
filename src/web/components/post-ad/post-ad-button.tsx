import { clsx } from 'clsx';
import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { openPostAd } from './post-ad-store';

/**
 * Opens the Post New Ad dialog. Style it through `className`; the default is the
 * brand button. (Links elsewhere can open it too, with `?post=1` in the URL.)
 */
export function PostAdButton({ className, children }: { className?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={openPostAd}
      className={clsx(
        className ??
          'inline-flex items-center gap-1.5 rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
      )}
      data-testid="post-ad-button"
      aria-label={children ? undefined : t('postAd.open')}
    >
      {children ?? (
        <>
          <Plus className="h-4 w-4" aria-hidden />
          <span className="hidden sm:inline">{t('postAd.open')}</span>
        </>
      )}
    </button>
  );
}
