/**
 * The seller's actions on an ad from its manage page: mark sold (or undo it), renew and
 * delete, each with a toast in the words of what the ad offers (let, filled…). One action
 * at a time: `busy` names the running one so its button says so and the others wait.
 */
import { useState } from 'react';
import type { ManagedListing } from '../../../domain/listings/manage-listing';
import { useTranslation } from '../../i18n/use-translation';
import { ApiError } from '../../lib/api-client';
import { useInstantFormat } from '../../lib/viewer-time';
import { markSold, markUnsold, removeListing, renew } from '../post-ad/listing-requests';
import { toast } from '../ui/toast';
import { useEndedWords } from './ended-words';

export type ListingAction = 'sold' | 'unsold' | 'renew' | 'delete';

export function useListingActions({
  listing,
  token,
  onChange,
  onDeleted,
}: {
  listing: ManagedListing;
  token: string;
  onChange: (listing: ManagedListing) => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const time = useInstantFormat();
  const ended = useEndedWords(listing);
  const [busy, setBusy] = useState<null | ListingAction>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [confirmSold, setConfirmSold] = useState(false);

  function failed(error: unknown, fallback: string) {
    const message = error instanceof ApiError ? error.serverMessage : undefined;
    toast({ variant: 'destructive', title: t('toast.errorTitle'), description: message ?? fallback });
  }

  async function act(kind: 'sold' | 'unsold' | 'renew') {
    setBusy(kind);
    try {
      const request = { sold: markSold, unsold: markUnsold, renew }[kind];
      const updated = await request(listing.id, token);
      onChange(updated);
      setConfirmSold(false);
      if (kind === 'sold') toast({ title: ended('toastTitle'), description: ended('toast') });
      else if (kind === 'unsold') toast({ title: ended('undoneTitle'), description: ended('undone') });
      else toast({ title: t('manage.renewedToastTitle'), description: t('manage.renewedToast', { date: time(updated.expiresAt ?? '', 'longDate') }) });
    } catch (error) {
      failed(error, t('manage.actionFailed'));
    } finally {
      setBusy(null);
    }
  }

  async function destroy() {
    setBusy('delete');
    try {
      await removeListing(listing.id, token);
      setConfirmDelete(false);
      onDeleted();
    } catch (error) {
      failed(error, t('manage.actionFailed'));
    } finally {
      setBusy(null);
    }
  }

  return {
    busy,
    act,
    destroy,
    // A dialog stays open while its own action runs.
    sold: { open: confirmSold, onOpenChange: (open: boolean) => busy !== 'sold' && setConfirmSold(open) },
    delete: { open: confirmDelete, onOpenChange: (open: boolean) => busy !== 'delete' && setConfirmDelete(open) },
  };
}
