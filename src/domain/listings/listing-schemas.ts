/**
 * The listing contracts, shared by the Post New Ad form, the HTTP API, the SSR
 * loaders and the OpenAPI document. Nothing here touches the database, so the
 * browser bundle can import it.
 */
import { z } from 'zod';
import { MODERATION_STATUSES, PUBLIC_STATUS } from '../moderation/moderation-status';
import { CATEGORY_SLUGS, findCategory, findSubcategory } from '../taxonomy/categories';
import { CONDITIONS } from '../taxonomy/conditions';
import { PRICE_UNITS, priceUnitsFor } from '../taxonomy/price-units';
import { textField } from '../shared/text';
import { LISTING_LIMITS, POSTED_DATES, SORTS } from './listing-constants';

export { LISTING_LIMITS, POSTED_DATES, SORTS, type ListingSort, type PostedDate } from './listing-constants';

const PRICE_PATTERN = /^\d{1,8}(\.\d{1,2})?$/;

/**
 * Price as the form sends it: text (or a number from API clients). Empty means "no
 * price"; 0 means free. Thousands separators and a leading currency symbol are
 * forgiven because people type them.
 */
export const priceInputSchema = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((value, ctx): string | null => {
    if (value === undefined || value === null) return null;
    const text = typeof value === 'number' ? String(value) : value.trim().replace(/^[A-Za-z]{0,3}\p{Sc}/u, '').replace(/[,\s]/g, '');
    if (text === '') return null;
    if (!PRICE_PATTERN.test(text) || !Number.isFinite(Number(text))) {
      ctx.addIssue({
        code: 'custom',
        message: 'Price must be a number with at most 2 decimals, up to 99,999,999.99',
      });
      return z.NEVER;
    }
    return Number(text).toFixed(2);
  });

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .union([z.literal(''), z.null(), z.enum(values, { error: message })])
    .optional()
    .transform((value) => (value ? value : null));

export const categorySchema = z.enum(CATEGORY_SLUGS, { error: 'Choose a category' });
export const conditionSchema = z.enum(CONDITIONS, {
  error: `Condition must be one of: ${CONDITIONS.join(', ')}`,
});

/** What a seller submits (SPEC section 3 "Listing (as posted)"). */
export const listingInputSchema = z
  .object({
    title: textField('Title', { min: 1, max: LISTING_LIMITS.titleMax }),
    description: textField('Description', { min: 1, max: LISTING_LIMITS.descriptionMax, multiline: true }),
    price: priceInputSchema,
    /**
     * What the price is per. Absent: the unit the category implies (rent per month, a
     * holiday let per night; taxonomy/price-units.ts). Empty or null: a whole amount.
     */
    priceUnit: z
      .union([z.literal(''), z.null(), z.enum(PRICE_UNITS)], { error: `Price unit must be one of: ${PRICE_UNITS.join(', ')}` })
      .optional()
      .transform((value) => (value === '' ? null : value)),
    category: categorySchema,
    subcategory: z
      .union([z.literal(''), z.null(), z.string().max(50, 'Subcategory must be 50 characters or fewer')])
      .optional()
      .transform((value) => (value ? value : null)),
    condition: optionalEnum(CONDITIONS, `Condition must be one of: ${CONDITIONS.join(', ')}`),
    neighborhood: textField('Local area', { min: 1, max: LISTING_LIMITS.neighborhoodMax }),
    contactEmail: z
      .string({ error: 'Contact email is required' })
      .trim()
      .min(1, 'Contact email is required')
      .max(254, 'Contact email is too long')
      .pipe(z.email({ error: 'Enter a valid email address' })),
    deliveryAvailable: z.boolean({ error: 'Delivery available must be true or false' }).default(false),
    priceNegotiable: z.boolean({ error: 'Price negotiable must be true or false' }).default(false),
    /** The city site the ad was posted from (its URL segment); absent on the global site. */
    city: z
      .union([z.literal(''), z.null(), z.string().max(100)])
      .optional()
      .transform((value) => (value ? value : null)),
  })
  .superRefine((value, ctx) => {
    if (value.subcategory && !findSubcategory(value.category, value.subcategory)) {
      const category = findCategory(value.category);
      ctx.addIssue({
        code: 'custom',
        path: ['subcategory'],
        message: `"${value.subcategory}" is not a subcategory of ${category?.name ?? value.category}`,
      });
    }
    if (value.priceUnit && !priceUnitsFor(value.category).includes(value.priceUnit)) {
      const allowed = priceUnitsFor(value.category);
      ctx.addIssue({
        code: 'custom',
        path: ['priceUnit'],
        message: allowed.length
          ? `A ${findCategory(value.category)?.name ?? value.category} price can be per ${allowed.join(', ')}, not per ${value.priceUnit}`
          : `${findCategory(value.category)?.name ?? value.category} prices are whole amounts, not per ${value.priceUnit}`,
      });
    }
  });

