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
import { buttonClass, DialogPanel } from '../ui/dialog';
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
      <div className="space-y-4" role="status" data-testid={`save-search-${done}`}>
        <p className="flex items-center gap-2 font-semibold text-slate-900">
          <MailCheck className="h-5 w-5 text-emerald-700" aria-hidden />
          {t(`alerts.save.${done}Title`)}
        </p>
        <p className="text-sm text-slate-700">{t(`alerts.save.${done}Body`, { email: email.trim() })}</p>
        <div className="flex justify-end">
          <button type="button" className={buttonClass.primary} onClick={onClose}>
            {t('alerts.save.close')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <AlertSearchSummary city={city} category={category ?? query.get('category')} params={params} testId="save-search-summary" />
      <div>
        <label htmlFor={`${id}-email`} className="text-sm font-medium text-slate-800">
          {t('alerts.save.email')}
        </label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          maxLength={254}
          required
          className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-base focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 sm:text-sm"
        />
      </div>
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
                name={`${id}-frequency`}
                value={value}
                checked={frequency === value}
                onChange={() => setFrequency(value)}
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
      <p className="text-xs text-slate-600">{t('alerts.save.privacy')}</p>
      {error && (
        <p role="alert" id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Dialog.Close className={buttonClass.secondary}>{t('alerts.save.cancel')}</Dialog.Close>
        <button type="submit" className={buttonClass.primary} disabled={state === 'sending'}>
          {state === 'sending' ? t('alerts.save.sending') : t('alerts.save.submit')}
        </button>
      </div>
    </form>
  );
}
