/**
 * The Save this search dialog (loaded on demand by save-search-button.tsx): the search in
 * words, an address and how often, sent to POST /api/alerts; then "Check your inbox to
 * confirm", because nothing is mailed to an address before its owner confirms it.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { MailCheck } from 'lucide-react';
import { useId, useState, type FormEvent, type RefObject } from 'react';
import { ATTRIBUTE_FILTER_KEYS } from '../../../domain/attributes/attribute-filter-table';
import { useTranslation } from '../../i18n/use-translation';
import { ApiError, apiGetJson, rateLimitedMessage } from '../../lib/api-client';
import { buttonClass, DialogActions, DialogDone, DialogPanel } from '../ui/dialog';
import { controlA11y, Field, FormError, inputClass } from '../ui/field';
import { AlertSearchSummary } from './alert-search-summary';

type Frequency = 'instant' | 'daily';
const FREQUENCIES: readonly Frequency[] = ['instant', 'daily'];

/** The results URL's parameters the alert keeps (sort, paging and the posted-date window are not a search). */
function searchInput(city: string | null, category: string | null, params: URLSearchParams) {
  const one = (key: string) => params.get(key)?.trim() || undefined;
  const conditions = params.getAll('condition').filter(Boolean);
  return {
    ...(city ? { city } : {}),
    ...((category ?? one('category')) ? { category: category ?? one('category') } : {}),
    subcategory: one('subcategory'),
    search: one('q'),
    priceMin: one('priceMin'),
    priceMax: one('priceMax'),
    ...(conditions.length > 0 ? { condition: conditions } : {}),
    neighborhood: one('neighborhood'),
    country: one('country') === 'all' ? undefined : one('country'),
    region: one('region') === 'all' ? undefined : one('region'),
    ...(params.get('verified') === '1' ? { verified: '1' as const } : {}),
    // The category's facts (year from, bedrooms at least…), as the URL has them.
    ...Object.fromEntries(ATTRIBUTE_FILTER_KEYS.flatMap((key) => (one(key) ? [[key, one(key)]] : []))),
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export default function SaveSearchDialog({
  open,
  onOpenChange,
  returnFocus,
  city,
  category,
  params,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: RefObject<HTMLButtonElement | null>;
  city: { subdomain: string; name: string; currency?: string } | null;
  category: string | null;
  /** The page's query string, with what the page's place adds. */
  params: string;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogPanel
        title={t('alerts.save.title')}
        description={t('alerts.save.description')}
        testId="save-search-dialog"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus.current?.focus();
        }}
      >
        <SaveSearchForm city={city} category={category} params={params} onClose={() => onOpenChange(false)} />
      </DialogPanel>
    </Dialog.Root>
  );
}

function SaveSearchForm({
  city,
  category,
  params,
  onClose,
}: {
  city: { subdomain: string; name: string; currency?: string } | null;
  category: string | null;
  params: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState('');
  const [frequency, setFrequency] = useState<Frequency>('instant');
  // 'existing': the address already has this search as an active alert (nothing mailed).
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'existing'>('idle');
  const [error, setError] = useState<string | null>(null);
  const query = new URLSearchParams(params);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!EMAIL.test(address)) {
      setError(t('alerts.errors.email'));
      return;
    }
    setState('sending');
    setError(null);
    try {
      const { alert } = await apiGetJson<{ alert: { status: string } }>('POST', '/api/alerts', {
        email: address,
        language: i18n.language,
        frequency,
        search: searchInput(city?.subdomain ?? null, category, query),
      });
      setState(alert.status === 'active' ? 'existing' : 'sent');
    } catch (caught) {
      setState('idle');
      // The server's messages are English; the visitor reads the page's language.
      if (caught instanceof ApiError && caught.status === 429) setError(rateLimitedMessage(t, i18n.language, caught.retryAfterSeconds));
      else if (caught instanceof ApiError && caught.status === 400) setError(t('alerts.errors.invalid'));
      else setError(t('alerts.errors.failed'));
    }
  }

  if (state === 'sent' || state === 'existing') {
    const done = state === 'sent' ? 'sent' : 'existing';
    return (
      <DialogDone
        title={t(`alerts.save.${done}Title`)}
        body={t(`alerts.save.${done}Body`, { email: email.trim() })}
        icon={<MailCheck className="h-5 w-5 text-emerald-700" aria-hidden />}
        closeLabel={t('alerts.save.close')}
        onClose={onClose}
        testId={`save-search-${done}`}
      />
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <AlertSearchSummary city={city} category={category ?? query.get('category')} params={params} testId="save-search-summary" />
      <EmailField
        id={`${id}-email`}
        errorId={error ? `${id}-error` : null}
        value={email}
        onChange={(value) => {
          setEmail(value);
          setError(null);
        }}
      />
      <FrequencyChoice name={`${id}-frequency`} value={frequency} onChange={setFrequency} />
      <p className="text-xs text-slate-600">{t('alerts.save.privacy')}</p>
      <FormError message={error} id={`${id}-error`} inline />
      <DialogActions>
        <Dialog.Close className={buttonClass.secondary}>{t('alerts.save.cancel')}</Dialog.Close>
        <button type="submit" className={buttonClass.primary} disabled={state === 'sending'}>
          {state === 'sending' ? t('alerts.save.sending') : t('alerts.save.submit')}
        </button>
      </DialogActions>
    </form>
  );
}

/** How often the alert mails: at once or once a day. */
function FrequencyChoice({ name, value: chosen, onChange }: { name: string; value: Frequency; onChange: (frequency: Frequency) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{t('alerts.frequency.legend')}</legend>
      <div className="mt-2 space-y-2">
        {FREQUENCIES.map((value) => (
          <label
            key={value}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm hover:bg-slate-50 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name={name}
              value={value}
              checked={chosen === value}
              onChange={() => onChange(value)}
              className="mt-0.5 h-4 w-4 accent-brand-600"
            />
            <span>
              <span className="block font-medium text-slate-900">{t(`alerts.frequency.${value}`)}</span>
              <span className="block text-slate-600">{t(`alerts.frequency.${value}Hint`)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The address the alert goes to; `errorId` names the form's error while there is one. */
function EmailField({ id, errorId, value, onChange }: { id: string; errorId: string | null; value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <Field label={t('alerts.save.email')} htmlFor={id}>
      <input
        {...controlA11y(id, { invalid: errorId !== null, describedBy: [errorId] })}
        type="email"
        autoComplete="email"
        inputMode="email"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={254}
        required
        className={inputClass}
      />
    </Field>
  );
}