export type ListingInput = z.output<typeof listingInputSchema>;
/** The form's raw values before parsing (what react-hook-form holds). */
export type ListingFormValues = z.input<typeof listingInputSchema>;

/** A listing as the public API returns it. Contact email only on the detail view. */
/** A listing's standing with screening and reviewers (moderation/moderation-status.ts). */
export const moderationStatusSchema = z.enum(MODERATION_STATUSES);
/** The statuses that keep a listing from the public: pending, review, rejected. */
export const heldStatusSchema = moderationStatusSchema.exclude([PUBLIC_STATUS]);
/** What screening decides when a listing is posted: it never stays pending. */
export const screenedStatusSchema = moderationStatusSchema.exclude(['pending']);

export const listingSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  price: z.string().nullable().describe('Decimal as text, e.g. "1200.00"; null when no price; "0.00" is free'),
  priceUnit: z.enum(PRICE_UNITS).nullable().describe('What the price is per (rent per month, pay per hour); null for a whole amount'),
  currency: z.string(),
  category: z.string(),
  subcategory: z.string().nullable(),
  condition: z.string().nullable(),
  neighborhood: z.string(),
  images: z.array(z.string()),
  deliveryAvailable: z.boolean(),
  priceNegotiable: z.boolean(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  countryCode: z.string().nullable(),
  region: z.string().nullable(),
  isVerifiedUser: z.boolean(),
  status: z.enum(['active', 'sold']).describe('A sold listing stays visible, marked as sold'),
  soldAt: z.string().nullable(),
  /** The stored price verdict (what deal badges need); null until analysed. */
  priceAnalysis: z
    .object({ status: z.string(), percentOff: z.number().int().nullable(), confidence: z.number() })
    .nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Listing = z.infer<typeof listingSchema>;

const decimalQuery = (label: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value, ctx): number | undefined => {
      if (!value) return undefined;
      const n = Number(value);
      if (!Number.isFinite(n) || n < 0 || n > LISTING_LIMITS.priceMax) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a number between 0 and 99,999,999.99` });
        return z.NEVER;
      }
      return n;
    });

/** Query of GET /api/listings; every value arrives as text from a URL. */
export const listingFiltersSchema = z
  .object({
    category: z
      .string()
      .optional()
      .transform((v) => (v && v !== 'all' ? v : undefined))
      .pipe(categorySchema.optional()),
    subcategory: z.string().max(50).optional().transform((v) => v || undefined),
    search: z
      .string()
      .max(LISTING_LIMITS.searchMax, `Search must be ${LISTING_LIMITS.searchMax} characters or fewer`)
      .optional()
      .transform((v) => v?.trim() || undefined),
    priceMin: decimalQuery('Minimum price'),
    priceMax: decimalQuery('Maximum price'),
    // One or several conditions: repeated (?condition=new&condition=good) or comma-separated.
    condition: z
      .union([z.string(), z.array(z.string())])
      .optional()
      .transform((v) => (v === undefined ? [] : (Array.isArray(v) ? v : [v]).flatMap((s) => s.split(',')).filter(Boolean)))
      .pipe(z.array(conditionSchema).max(CONDITIONS.length)),
    postedDate: z
      .enum(POSTED_DATES, { error: `Posted date must be one of: ${POSTED_DATES.join(', ')}` })
      .optional(),
    neighborhood: z.string().max(100).optional().transform((v) => v?.trim() || undefined),
    country: z
      .string()
      .max(10)
      .optional()
      .transform((v) => (v && v.toLowerCase() !== 'all' ? v.toUpperCase() : undefined))
      .pipe(z.string().regex(/^[A-Z]{2}$/, 'Country must be a two-letter code such as US or UK').optional()),
    region: z.string().max(100).optional().transform((v) => v?.trim() || undefined),
    /** Only sellers who confirmed their email ("Trusted Sellers Only"). */
    verified: z
      .enum(['1', 'true', '0', 'false'], { error: 'Verified must be 1 or 0' })
      .optional()
      .transform((v) => (v === '1' || v === 'true' ? true : undefined)),
    city: z.string().max(100).optional().transform((v) => (v && v !== 'global' ? v.toLowerCase() : undefined)),
    sort: z
      .enum(SORTS, { error: `Sort must be one of: ${SORTS.join(', ')}` })
      .default('newest'),
    limit: z.coerce
      .number({ error: 'Limit must be a number' })
      .int('Limit must be a whole number')
      .min(1, 'Limit must be at least 1')
      .max(LISTING_LIMITS.pageSizeMax, `Limit must be at most ${LISTING_LIMITS.pageSizeMax}`)
      .default(LISTING_LIMITS.pageSizeDefault),
    cursor: z.string().max(200).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.priceMin !== undefined && value.priceMax !== undefined && value.priceMin > value.priceMax) {
      ctx.addIssue({ code: 'custom', path: ['priceMax'], message: 'Maximum price must not be below minimum price' });
    }
  });

export type ListingFilters = z.output<typeof listingFiltersSchema>;
export type ListingFiltersQuery = z.input<typeof listingFiltersSchema>;
