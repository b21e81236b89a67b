/**
 * The Post New Ad form's state: react-hook-form validated with the very schema the
 * API validates with (`listingInputSchema`), so the browser and the server say the
 * same thing in the same words. Shared by posting and by editing on the manage page.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver, type UseFormReturn } from 'react-hook-form';
import { listingInputSchema, type ListingFormValues } from '../../../domain/listings/listing-schemas';
import type { CategorySlug } from '../../../domain/taxonomy/categories';
import type { Condition } from '../../../domain/taxonomy/conditions';
import type { PriceUnit } from '../../../domain/taxonomy/price-units';
import { ApiError } from '../../lib/api-client';

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
};

const FIELD_NAMES = new Set<string>(Object.keys(EMPTY_LISTING_FIELDS));

/**
 * The schema checks the raw fields ('' category fails with "Choose a category"); in
 * raw mode the values handed to submit are what was typed, and the server parses them
 * again. The cast only widens `category` to allow the '' of an unchosen select.
 */
const resolver = zodResolver(listingInputSchema, undefined, { raw: true }) as unknown as Resolver<ListingFields>;

export function useListingForm(defaultValues: ListingFields = EMPTY_LISTING_FIELDS): UseFormReturn<ListingFields> {
  return useForm<ListingFields>({ resolver, defaultValues, mode: 'onSubmit', reValidateMode: 'onChange' });
}

/** The request body for POST/PUT /api/listings. */
export function listingBody(fields: ListingFields, city: string | null): ListingFormValues {
  return { ...fields, category: fields.category as CategorySlug, city: city ?? undefined };
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
}): ListingFields {
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
  };
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
  for (const item of body.errors ?? []) {
    const field = typeof item.field === 'string' ? item.field.replace(/^body\./, '') : '';
    if (FIELD_NAMES.has(field) && typeof item.message === 'string') {
      form.setError(field as keyof ListingFields, { type: 'server', message: item.message }, { shouldFocus: !shown });
      shown = true;
    }
  }
  return shown;
}
