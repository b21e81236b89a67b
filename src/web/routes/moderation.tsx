/**
 * /moderation — the reviewers' queue, in two tabs.
 * Listings: held by screening or hidden by reports, and public listings with open
 * reports, oldest first, 25 a page (`?after=` continues). Each shows its spam score and
 * reasons and its reports; reviewers approve or reject one at a time or the checked
 * ones together.
 * Messages (`?tab=messages`): messages screening held, oldest first, to deliver or
 * refuse; reported conversations, to mark reviewed; failed background jobs.
 * Staff only: signed in through /moderation/login, never indexed or cached, and in English.
 */
import { clsx } from 'clsx';
import { Check, ExternalLink, Flag, LogOut, ShieldAlert, X } from 'lucide-react';
import { useState } from 'react';
import { data, Link, redirect, useNavigate, useRevalidator } from 'react-router';
import type { Route } from './+types/moderation';
import { findCity } from '../../domain/geo/find-city';
import { actionFor, type ScreeningAction } from '../../domain/moderation/moderation-status';
import {
  countMessageReview,
  listMessageReview,
  type HeldMessage,
  type MessageDecision,
  type MessageReview,
  type ReportedConversation,
} from '../../domain/moderation/message-review';
import { listReviewQueue, type ReviewItem } from '../../domain/moderation/review-queue';
import { isAppError } from '../../domain/shared/errors';
import { formatPrice } from '../../domain/shared/format';
import { findCategory, findSubcategory } from '../../domain/taxonomy/categories';
import { MessageReviewTab, type FailedJobView } from '../components/moderation/message-review-tab';
import { useReviewTime } from '../components/moderation/review-time';
import { ViewerTimeProvider } from '../lib/viewer-time';
import { viewerTimeOf } from '../lib/viewer-time-zone.server';
import { ModerationClosed } from '../components/moderation/moderation-closed';
import { buttonClass } from '../components/ui/dialog';
import { toast } from '../components/ui/toast';
import { ApiError, apiRequest } from '../lib/api-client';
import { listingPath } from '../lib/paths';

const PAGE_SIZE = 25;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { configured, reviewer } = context.moderation;
  if (!configured) return data({ open: false as const }, { status: 503 });
  if (!reviewer) throw redirect('/moderation/login');
  const url = new URL(request.url);
  const after = url.searchParams.get('after');
  const tab = url.searchParams.get('tab') === 'messages' ? ('messages' as const) : ('listings' as const);
  // Times in the reviewer's zone, named (lib/viewer-time.tsx).
  const signedIn = { open: true as const, reviewer: reviewer.name, csrfToken: reviewer.csrfToken, paged: after !== null, viewerTime: viewerTimeOf(request) };
  const cursor = after ?? undefined;
  try {
    if (tab === 'messages') {
      const [review, listingsWaiting, failed] = await Promise.all([
        listMessageReview(context.db, { query: { limit: PAGE_SIZE, cursor } }),
        listReviewQueue(context.db, { query: { limit: 1 } }),
        context.failedJobs(50),
      ]);
      // Only what a reviewer needs: a job's data may name a person.
      const failedJobs: FailedJobView[] = failed.map(({ id, name, error, attempts, failedAt }) => ({ id, name, error, attempts, failedAt }));
      const counts = { listings: listingsWaiting.total, held: review.held.total, reported: review.reported.total };
      return data({ ...signedIn, tab, counts, review, failedJobs, queue: null });
    }
    const [queue, messages] = await Promise.all([listReviewQueue(context.db, { query: { limit: PAGE_SIZE, cursor } }), countMessageReview(context.db)]);
    const counts = { listings: queue.total, held: messages.held, reported: messages.reported };
    return data({ ...signedIn, tab, counts, queue, review: null, failedJobs: [] });
  } catch (error) {
    // A stale or mangled page link starts again from the first page.
    if (isAppError(error) && error.kind === 'invalid') throw redirect(tab === 'messages' ? '/moderation?tab=messages' : '/moderation');
    throw error;
  }
}

export function meta() {
  return [{ title: 'Moderation queue | Cityboard' }, { name: 'robots', content: 'noindex' }];
}

export default function ModerationPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.open) return <ModerationClosed />;
  return (
    <ViewerTimeProvider value={loaderData.viewerTime}>
      <ReviewQueuePage
        reviewer={loaderData.reviewer}
        csrfToken={loaderData.csrfToken}
        tab={loaderData.tab}
        counts={loaderData.counts}
        queue={loaderData.queue}
        review={loaderData.review}
        failedJobs={loaderData.failedJobs}
        paged={loaderData.paged}
      />
    </ViewerTimeProvider>
  );
}

