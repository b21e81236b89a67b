/**
 * On the seller's management page: whether the contact email is confirmed (and so the
 * ad shows "Verified seller"), and a button that mails a new confirmation link.
 */
import { BadgeCheck, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { apiErrorMessage } from '../../lib/api-client';
import { requestEmailConfirmation } from '../post-ad/listing-requests';
import { buttonClass } from '../ui/dialog';

export function EmailConfirmation({ listingId, token, email, verified }: { listingId: string; token: string; email: string; verified: boolean }) {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<{ kind: 'idle' | 'sending' | 'sent' } | { kind: 'error'; message: string }>({ kind: 'idle' });

  if (verified) {
    return (
      <p className="flex items-center gap-2 text-sm text-emerald-800" data-testid="email-confirmation">
        <BadgeCheck className="h-4 w-4 shrink-0" aria-hidden />
        {t('verification.confirmed', { email })}
      </p>
    );
  }

  async function send() {
    setState({ kind: 'sending' });
    try {
      const answer = await requestEmailConfirmation(listingId, token);
      setState({ kind: answer.verified ? 'idle' : 'sent' });
      if (answer.verified) window.location.reload();
    } catch (error) {
      setState({ kind: 'error', message: apiErrorMessage(error, t, i18n.language, t('verification.sendFailed')) });
    }
  }

  return (
    <div className="space-y-2 rounded-md bg-sky-50 px-3 py-2 text-sm text-sky-900" data-testid="email-confirmation">
      <p>{t('verification.unconfirmed', { email })}</p>
      <button type="button" className={buttonClass.secondary} onClick={send} disabled={state.kind === 'sending'}>
        <MailCheck className="h-4 w-4" aria-hidden />
        {state.kind === 'sending' ? t('verification.sending') : t('verification.send')}
      </button>
      <p role="status" aria-live="polite">
        {state.kind === 'sent' && t('verification.sent', { email })}
        {state.kind === 'error' && <span className="text-red-700">{state.message}</span>}
      </p>
    </div>
  );
}
