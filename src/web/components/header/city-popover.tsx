/**
 * The city selector's open list, positioned under its button. Loaded on the first
 * hover, focus or click of the button (see `city-selector.tsx`), so the popover code
 * and the city list stay out of every page's first load.
 */
import * as Popover from '@radix-ui/react-popover';
import type { RefObject } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { City } from '../../../domain/geo/cities';
import CityCommandList from './city-command-list';

export default function CityPopover({
  open,
  onOpenChange,
  anchor,
  city,
  pick,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  anchor: RefObject<HTMLButtonElement | null>;
  city: City | null;
  pick: (city: City | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={anchor as RefObject<HTMLButtonElement>} />
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          aria-label={t('header.cityDialog')}
          // A press on the button itself toggles the list; it is not "outside".
          onInteractOutside={(event) => {
            if (anchor.current?.contains(event.target as Node)) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            anchor.current?.focus();
          }}
          className="z-50 w-[min(20rem,calc(100vw-1rem))] overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg"
        >
          <CityCommandList city={city} pick={pick} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
