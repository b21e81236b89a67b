/**
 * The city selector's list on a phone: the same searchable list as the laptop popover,
 * in a dialog that takes the width of the screen. Loaded on the first press of the
 * compact city button, like the popover.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from '../../i18n/use-translation';
import type { City } from '../../../domain/geo/cities';
import { DialogPanel } from '../ui/dialog';
import CityCommandList from './city-command-list';

export default function CitySheet({
  open,
  onOpenChange,
  city,
  pick,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  city: City | null;
  pick: (city: City | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogPanel title={t('header.cityDialog')} testId="city-sheet">
        <div className="-mx-4 -mb-4 border-t border-slate-200 sm:-mx-6 sm:-mb-6">
          <CityCommandList city={city} pick={pick} />
        </div>
      </DialogPanel>
    </Dialog.Root>
  );
}
