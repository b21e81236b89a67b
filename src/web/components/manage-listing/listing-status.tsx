/**
 * The manage page's status section: what state the ad is in (active, sold, in review,
 * expired), its dates and notes, and the seller's actions on it (view, undo sold, mark
 * sold, renew, delete), the irreversible ones behind a confirmation.
 */
import { clsx } from 'clsx';
import { Clock, ExternalLink, RefreshCw, Tag, Trash2, Undo2 } from 'lucide-react';
import { Link } from 'react-router';
import { canUndoSold, UNDO_SOLD_WINDOW_MS } from '../../../domain/listings/listing-constants';
import type { ManagedListing } from '../../../domain/listings/manage-listing';
import { useTranslation } from '../../i18n/use-translation';
import { listingPath } from '../../lib/paths';
import { useInstantFormat } from '../../lib/viewer-time';
import { EmailConfirmation } from '../listing/email-confirmation';
import { buttonClass, ConfirmDialog } from '../ui/dialog';
import { useEndedWords } from './ended-words';
import { useListingActions } from './use-listing-actions';

interface ListingStatusProps {
  listing: ManagedListing;
  token: string;
  onChange: (listing: ManagedListing) => void;
  onDeleted: () => void;
}

/** Until when a sale can be undone, judged when the page rendered; the server checks again and says so if the day has passed. */
function undoSoldUntil(listing: ManagedListing): Date | null {
  if (listing.status !== 'sold' || !listing.soldAt || !canUndoSold(listing.soldAt, new Date())) return null;
  return new Date(new Date(listing.soldAt).getTime() + UNDO_SOLD_WINDOW_MS);
}

export function ListingStatus({ listing, token, onChange, onDeleted }: ListingStatusProps) {
  const { t } = useTranslation();
  const ended = useEndedWords(listing);
  const sold = listing.status === 'sold';
  const undoUntil = undoSoldUntil(listing);
  const time = useInstantFormat();
  return (
    <section aria-labelledby="manage-status" className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="manage-status" className="text-lg font-semibold">
        {t('manage.statusHeading')}
      </h2>
      <StatusFacts listing={listing} />
      {listing.heldStatus && <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">{t(`screening.${listing.heldStatus}Body`)}</p>}
      <EmailConfirmation listingId={listing.id} token={token} email={listing.contactEmail} verified={listing.isVerifiedUser} />
      {sold && <p className="text-sm text-slate-600">{ended('body')}</p>}
      {undoUntil && (
        <p className="text-sm text-slate-600" data-testid="undo-sold-note" suppressHydrationWarning>
          {ended('undoUntil', { time: time(undoUntil) })}
        </p>
      )}
      <StatusActions listing={listing} token={token} onChange={onChange} onDeleted={onDeleted} canUndo={undoUntil !== null} />
    </section>
  );
}

/** The state badges and the dates. The server's visibility rule answered these, judged when the page or the last change was loaded. */
function StatusFacts({ listing }: { listing: ManagedListing }) {
  const { t } = useTranslation();
  const time = useInstantFormat();
  const ended = useEndedWords(listing);
  const sold = listing.status === 'sold';
  const { expired, heldStatus: held, isPublic } = listing;
  return (
    <>
      <ul className="flex flex-wrap gap-2 text-sm font-medium" data-testid="manage-state">
        {/* "Active" only while the public can see the ad: never beside "Not published", "In review" or "Expired". */}
        {(sold || isPublic) && (
          <li className={clsx('rounded-full px-3 py-1', sold ? 'bg-slate-800 text-white' : 'bg-emerald-100 text-emerald-800')}>
            {sold ? ended('state') : t('manage.stateActive')}
          </li>
        )}
        {held && (
          <li className="rounded-full bg-amber-100 px-3 py-1 text-amber-900" data-testid="manage-screening-state">
            {t(`screening.${held}Title`)}
          </li>
        )}
        {expired && <li className="rounded-full bg-red-100 px-3 py-1 text-red-800">{t('manage.stateExpired')}</li>}
      </ul>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        {listing.expiresAt && (
          <div className="flex items-center gap-2">
            <Clock className="h-4 w-4 text-slate-500" aria-hidden />
            <dt className="sr-only">{t('manage.expiryLabel')}</dt>
            <dd data-testid="manage-expiry">
              {expired ? t('manage.expiredOn', { date: time(listing.expiresAt, 'longDate') }) : t('manage.expiresOn', { date: time(listing.expiresAt, 'longDate') })}
            </dd>
          </div>
        )}
        {sold && listing.soldAt && (
          <div className="flex items-center gap-2">
            <Tag className="h-4 w-4 text-slate-500" aria-hidden />
            <dt className="sr-only">{ended('state')}</dt>
            <dd>{ended('on', { date: time(listing.soldAt, 'longDate') })}</dd>
          </div>
        )}
      </dl>
    </>
  );
}

function StatusActions({ listing, token, onChange, onDeleted, canUndo }: ListingStatusProps & { canUndo: boolean }) {
  const { t } = useTranslation();
  const ended = useEndedWords(listing);
  const actions = useListingActions({ listing, token, onChange, onDeleted });
  const { busy } = actions;
  const sold = listing.status === 'sold';
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      {listing.isPublic && (
        <Link to={listingPath(listing)} className={buttonClass.secondary}>
          <ExternalLink className="h-4 w-4" aria-hidden />
          {t('manage.view')}
        </Link>
      )}
      {canUndo && (
        <button type="button" className={buttonClass.secondary} disabled={busy !== null} onClick={() => actions.act('unsold')}>
          <Undo2 className="h-4 w-4" aria-hidden />
          {busy === 'unsold' ? t('manage.working') : ended('undo')}
        </button>
      )}
      {!sold && (
        <ConfirmDialog
          {...actions.sold}
          trigger={{ className: buttonClass.secondary, disabled: busy !== null, children: <><Tag className="h-4 w-4" aria-hidden />{ended('markAs')}</> }}
          title={ended('confirmTitle')}
          description={ended('confirmBody')}
          testId="confirm-sold"
          cancelLabel={t('manage.cancel')}
          confirm={{ label: busy === 'sold' ? t('manage.working') : ended('markAs'), disabled: busy === 'sold', onClick: () => actions.act('sold') }}
        />
      )}
      {!sold && (
        <button type="button" className={buttonClass.secondary} disabled={busy !== null} onClick={() => actions.act('renew')}>
          <RefreshCw className="h-4 w-4" aria-hidden />
          {busy === 'renew' ? t('manage.working') : t('manage.renew')}
        </button>
      )}
      <ConfirmDialog
        {...actions.delete}
        trigger={{ className: clsx(buttonClass.secondary, 'text-red-700 sm:ml-auto'), disabled: busy !== null, children: <><Trash2 className="h-4 w-4" aria-hidden />{t('manage.delete')}</> }}
        title={t('manage.confirmTitle')}
        description={t('manage.confirmBody')}
        testId="confirm-delete"
        cancelLabel={t('manage.keep')}
        confirm={{ label: busy === 'delete' ? t('manage.deleting') : t('manage.confirmDelete'), disabled: busy === 'delete', onClick: actions.destroy, danger: true }}
      />
    </div>
  );
}
