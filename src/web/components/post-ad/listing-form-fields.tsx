/**
 * The listing form's fields, in groups as the form shows them (listing-form.tsx puts
 * them in SPEC order). Each control's id, error and hint hang off the form's id through
 * `useListingFieldKit`, so a field's error and hint are always wired the same way.
 */
import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
import { LISTING_LIMITS } from '../../../domain/listings/listing-constants';
import { POSTING_CATEGORIES } from '../../../domain/taxonomy/categories';
import { CONDITIONS } from '../../../domain/taxonomy/conditions';
import { impliedPriceUnit, priceUnitsFor } from '../../../domain/taxonomy/price-units';
import { categoryLabel, subcategoryLabel } from '../../i18n/taxonomy-labels';
import { useRootData } from '../../lib/root-data';
import { CharCount, controlA11y, Field, FieldError, FieldHint, fieldIds, inputClass, textareaClass } from '../ui/field';
import { PriceEcho } from './number-echo';
import { PriceSuggestion, type PriceSuggestionPlace } from './price-suggestion';
import type { ListingFields } from './use-listing-form';

type Name = keyof ListingFields;

/** The form's field ids and their wiring: `a11y` for the control, `error` for under it. */
export function useListingFieldKit(errors: FieldErrors<ListingFields>) {
  const id = useId();
  const ids = (name: Name) => fieldIds(`${id}-${name}`);
  return {
    ids,
    /** The control's id, aria-invalid and aria-describedby (its error, then its hint when it has one). */
    a11y: (name: Name, hint?: boolean) =>
      controlA11y(ids(name).id, { invalid: Boolean(errors[name]), describedBy: [errors[name] && ids(name).error, hint && ids(name).hint] }),
    error: (name: Name) => <FieldError id={ids(name).error} message={errors[name]?.message} testId={`error-${name}`} />,
  };
}

export type ListingFieldKit = ReturnType<typeof useListingFieldKit>;

interface FieldsProps {
  form: UseFormReturn<ListingFields>;
  kit: ListingFieldKit;
}

/** Category and, when the category has any, subcategory; each change sets the price period it implies. */
export function CategoryFields({ form, kit }: FieldsProps) {
  const { t } = useTranslation();
  const { register, setValue, watch } = form;
  const category = watch('category');
  const subcategories = POSTING_CATEGORIES.find((entry) => entry.slug === category)?.subcategories ?? [];
  const categoryField = register('category', {
    // Changing the category clears the subcategory: it belongs to the old one. The price
    // period follows: rent per month, a holiday let per night (the seller can change it).
    onChange: (event: { target: { value: string } }) => {
      setValue('subcategory', '');
      setValue('priceUnit', impliedPriceUnit(event.target.value, null) ?? '');
    },
  });
  const subcategoryField = register('subcategory', {
    onChange: (event: { target: { value: string } }) => setValue('priceUnit', impliedPriceUnit(category, event.target.value) ?? ''),
  });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={t('postAd.category')} htmlFor={kit.ids('category').id} required>
        <select {...categoryField} {...kit.a11y('category')} aria-required className={inputClass}>
          <option value="">{t('postAd.categoryPlaceholder')}</option>
          {POSTING_CATEGORIES.map((entry) => (
            <option key={entry.slug} value={entry.slug}>
              {categoryLabel(t, entry.slug)}
            </option>
          ))}
        </select>
        {kit.error('category')}
      </Field>
      {subcategories.length > 0 && (
        <Field label={t('postAd.subcategory')} htmlFor={kit.ids('subcategory').id}>
          <select {...subcategoryField} {...kit.a11y('subcategory')} className={inputClass}>
            <option value="">{t('postAd.subcategoryPlaceholder')}</option>
            {subcategories.map((entry) => (
              <option key={entry.slug} value={entry.slug}>
                {subcategoryLabel(t, category, entry.slug)}
              </option>
            ))}
          </select>
          {kit.error('subcategory')}
        </Field>
      )}
    </div>
  );
}

/** A required text field with its length beside the label: the title and the description. */
export function CountedTextField({ form, kit, name, max, placeholder, testId, multiline }: FieldsProps & { name: 'title' | 'description'; max: number; placeholder: string; testId?: string; multiline?: boolean }) {
  const { t } = useTranslation();
  const length = (form.watch(name) ?? '').length;
  const ids = kit.ids(name);
  const count = (
    <CharCount id={ids.hint} length={length} max={max} testId={testId}>
      {t('postAd.count', { count: length, max })}
    </CharCount>
  );
  return (
    <Field label={t(`postAd.${name}`)} htmlFor={ids.id} required aside={count}>
      {multiline ? (
        <textarea {...form.register(name)} {...kit.a11y(name, true)} aria-required rows={5} maxLength={max} placeholder={placeholder} className={textareaClass} />
      ) : (
        <input {...form.register(name)} {...kit.a11y(name, true)} aria-required maxLength={max} autoComplete="off" placeholder={placeholder} className={inputClass} />
      )}
      {kit.error(name)}
    </Field>
  );
}

interface PriceFieldsProps extends FieldsProps {
  currencySymbol: string;
  numberLocale: string;
  money: { currency: string; locale: string };
  priceSuggestion?: PriceSuggestionPlace;
  /** The seller picked a period: the category's default no longer overrides it (use-price-unit-default.ts). */
  onPriceUnitChosen: () => void;
}