interface Counts {
  listings: number;
  held: number;
  reported: number;
}

type Decision = 'approve' | 'reject';

function ReviewQueuePage({
  reviewer,
  csrfToken,
  tab,
  counts,
  queue,
  review,
  failedJobs,
  paged,
}: {
  reviewer: string;
  csrfToken: string;
  tab: 'listings' | 'messages';
  counts: Counts;
  queue: { items: ReviewItem[]; total: number; nextCursor: string | null } | null;
  review: MessageReview | null;
  failedJobs: FailedJobView[];
  paged: boolean;
}) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState<string | null>(null);
  const items = queue?.items ?? [];

  async function signedInRequest(url: string, payload?: unknown): Promise<boolean> {
    try {
      await apiRequest('POST', url, payload, { headers: { 'X-CSRF-Token': csrfToken } });
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        toast({ variant: 'destructive', title: 'Signed out', description: 'Your reviewer session has ended. Please sign in again.' });
        await navigate('/moderation/login');
        return false;
      }
      const message = error instanceof ApiError ? error.serverMessage : undefined;
      toast({ variant: 'destructive', title: 'Not saved', description: message ?? 'Could not reach the server. Please try again.' });
      return false;
    }
  }

  async function decide(ids: string[], decision: Decision, key: string) {
    if (ids.length === 0) return;
    setBusy(key);
    const done = await signedInRequest('/api/moderation/decisions', { ids, decision });
    if (done) {
      const count = ids.length === 1 ? '1 listing' : `${ids.length} listings`;
      toast({
        title: decision === 'approve' ? 'Approved' : 'Rejected',
        description: decision === 'approve' ? `${count} now public.` : `${count} kept off the site.`,
      });
      setSelected(new Set());
      await revalidator.revalidate();
    }
    setBusy(null);
  }

  async function decideMessage(message: HeldMessage, decision: MessageDecision) {
    setBusy(message.id);
    const done = await signedInRequest(`/api/moderation/messages/${encodeURIComponent(message.id)}/decision`, { decision });
    if (done) {
      const recipient = message.senderRole === 'buyer' ? 'seller' : 'buyer';
      toast({
        title: decision === 'deliver' ? 'Delivered' : 'Refused',
        description: decision === 'deliver' ? `The ${recipient} can read it now and is told by mail.` : `Only its sender will ever see it.`,
      });
      await revalidator.revalidate();
    }
    setBusy(null);
  }

  async function markReviewed(conversation: ReportedConversation) {
    setBusy(conversation.id);
    if (await signedInRequest(`/api/moderation/conversations/${encodeURIComponent(conversation.id)}/reviewed`)) {
      toast({ title: 'Marked reviewed', description: 'The report has left the queue. A new report brings the conversation back.' });
      await revalidator.revalidate();
    }
    setBusy(null);
  }

  async function signOut() {
    setBusy('logout');
    if (await signedInRequest('/api/moderation/logout')) await navigate('/moderation/login', { replace: true });
    setBusy(null);
  }

  const allChecked = items.length > 0 && items.every((item) => selected.has(item.id));
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  // Only listings still on the page count: one decided elsewhere has left it.
  const chosen = items.filter((item) => selected.has(item.id)).map((item) => item.id);

  return (
    <div className="mx-auto max-w-5xl space-y-5 px-4 py-6 sm:py-8">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-medium text-brand-700">Moderation</p>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Review queue</h1>
          {tab === 'listings' ? (
            <p className="text-sm text-slate-600" data-testid="queue-total">
              {counts.listings === 1 ? '1 listing waiting' : `${counts.listings} listings waiting`}, oldest first
            </p>
          ) : (
            <p className="text-sm text-slate-600" data-testid="messages-total">
              {counts.held === 1 ? '1 message held' : `${counts.held} messages held`},{' '}
              {counts.reported === 1 ? '1 conversation reported' : `${counts.reported} conversations reported`}
            </p>
          )}
        </div>
        <div className="flex items-center gap-3 text-sm text-slate-600">
          <span>
            Signed in as <strong className="text-slate-900">{reviewer}</strong>
          </span>
          <button type="button" className={buttonClass.secondary} onClick={signOut} disabled={busy !== null}>
            <LogOut className="h-4 w-4" aria-hidden />
            Sign out
          </button>
        </div>
      </header>

      <nav aria-label="Queue sections" className="flex gap-1 border-b border-slate-200">
        <QueueTab to="/moderation" current={tab === 'listings'} label="Listings" count={counts.listings} />
        <QueueTab to="/moderation?tab=messages" current={tab === 'messages'} label="Messages" count={counts.held + counts.reported} />
      </nav>

      {tab === 'messages' && review ? (
        <MessageReviewTab review={review} failedJobs={failedJobs} paged={paged} busy={busy !== null} onDecide={decideMessage} onReviewed={markReviewed} />
      ) : items.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-8 text-center text-slate-600" data-testid="queue-empty">
          {paged ? 'Nothing more on this page.' : 'Nothing is waiting for review.'}
        </p>
      ) : (
        <>
          <div className="sticky top-0 z-10 flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white/95 p-3 shadow-sm backdrop-blur">
            <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
              <input
                type="checkbox"
                className="h-4 w-4 accent-brand-600"
                checked={allChecked}
                onChange={() => setSelected(allChecked ? new Set() : new Set(items.map((item) => item.id)))}
              />
              Select all on this page
            </label>
            <span className="text-sm text-slate-600" aria-live="polite">
              {chosen.length} selected
            </span>
            <div className="ml-auto flex gap-2">
              <button type="button" className={buttonClass.primary} disabled={chosen.length === 0 || busy !== null} onClick={() => decide(chosen, 'approve', 'bulk')}>
                <Check className="h-4 w-4" aria-hidden />
                Approve selected
              </button>
              <button type="button" className={buttonClass.danger} disabled={chosen.length === 0 || busy !== null} onClick={() => decide(chosen, 'reject', 'bulk')}>
                <X className="h-4 w-4" aria-hidden />
                Reject selected
              </button>
            </div>
          </div>

          <ol className="space-y-4">
            {items.map((item) => (
              <li key={item.id}>
                <QueueItem
                  item={item}
                  checked={selected.has(item.id)}
                  onToggle={() => toggle(item.id)}
                  busy={busy !== null}
                  onDecide={(decision) => decide([item.id], decision, item.id)}
                />
              </li>
            ))}
          </ol>
        </>
      )}

      {tab === 'listings' && queue && (queue.nextCursor || paged) && (
        <nav className="flex justify-between text-sm font-medium" aria-label="Queue pages">
          {paged ? (
            <Link to="/moderation" className="text-brand-700 hover:underline">
              ← First page
            </Link>
          ) : (
            <span />
          )}
          {queue.nextCursor && (
            <Link to={`/moderation?after=${encodeURIComponent(queue.nextCursor)}`} className="text-brand-700 hover:underline">
              Next page →
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}

/** One tab of the queue: a link (each tab has its own address), marked current, with what waits there. */
function QueueTab({ to, current, label, count }: { to: string; current: boolean; label: string; count: number }) {
  return (
    <Link
      to={to}
      aria-current={current ? 'page' : undefined}
      className={clsx(
        '-mb-px inline-flex items-center gap-2 border-b-2 px-4 py-2 text-sm font-semibold',
        current ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-600 hover:text-slate-900',
      )}
    >
      {label}
      <span className={clsx('rounded-full px-2 py-0.5 text-xs', current ? 'bg-brand-100 text-brand-800' : 'bg-slate-100 text-slate-700')} data-testid={`tab-count-${label.toLowerCase()}`}>
        {count}
      </span>
    </Link>
  );
}

/** A score is coloured by what screening does with it: reject, review or approve. */
const SCORE_CLASS: Record<ScreeningAction, string> = {
  reject: 'bg-red-100 text-red-800',
  review: 'bg-amber-100 text-amber-900',
  approve: 'bg-emerald-100 text-emerald-800',
};

function QueueItem({
  item,
  checked,
  onToggle,
  busy,
  onDecide,
}: {
  item: ReviewItem;
  checked: boolean;
  onToggle: () => void;
  busy: boolean;
  onDecide: (decision: Decision) => void;
}) {
  const formatTime = useReviewTime();
  const city = findCity(item.city);
  const category = findCategory(item.category)?.name ?? item.category;
  const subcategory = findSubcategory(item.category, item.subcategory)?.name ?? item.subcategory;
  const score = item.screening?.spamScore ?? item.spamScore;
  const price = formatPrice(item.price, item.currency, 'en-US');
  const headingId = `review-${item.id}`;

  return (
    <article
      aria-labelledby={headingId}
      data-testid="review-item"
      data-listing-id={item.id}
      className={clsx('rounded-xl border bg-white p-4 shadow-sm sm:p-5', checked ? 'border-brand-500 ring-2 ring-brand-500/30' : 'border-slate-200')}
    >
      <div className="flex gap-3">
        <input
          type="checkbox"
          className="mt-1.5 h-4 w-4 shrink-0 accent-brand-600"
          checked={checked}
          onChange={onToggle}
          aria-label={`Select “${item.title}”`}
        />
        <div className="min-w-0 flex-1 space-y-3">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <h2 id={headingId} className="break-words text-lg font-semibold text-slate-900">
                {item.title}
              </h2>
              <p className="text-sm text-slate-600">
                {[price || 'No price', city ? `${city.name}, ${city.country}` : 'Global', [category, subcategory].filter(Boolean).join(' › ')].join(' · ')}
              </p>
              <p className="text-xs text-slate-500">
                Posted {formatTime(item.createdAt)} · {item.neighborhood} · {item.contactEmail}
              </p>
            </div>
            <div className="flex flex-wrap gap-2 text-xs font-semibold">
              <span className={clsx('rounded-full px-2.5 py-1', item.isPublic ? 'bg-sky-100 text-sky-800' : 'bg-slate-800 text-white')}>
                {item.isPublic ? 'Public, reported' : 'Held'}
              </span>
              <span className={clsx('rounded-full px-2.5 py-1', SCORE_CLASS[actionFor(score)])} data-testid="spam-score">
                Spam score {score}
              </span>
            </div>
          </div>

          <div className="grid gap-3 text-sm sm:grid-cols-2">
            <section aria-label="Screening" className="rounded-lg bg-slate-50 p-3">
              <h3 className="flex items-center gap-1.5 font-medium text-slate-800">
                <ShieldAlert className="h-4 w-4 text-amber-600" aria-hidden />
                Screening
                {item.screening?.action && <span className="font-normal text-slate-500">· suggested {item.screening.action}</span>}
              </h3>
              {item.screening && item.screening.reasons.length > 0 ? (
                <ul className="mt-1 list-disc space-y-0.5 pl-5 text-slate-700" data-testid="screening-reasons">
                  {item.screening.reasons.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </ul>
              ) : (
                <p className="mt-1 text-slate-500">{item.screening ? 'No reasons given.' : 'Not screened.'}</p>
              )}
            </section>
            <section aria-label="Reports" className="rounded-lg bg-slate-50 p-3">
              <h3 className="flex items-center gap-1.5 font-medium text-slate-800">
                <Flag className="h-4 w-4 text-red-600" aria-hidden />
                <span data-testid="report-count">{item.reports.count === 1 ? '1 report' : `${item.reports.count} reports`}</span>
              </h3>
              {item.reports.count > 0 ? (
                <>
                  <p className="mt-1 text-slate-700">{item.reports.reasons.map((r) => `${r.reason.replace('_', ' ')} ×${r.count}`).join(', ')}</p>
                  {item.reports.details.map((text, index) => (
                    <blockquote key={index} className="mt-1 border-l-2 border-slate-300 pl-2 text-slate-600">
                      {text}
                    </blockquote>
                  ))}
                </>
              ) : (
                <p className="mt-1 text-slate-500">None since the last decision.</p>
              )}
              {item.lastDecision && (
                <p className="mt-1 text-xs text-slate-500">
                  Last decision: {item.lastDecision.finalDecision ?? 'none'} by {item.lastDecision.reviewedBy ?? 'unknown'}, {formatTime(item.lastDecision.reviewedAt)}
                </p>
              )}
            </section>
          </div>

          <details className="text-sm">
            <summary className="cursor-pointer font-medium text-slate-700">Description{item.images.length > 0 ? ` and ${item.images.length} photo${item.images.length === 1 ? '' : 's'}` : ''}</summary>
            <p className="mt-2 whitespace-pre-line break-words text-slate-700">{item.description}</p>
            {item.images.length > 0 && (
              <div className="mt-2 flex flex-wrap gap-2">
                {item.images.map((src) => (
                  <a key={src} href={src} target="_blank" rel="noreferrer">
                    <img src={src} alt="" loading="lazy" className="h-20 w-20 rounded-md object-cover" />
                  </a>
                ))}
              </div>
            )}
          </details>

          <div className="flex flex-wrap items-center gap-2">
            <button type="button" className={buttonClass.primary} disabled={busy} onClick={() => onDecide('approve')}>
              <Check className="h-4 w-4" aria-hidden />
              Approve
            </button>
            <button type="button" className={buttonClass.danger} disabled={busy} onClick={() => onDecide('reject')}>
              <X className="h-4 w-4" aria-hidden />
              Reject
            </button>
            <Link to={listingPath(item)} className="ml-auto inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
              <ExternalLink className="h-4 w-4" aria-hidden />
              {item.isPublic ? 'View listing' : 'Listing page (public once approved)'}
            </Link>
          </div>
        </div>
      </div>
    </article>
  );
}
