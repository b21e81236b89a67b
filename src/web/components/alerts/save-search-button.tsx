/**
 * "Save this search" beside "Follow this search" on every results page: a dialog asks
 * for an address and how often to mail, and the page's city, category, words and
 * filters become an email alert. The dialog's code (Radix, the form) loads on the first
 * hover, focus or press of the button, so it stays out of the first load (ADR 009).
 */
import { BellPlus } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import type { City } from '../../../domain/geo/cities';
import { useTranslation } from '../../i18n/use-translation';
import { usePageSearch } from '../../lib/page-search';

const loadDialog = () => import('./save-search-dialog');
const SaveSearchDialog = lazy(loadDialog);

export function SaveSearchButton({
  city,
  category,
  scope,
}: {
  city: City | null;
  category: string | null;
  /** Filters the page's place sets without its URL saying them (a Victorian page's region or suburb). */
  scope?: Readonly<Record<string, string>>;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const params = usePageSearch(scope);

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => setOpen(true)}
        className="inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        data-testid="save-search"
      >
        <BellPlus className="h-4 w-4" aria-hidden />
        {t('alerts.save.open')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <SaveSearchDialog
            open={open}
            onOpenChange={setOpen}
            returnFocus={button}
            city={city ? { subdomain: city.subdomain, name: city.name, currency: city.currency } : null}
            category={category}
            params={params.toString()}
          />
        </Suspense>
      )}
    </>
  );
}
