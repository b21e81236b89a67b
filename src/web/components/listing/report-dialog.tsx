/**
 * "Report this listing": one of five reasons and optional details, sent to
 * POST /api/listings/{id}/reports; then a thank-you.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { Flag } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { LISTING_LIMITS, REPORT_REASONS, type ReportReason } from '../../../domain/listings/listing-constants';
import { endedKey, type EndWord } from '../../../domain/taxonomy/end-word';
import { apiErrorMessage, apiGetJson } from '../../lib/api-client';
import { buttonClass, DialogActions, DialogDone, DialogPanel } from '../ui/dialog';
import { CharCount, Field, FormError, textareaClass } from '../ui/field';

const DETAILS_MAX = LISTING_LIMITS.reportDetailsMax;
/** The reasons' words; "already sold" is said in the words of what the listing offers (let, filled…). */
const REASON_KEY: Record<Exclude<ReportReason, 'sold'>, string> = {
  scam: 'report.reasons.scam',
  prohibited: 'report.reasons.prohibited',
  spam: 'report.reasons.spam',
  wrong_category: 'report.reasons.wrong_category',
};

/** `endWord`: how the listing ends (sold, let, filled, taken), for the reason that says it already has. */
export function ReportListingButton({ listingId, endWord }: { listingId: string; endWord: EndWord }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="inline-flex items-center gap-1.5 text-sm text-slate-500 underline-offset-2 hover:text-red-700 hover:underline">
        <Flag className="h-4 w-4" aria-hidden />
        {t('report.open')}
      </Dialog.Trigger>
      <DialogPanel title={t('report.title')} description={t('report.description')} testId="report-dialog">
        <ReportForm listingId={listingId} endWord={endWord} onClose={() => setOpen(false)} />
      </DialogPanel>
    </Dialog.Root>
  );
}

function ReportForm({ listingId, endWord, onClose }: { listingId: string; endWord: EndWord; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason) {
      setError(t('report.chooseReason'));
      return;
    }
    setState('sending');
    setError(null);
    try {
      await apiGetJson('POST', `/api/listings/${encodeURIComponent(listingId)}/reports`, {
        reason,
        ...(details.trim() ? { details: details.trim() } : {}),
      });
      setState('sent');
    } catch (caught) {
      setState('idle');
      setError(apiErrorMessage(caught, t, i18n.language, t('report.failed')));
    }
  }

  if (state === 'sent') {
    return <DialogDone title={t('report.thanksTitle')} body={t('report.thanksBody')} closeLabel={t('report.close')} onClose={onClose} />;
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t('report.reasonLegend')}</legend>
        <div className="mt-2 space-y-1">
          {REPORT_REASONS.map((value) => (
            <label key={value} className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm hover:bg-slate-50 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50">
              <input
                type="radio"
                name={`${id}-reason`}
                value={value}
                checked={reason === value}
                onChange={() => {
                  setReason(value);
                  setError(null);
                }}
                className="h-4 w-4 accent-brand-600"
              />
              {value === 'sold' ? t(endedKey(endWord, 'reportReason')) : t(REASON_KEY[value])}
            </label>
          ))}
        </div>
      </fieldset>
      <Field label={t('report.details')} htmlFor={`${id}-details`}>
        <textarea id={`${id}-details`} value={details} onChange={(event) => setDetails(event.target.value)} maxLength={DETAILS_MAX} rows={3} className={textareaClass} />
        <CharCount length={details.length} max={DETAILS_MAX} below>
          {t('postAd.count', { count: details.length, max: DETAILS_MAX })}
        </CharCount>
      </Field>
      <FormError message={error} inline />
      <DialogActions>
        <Dialog.Close className={buttonClass.secondary}>{t('postAd.cancel')}</Dialog.Close>
        <button type="submit" className={buttonClass.danger} disabled={state === 'sending'}>
          {state === 'sending' ? t('report.sending') : t('report.submit')}
        </button>
      </DialogActions>
    </form>
  );
}
