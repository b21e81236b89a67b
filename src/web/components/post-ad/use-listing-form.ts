/**
 * The Post New Ad form's state: react-hook-form validated with the very schema the
 * API validates with (`listingInputSchema`), so the browser and the server say the
 * same thing in the same words, the page's language (#26). Shared by posting and by
 * editing on the manage page.
 */
import { useMemo } from 'react';
import { useForm, type Path, type Resolver, type UseFormReturn } from 'react-hook-form';
import { attributeFamilyOf, type AttributeKey } from '../../../domain/attributes/attribute-definitions';
import { listingInputSchema, type ListingFormValues } from '../../../domain/listings/listing-schemas';
import type { CategorySlug } from '../../../domain/taxonomy/categories';
import type { Condition } from '../../../domain/taxonomy/conditions';
import type { PriceUnit } from '../../../domain/taxonomy/price-units';
import type { TFunction } from '../../../i18n/i18n';
import { useTranslation } from '../../i18n/use-translation';
import { ApiError } from '../../lib/api-client';
import { translatedResolver } from '../../lib/translated-resolver';
import { errorText } from '../../../i18n/error-text';
import { useNumberLocale } from '../../lib/number-locale';
import { canonicalNumbers, localNumbers } from './local-numbers';
import {
  attributeInputsOf,
  attributesToSend,
  emptyAttributeInputs,
  givenAttributes,
  type AttributeInputs,
  type AttributeOrigins,
  type StoredAttributeValues,
} from './attributes/attribute-inputs';

/** What the inputs hold: text for every text box, '' for "not chosen". */
export interface ListingFields {
  category: CategorySlug | '';
  subcategory: string;
  title: string;
  price: string;
  /** What the price is per ('month', 'night'…); '' for a whole amount. */
  priceUnit: PriceUnit | '';
  description: string;
  neighborhood: string;
  condition: Condition | '';
  contactEmail: string;
  deliveryAvailable: boolean;
  priceNegotiable: boolean;
  /** The Details of the chosen subcategory's family (attributes/attribute-inputs.ts). */
  attributes: AttributeInputs;
  /** Where each detail came from: the ad's text (autofill) or the seller. Not sent as such. */
  attributeOrigins: AttributeOrigins;
}

export const EMPTY_LISTING_FIELDS: ListingFields = {
  category: '',
  subcategory: '',
  title: '',
  price: '',
  priceUnit: '',
  description: '',
  neighborhood: '',
  condition: '',
  contactEmail: '',
  deliveryAvailable: false,
  priceNegotiable: false,
  attributes: emptyAttributeInputs(null),
  attributeOrigins: {},
};

/** An empty form for a city: measures in its convention (km or miles, m² or sq ft). */
export function emptyListingFields(countryCode: string | null | undefined): ListingFields {
  return { ...EMPTY_LISTING_FIELDS, attributes: emptyAttributeInputs(countryCode), attributeOrigins: {} };
}

const FIELD_NAMES = new Set<string>(Object.keys(EMPTY_LISTING_FIELDS).filter((name) => name !== 'attributes' && name !== 'attributeOrigins'));

/**
 * The schema checks the raw fields ('' category fails with "Choose a category"), its
 * messages said in the page's language; in raw mode the values handed to submit are
 * what was typed, and the server parses them again.
 *
 * Details are checked for the family on screen only: values typed for another
 * subcategory stay in the form (switching back shows them) but are neither checked nor
 * sent. On success the submit handler gets every field as typed.
 */
/** What the form's resolver is given beside the values: how the page writes numbers (lib/number-locale.ts). */
export interface ListingFormContext {
  numberLocale?: string | null;
}

export function listingResolver(t: TFunction): Resolver<ListingFields, ListingFormContext> {
  const schemaResolver = translatedResolver<ListingFields>(listingInputSchema, t, { raw: true });
  return async (values, context, options) => {
    const family = attributeFamilyOf(values.category, values.subcategory);
    // Numbers as the person wrote them ("12,50") are checked as the API will take them ("12.50").
    const numbers = canonicalNumbers(values, family, context?.numberLocale ?? null);
    const checked = { ...values, price: numbers.price, attributes: givenAttributes(family, numbers.attributes) };
    const result = await schemaResolver(checked, context, options);
    if (numbers.issues.length === 0) return Object.keys(result.errors).length > 0 ? result : { values, errors: {} };
    const errors: Record<string, unknown> = { ...result.errors };
    for (const issue of numbers.issues) {
      const error = { type: 'number', message: errorText(t, issue.message, issue.values) };
      const detail = issue.path.startsWith('attributes.') ? issue.path.slice('attributes.'.length) : null;
      if (detail) errors.attributes = { ...(errors.attributes as object | undefined), [detail]: error };
      else errors[issue.path] = error;
    }
    return { values: {}, errors: errors as typeof result.errors };
  };
}

