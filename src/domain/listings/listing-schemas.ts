/**
 * The listing contracts, shared by the Post New Ad form, the HTTP API, the SSR
 * loaders and the OpenAPI document. Nothing here touches the database, so the
 * browser bundle can import it.
 */
import { z } from 'zod';
import type { ListingAttributes } from '../attributes/attribute-definitions';
import { attributeFamilyOf } from '../attributes/attribute-definitions';
import { attributeFilterFields, attributeFilterIssues } from '../attributes/attribute-filters';
import { attributesInputSchema, listingAttributesSchema, parseAttributes } from '../attributes/attribute-schemas';
import { MODERATION_STATUSES, PUBLIC_STATUS } from '../moderation/moderation-status';
import { CATEGORY_SLUGS, findCategory, findSubcategory } from '../taxonomy/categories';
import { CONDITIONS } from '../taxonomy/conditions';
import { itemFieldsFor } from '../taxonomy/item-fields';
import { PRICE_UNITS, priceUnitsFor } from '../taxonomy/price-units';
import { labelled, plainText, withValues, queryText, textField } from '../shared/text';
import { isLocallyWritten } from '../shared/parse-number';
import { LISTING_LIMITS, POSTED_DATES, SORTS } from './listing-constants';
import { PLAUSIBILITY_CODES } from './plausibility';

export { LISTING_LIMITS, POSTED_DATES, SORTS, type ListingSort, type PostedDate } from './listing-constants';

/**
 * A price as text: up to eight digits, at most two decimals (what decimal(10,2) holds).
 * Prices are read and written as text, never through floating point, so nothing is
 * rounded on the way: "1e-400" or "0.0000001" are refused rather than stored as 0.00.
 */
const PRICE_PATTERN = /^(\d{1,8})(?:\.(\d{1,2}))?$/;

/**
 * The canonical "1200.50" of a price as the API takes it ("1200.5", "1200", 1200.5), or
 * null when it is not one. Only a decimal point and digits: "12,50", "1.234,50" and
 * "1,234.50" are refused, as a comma means thousands to some and decimals to others
 * (#26). People's writing is read by the forms (shared/parse-number.ts) before sending.
 */
export function parsePriceText(value: string): string | null {
  const match = PRICE_PATTERN.exec(value.trim());
  if (!match) return null;
  const whole = match[1]!.replace(/^0+(?=\d)/, '');
  return `${whole}.${(match[2] ?? '').padEnd(2, '0')}`;
}

/**
 * Said when a number reaches the API written as people write it (a comma, thousands
 * separators, a currency symbol): the API takes a decimal point and no separators.
 */
export const NOT_CANONICAL_MESSAGE = 'errors.number.notCanonical';
/** The example that message gives. */
export const CANONICAL_EXAMPLE = '1234.50';


/** Said in the page's language (a catalogue key, i18n/error-text.ts), like every message below. */
const PRICE_MESSAGE = 'errors.listing.priceInvalid';

/**
 * Price as the form sends it: text (or a number from API clients). Empty means "no
 * price"; 0 means free. A JSON number reaches here only if its literal is exactly the
 * number JSON.parse made of it (http/plugins/json-body.ts turns any other literal into
 * an object no field takes), so `String(number)` is what the client wrote.
 */
export const priceInputSchema = z
  .union([plainText('errors.fields.price'), z.number(), z.null()], { error: PRICE_MESSAGE })
  .optional()
  .transform((value, ctx): string | null => {
    if (value === undefined || value === null) return null;
    const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : 'not finite') : value;
    if (text.trim() === '') return null;
    const price = parsePriceText(text);
    if (price === null) {
      if (isLocallyWritten(text)) {
        ctx.addIssue({ code: 'custom', message: NOT_CANONICAL_MESSAGE, params: { label: 'errors.fields.price', example: CANONICAL_EXAMPLE } });
      } else ctx.addIssue({ code: 'custom', message: PRICE_MESSAGE });
      return z.NEVER;
    }
    return price;
  })
  .describe('A decimal with a point and no thousands separators ("1234.50", or the JSON number 1234.5); empty or null for no price, 0 for free');

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, message: string | ((issue: object) => string)) =>
  z
    .union([z.literal(''), z.null(), z.enum(values, { error: message })])
    .optional()
    .transform((value) => (value ? value : null));

export const categorySchema = z.enum(CATEGORY_SLUGS, { error: 'errors.listing.chooseCategory' });
const conditionMessage = () => withValues('errors.listing.conditionInvalid', { allowed: CONDITIONS.join(', ') });
export const conditionSchema = z.enum(CONDITIONS, { error: conditionMessage() });

/** The refusal of an unknown warning code, with the codes there are (said like withValues in shared/text.ts). */
const warningsMessage = () => (issue: object) => {
  (issue as { params?: Record<string, unknown> }).params = { allowed: PLAUSIBILITY_CODES.join(', ') };
  return 'errors.listing.confirmedWarningsInvalid';
};

