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
import { buttonClass, DialogActions } from '../ui/dialog';
import { CharCount, controlA11y, Field, FieldError, FieldHint, FormError, fieldIds, inputClass, textareaClass } from '../ui/field';
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

  const ids = (name: keyof MessageFields) => fieldIds(`${id}-${name}`);
  const errorOf = (name: keyof MessageFields) => <FieldError id={ids(name).error} message={errors[name]?.message} alert />;
  const a11y = (name: keyof MessageFields, hint?: boolean) =>
    controlA11y(ids(name).id, { invalid: Boolean(errors[name]), describedBy: [hint && ids(name).hint, errors[name] && ids(name).error] });
  const count = (
    <CharCount length={body.length} max={MESSAGE_MAX} live testId="message-count">
      {t('conversation.form.count', { count: body.length, max: MESSAGE_MAX })}
    </CharCount>
  );

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-4" aria-busy={isSubmitting} data-testid="message-seller-form">
      <QuickReplies id={`${id}-quick`} endWord={endWord} onPick={(text) => setValue('body', text, { shouldValidate: formState.isSubmitted, shouldDirty: true })} />
      <Field label={t('conversation.form.message')} htmlFor={ids('body').id} aside={count}>
        <textarea {...a11y('body')} rows={5} maxLength={MESSAGE_MAX} placeholder={t('conversation.form.messagePlaceholder')} className={textareaClass} {...register('body')} />
        {errorOf('body')}
      </Field>
      <Field label={t('conversation.form.email')} htmlFor={ids('email').id}>
        <input {...a11y('email', true)} type="email" autoComplete="email" inputMode="email" className={inputClass} {...register('email')} />
        <FieldHint id={ids('email').hint}>{t('conversation.form.emailHint')}</FieldHint>
        {errorOf('email')}
      </Field>
      <Field label={t('conversation.form.name')} htmlFor={ids('name').id}>
        <input {...a11y('name')} type="text" autoComplete="given-name" maxLength={NAME_MAX} className={inputClass} {...register('name')} />
        {errorOf('name')}
      </Field>
      <FormError message={errors.root?.message} testId="message-seller-error" />
      <DialogActions>
        <Dialog.Close className={buttonClass.secondary} disabled={isSubmitting}>
          {t('conversation.form.cancel')}
        </Dialog.Close>
        <button type="submit" className={buttonClass.primary} disabled={isSubmitting}>
          {isSubmitting ? t('conversation.form.sending') : t('conversation.form.send')}
        </button>
      </DialogActions>
    </form>
  );
}

/** Ready-made first lines ("Is it still available?") for what the ad offers: a tap puts one in the message. */
function QuickReplies({ id, endWord, onPick }: { id: string; endWord: EndWord; onPick: (text: string) => void }) {
  const { t } = useTranslation();
  return (
    <div>
      <p className="text-sm font-medium text-slate-800" id={id}>
        {t('conversation.form.quickReplies')}
      </p>
      <ul className="mt-2 flex flex-wrap gap-2" aria-labelledby={id}>
        {QUICK_REPLIES[endWord].map((key) => (
          <li key={key}>
            <button
              type="button"
              className="rounded-full border border-brand-200 bg-brand-50 px-3 py-1.5 text-sm text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
              onClick={() => onPick(t(key))}
            >
              {t(key)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
