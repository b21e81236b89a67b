/**
 * The Post New Ad form's state: react-hook-form validated with the very schema the
 * API validates with (`listingInputSchema`), so the browser and the server say the
 * same thing in the same words. Shared by posting and by editing on the manage page.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Path, type Resolver, type UseFormReturn } from 'react-hook-form';
import { attributeFamilyOf, type AttributeKey } from '../../../domain/attributes/attribute-definitions';
import { listingInputSchema, type ListingFormValues } from '../../../domain/listings/listing-schemas';
import type { CategorySlug } from '../../../domain/taxonomy/categories';
import type { Condition } from '../../../domain/taxonomy/conditions';
import type { PriceUnit } from '../../../domain/taxonomy/price-units';
import { ApiError } from '../../lib/api-client';
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
 * The schema checks the raw fields ('' category fails with "Choose a category"); in
 * raw mode the values handed to submit are what was typed, and the server parses them
 * again. The cast only widens `category` to allow the '' of an unchosen select.
 */
const schemaResolver = zodResolver(listingInputSchema, undefined, { raw: true }) as unknown as Resolver<ListingFields>;

/**
 * Details are checked for the family on screen only: values typed for another
 * subcategory stay in the form (switching back shows them) but are neither checked nor
 * sent. On success the submit handler gets every field as typed.
 */
const resolver: Resolver<ListingFields> = async (values, context, options) => {
  const family = attributeFamilyOf(values.category, values.subcategory);
  const checked = { ...values, attributes: givenAttributes(family, values.attributes ?? {}) };
  const result = await schemaResolver(checked, context, options);
  return Object.keys(result.errors).length > 0 ? result : { values, errors: {} };
};

export function useListingForm(defaultValues: ListingFields = EMPTY_LISTING_FIELDS): UseFormReturn<ListingFields> {
  return useForm<ListingFields>({ resolver, defaultValues, mode: 'onSubmit', reValidateMode: 'onChange' });
}

/** The request body for POST/PUT /api/listings. */
export function listingBody(fields: ListingFields, city: string | null): ListingFormValues {
  const { attributeOrigins, attributes, ...rest } = fields;
  const family = attributeFamilyOf(fields.category, fields.subcategory);
  return {
    ...rest,
    category: fields.category as CategorySlug,
    attributes: attributesToSend(family, attributes ?? {}, attributeOrigins ?? {}),
    city: city ?? undefined,
  };
}

/** A stored listing back into the inputs; "1200.00" shows as "1200", "0.00" as "0". */
export function fieldsOf(listing: {
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
}): ListingFields {
  const details = attributeInputsOf(listing.attributes, listing.attributesSource, listing.countryCode);
  return {
    category: listing.category as CategorySlug,
    subcategory: listing.subcategory ?? '',
    title: listing.title,
    price: listing.price === null ? '' : listing.price.replace(/\.00$/, ''),
    priceUnit: listing.priceUnit ?? '',
    description: listing.description,
    neighborhood: listing.neighborhood,
    condition: (listing.condition ?? '') as Condition | '',
    contactEmail: listing.contactEmail,
    deliveryAvailable: listing.deliveryAvailable,
    priceNegotiable: listing.priceNegotiable,
    attributes: details.inputs,
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
