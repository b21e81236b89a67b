/**
 * The messages of a thread, oldest first (by instant, whatever their times read: a
 * message the page adds after sending sits where its instant puts it). Every body is text: React escapes it, line
 * breaks are kept by `white-space: pre-wrap`, nothing becomes a link, and each message
 * is its own bidi island (`dir="auto"`), so a right-to-left override inside one cannot
 * reorder the page around it.
 */
import { clsx } from 'clsx';
import { AlertTriangle, Ban, Check, CheckCheck, Clock, MailWarning, PartyPopper, ShieldQuestion } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { useInstantFormat } from '../../lib/viewer-time';
import { otherRole } from './other-person';
import type { MessageView, Thread } from './thread-types';
import { endedKey, type EndedText, type EndWord } from '../../../domain/taxonomy/end-word';

/** Oldest first by instant; the server's order (its id) breaks ties. */
function byInstant(messages: readonly MessageView[]): MessageView[] {
  return messages
    .map((message, index) => ({ message, index, at: Date.parse(message.createdAt) }))
    .sort((a, b) => a.at - b.at || a.index - b.index)
    .map(({ message }) => message);
}

export function MessageList({ thread }: { thread: Thread }) {
  const { t } = useTranslation();
  const otherName = thread.other.name?.trim() || otherRole(t, thread);
  return (
    <ol className="space-y-3" aria-label={t('conversation.messagesLabel')} data-testid="messages">
      {byInstant(thread.messages).map((message) =>
        message.author === 'system' ? (
          <SystemEvent key={message.id} message={message} endWord={thread.listing.endWord} />
        ) : (
          <Message key={message.id} message={message} otherName={otherName} />
        ),
      )}
    </ol>
  );
}

/** The events, said in the words of what the listing offers (sold, let, filled, taken; a buyer, an applicant…). */
const ENDED_EVENTS: Partial<Record<string, EndedText>> = { sold_to_you: 'eventToYou', marked_sold: 'eventMarked', sold_to_other: 'eventToOther', blocked: 'blockedEvent' };

function SystemEvent({ message, endWord }: { message: MessageView; endWord: EndWord }) {
  const { t } = useTranslation();
  const time = useInstantFormat();
  const happy = message.event === 'sold_to_you' || message.event === 'marked_sold';
  const Icon = happy ? PartyPopper : Ban;
  return (
    <li className="flex flex-col items-center gap-0.5 text-center" data-testid="system-event" data-event={message.event ?? ''}>
      <p className={clsx('inline-flex items-center gap-2 rounded-2xl px-4 py-1.5 text-sm font-medium', happy ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-200 text-slate-800')}>
        <Icon className="h-4 w-4 shrink-0" aria-hidden />
        <span>{ENDED_EVENTS[message.event ?? ''] ? t(endedKey(endWord, ENDED_EVENTS[message.event ?? '']!)) : t('conversation.event.unknown')}</span>
      </p>
      <time dateTime={message.createdAt} className="text-xs text-slate-600" data-testid="message-time">
        {time(message.createdAt)}
      </time>
    </li>
  );
}

const STATE_ICONS = { awaiting_confirmation: MailWarning, held: ShieldQuestion, delivered: Check, read: CheckCheck } as const;

function Message({ message, otherName }: { message: MessageView; otherName: string }) {
  const { t } = useTranslation();
  const time = useInstantFormat();
  const mine = message.author === 'you';
  const StateIcon = STATE_ICONS[message.state] ?? Clock;
  return (
    <li className={clsx('flex', mine ? 'justify-end' : 'justify-start')} data-testid="message" data-author={message.author} data-state={message.state}>
      <article
        className={clsx(
          'max-w-[85%] min-w-0 rounded-2xl px-4 py-2.5 shadow-sm sm:max-w-[75%]',
          mine ? 'rounded-br-sm bg-brand-600 text-white' : 'rounded-bl-sm border border-slate-200 bg-white text-slate-900',
        )}
      >
        <header className={clsx('flex flex-wrap items-baseline gap-x-2 text-xs', mine ? 'text-brand-50' : 'text-slate-600')}>
          <span className="font-semibold" data-testid="message-author">
            {mine ? t('conversation.you') : <bdi>{otherName}</bdi>}
          </span>
          <time dateTime={message.createdAt} data-testid="message-time">
            {time(message.createdAt)}
          </time>
          {message.via === 'email' && <span>{t('conversation.viaEmail')}</span>}
        </header>
        <p dir="auto" className="mt-1 break-words whitespace-pre-wrap [unicode-bidi:isolate]" data-testid="message-body">
          {message.body}
        </p>
        {mine && (
          <p className={clsx('mt-1 flex items-center justify-end gap-1 text-xs', message.state === 'awaiting_confirmation' || message.state === 'held' ? 'font-medium text-amber-100' : 'text-brand-50')} data-testid="message-state">
            <StateIcon className="h-3.5 w-3.5" aria-hidden />
            {t(`conversation.state.${message.state}`)}
          </p>
        )}
        {!mine && message.warnings.length > 0 && (
          <ul className="mt-2 space-y-1.5" data-testid="message-warnings">
            {message.warnings.map((code) => (
              <li key={code} className="flex gap-2 rounded-lg bg-amber-50 p-2 text-xs text-amber-950 ring-1 ring-amber-200" data-warning={code}>
                <AlertTriangle className="h-4 w-4 shrink-0 text-amber-600" aria-hidden />
                <span>{t(`conversation.warning.${code}`, { defaultValue: t('conversation.warning.generic') })}</span>
              </li>
            ))}
          </ul>
        )}
      </article>
    </li>
  );
}
