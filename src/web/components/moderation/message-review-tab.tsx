/**
 * The moderation page's Messages tab: messages screening held back, oldest first, each
 * with its text, the listing it is about, who sent it and why it was held; reviewers
 * deliver or refuse each one. Below, the conversations a participant reported, with
 * their reason and latest messages (a reviewer marks each reviewed once read), and the
 * background jobs that failed (a mail that
 * never went out is a message nobody was told about).
 *
 * Message text is someone else's words: always rendered as text (React escapes it),
 * isolated for direction so an RTL override cannot reorder the page around it.
 */
import { clsx } from 'clsx';
import { AlertTriangle, Check, ExternalLink, Flag, ShieldAlert, X } from 'lucide-react';
import { Link } from 'react-router';
import type { HeldMessage, MessageDecision, MessageReview, ReportedConversation } from '../../../domain/moderation/message-review';
import { buttonClass } from '../ui/dialog';
import { useReviewTime } from './review-time';

/** A failed background job as reviewers see it: no data, which may name a person. */
export interface FailedJobView {
  id: string;
  name: string;
  error: string;
  attempts: number;
  failedAt: string;
}


const ROLE = { buyer: 'buyer', seller: 'seller' } as const;
const OTHER = { buyer: 'seller', seller: 'buyer' } as const;

/** Someone's words, inert: text only, wrapped, direction isolated. */
function Said({ text, testId }: { text: string; testId?: string }) {
  return (
    <p dir="auto" data-testid={testId} className="whitespace-pre-wrap break-words text-slate-900 [overflow-wrap:anywhere] [unicode-bidi:plaintext]">
      {text}
    </p>
  );
}

