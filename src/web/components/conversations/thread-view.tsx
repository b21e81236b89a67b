/**
 * One conversation as either participant sees it: the listing it is about, notes about
 * its state, the messages, the reply box and the participant's actions. Kept up to
 * date by polling while the page is visible.
 */
import { clsx } from 'clsx';
import { ExternalLink, ImageOff, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { imageVariantUrl } from '../../../domain/media/image-variants';
import type { PriceUnit } from '../../../domain/taxonomy/price-units';
import { listingPriceText } from '../../lib/listing-price';
import { endedKey, type EndedText } from '../../../domain/taxonomy/end-word';
import { MessageList } from './message-list';
import { otherHeading, otherRole } from './other-person';
import { ReplyBox } from './reply-box';
import { ThreadActions } from './thread-actions';
import type { Thread } from './thread-types';
import { useThreadUpdates } from './use-thread-updates';

export function ThreadView({ initial, token }: { initial: Thread; token: string | null }) {
  const { t } = useTranslation();
  const { thread, replace } = useThreadUpdates(initial, token);
  const otherNamed = thread.other.name?.trim() ?? '';
  const announcement = useArrivals(thread, otherNamed || otherRole(t, thread));
  // Only while the seller can still get the message: a closed thread has nothing waiting for the address.
  const awaiting = thread.status === 'open' && thread.you.role === 'buyer' && !thread.you.emailConfirmed && thread.messages.some((m) => m.author === 'you' && m.state === 'awaiting_confirmation');

  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-6 sm:py-8" data-testid="thread" data-status={thread.status} data-role={thread.you.role}>
      <p className="sr-only" role="status" aria-live="polite" data-testid="arrivals">
        {announcement}
      </p>
      <ListingSummary listing={thread.listing} />
      <h1 className="text-xl font-bold text-slate-900 sm:text-2xl">
        {/* A name is the other person's own text: isolated (U+2068…U+2069) so its direction cannot spill into the heading. */}
        {otherNamed ? t('conversation.heading.named', { name: `\u2068${otherNamed}\u2069` }) : otherHeading(t, thread)}
      </h1>
      {awaiting && (
        <div role="status" className="flex gap-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950" data-testid="confirm-email-note">
          <MailCheck className="h-5 w-5 shrink-0 text-amber-700" aria-hidden />
          <div>
            <p className="font-semibold">{t('conversation.confirmEmail.title')}</p>
            <p>{t('conversation.confirmEmail.body')}</p>
          </div>
        </div>
      )}
      <StatusNote thread={thread} />
      <section aria-labelledby="thread-messages" className="rounded-xl bg-slate-100/70 p-3 sm:p-4">
        <h2 id="thread-messages" className="sr-only">
          {t('conversation.messagesLabel')}
        </h2>
        <MessageList thread={thread} />
      </section>
      {thread.canReply ? <ReplyBox threadId={thread.id} token={token} onSent={replace} /> : <ClosedNote thread={thread} />}
      <ThreadActions thread={thread} token={token} onChange={replace} />
    </div>
  );
}

/** "New message from Alex" for screen readers, when a poll brings the other person's words. */
function useArrivals(thread: Thread, otherLabel: string): string {
  const { t } = useTranslation();
  const count = thread.messages.filter((message) => message.author === 'other').length;
  const [seen, setSeen] = useState(count);
  const [announcement, setAnnouncement] = useState('');
  // Remembered during render (React's pattern for state derived from a change).
  if (count !== seen) {
    setSeen(count);
    if (count > seen) setAnnouncement(t('conversation.newMessage', { name: otherLabel }));
  }
  return announcement;
}

function ListingSummary({ listing }: { listing: Thread['listing'] }) {
  const { t, i18n } = useTranslation();
  const price = listingPriceText({ price: listing.price, currency: listing.currency, priceUnit: listing.priceUnit as PriceUnit | null }, i18n.language, t, t('listing.free'));
  return (
    <section className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm" aria-label={t('conversation.listingLabel')} data-testid="thread-listing">
      <div className="h-16 w-16 shrink-0 overflow-hidden rounded-lg bg-slate-100 sm:h-20 sm:w-20">
        {listing.image ? (
          <img src={imageVariantUrl(listing.image, 'thumb')} alt="" className="h-full w-full object-cover" />
        ) : (
          <ImageOff className="m-auto h-full w-6 text-slate-400" aria-hidden />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold text-slate-900" dir="auto">
          {listing.title}
        </p>
        {price && <p className="text-sm font-medium text-slate-700">{price}</p>}
        {listing.path ? (
          <Link to={listing.path} className="mt-0.5 inline-flex items-center gap-1 text-sm text-brand-700 hover:underline">
            {t('conversation.viewListing')}
            <ExternalLink className="h-3.5 w-3.5" aria-hidden />
          </Link>
        ) : (
          <p className="mt-0.5 text-sm text-slate-500">{t('conversation.listingGone')}</p>
        )}
      </div>
    </section>
  );
}

function StatusNote({ thread }: { thread: Thread }) {
  const { t } = useTranslation();
  if (thread.status === 'open') {
    return thread.listing.takesMessages || thread.you.role === 'seller' ? null : (
      <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700" data-testid="status-note">
        {t('conversation.status.listingClosed')}
      </p>
    );
  }
  // A sale (or a let, a filled job…) is said in the words of what the listing offers.
  // So is a block, to the seller who blocked a buyer (an applicant…); the blocked person reads only that it is closed.
  const ended: Record<string, EndedText> = {
    sold_buyer: 'statusBuyer',
    sold_seller: 'statusSeller',
    closed_buyer: 'closedBuyer',
    closed_seller: 'closedSeller',
    blocked_seller: 'blockedStatus',
  };
  const text = ended[`${thread.status}_${thread.you.role}`];
  return (
    <p
      role="status"
      className={clsx('rounded-lg px-3 py-2 text-sm font-medium', thread.status === 'sold' ? 'bg-emerald-50 text-emerald-900 ring-1 ring-emerald-200' : 'bg-slate-100 text-slate-800')}
      data-testid="status-note"
    >
      {text ? t(endedKey(thread.listing.endWord, text)) : t('conversation.status.blocked_buyer')}
    </p>
  );
}

function ClosedNote({ thread }: { thread: Thread }) {
  const { t } = useTranslation();
  return (
    <p className="rounded-lg border border-dashed border-slate-300 px-3 py-2 text-center text-sm text-slate-600" data-testid="reply-closed">
      {t(thread.status === 'open' ? 'conversation.reply.unavailable' : 'conversation.reply.closed')}
    </p>
  );
}
