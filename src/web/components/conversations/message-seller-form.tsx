/**
 * The first message to a seller (an employer, a provider…): the text (quick questions
 * for what the ad offers fill it), the writer's email and an optional name. Checked in the browser with the server's limits, in the page's
 * language; sent to POST /api/conversations, after which the buyer lands on the new
 * thread. Loaded lazily by MessageSellerButton.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useId, useMemo } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { TFunction } from '../../../i18n/i18n';
import { useTranslation } from '../../i18n/use-translation';
import { startConversationInputSchema } from '../../../domain/conversations/conversation-schemas';
import type { EndWord } from '../../../domain/taxonomy/end-word';
import { ApiError, rateLimitedMessage } from '../../lib/api-client';
import { translatedResolver } from '../../lib/translated-resolver';
import { buttonClass } from '../ui/dialog';
import { startConversation } from './conversation-requests';
import { MESSAGE_MAX, NAME_MAX } from './thread-types';

/** Quick questions by how the ad ends: an item's price, a flat's rent and viewing, a job's start (keys written whole). */
const QUICK_REPLIES: Readonly<Record<EndWord, readonly string[]>> = {
  sold: ['conversation.quick.available', 'conversation.quick.negotiable', 'conversation.quick.viewing'],
  let: ['conversation.quick.placeAvailable', 'conversation.quick.rentNegotiable', 'conversation.quick.viewPlace'],
  filled: ['conversation.quick.positionOpen', 'conversation.quick.moreDetails', 'conversation.quick.startDate'],
  taken: ['conversation.quick.offerAvailable', 'conversation.quick.moreDetails', 'conversation.quick.whenSuits'],
};

interface MessageFields {
  body: string;
  email: string;
  name: string;
}

/**
 * The fields the API checks, by the API's own schema: the same limits, and its messages
 * said in the page's language by the translated resolver (#26).
 */
const messageSchema = startConversationInputSchema.pick({ body: true, email: true, name: true });

/** The server's answer, said in the page's language; a 400 also goes on its fields. */
function showFailure(form: UseFormReturn<MessageFields>, error: unknown, t: TFunction, language: string) {
  if (!(error instanceof ApiError)) return form.setError('root', { message: t('conversation.errors.network') });
  if (error.status === 429) return form.setError('root', { message: rateLimitedMessage(t, language, error.retryAfterSeconds) });
  if (error.status === 410 || error.status === 404) return form.setError('root', { message: t('conversation.errors.listingClosed') });
  if (error.status === 400) {
    let errors: { field?: unknown; message?: unknown }[] = [];
    try {
      errors = (JSON.parse(error.body) as { errors?: typeof errors }).errors ?? [];
    } catch {
      // No field list: the form-wide message below says it.
    }
    let shown = false;
    for (const item of errors) {
      const field = typeof item.field === 'string' ? item.field.replace(/^body\./, '') : '';
      if (field !== 'body' && field !== 'email' && field !== 'name') continue;
      // The server's own words (a screening refusal names its reason), said in the page's language (the request's Accept-Language).
      const message = typeof item.message === 'string' && item.message ? item.message : t(`conversation.errors.${field}Refused`);
      form.setError(field, { type: 'server', message }, { shouldFocus: !shown });
      shown = true;
    }
    if (shown) return;
  }
  form.setError('root', { message: t('conversation.errors.sendFailed') });
}