/** The form; `numberLocale` is how the person writes numbers (lib/number-locale.ts), by default the page's. */
export function useListingForm(defaultValues: ListingFields = EMPTY_LISTING_FIELDS, numberLocale?: string): UseFormReturn<ListingFields> {
  const { t } = useTranslation();
  const pageNumberLocale = useNumberLocale();
  const resolver = useMemo(() => listingResolver(t), [t]);
  return useForm<ListingFields, ListingFormContext>({
    resolver,
    context: { numberLocale: numberLocale ?? pageNumberLocale },
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}

/** The request body for POST/PUT /api/listings: numbers as the API takes them ("12,50" typed in `numberLocale` is "12.50"). */
export function listingBody(fields: ListingFields, city: string | null, numberLocale: string | null = null): ListingFormValues {
  // The typed details are read into `numbers`; the inputs as typed are not sent.
  const { attributeOrigins, attributes: _typed, ...rest } = fields;
  const family = attributeFamilyOf(fields.category, fields.subcategory);
  const numbers = canonicalNumbers(fields, family, numberLocale);
  return {
    ...rest,
    price: numbers.price,
    category: fields.category as CategorySlug,
    attributes: attributesToSend(family, numbers.attributes, attributeOrigins ?? {}),
    city: city ?? undefined,
  };
}

/**
 * A stored listing back into the inputs; "1200.00" shows as "1200", "0.00" as "0", and
 * "12.50" as the page writes it ("12,50" with a German `numberLocale`).
 */
export function fieldsOf(
  listing: {
  category: string;
  subcategory: string | null;
  title: string;
  price: string | null;
  priceUnit?: PriceUnit | null;
  description: string;
  neighborhood: string;
  condition: string | null;
  contactEmail: string;
  deliveryAvailable: boolean;
  priceNegotiable: boolean;
  attributes?: StoredAttributeValues;
  attributesSource?: string | null;
  countryCode?: string | null;
  },
  numberLocale: string | null = null,
): ListingFields {
  const details = attributeInputsOf(listing.attributes, listing.attributesSource, listing.countryCode);
  const local = localNumbers(
    { price: listing.price ?? '', attributes: details.inputs },
    attributeFamilyOf(listing.category, listing.subcategory),
    numberLocale,
  );
  return {
    category: listing.category as CategorySlug,
    subcategory: listing.subcategory ?? '',
    title: listing.title,
    price: listing.price === null ? '' : local.price,
    priceUnit: listing.priceUnit ?? '',
    description: listing.description,
    neighborhood: listing.neighborhood,
    condition: (listing.condition ?? '') as Condition | '',
    contactEmail: listing.contactEmail,
    deliveryAvailable: listing.deliveryAvailable,
    priceNegotiable: listing.priceNegotiable,
    attributes: local.attributes,
    attributeOrigins: details.origins,
  };
}

/** A server error's field as the form names it: "title", or "attributes.year" for a detail. */
function formFieldOf(field: string, fields: ListingFields): Path<ListingFields> | null {
  if (FIELD_NAMES.has(field)) return field as keyof ListingFields;
  const detail = /^attributes\.(\w+)$/.exec(field)?.[1];
  const family = attributeFamilyOf(fields.category, fields.subcategory);
  if (detail && family && detail in givenAttributes(family, fields.attributes ?? {})) return `attributes.${detail as AttributeKey}`;
  return null;
}

/** Puts a 400's `errors: [{ field, message }]` on their fields. True when any was shown. */
export function showServerErrors(form: UseFormReturn<ListingFields>, error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  let body: { errors?: { field?: unknown; message?: unknown }[] };
  try {
    body = JSON.parse(error.body) as typeof body;
  } catch {
    return false;
  }
  let shown = false;
  const fields = form.getValues();
  for (const item of body.errors ?? []) {
    const field = formFieldOf(typeof item.field === 'string' ? item.field.replace(/^body\./, '') : '', fields);
    if (field && typeof item.message === 'string') {
      form.setError(field, { type: 'server', message: item.message }, { shouldFocus: !shown });
      shown = true;
    }
  }
  return shown;
}
