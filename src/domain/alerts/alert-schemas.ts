/**
 * Saved searches' contracts, shared by the API, the pages and the OpenAPI document.
 * A saved search is the results page's filters, read with the same schema as the results
 * URL (listingFiltersSchema), so "Save this search" saves exactly what the page shows.
 * Nothing here touches the database, so the browser bundle can import it.
 */
import { z } from 'zod';
import { ATTRIBUTE_FILTER_KEYS, attributeFiltersAsQuery, setAttributeFilters } from '../attributes/attribute-filters';
import { listingFiltersSchema } from '../listings/listing-schemas';
import { plainText, queryText, withValues } from '../shared/text';

/** The languages alert mails are written in (the site's languages). */
export const ALERT_LANGUAGES = ['en', 'de', 'es', 'fr', 'it', 'ja'] as const;
export type AlertLanguage = (typeof ALERT_LANGUAGES)[number];
export const ALERT_FREQUENCIES = ['instant', 'daily'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const ALERT_STATUSES = ['pending', 'active', 'unsubscribed'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

/** Instant alerts: at most one mail per this many minutes per saved search; later matches wait and are batched. */
export const INSTANT_ALERT_WINDOW_MINUTES = 15;
/** The daily digest goes out from this hour on, in the saved search's city's time. */
export const DIGEST_LOCAL_HOUR = 8;
/** How long a confirmation link works. */
export const ALERT_CONFIRMATION_HOURS = 48;

const flag = z
  .union([z.enum(['1', 'true', '0', 'false']), z.boolean()], { error: 'errors.alerts.oneOrZero' })
  .optional()
  .transform((v) => v === true || v === '1' || v === 'true');

/**
 * The results URL's filters as text (q is `search`), plus `city` (the city site's
 * segment; absent for the global marketplace). Sort, cursor, limit and posted date say
 * how a page lists results, not which listings are wanted, so they are ignored.
 * `delivery` (only listings with delivery) is accepted for clients that offer it.
 */
export const alertSearchInputSchema = z
  .object({
    city: z.string().nullish(),
    category: z.string().nullish(),
    subcategory: z.string().nullish(),
    search: z.string().nullish(),
    priceMin: z.string().nullish(),
    priceMax: z.string().nullish(),
    condition: z.union([z.string(), z.array(z.string())]).nullish(),
    neighborhood: z.string().nullish(),
    country: z.string().nullish(),
    region: z.string().nullish(),
    verified: z.union([z.string(), z.boolean()]).nullish(),
    delivery: z.union([z.string(), z.boolean()]).nullish(),
    /** Filters on the category's facts, as answered; the results URL's own keys (yearMin=…) are read too. */
    attributes: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).nullish(),
  })
  .loose();

export type AlertSearchInput = z.input<typeof alertSearchInputSchema>;

/** A saved search as stored and answered: the filters, normalised. */
export const alertSearchSchema = z.object({
  city: z.string().nullable().describe('City site segment, e.g. "newyork"; null for the global marketplace'),
  category: z.string().nullable(),
  subcategory: z.string().nullable(),
  search: z.string().nullable().describe('The search words (the results URL\u2019s q)'),
  priceMin: z.string().nullable().describe('Decimal as text, e.g. "100.00"'),
  priceMax: z.string().nullable(),
  condition: z.array(z.string()),
  neighborhood: z.string().nullable(),
  country: z.string().nullable().describe('Two-letter country code'),
  region: z.string().nullable(),
  verified: z.boolean().describe('Only verified sellers'),
  delivery: z.boolean().describe('Only listings with delivery'),
  attributes: z
    .record(z.string(), z.union([z.string(), z.number(), z.boolean()]))
    .describe('Filters on the category\u2019s facts, as in the results URL (yearMin, mileageMax, bedroomsMin, workplace…; ADR 014)'),
});
export type AlertSearch = z.infer<typeof alertSearchSchema>;

/** Reads the results page's filters into a saved search; refuses what the results page would refuse. */
export const parsedAlertSearchSchema = alertSearchInputSchema.transform((input, ctx): AlertSearch => {
  // A saved search as answered (nulls, booleans) reads back as the same search.
  const text = (value: string | null | undefined) => value ?? undefined;
  const { delivery, condition, verified } = input;
  // Attribute filters arrive as the results URL's keys or, read back, under `attributes`; as text, like a URL.
  const loose = input as Record<string, unknown>;
  const attributeInput = attributeFiltersAsQuery({
    ...input.attributes,
    ...Object.fromEntries(ATTRIBUTE_FILTER_KEYS.flatMap((key) => (typeof loose[key] === 'string' ? [[key, loose[key]]] : []))),
  });
  const parsed = listingFiltersSchema.safeParse({
    ...attributeInput,
    city: text(input.city),
    category: text(input.category),
    subcategory: text(input.subcategory),
    search: text(input.search),
    priceMin: text(input.priceMin),
    priceMax: text(input.priceMax),
    condition: condition ?? undefined,
    neighborhood: text(input.neighborhood),
    country: text(input.country),
    region: text(input.region),
    verified: typeof verified === 'boolean' ? (verified ? '1' : undefined) : text(verified),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    return z.NEVER;
  }
  const deliveryFlag = flag.safeParse(delivery ?? undefined);
  if (!deliveryFlag.success) {
    ctx.addIssue({ code: 'custom', path: ['delivery'], message: 'errors.alerts.deliveryOneOrZero' });
    return z.NEVER;
  }
  const f = parsed.data;
  return {
    city: f.city ?? null,
    category: f.category ?? null,
    subcategory: f.subcategory ?? null,
    search: f.search ?? null,
    priceMin: f.priceMin !== undefined ? f.priceMin.toFixed(2) : null,
    priceMax: f.priceMax !== undefined ? f.priceMax.toFixed(2) : null,
    condition: [...new Set(f.condition)],
    neighborhood: f.neighborhood ?? null,
    country: f.country ?? null,
    region: f.region ?? null,
    verified: f.verified === true,
    delivery: deliveryFlag.data,
    attributes: setAttributeFilters(f),
  };
});

/** POST /api/alerts. */
export const createAlertInputSchema = z.object({
  email: plainText('errors.fields.email')
    .trim()
    .min(1, 'errors.alerts.emailRequired')
    .max(254, 'errors.alerts.emailTooLong')
    .pipe(z.email({ error: 'errors.email.invalid' })),
  language: z.enum(ALERT_LANGUAGES, { error: withValues('errors.value.oneOf', { label: 'errors.fields.language', allowed: ALERT_LANGUAGES.join(', ') }) }).default('en'),
  frequency: z.enum(ALERT_FREQUENCIES, { error: 'errors.alerts.frequencyInvalid' }).default('instant'),
  search: parsedAlertSearchSchema,
});
export type CreateAlertInput = z.input<typeof createAlertInputSchema>;

/** PATCH /api/alerts/manage/{token}/{id}. */
export const updateAlertInputSchema = z.object({
  frequency: z.enum(ALERT_FREQUENCIES, { error: 'errors.alerts.frequencyInvalid' }).optional(),
  status: z.enum(['active', 'unsubscribed'], { error: 'errors.alerts.statusInvalid' }).optional(),
  language: z.enum(ALERT_LANGUAGES, { error: withValues('errors.value.oneOf', { label: 'errors.fields.language', allowed: ALERT_LANGUAGES.join(', ') }) }).optional(),
});
export type UpdateAlertInput = z.infer<typeof updateAlertInputSchema>;

export const savedSearchViewSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  language: z.enum(ALERT_LANGUAGES),
  frequency: z.enum(ALERT_FREQUENCIES),
  status: z.enum(ALERT_STATUSES),
  search: alertSearchSchema,
  resultsPath: z.string().describe('The results page of this search'),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  lastMailedAt: z.string().nullable(),
});
export type SavedSearchView = z.infer<typeof savedSearchViewSchema>;

/** Path parameter: a token of a mailed link. */
export const alertTokenParam = queryText('token', 100).describe('The token of the mailed link');