/** What a seller submits (SPEC section 3 "Listing (as posted)"). */
export const listingInputSchema = z
  .object({
    title: textField('errors.fields.title', { min: 1, max: LISTING_LIMITS.titleMax }),
    description: textField('errors.fields.description', { min: 1, max: LISTING_LIMITS.descriptionMax, multiline: true }),
    price: priceInputSchema,
    /**
     * What the price is per. Absent: the unit the category implies (rent per month, a
     * holiday let per night; taxonomy/price-units.ts). Empty or null: a whole amount.
     */
    priceUnit: z
      .union([z.literal(''), z.null(), z.enum(PRICE_UNITS)], { error: withValues('errors.listing.priceUnitInvalid', { allowed: PRICE_UNITS.join(', ') }) })
      .optional()
      .transform((value) => (value === '' ? null : value)),
    category: categorySchema,
    subcategory: z
      .union([z.literal(''), z.null(), queryText('errors.fields.subcategory', 50)])
      .optional()
      .transform((value) => (value ? value : null)),
    condition: optionalEnum(CONDITIONS, conditionMessage()).describe(
      'The item\u2019s condition, for For Sale ads (not tickets, wanted ads, garage sales or businesses); left out for other categories',
    ),
    neighborhood: textField('errors.fields.neighborhood', { min: 1, max: LISTING_LIMITS.neighborhoodMax }),
    contactEmail: plainText('errors.fields.contactEmail')
      .trim()
      .min(1, { error: labelled('errors.text.required', 'errors.fields.contactEmail') })
      .max(254, { error: labelled('errors.text.tooLongPlain', 'errors.fields.contactEmail') })
      .pipe(z.email({ error: 'errors.email.invalid' })),
    deliveryAvailable: z
      .boolean({ error: labelled('errors.value.trueOrFalse', 'errors.fields.deliveryAvailable') })
      .default(false)
      .describe('The seller can deliver: For Sale ads only (not garage sales, wanted ads or businesses); false for other categories'),
    priceNegotiable: z.boolean({ error: labelled('errors.value.trueOrFalse', 'errors.fields.priceNegotiable') }).default(false),
    /**
     * Uploaded image URLs (SPEC section 3), each a finished upload of the seller's, by the
     * rule of PUT /api/listings/{id}/images (attach-listing-images.ts). Absent on an edit:
     * the photos stay as they are.
     */
    images: z
      .array(z.string().max(300, 'errors.listing.imageNotUploaded'), { error: 'errors.listing.imagesNotList' })
      .max(LISTING_LIMITS.imagesMax, 'errors.listing.tooManyImages')
      .optional(),
    /**
     * The category's facts (domain/attributes, ADR 014), checked against the family of
     * the category and subcategory. Absent or empty: read from the text where it states them.
     */
    attributes: attributesInputSchema.optional(),
    /**
     * The city site the ad is posted in (its URL segment): its currency, language and zone.
     * Required to post (create-listing.ts refuses none); an edit keeps the listing's own.
     */
    city: z
      .union([z.literal(''), z.null(), queryText('errors.fields.city', 100)])
      .optional()
      .transform((value) => (value ? value : null)),
    /**
     * The plausibility warnings the seller confirmed (listings/plausibility.ts). A warning
     * never refuses a listing: the answer to a post lists them, each marked confirmed or not.
     */
    confirmedWarnings: z
      .array(z.enum(PLAUSIBILITY_CODES, { error: warningsMessage() }), { error: warningsMessage() })
      .max(PLAUSIBILITY_CODES.length)
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (value.subcategory && !findSubcategory(value.category, value.subcategory)) {
      const category = findCategory(value.category);
      ctx.addIssue({
        code: 'custom',
        path: ['subcategory'],
        message: 'errors.listing.notASubcategory',
        params: { subcategory: value.subcategory, category: category ? `category.names.${category.slug}` : value.category },
      });
    }
    if (value.priceUnit && !priceUnitsFor(value.category).includes(value.priceUnit)) {
      const allowed = priceUnitsFor(value.category);
      const category = findCategory(value.category);
      ctx.addIssue({
        code: 'custom',
        path: ['priceUnit'],
        message: allowed.length ? 'errors.listing.priceUnitNotFor' : 'errors.listing.priceUnitWhole',
        params: { category: category ? `category.names.${category.slug}` : value.category, allowed: allowed.join(', '), unit: value.priceUnit },
      });
    }
  })
  .transform((input, ctx) => {
    // Condition and delivery only where they mean something (taxonomy/item-fields.ts): sent
    // for a flat, a job or a lesson, they are left out, so clients that always send them keep working.
    const fields = itemFieldsFor(input.category, input.subcategory);
    const value = { ...input, condition: fields.condition ? input.condition : null, deliveryAvailable: fields.delivery && input.deliveryAvailable };
    if (value.attributes === undefined) return { ...value, attributes: undefined as ListingAttributes | undefined };
    const parsed = parseAttributes(attributeFamilyOf(value.category, value.subcategory), value.attributes);
    if (!parsed.ok) {
      for (const issue of parsed.issues) {
        ctx.addIssue({ code: 'custom', path: ['attributes', issue.key], message: issue.message, ...(issue.values ? { params: issue.values } : {}) });
      }
      return z.NEVER;
    }
    return { ...value, attributes: parsed.attributes as ListingAttributes | undefined };
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
  attributes: listingAttributesSchema,
  attributesSource: z
    .enum(['seller', 'extracted'])
    .nullable()
    .describe("Where the attributes come from: the seller, or read from the ad's text; null when there are none"),
  /** The stored price verdict (what deal badges need); null until analysed. */
  priceAnalysis: z
    .object({ status: z.string(), percentOff: z.number().int().nullable(), confidence: z.number() })
    .nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Listing = z.infer<typeof listingSchema>;

/** A price bound in a URL, read as text like a price (priceMin=1e-400 is refused, not 0). */
const decimalQuery = (label: string) =>
  queryText(label, 20)
    .optional()
    .transform((value, ctx): number | undefined => {
      if (!value?.trim()) return undefined;
      const price = parsePriceText(value);
      if (price === null) {
        ctx.addIssue(
          isLocallyWritten(value)
            ? { code: 'custom', message: NOT_CANONICAL_MESSAGE, params: { label, example: CANONICAL_EXAMPLE } }
            : { code: 'custom', message: 'errors.filters.priceBound', params: { label } },
        );
        return z.NEVER;
      }
      // At most ten significant digits: exact as a double.
      return Number(price);
    });

/** Query of GET /api/listings; every value arrives as text from a URL. */
export const listingFiltersSchema = z
  .object({
    category: queryText('errors.fields.category', 50)
      .optional()
      .transform((v) => (v && v !== 'all' ? v : undefined))
      .pipe(categorySchema.optional()),
    subcategory: queryText('errors.fields.subcategory', 50).optional().transform((v) => v || undefined),
    search: queryText('errors.fields.search', LISTING_LIMITS.searchMax)
      .optional()
      .transform((v) => v?.trim() || undefined),
    priceMin: decimalQuery('errors.fields.priceMin').describe('Lowest price: a decimal with a point and no thousands separators, e.g. 1234.50'),
    priceMax: decimalQuery('errors.fields.priceMax').describe('Highest price: a decimal with a point and no thousands separators, e.g. 1234.50'),
    // One or several conditions: repeated (?condition=new&condition=good) or comma-separated.
    condition: z
      .union([queryText('errors.fields.condition', 100), z.array(queryText('errors.fields.condition', 100)).max(20, 'errors.filters.tooManyConditions')])
      .optional()
      .transform((v) => (v === undefined ? [] : (Array.isArray(v) ? v : [v]).flatMap((s) => s.split(',')).filter(Boolean)))
      .pipe(z.array(conditionSchema).max(CONDITIONS.length)),
    postedDate: z
      .enum(POSTED_DATES, { error: withValues('errors.filters.postedDateInvalid', { allowed: POSTED_DATES.join(', ') }) })
      .optional(),
    neighborhood: queryText('errors.fields.neighborhood', 100).optional().transform((v) => v?.trim() || undefined),
    country: queryText('errors.fields.country', 10)
      .optional()
      .transform((v) => (v && v.toLowerCase() !== 'all' ? v.toUpperCase() : undefined))
      .pipe(z.string().regex(/^[A-Z]{2}$/, 'errors.filters.countryInvalid').optional()),
    region: queryText('errors.fields.region', 100).optional().transform((v) => v?.trim() || undefined),
    /** Only sellers who confirmed their email ("Trusted Sellers Only"). */
    verified: z
      .enum(['1', 'true', '0', 'false'], { error: 'errors.filters.verifiedInvalid' })
      .optional()
      .transform((v) => (v === '1' || v === 'true' ? true : undefined)),
    city: queryText('errors.fields.city', 100).optional().transform((v) => (v && v !== 'global' ? v.toLowerCase() : undefined)),
    sort: z
      .enum(SORTS, { error: withValues('errors.filters.sortInvalid', { allowed: SORTS.join(', ') }) })
      .default('newest'),
    limit: z.coerce
      .number({ error: 'errors.filters.limitNotNumber' })
      .int('errors.filters.limitNotWhole')
      .min(1, 'errors.filters.limitTooSmall')
      .max(LISTING_LIMITS.pageSizeMax, 'errors.filters.limitTooBig')
      .default(LISTING_LIMITS.pageSizeDefault),
    cursor: queryText('errors.fields.cursor', 200).optional(),
    ...attributeFilterFields,
  })
  .superRefine((value, ctx) => {
    for (const issue of attributeFilterIssues(value)) {
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message, ...(issue.values ? { params: issue.values } : {}) });
    }
    if (value.priceMin !== undefined && value.priceMax !== undefined && value.priceMin > value.priceMax) {
      ctx.addIssue({ code: 'custom', path: ['priceMax'], message: 'errors.filters.priceMaxBelowMin' });
    }
  });

export type ListingFilters = z.output<typeof listingFiltersSchema>;
export type ListingFiltersQuery = z.input<typeof listingFiltersSchema>;