/** The price, shown back as it was read, and its period (per month, per night…) where the category has any. */
export function PriceFields({ form, kit, currencySymbol, numberLocale, money, priceSuggestion, onPriceUnitChosen }: PriceFieldsProps) {
  const { t } = useTranslation();
  const category = form.watch('category');
  const units = category ? priceUnitsFor(category) : [];
  const ids = kit.ids('price');
  return (
    <div className={clsx('grid gap-4', units.length > 0 && 'sm:grid-cols-[minmax(0,1fr)_11rem]')}>
      <Field label={t('postAd.price')} htmlFor={ids.id}>
        <div className="relative">
          <span className="pointer-events-none absolute inset-y-0 left-0 flex items-center pl-3 text-slate-500" aria-hidden data-testid="currency-symbol">
            {currencySymbol}
          </span>
          <input
            {...form.register('price')}
            {...kit.a11y('price', true)}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder={t('postAd.pricePlaceholder')}
            className={inputClass}
            style={{ paddingLeft: `${Math.max(1.75, 0.75 + currencySymbol.length * 0.6)}rem` }}
          />
        </div>
        <FieldHint id={ids.hint}>{t('postAd.priceHint')}</FieldHint>
        <PriceEcho control={form.control} numberLocale={numberLocale} money={money} id={`${ids.id}-echo`} />
        {priceSuggestion && <PriceSuggestion control={form.control} place={priceSuggestion} />}
        {kit.error('price')}
      </Field>
      {units.length > 0 && (
        <Field label={t('postAd.priceUnit')} htmlFor={kit.ids('priceUnit').id}>
          <select {...form.register('priceUnit', { onChange: onPriceUnitChosen })} {...kit.a11y('priceUnit')} className={inputClass} data-testid="price-unit">
            <option value="">{t('postAd.priceUnits.none')}</option>
            {units.map((unit) => (
              <option key={unit} value={unit}>
                {t(`postAd.priceUnits.${unit}`)}
              </option>
            ))}
          </select>
          {kit.error('priceUnit')}
        </Field>
      )}
    </div>
  );
}

/** Local area, and the item's condition where the category has items. */
export function PlaceFields({ form, kit, showCondition }: FieldsProps & { showCondition: boolean }) {
  const { t } = useTranslation();
  // An example from the page's own city, never another city's ("e.g. Shibuya" in Tokyo).
  const example = useRootData()?.neighbourhoodExample;
  const neighbourhoodPlaceholder = example ? t('postAd.neighborhoodPlaceholder', { example }) : t('postAd.neighborhoodPlaceholderNeutral');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={t('postAd.neighborhood')} htmlFor={kit.ids('neighborhood').id} required>
        <input
          {...form.register('neighborhood')}
          {...kit.a11y('neighborhood')}
          aria-required
          maxLength={LISTING_LIMITS.neighborhoodMax}
          autoComplete="address-level3"
          placeholder={neighbourhoodPlaceholder}
          className={inputClass}
        />
        {kit.error('neighborhood')}
      </Field>
      {showCondition && (
        <Field label={t('postAd.condition')} htmlFor={kit.ids('condition').id}>
          <select {...form.register('condition')} {...kit.a11y('condition')} className={inputClass}>
            <option value="">{t('postAd.conditionPlaceholder')}</option>
            {CONDITIONS.map((condition) => (
              <option key={condition} value={condition}>
                {t(`listing.conditions.${condition}`)}
              </option>
            ))}
          </select>
          {kit.error('condition')}
        </Field>
      )}
    </div>
  );
}

/** The address buyers' messages are forwarded to (never shown on the ad). */
export function ContactEmailField({ form, kit }: FieldsProps) {
  const { t } = useTranslation();
  const ids = kit.ids('contactEmail');
  return (
    <Field label={t('postAd.contactEmail')} htmlFor={ids.id} required>
      <input
        {...form.register('contactEmail')}
        {...kit.a11y('contactEmail', true)}
        aria-required
        type="email"
        autoComplete="email"
        maxLength={254}
        placeholder={t('postAd.contactEmailPlaceholder')}
        className={inputClass}
      />
      <FieldHint id={ids.hint}>{t('postAd.contactEmailHint')}</FieldHint>
      {kit.error('contactEmail')}
    </Field>
  );
}

/** Delivery available (items only) and price negotiable. */
export function ListingTickBoxes({ form, showDelivery }: { form: UseFormReturn<ListingFields>; showDelivery: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
      {showDelivery && <TickBox input={form.register('deliveryAvailable')}>{t('postAd.deliveryAvailable')}</TickBox>}
      <TickBox input={form.register('priceNegotiable')}>{t('postAd.priceNegotiable')}</TickBox>
    </div>
  );
}

function TickBox({ input, children }: { input: ReturnType<UseFormReturn<ListingFields>['register']>; children: ReactNode }) {
  return (
    <label className="inline-flex items-center gap-2 text-sm text-slate-800">
      <input type="checkbox" {...input} className="h-4 w-4 rounded border-slate-300 accent-brand-600" />
      {children}
    </label>
  );
}
