/**
 * What a participant can do besides writing: the seller marks the item sold to this
 * buyer or blocks them (each after a confirmation), and either side reports the
 * conversation to the moderators.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { Ban, Flag, Tag } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { ApiError, rateLimitedMessage } from '../../lib/api-client';
import { buttonClass, ConfirmDialog, DialogActions, DialogPanel } from '../ui/dialog';
import { CharCount, controlA11y, Field, FormError, textareaClass } from '../ui/field';
import { blockBuyer, markSoldTo, reportConversation } from './conversation-requests';
import { REASON_MAX, type Thread } from './thread-types';
import { endedKey } from '../../../domain/taxonomy/end-word';

function useFailure() {
  const { t, i18n } = useTranslation();
  return (error: unknown) =>
    error instanceof ApiError && error.status === 429 ? rateLimitedMessage(t, i18n.language, error.retryAfterSeconds) : t('conversation.errors.actionFailed');
}

/** A seller's action behind a "are you sure" dialog. */
function ConfirmedAction({
  label,
  title,
  body,
  confirm,
  icon: Icon,
  danger,
  testId,
  run,
}: {
  label: string;
  title: string;
  body: string;
  confirm: string;
  icon: typeof Tag;
  danger?: boolean;
  testId: string;
  run: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const failure = useFailure();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function go() {
    setBusy(true);
    setError(null);
    try {
      await run();
      setOpen(false);
    } catch (caught) {
      setError(failure(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => !busy && setOpen(next)}
      trigger={{
        className: clsx(buttonClass.secondary, danger && 'text-red-700'),
        testId,
        children: (
          <>
            <Icon className="h-4 w-4" aria-hidden />
            {label}
          </>
        ),
      }}
      title={title}
      description={body}
      testId={`${testId}-dialog`}
      cancelLabel={t('conversation.actions.cancel')}
      confirm={{ label: confirm, disabled: busy, danger, onClick: () => void go() }}
    >
      <FormError message={error} inline className="mb-3" />
    </ConfirmDialog>
  );
}

export function ThreadActions({ thread, token, onChange }: { thread: Thread; token: string | null; onChange: (thread: Thread) => void }) {
  const { t } = useTranslation();
  const seller = thread.you.role === 'seller';
  const open = thread.status === 'open';
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="thread-actions">
      {seller && open && (
        <>
          <ConfirmedAction
            label={t(endedKey(thread.listing.endWord, 'markToPerson'))}
            title={t(endedKey(thread.listing.endWord, 'markToPersonTitle'))}
            body={t(endedKey(thread.listing.endWord, 'markToPersonBody'))}
            confirm={t(endedKey(thread.listing.endWord, 'markToPersonConfirm'))}
            icon={Tag}
            testId="mark-sold"
            run={async () => onChange(await markSoldTo(thread.id, token))}
          />
          <ConfirmedAction
            label={t(endedKey(thread.listing.endWord, 'block'))}
            title={t(endedKey(thread.listing.endWord, 'blockTitle'))}
            body={t('conversation.actions.blockBody')}
            confirm={t('conversation.actions.blockConfirm')}
            icon={Ban}
            danger
            testId="block-buyer"
            run={async () => onChange(await blockBuyer(thread.id, token))}
          />
        </>
      )}
      <ReportConversation threadId={thread.id} token={token} />
    </div>
  );
}

function ReportConversation({ threadId, token }: { threadId: string; token: string | null }) {
  const { t } = useTranslation();
  const failure = useFailure();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) return setError(t('conversation.report.reasonRequired'));
    setState('sending');
    setError(null);
    try {
      await reportConversation(threadId, token, reason.trim());
      setState('sent');
    } catch (caught) {
      setState('idle');
      setError(failure(caught));
    }
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (state === 'sending') return;
        setOpen(next);
        if (!next && state === 'sent') {
          setState('idle');
          setReason('');
        }
      }}
    >
      <Dialog.Trigger className="inline-flex items-center gap-1.5 px-2 py-2 text-sm text-slate-600 underline-offset-2 hover:text-red-700 hover:underline sm:ml-auto" data-testid="report-conversation">
        <Flag className="h-4 w-4" aria-hidden />
        {t('conversation.report.open')}
      </Dialog.Trigger>
      <DialogPanel title={t('conversation.report.title')} description={t('conversation.report.description')} testId="report-conversation-dialog">
        {state === 'sent' ? (
          <div className="space-y-4">
            <p className="text-sm text-slate-700" role="status">
              {t('conversation.report.thanks')}
            </p>
            <div className="flex justify-end">
              <Dialog.Close className={buttonClass.primary}>{t('conversation.report.close')}</Dialog.Close>
            </div>
          </div>
        ) : (
          <form onSubmit={submit} noValidate className="space-y-4">
            <Field label={t('conversation.report.reason')} htmlFor={`${id}-reason`}>
              <textarea
                {...controlA11y(`${id}-reason`, { invalid: Boolean(error) })}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                maxLength={REASON_MAX}
                rows={3}
                className={textareaClass}
              />
              <CharCount length={reason.length} max={REASON_MAX} below>
                {t('conversation.form.count', { count: reason.length, max: REASON_MAX })}
              </CharCount>
            </Field>
            <FormError message={error} inline />
            <DialogActions>
              <Dialog.Close className={buttonClass.secondary}>{t('conversation.actions.cancel')}</Dialog.Close>
              <button type="submit" className={buttonClass.danger} disabled={state === 'sending'}>
                {t('conversation.report.submit')}
              </button>
            </DialogActions>
          </form>
        )}
      </DialogPanel>
    </Dialog.Root>
  );
}