export function MessageReviewTab({
  review,
  failedJobs,
  paged,
  busy,
  onDecide,
  onReviewed,
}: {
  review: MessageReview;
  failedJobs: FailedJobView[];
  paged: boolean;
  busy: boolean;
  onDecide: (message: HeldMessage, decision: MessageDecision) => void;
  onReviewed: (conversation: ReportedConversation) => void;
}) {
  const { held, reported } = review;
  const formatTime = useReviewTime();
  return (
    <div className="space-y-8">
      <section aria-labelledby="held-heading" className="space-y-4">
        <h2 id="held-heading" className="text-xl font-semibold text-slate-900">
          Held messages <span className="font-normal text-slate-600" data-testid="held-total">({held.total} waiting, oldest first)</span>
        </h2>
        {held.items.length === 0 ? (
          <p className="rounded-xl border border-slate-200 bg-white p-8 text-center text-slate-600" data-testid="held-empty">
            {paged ? 'Nothing more on this page.' : 'No message is waiting for review.'}
          </p>
        ) : (
          <ol className="space-y-4">
            {held.items.map((message) => (
              <li key={message.id}>
                <HeldMessageCard message={message} busy={busy} onDecide={(decision) => onDecide(message, decision)} />
              </li>
            ))}
          </ol>
        )}
        {(held.nextCursor || paged) && (
          <nav className="flex justify-between text-sm font-medium" aria-label="Held message pages">
            {paged ? (
              <Link to="/moderation?tab=messages" className="text-brand-700 hover:underline">
                ← First page
              </Link>
            ) : (
              <span />
            )}
            {held.nextCursor && (
              <Link to={`/moderation?tab=messages&after=${encodeURIComponent(held.nextCursor)}`} className="text-brand-700 hover:underline">
                Next page →
              </Link>
            )}
          </nav>
        )}
      </section>

      <section aria-labelledby="reported-heading" className="space-y-4">
        <h2 id="reported-heading" className="text-xl font-semibold text-slate-900">
          Reported conversations <span className="font-normal text-slate-600" data-testid="reported-total">({reported.total})</span>
        </h2>
        {reported.items.length === 0 ? (
          <p className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-600">No conversation has been reported.</p>
        ) : (
          <ol className="space-y-4">
            {reported.items.map((conversation) => (
              <li key={conversation.id}>
                <ReportedCard conversation={conversation} busy={busy} onReviewed={() => onReviewed(conversation)} />
              </li>
            ))}
          </ol>
        )}
        {reported.total > reported.items.length && (
          <p className="text-sm text-slate-600">Showing the {reported.items.length} oldest reports of {reported.total}.</p>
        )}
      </section>

      <section aria-labelledby="failed-jobs-heading" className="space-y-3">
        <h2 id="failed-jobs-heading" className="text-xl font-semibold text-slate-900">
          Failed background jobs <span className="font-normal text-slate-600">({failedJobs.length})</span>
        </h2>
        {failedJobs.length === 0 ? (
          <p className="text-sm text-slate-600">No job has failed in the last month.</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white text-sm" data-testid="failed-jobs">
            {failedJobs.map((job) => (
              <li key={job.id} className="flex flex-col gap-1 p-3 sm:flex-row sm:items-baseline sm:gap-3">
                <span className="flex items-center gap-1.5 font-medium text-slate-900">
                  <AlertTriangle className="h-4 w-4 text-red-600" aria-hidden />
                  {job.name}
                </span>
                <span className="min-w-0 flex-1 break-words text-slate-700 [overflow-wrap:anywhere]">{job.error}</span>
                <span className="text-xs text-slate-500">
                  {formatTime(job.failedAt)} · {job.attempts === 1 ? '1 attempt' : `${job.attempts} attempts`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function HeldMessageCard({ message, busy, onDecide }: { message: HeldMessage; busy: boolean; onDecide: (decision: MessageDecision) => void }) {
  const headingId = `held-${message.id}`;
  const formatTime = useReviewTime();
  const recipient = OTHER[message.senderRole];
  return (
    <article
      aria-labelledby={headingId}
      data-testid="held-message"
      data-message-id={message.id}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="break-words text-lg font-semibold text-slate-900">
            From the {ROLE[message.senderRole]}, about “{message.listing.title}”
          </h3>
          <p className="text-xs text-slate-500">
            Sent {formatTime(message.createdAt)} {message.via === 'email' ? 'by email reply' : 'on the site'}
          </p>
        </div>
        {message.screening && (
          <span className="rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-900" data-testid="message-score">
            Score {message.screening.score}
          </span>
        )}
      </div>

      <blockquote className="rounded-lg border-l-4 border-slate-300 bg-slate-50 px-3 py-2 text-sm">
        <Said text={message.body} testId="held-body" />
      </blockquote>

      <section aria-label="Screening" className="text-sm">
        <h4 className="flex items-center gap-1.5 font-medium text-slate-800">
          <ShieldAlert className="h-4 w-4 text-amber-600" aria-hidden />
          Why it was held
        </h4>
        {message.screening && message.screening.reasons.length > 0 ? (
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-slate-700" data-testid="message-reasons">
            {message.screening.reasons.map((reason) => (
              <li key={reason.code}>
                {reason.reason} <span className="text-slate-500">(strength {reason.strength})</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-slate-500">{message.screening ? 'No reasons given.' : 'Not screened.'}</p>
        )}
      </section>

      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className={buttonClass.primary} disabled={busy} onClick={() => onDecide('deliver')}>
          <Check className="h-4 w-4" aria-hidden />
          Deliver to the {recipient}
        </button>
        <button type="button" className={buttonClass.danger} disabled={busy} onClick={() => onDecide('refuse')}>
          <X className="h-4 w-4" aria-hidden />
          Refuse
        </button>
        {message.listing.id && (
          <Link to={`/listing/${message.listing.id}`} className="ml-auto inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
            <ExternalLink className="h-4 w-4" aria-hidden />
            The listing
          </Link>
        )}
      </div>
    </article>
  );
}

const STATUS: Record<ReportedConversation['status'], string> = {
  open: 'open',
  sold: 'sold to this buyer',
  closed: 'closed (sold to someone else)',
  blocked: 'buyer blocked',
};

function ReportedCard({ conversation, busy, onReviewed }: { conversation: ReportedConversation; busy: boolean; onReviewed: () => void }) {
  const headingId = `reported-${conversation.id}`;
  const formatTime = useReviewTime();
  return (
    <article
      aria-labelledby={headingId}
      data-testid="reported-conversation"
      data-conversation-id={conversation.id}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div>
        <h3 id={headingId} className="flex items-start gap-1.5 break-words text-lg font-semibold text-slate-900">
          <Flag className="mt-1 h-4 w-4 shrink-0 text-red-600" aria-hidden />
          <span>
            “{conversation.listing.title}”, reported by the {conversation.reportedBy ?? 'participant'}
          </span>
        </h3>
        <p className="text-xs text-slate-500">
          Reported {formatTime(conversation.reportedAt)} · {STATUS[conversation.status]} ·{' '}
          {conversation.messageCount === 1 ? '1 message' : `${conversation.messageCount} messages`}
        </p>
      </div>
      <div className="rounded-lg bg-red-50 px-3 py-2 text-sm">
        <span className="font-medium text-red-900">Reason: </span>
        {conversation.reason ? <Said text={conversation.reason} /> : <span className="text-slate-600">none given</span>}
      </div>
      {conversation.recent.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium text-slate-700">Latest messages</summary>
          <ol className="mt-2 space-y-2">
            {conversation.recent.map((message) => (
              <li key={message.id} className={clsx('rounded-lg px-3 py-2', message.authorRole === 'buyer' ? 'bg-slate-50' : 'bg-sky-50')}>
                <p className="text-xs font-medium text-slate-600">
                  {message.authorRole === 'buyer' ? 'Buyer' : 'Seller'}, {formatTime(message.createdAt)}
                  {message.state !== 'delivered' && <span className="text-amber-800"> · {message.state.replace('_', ' ')}</span>}
                </p>
                <Said text={message.body} />
              </li>
            ))}
          </ol>
        </details>
      )}
      <button type="button" className={buttonClass.secondary} disabled={busy} onClick={onReviewed}>
        <Check className="h-4 w-4" aria-hidden />
        Mark reviewed
      </button>
    </article>
  );
}
