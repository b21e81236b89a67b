/**
 * The management page's "Conversations" section: every conversation about the ad,
 * newest first, with the buyer's name (or "Buyer"), the last message, when, how many
 * the seller has not read, and where the conversation stands. Opening one goes to its
 * thread: the seller's own browser (no token in the address) simply follows
 * /messages/{id}; with a management link, a fresh secret thread link is asked for first,
 * so the management token never appears in a thread's address.
 *
 * The loader gives the list; it is fetched again when the seller comes back to the tab
 * or presses Refresh. Message text is rendered as text, never as HTML.
 */
import { clsx } from 'clsx';
import { ChevronRight, MessageSquare, RefreshCw } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ConversationStatus, ConversationSummary } from '../../../domain/conversations/conversation-schemas';
import { endedKey, type EndWord } from '../../../domain/taxonomy/end-word';
import { useTranslation } from '../../i18n/use-translation';
import { ApiError } from '../../lib/api-client';
import { useInstantFormat } from '../../lib/viewer-time';
import { buttonClass } from '../ui/dialog';
import { toast } from '../ui/toast';
import { fetchListingConversations, threadLink } from './seller-requests';

/** The other states' words; a sale is said in the words of what the listing offers (`toPerson`). */
const STATUS_KEY: Record<Exclude<ConversationStatus, 'sold'>, string> = {
  open: 'manage.conversationsStatus.open',
  closed: 'manage.conversationsStatus.closed',
  blocked: 'manage.conversationsStatus.blocked',
};

const STATUS_CLASS: Record<ConversationStatus, string> = {
  open: 'bg-emerald-100 text-emerald-800',
  sold: 'bg-slate-800 text-white',
  closed: 'bg-slate-100 text-slate-700',
  blocked: 'bg-red-100 text-red-800',
};

export function ManageConversations({
  listingId,
  token,
  initial,
  endWord = 'sold',
}: {
  listingId: string;
  /** How the listing ends (sold, let, filled, taken): the words of a conversation that ended it. */
  endWord?: EndWord;
  /** The management link's token; '' in the seller's own browser. */
  token: string;
  initial: ConversationSummary[];
}) {
  const { t } = useTranslation();
  // In the seller's zone and the page's language (lib/viewer-time.tsx).
  const time = useInstantFormat();
  const navigate = useNavigate();
  const [items, setItems] = useState(initial);
  const [refreshing, setRefreshing] = useState(false);
  const [opening, setOpening] = useState<string | null>(null);

  const refresh = useCallback(
    async (quiet: boolean) => {
      setRefreshing(true);
      try {
        setItems(await fetchListingConversations(listingId, token));
      } catch {
        if (!quiet) toast({ variant: 'destructive', title: t('toast.errorTitle'), description: t('manage.conversationsFailed') });
      } finally {
        setRefreshing(false);
      }
    },
    [listingId, token, t],
  );

  // Coming back to the tab (after answering in a thread, or later) shows what arrived meanwhile.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh(true);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [refresh]);

  async function open(id: string) {
    setOpening(id);
    try {
      await navigate(await threadLink(id, token));
    } catch (error) {
      const message = error instanceof ApiError ? error.serverMessage : undefined;
      toast({ variant: 'destructive', title: t('toast.errorTitle'), description: message ?? t('manage.conversationsOpenFailed') });
      setOpening(null);
    }
  }

  const unreadTotal = items.reduce((sum, item) => sum + item.unread, 0);

  return (
    <section aria-labelledby="manage-conversations" className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6" data-testid="manage-conversations">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="manage-conversations" className="flex items-center gap-2 text-lg font-semibold">
          <MessageSquare className="h-5 w-5 text-brand-700" aria-hidden />
          {t('manage.conversationsHeading')}
          {unreadTotal > 0 && (
            <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white" data-testid="conversations-unread-total">
              {t('manage.conversationsUnread', { count: unreadTotal })}
            </span>
          )}
        </h2>
        <button type="button" className={clsx(buttonClass.secondary, 'px-3 py-1.5')} onClick={() => refresh(false)} disabled={refreshing}>
          <RefreshCw className={clsx('h-4 w-4', refreshing && 'animate-spin motion-reduce:animate-none')} aria-hidden />
          {t('manage.conversationsRefresh')}
        </button>
      </div>
      <p className="text-sm text-slate-600">{t(endedKey(endWord, 'writeIntro'))}</p>

      {items.length === 0 ? (
        <p className="rounded-lg bg-slate-50 px-4 py-6 text-center text-sm text-slate-600" data-testid="conversations-empty">
          {t(endedKey(endWord, 'writeEmpty'))}
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 overflow-hidden rounded-lg border border-slate-200" aria-live="polite">
          {items.map((item) => {
            const name = item.buyerName || t(endedKey(endWord, 'person'));
            const body = (
              <>
                <span className="min-w-0 flex-1 space-y-1">
                  <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <span className={clsx('break-words text-slate-900', item.unread > 0 ? 'font-semibold' : 'font-medium')} dir="auto">
                      {name}
                    </span>
                    <span className={clsx('rounded-full px-2 py-0.5 text-xs font-medium', STATUS_CLASS[item.status])} data-testid="conversation-status">
                      {item.status === 'sold' ? t(endedKey(endWord, 'toPerson')) : t(STATUS_KEY[item.status])}
                    </span>
                    {item.unread > 0 && (
                      <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white" data-testid="conversation-unread">
                        {t('manage.conversationsUnread', { count: item.unread })}
                      </span>
                    )}
                  </span>
                  <span
                    className="line-clamp-2 whitespace-pre-line break-words text-sm text-slate-700 [unicode-bidi:plaintext]"
                    dir="auto"
                    data-testid="conversation-preview"
                  >
                    {item.preview}
                  </span>
                  <span className="block text-xs text-slate-500">
                    <time dateTime={item.lastMessageAt}>
                      {time(item.lastMessageAt)}
                    </time>
                    {' · '}
                    {t('manage.conversationsMessages', { count: item.messages })}
                  </span>
                </span>
                <ChevronRight className="h-5 w-5 shrink-0 self-center text-slate-400" aria-hidden />
              </>
            );
            const rowClass = 'flex w-full items-start gap-3 px-3 py-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 sm:px-4';
            return (
              <li key={item.id} data-testid="conversation-item" data-conversation-id={item.id}>
                {token ? (
                  <button
                    type="button"
                    className={clsx(rowClass, opening === item.id && 'opacity-60')}
                    onClick={() => open(item.id)}
                    disabled={opening !== null}
                  >
                    {body}
                  </button>
                ) : (
                  <Link to={`/messages/${item.id}`} className={rowClass}>
                    {body}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
