/**
 * The filters on a phone: a sheet rising from the bottom of the screen (a Radix
 * dialog: focus stays inside, Escape and the close button dismiss it). Apply or Reset
 * closes it; the page then brings the results heading into view.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { FilterForm, type FilterPlaceProps } from './filter-sidebar';

export default function FilterSheet({
  open,
  onOpenChange,
  showPlace,
  countries,
}: FilterPlaceProps & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const applied = useRef(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          aria-describedby={undefined}
          data-testid="filter-sheet"
          // After Apply the results heading takes focus; the button must not take it back.
          onCloseAutoFocus={(event) => {
            if (applied.current) event.preventDefault();
          }}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[85vh] flex-col rounded-t-2xl bg-white shadow-xl outline-none"
        >
          <div className="flex items-center justify-between border-b border-slate-100 px-4 py-3">
            <Dialog.Title className="text-lg font-semibold text-slate-900">{t('filters.title')}</Dialog.Title>
            <Dialog.Close
              aria-label={t('toast.close')}
              className="grid h-10 w-10 place-items-center rounded-md text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <X className="h-5 w-5" aria-hidden />
            </Dialog.Close>
          </div>
          <div className="overflow-y-auto pb-[env(safe-area-inset-bottom)]">
            <FilterForm
              showPlace={showPlace}
              countries={countries}
              onApplied={() => {
                applied.current = true;
                onOpenChange(false);
              }}
            />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
