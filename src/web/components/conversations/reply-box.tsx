/**
 * The reply box under a thread: up to 2,000 characters with a counter, sent to
 * POST /api/conversations/{id}/messages. The server's answer brings the whole thread.
 */
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Send } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { ApiError, rateLimitedMessage } from '../../lib/api-client';
import { messageInputSchema } from '../../../domain/conversations/conversation-schemas';
import { issueText } from '../../../i18n/error-text';
import { buttonClass } from '../ui/dialog';
import { postMessage } from './conversation-requests';
import { MESSAGE_MAX, type Thread } from './thread-types';

export function ReplyBox({ threadId, token, onSent }: { threadId: string; token: string | null; onSent: (thread: Thread) => void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [body, setBody] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function send(event?: FormEvent) {
    event?.preventDefault();
    // The API's own rule for a message, its refusal said in the page's language (#26).
    const checked = messageInputSchema.safeParse({ body });
    if (!checked.success) return setError(issueText(t, checked.error.issues[0]!));
    const text = checked.data.body;
    setSending(true);
    setError(null);
    try {
      const { thread } = await postMessage(threadId, token, text);
      setBody('');
      onSent(thread);
    } catch (caught) {
      if (!(caught instanceof ApiError)) setError(t('conversation.errors.network'));
      else if (caught.status === 429) setError(rateLimitedMessage(t, i18n.language, caught.retryAfterSeconds));
      else if (caught.status === 410) setError(t('conversation.errors.threadClosed'));
      // The server's own sentence (a screening refusal names its reason), in the page's language (the request's Accept-Language).
      else if (caught.status === 400) setError(caught.serverMessage ?? t('conversation.errors.bodyRefused'));
      else setError(t('conversation.errors.sendFailed'));
    } finally {
      setSending(false);
    }
  }

  // Ctrl+Enter (⌘+Enter) sends; Enter alone is a new line, as messages often have several.
  function keyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void send();
  }

  return (
    <form onSubmit={send} noValidate className="space-y-2" data-testid="reply-box" aria-busy={sending}>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={`${id}-body`} className="text-sm font-medium text-slate-800">
          {t('conversation.reply.label')}
        </label>
        <span className={body.length > MESSAGE_MAX ? 'text-xs text-red-700' : 'text-xs text-slate-500'}>
          {t('conversation.form.count', { count: body.length, max: MESSAGE_MAX })}
        </span>
      </div>
      <textarea
        id={`${id}-body`}
        value={body}
        onChange={(event) => {
          setBody(event.target.value);
          if (error) setError(null);
        }}
        onKeyDown={keyDown}
        rows={3}
        maxLength={MESSAGE_MAX}
        dir="auto"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        placeholder={t('conversation.reply.placeholder')}
        className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 sm:text-sm"
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700" data-testid="reply-error">
          {error}
        </p>
      )}
      <div className="flex justify-end">
        <button type="submit" className={buttonClass.primary} disabled={sending}>
          <Send className="h-4 w-4" aria-hidden />
          {sending ? t('conversation.form.sending') : t('conversation.reply.send')}
        </button>
      </div>
    </form>
  );
}
