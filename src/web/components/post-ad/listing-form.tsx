/**
 * The fields of the Post New Ad dialog, in SPEC order: Category, Subcategory (when the
 * category has any), Title, Price, Description, Images, Local Area/Neighborhood,
 * Condition (items only), Contact Email, Delivery available (items only), Price negotiable; then Cancel and the
 * submit button. The manage page uses the same form to edit.
 */
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
import { LISTING_LIMITS } from '../../../domain/listings/listing-constants';
import { itemFieldsFor } from '../../../domain/taxonomy/item-fields';
import { attributeFamilyOf } from '../../../domain/attributes/attribute-definitions';
import { useRootData } from '../../lib/root-data';
import { useNumberLocale } from '../../lib/number-locale';
import { buttonClass, DialogActions } from '../ui/dialog';
import { FormError } from '../ui/field';
import { AttributeFields, useAttributeAutofill } from './attributes/attribute-fields';
import { ImageField, type ImagesChange } from './image-field';
import { CategoryFields, ContactEmailField, CountedTextField, ListingTickBoxes, PlaceFields, PriceFields, useListingFieldKit } from './listing-form-fields';
import type { PriceSuggestionPlace } from './price-suggestion';
import type { ListingFields } from './use-listing-form';
import { usePriceUnitDefault } from './use-price-unit-default';

interface ListingFormProps {
  form: UseFormReturn<ListingFields>;
  images: string[];
  onImagesChange: ImagesChange;
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
  const root = useRootData();
  const { formState, watch, handleSubmit } = form;
  const { errors, isSubmitting } = formState;
  const kit = useListingFieldKit(errors);
  const category = watch('category');
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

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4" aria-busy={isSubmitting}>
      {beforeFields}
      <CategoryFields form={form} kit={kit} />
      <CountedTextField form={form} kit={kit} name="title" max={LISTING_LIMITS.titleMax} placeholder={t('postAd.titlePlaceholder')} testId="title-count" />
      <PriceFields
        form={form}
        kit={kit}
        currencySymbol={currencySymbol}
        numberLocale={numberLocale}
        money={priceMoney}
        priceSuggestion={priceSuggestion}
        onPriceUnitChosen={priceUnitDefault.sellerChose}
      />
      <CountedTextField form={form} kit={kit} name="description" max={LISTING_LIMITS.descriptionMax} placeholder={t('postAd.descriptionPlaceholder')} multiline />
      {family && <AttributeFields form={form} family={family} numberLocale={numberLocale} />}
      <ImageField images={images} onImagesChange={onImagesChange} />
      <PlaceFields form={form} kit={kit} showCondition={itemFields.condition} />
      <ContactEmailField form={form} kit={kit} />
      <ListingTickBoxes form={form} showDelivery={itemFields.delivery} />
      {beforeSubmit}
      <FormError message={errors.root?.message} />
      <DialogActions className="border-t border-slate-100 pt-4">
        <button type="button" onClick={onCancel} className={buttonClass.secondary} disabled={isSubmitting}>
          {t('postAd.cancel')}
        </button>
        <button type="submit" className={buttonClass.primary} disabled={isSubmitting}>
          {isSubmitting ? pendingLabel : submitLabel}
        </button>
      </DialogActions>
    </form>
  );
}
