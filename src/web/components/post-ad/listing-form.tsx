/**
 * The fields of the Post New Ad dialog, in SPEC order: Category, Subcategory (when the
 * category has any), Title, Price, Description, Images, Local Area/Neighborhood,
 * Condition (items only), Contact Email, Delivery available (items only), Price negotiable; then Cancel and the
 * submit button. The manage page uses the same form to edit.
 */
import { clsx } from 'clsx';
import { ImagePlus, X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
import { LISTING_LIMITS } from '../../../domain/listings/listing-constants';
import { imageVariantUrl } from '../../../domain/media/image-variants';
import { POSTING_CATEGORIES } from '../../../domain/taxonomy/categories';
import { CONDITIONS } from '../../../domain/taxonomy/conditions';
import { itemFieldsFor } from '../../../domain/taxonomy/item-fields';
import { buttonClass } from '../ui/dialog';
import { PriceSuggestion, type PriceSuggestionPlace } from './price-suggestion';
import { UploadModal } from './upload-modal';
import type { ListingFields } from './use-listing-form';
import { categoryLabel, subcategoryLabel } from '../../i18n/taxonomy-labels';
import { impliedPriceUnit, priceUnitsFor } from '../../../domain/taxonomy/price-units';
import { useRootData } from '../../lib/root-data';
import { attributeFamilyOf } from '../../../domain/attributes/attribute-definitions';
import { AttributeFields, useAttributeAutofill } from './attributes/attribute-fields';
import { usePriceUnitDefault } from './use-price-unit-default';
import { PriceEcho } from './number-echo';
import { useNumberLocale } from '../../lib/number-locale';

interface ListingFormProps {
  form: UseFormReturn<ListingFields>;
  images: string[];
  onImagesChange: (update: (images: string[]) => string[]) => void;
  currencySymbol: string;
  /** The ad's money and its city's locale: the typed price is shown back in it ("= 12,50 €"). Default: the page's city. */
  money?: { currency: string; locale: string };
  /** The ad's country: how a mileage or floor area without a unit is read. Default: the page's city. */
  countryCode?: string | null;
  /** Where the ad is posted, to suggest what similar items go for (posting only). */
  priceSuggestion?: PriceSuggestionPlace;
  onSubmit: (fields: ListingFields) => Promise<void>;
  onCancel: () => void;
  submitLabel: string;
  pendingLabel: string;
  /** Shown above the fields (posting from a page without a city: which city). */
  beforeFields?: ReactNode;
  /** Shown above the buttons (values to confirm before posting). */
  beforeSubmit?: ReactNode;
}

const inputClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 aria-[invalid=true]:border-red-500 sm:text-sm';

export function ListingForm({
  form,
  images,
  onImagesChange,
  currencySymbol,
  money,
  countryCode,
  priceSuggestion,
  onSubmit,
  onCancel,
  submitLabel,
  pendingLabel,
  beforeFields,
  beforeSubmit,
}: ListingFormProps) {
  const { t } = useTranslation();
  const id = useId();
  // An example from the page's own city, never another city's ("e.g. Shibuya" in Tokyo).
  const root = useRootData();
  const example = root?.neighbourhoodExample;
  const neighbourhoodPlaceholder = example ? t('postAd.neighborhoodPlaceholder', { example }) : t('postAd.neighborhoodPlaceholderNeutral');
  const { register, formState, watch, setValue, handleSubmit } = form;
  const { errors, isSubmitting } = formState;
  const category = watch('category');
  const title = watch('title') ?? '';
  const description = watch('description') ?? '';
  const subcategories = POSTING_CATEGORIES.find((entry) => entry.slug === category)?.subcategories ?? [];
  const family = attributeFamilyOf(category, watch('subcategory'));
  // Condition and delivery only for items (not a flat, a job or a lesson); the schema drops them elsewhere.
  const itemFields = itemFieldsFor(category, watch('subcategory'));
  // How the person writes numbers: what they type is read with it (use-listing-form.ts).
  const numberLocale = useNumberLocale(money?.locale);
  const priceMoney = money ?? { currency: root?.locality.currency ?? 'USD', locale: root?.locality.locale ?? 'en-US' };
  const adCountry = countryCode === undefined ? (root?.locality.city?.countryCode ?? null) : countryCode;
  useAttributeAutofill(form, adCountry, numberLocale);
  // Posting only: a stored listing's period stays the seller's.
  const priceUnitDefault = usePriceUnitDefault(form, adCountry, priceSuggestion !== undefined);

  const fieldId = (name: string) => `${id}-${name}`;
  const describedBy = (name: keyof ListingFields, hint?: boolean) =>
    clsx(errors[name] && `${fieldId(name)}-error`, hint && `${fieldId(name)}-hint`) || undefined;
  const a11y = (name: keyof ListingFields, hint?: boolean) => ({
    id: fieldId(name),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy(name, hint),
  });
  const error = (name: keyof ListingFields) =>
    errors[name]?.message ? (
      <p id={`${fieldId(name)}-error`} className="mt-1 text-sm text-red-700" data-testid={`error-${name}`}>
        {errors[name]?.message}
      </p>
    ) : null;

  const units = category ? priceUnitsFor(category) : [];
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
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4" aria-busy={isSubmitting}>
      {beforeFields}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('postAd.category')} htmlFor={fieldId('category')} required>
          <select {...categoryField} {...a11y('category')} aria-required className={inputClass}>
            <option value="">{t('postAd.categoryPlaceholder')}</option>
            {POSTING_CATEGORIES.map((entry) => (
              <option key={entry.slug} value={entry.slug}>
                {categoryLabel(t, entry.slug)}
              </option>
            ))}
          </select>
          {error('category')}
        </Field>
        {subcategories.length > 0 && (
          <Field label={t('postAd.subcategory')} htmlFor={fieldId('subcategory')}>
            <select {...subcategoryField} {...a11y('subcategory')} className={inputClass}>
              <option value="">{t('postAd.subcategoryPlaceholder')}</option>
              {subcategories.map((entry) => (
                <option key={entry.slug} value={entry.slug}>
                  {subcategoryLabel(t, category, entry.slug)}
                </option>
              ))}
            </select>
            {error('subcategory')}
          </Field>
        )}
      </div>

      <Field
        label={t('postAd.title')}
        htmlFor={fieldId('title')}
        required
        aside={
          <span id={`${fieldId('title')}-hint`} className="text-xs text-slate-500" data-testid="title-count">
            {t('postAd.count', { count: title.length, max: LISTING_LIMITS.titleMax })}
          </span>
        }
      >
        <input
          {...register('title')}
          {...a11y('title', true)}
          aria-required
          maxLength={LISTING_LIMITS.titleMax}
          autoComplete="off"
          placeholder={t('postAd.titlePlaceholder')}
          className={inputClass}
        />
        {error('title')}
      </Field>

      <div className={clsx('grid gap-4', units.length > 0 && 'sm:grid-cols-[minmax(0,1fr)_11rem]')}>
        <Field label={t('postAd.price')} htmlFor={fieldId('price')}>
          <div className="relative">
            <span
              className="pointer-events-none absolute inset-y-0 left-0 flex items-center pl-3 text-slate-500"
              aria-hidden
              data-testid="currency-symbol"
            >
              {currencySymbol}
            </span>
            <input
              {...register('price')}
              {...a11y('price', true)}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              placeholder={t('postAd.pricePlaceholder')}
              className={inputClass}
              style={{ paddingLeft: `${Math.max(1.75, 0.75 + currencySymbol.length * 0.6)}rem` }}
            />
          </div>
          <p id={`${fieldId('price')}-hint`} className="mt-1 text-xs text-slate-500">
            {t('postAd.priceHint')}
          </p>
          <PriceEcho control={form.control} numberLocale={numberLocale} money={priceMoney} id={`${fieldId('price')}-echo`} />
          {priceSuggestion && <PriceSuggestion control={form.control} place={priceSuggestion} />}
          {error('price')}
        </Field>
        {units.length > 0 && (
          <Field label={t('postAd.priceUnit')} htmlFor={fieldId('priceUnit')}>
            <select {...register('priceUnit', { onChange: priceUnitDefault.sellerChose })} {...a11y('priceUnit')} className={inputClass} data-testid="price-unit">
              <option value="">{t('postAd.priceUnits.none')}</option>
              {units.map((unit) => (
                <option key={unit} value={unit}>
                  {t(`postAd.priceUnits.${unit}`)}
                </option>
              ))}
            </select>
            {error('priceUnit')}
          </Field>
        )}
      </div>

      <Field
        label={t('postAd.description')}
        htmlFor={fieldId('description')}
        required
        aside={
          <span id={`${fieldId('description')}-hint`} className="text-xs text-slate-500">
            {t('postAd.count', { count: description.length, max: LISTING_LIMITS.descriptionMax })}
          </span>
        }
      >
        <textarea
          {...register('description')}
          {...a11y('description', true)}
          aria-required
          rows={5}
          maxLength={LISTING_LIMITS.descriptionMax}
          placeholder={t('postAd.descriptionPlaceholder')}
          className={clsx(inputClass, 'resize-y')}
        />
        {error('description')}
      </Field>

      {family && <AttributeFields form={form} family={family} numberLocale={numberLocale} />}

      <ImageField images={images} onImagesChange={onImagesChange} />

      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('postAd.neighborhood')} htmlFor={fieldId('neighborhood')} required>
          <input
            {...register('neighborhood')}
            {...a11y('neighborhood')}
            aria-required
            maxLength={LISTING_LIMITS.neighborhoodMax}
            autoComplete="address-level3"
            placeholder={neighbourhoodPlaceholder}
            className={inputClass}
          />
          {error('neighborhood')}
        </Field>
        {itemFields.condition && (
          <Field label={t('postAd.condition')} htmlFor={fieldId('condition')}>
            <select {...register('condition')} {...a11y('condition')} className={inputClass}>
              <option value="">{t('postAd.conditionPlaceholder')}</option>
              {CONDITIONS.map((condition) => (
                <option key={condition} value={condition}>
                  {t(`listing.conditions.${condition}`)}
                </option>
              ))}
            </select>
            {error('condition')}
          </Field>
        )}
      </div>

      <Field label={t('postAd.contactEmail')} htmlFor={fieldId('contactEmail')} required>
        <input
          {...register('contactEmail')}
          {...a11y('contactEmail', true)}
          aria-required
          type="email"
          autoComplete="email"
          maxLength={254}
          placeholder={t('postAd.contactEmailPlaceholder')}
          className={inputClass}
        />
        <p id={`${fieldId('contactEmail')}-hint`} className="mt-1 text-xs text-slate-500">
          {t('postAd.contactEmailHint')}
        </p>
        {error('contactEmail')}
      </Field>

      <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
        {itemFields.delivery && (
          <label className="inline-flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" {...register('deliveryAvailable')} className="h-4 w-4 rounded border-slate-300 accent-brand-600" />
            {t('postAd.deliveryAvailable')}
          </label>
        )}
        <label className="inline-flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" {...register('priceNegotiable')} className="h-4 w-4 rounded border-slate-300 accent-brand-600" />
          {t('postAd.priceNegotiable')}
        </label>
      </div>

      {beforeSubmit}

      {errors.root?.message && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {errors.root.message}
        </p>
      )}

      <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} className={buttonClass.secondary} disabled={isSubmitting}>
          {t('postAd.cancel')}
        </button>
        <button type="submit" className={buttonClass.primary} disabled={isSubmitting}>
          {isSubmitting ? pendingLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}