export default function MessageSellerForm({
  listingId,
  endWord = 'sold',
  onSendingChange,
}: {
  listingId: string;
  endWord?: EndWord;
  onSendingChange: (sending: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const resolver = useMemo(() => translatedResolver<MessageFields>(messageSchema, t, { raw: true }), [t]);
  const form = useForm<MessageFields>({ resolver, defaultValues: { body: '', email: '', name: '' }, mode: 'onSubmit', reValidateMode: 'onChange' });
  const { register, handleSubmit, setValue, control, formState } = form;
  const { errors, isSubmitting } = formState;
  const body = useWatch({ control, name: 'body' });

  useEffect(() => onSendingChange(isSubmitting), [isSubmitting, onSendingChange]);

  async function submit(fields: MessageFields) {
    try {
      const started = await startConversation({
        listingId,
        email: fields.email.trim(),
        ...(fields.name.trim() ? { name: fields.name.trim() } : {}),
        body: fields.body.trim(),
        language: i18n.language,
      });
      // The thread keeps the language of the page the buyer wrote from (the path has no city to decide it).
      await navigate(`${started.path}?lang=${i18n.language}`);
    } catch (error) {
      showFailure(form, error, t, i18n.language);
    }
  }

  const fieldId = (name: string) => `${id}-${name}`;
  const errorOf = (name: keyof MessageFields) =>
    errors[name]?.message ? (
      <p id={fieldId(`${name}-error`)} className="mt-1 text-sm text-red-700" role="alert">
        {errors[name]?.message}
      </p>
    ) : null;
  const inputClass = 'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-base focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 sm:text-sm';

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-4" aria-busy={isSubmitting} data-testid="message-seller-form">
      <div>
        <p className="text-sm font-medium text-slate-800" id={fieldId('quick')}>
          {t('conversation.form.quickReplies')}
        </p>
        <ul className="mt-2 flex flex-wrap gap-2" aria-labelledby={fieldId('quick')}>
          {QUICK_REPLIES[endWord].map((key) => (
            <li key={key}>
              <button
                type="button"
                className="rounded-full border border-brand-200 bg-brand-50 px-3 py-1.5 text-sm text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
                onClick={() => setValue('body', t(key), { shouldValidate: formState.isSubmitted, shouldDirty: true })}
              >
                {t(key)}
              </button>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <div className="flex items-baseline justify-between gap-2">
          <label htmlFor={fieldId('body')} className="text-sm font-medium text-slate-800">
            {t('conversation.form.message')}
          </label>
          <span className={body.length > MESSAGE_MAX ? 'text-xs text-red-700' : 'text-xs text-slate-500'} aria-live="polite" data-testid="message-count">
            {t('conversation.form.count', { count: body.length, max: MESSAGE_MAX })}
          </span>
        </div>
        <textarea
          id={fieldId('body')}
          rows={5}
          maxLength={MESSAGE_MAX}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={errors.body ? fieldId('body-error') : undefined}
          placeholder={t('conversation.form.messagePlaceholder')}
          className={inputClass}
          {...register('body')}
        />
        {errorOf('body')}
      </div>
      <div>
        <label htmlFor={fieldId('email')} className="text-sm font-medium text-slate-800">
          {t('conversation.form.email')}
        </label>
        <input
          id={fieldId('email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={[fieldId('email-hint'), errors.email ? fieldId('email-error') : ''].filter(Boolean).join(' ')}
          className={inputClass}
          {...register('email')}
        />
        <p id={fieldId('email-hint')} className="mt-1 text-xs text-slate-500">
          {t('conversation.form.emailHint')}
        </p>
        {errorOf('email')}
      </div>
      <div>
        <label htmlFor={fieldId('name')} className="text-sm font-medium text-slate-800">
          {t('conversation.form.name')}
        </label>
        <input
          id={fieldId('name')}
          type="text"
          autoComplete="given-name"
          maxLength={NAME_MAX}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? fieldId('name-error') : undefined}
          className={inputClass}
          {...register('name')}
        />
        {errorOf('name')}
      </div>
      {errors.root?.message && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800" data-testid="message-seller-error">
          {errors.root.message}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Dialog.Close className={buttonClass.secondary} disabled={isSubmitting}>
          {t('conversation.form.cancel')}
        </Dialog.Close>
        <button type="submit" className={buttonClass.primary} disabled={isSubmitting}>
          {isSubmitting ? t('conversation.form.sending') : t('conversation.form.send')}
        </button>
      </div>
    </form>
  );
}