function Field({
  label,
  htmlFor,
  required,
  aside,
  children,
}: {
  label: string;
  htmlFor: string;
  required?: boolean;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div>
      <div className="mb-1 flex items-baseline justify-between gap-2">
        {/* The asterisk stays outside the label, so the field's name is just its label (aria-required says the rest). */}
        <span className="text-sm font-medium text-slate-800">
          <label htmlFor={htmlFor}>{label}</label>
          {required && (
            <span className="ml-0.5 text-red-600" aria-hidden="true">
              *
            </span>
          )}
        </span>
        {aside}
      </div>
      {children}
    </div>
  );
}

/** The ad's photos (first one is the cover) and the button that opens the upload modal. */
function ImageField({ images, onImagesChange }: { images: string[]; onImagesChange: ListingFormProps['onImagesChange'] }) {
  const { t } = useTranslation();
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const slots = LISTING_LIMITS.imagesMax - images.length;
  return (
    <div>
      <div className="mb-1 flex items-baseline justify-between gap-2">
        <label id={`${id}-label`} htmlFor={`${id}-button`} className="text-sm font-medium text-slate-800">
          {t('postAd.images')}
        </label>
        <span className="text-xs text-slate-500" data-testid="image-count">
          {t('postAd.imagesCount', { count: images.length, max: LISTING_LIMITS.imagesMax })}
        </span>
      </div>
      <div className="flex flex-wrap gap-2">
        {images.map((url, index) => (
          <div key={url} className="relative h-20 w-20 overflow-hidden rounded-lg border border-slate-200 bg-slate-100" data-testid="form-image">
            <img src={imageVariantUrl(url, 'thumb')} alt={t('postAd.imageAlt', { n: index + 1 })} className="h-full w-full object-cover" />
            {index === 0 && (
              <span className="absolute bottom-0 left-0 right-0 bg-slate-900/60 py-0.5 text-center text-[10px] font-medium text-white">
                {t('postAd.cover')}
              </span>
            )}
            <button
              type="button"
              onClick={() => onImagesChange((current) => current.filter((entry) => entry !== url))}
              aria-label={t('postAd.removeImage', { n: index + 1 })}
              className="absolute right-1 top-1 grid h-6 w-6 place-items-center rounded-full bg-white/90 text-slate-700 shadow hover:text-red-700"
            >
              <X className="h-3.5 w-3.5" aria-hidden />
            </button>
          </div>
        ))}
        {slots > 0 && (
          <button
            id={`${id}-button`}
            type="button"
            aria-labelledby={`${id}-label ${id}-text`}
            onClick={() => setUploading(true)}
            className="flex h-20 w-20 flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed border-slate-300 text-xs font-medium text-slate-600 hover:border-brand-500 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <ImagePlus className="h-5 w-5" aria-hidden />
            <span id={`${id}-text`}>{t('postAd.addImages')}</span>
          </button>
        )}
      </div>
      <UploadModal
        open={uploading}
        onOpenChange={setUploading}
        slots={slots}
        onUploaded={(image) =>
          onImagesChange((current) => (current.includes(image.url) || current.length >= LISTING_LIMITS.imagesMax ? current : [...current, image.url]))
        }
      />
    </div>
  );
}
