import { data, redirect } from 'react-router';
import { isAppError, type FieldError } from '../../domain/shared/errors';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '../../domain/shared/text';
import { i18nFor } from '../../i18n/catalogues';
import { errorText } from '../../i18n/error-text';
import type { AppContext } from '../app-context';
import type { City } from '../../domain/geo/cities';
import { getPagePremium, type PageFeatureGate } from '../../domain/features/page-premium';
import { countListingsByCategory } from '../../domain/listings/count-listings-by-category';
import { findListingCountries } from '../../domain/listings/find-listing-countries';
import { filterCountryOptions, type FilterCountryOption } from '../../domain/geo/filter-country-options';
import type { FindListingsOptions } from '../../domain/listings/find-listings';
import { searchListings } from '../../domain/listings/search-listings';
import type { ConsumeLimit } from '../../domain/limits/rate-limiter';
import { ATTRIBUTE_FILTER_KEYS } from '../../domain/attributes/attribute-filters';
import { LISTING_LIMITS, listingFiltersSchema, type ListingFilters } from '../../domain/listings/listing-schemas';
import { readTypedFilterNumbers } from '../../domain/listings/typed-filter-numbers';
import type { CategorySlug } from '../../domain/taxonomy/categories';

/** What a browse page's error boundary gets for a URL it cannot answer (400, as the API would). */
export interface BadQuery {
  message: string;
  errors: FieldError[];
  /** Filter boxes the person filled in that hold no number: message keys and values, said in the page's language. */
  typed?: FieldError[];
}

/** The page says its own words (the 400 page); the data keeps the API's English sentences. */
const english = i18nFor('en').t;
const badQuery = (message: string, errors: FieldError[], values?: FieldError['values']) =>
  data<BadQuery>(
    { message: errorText(english, message, values), errors: errors.map((item) => ({ field: item.field, message: errorText(english, item.message, item.values) })) },
    { status: 400 },
  );

/**
 * Listing filters from a page URL. The page's own city wins over any ?city=; a filter
 * a person mistyped in the URL is dropped rather than failing the page. Control
 * characters (a NUL no one types) are refused with a 400 page, as the API refuses them.
 * Filter boxes sent without the page's script (numbers as typed, with their locale) are
 * read as the script would read them and redirected to the URL it would have made; a box
 * that holds no number gets a 400 page that says which, in the page's language.
 */
export function filtersFromUrl(url: URL, overrides: Partial<Record<string, string | undefined>>): ListingFilters {
  for (const [key, value] of url.searchParams) {
    if (hasControlCharacters(key) || hasControlCharacters(value)) {
      const field = hasControlCharacters(key) ? 'query' : key;
      throw badQuery(CONTROL_CHARACTERS_MESSAGE, [{ field, message: CONTROL_CHARACTERS_MESSAGE, values: { label: field } }], { label: field });
    }
  }
  const typed = readTypedFilterNumbers(url.searchParams);
  if (typed.kind === 'rewritten') {
    const search = typed.search.toString();
    throw redirect(`${url.pathname}${search ? `?${search}` : ''}`, 303);
  }
  if (typed.kind === 'invalid') {
    const first = typed.errors[0]!;
    throw data<BadQuery>(
      {
        message: errorText(english, first.message, first.values),
        errors: typed.errors.map((item) => ({ field: item.field, message: errorText(english, item.message, item.values) })),
        typed: typed.errors,
      },
      { status: 400 },
    );
  }
  const raw: Record<string, string | string[] | undefined> = {
    search: url.searchParams.get('q') ?? undefined,
    category: url.searchParams.get('category') ?? undefined,
    subcategory: url.searchParams.get('subcategory') ?? undefined,
    priceMin: url.searchParams.get('priceMin') ?? undefined,
    priceMax: url.searchParams.get('priceMax') ?? undefined,
    condition: url.searchParams.getAll('condition'),
    postedDate: url.searchParams.get('postedDate') ?? undefined,
    neighborhood: url.searchParams.get('neighborhood') ?? undefined,
    country: url.searchParams.get('country') ?? undefined,
    region: url.searchParams.get('region') ?? undefined,
    verified: url.searchParams.get('verified') ?? undefined,
    sort: url.searchParams.get('sort') || undefined,
    cursor: url.searchParams.get('cursor') ?? undefined,
    ...Object.fromEntries(ATTRIBUTE_FILTER_KEYS.map((key) => [key, url.searchParams.get(key) ?? undefined])),
    ...overrides,
  };
  const parsed = listingFiltersSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const broken = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  const kept = Object.fromEntries(Object.entries(raw).filter(([key]) => !broken.has(key)));
  return listingFiltersSchema.parse(kept);
}

/**
 * The `GET /api/listings` URL of the page after `cursor` for the same filters, so the
 * browser can continue a server-rendered list (later pages follow the `Link` header).
 * Serialises whatever the filter schema parsed, so a filter added there travels too.
 */
export function listingsApiUrl(filters: ListingFilters, cursor: string): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters) as [string, unknown][]) {
    if (value === undefined || value === null || key === 'cursor') continue;
    if (key === 'limit' && value === LISTING_LIMITS.pageSizeDefault) continue;
    if (key === 'sort' && value === 'newest') continue;
    if (Array.isArray(value)) for (const item of value) query.append(key, String(item));
    else query.set(key, String(value));
  }
  query.set('cursor', cursor);
  return `/api/listings?${query.toString()}`;
}

/** One page of results with its total (what a search costs and feeds: searchListings). */
export async function loadBrowse(
  context: Pick<AppContext, 'db' | 'consumeLimit' | 'listingsCache' | 'searchLog'>,
  filters: ListingFilters,
  options: FindListingsOptions = {},
) {
  // Over the search limit the page answers 429 and says when to try again.
  const consumeLimit: ConsumeLimit = async (action) => {
    try {
      await context.consumeLimit(action);
    } catch (error) {
      if (isAppError(error) && error.kind === 'rate_limited') {
        throw data({ retryAfterSeconds: error.retryAfterSeconds ?? 60 }, { status: 429 });
      }
      throw error;
    }
  };
  const page = await searchListings(context.db, {
    filters,
    consumeLimit,
    withTotal: true,
    cache: context.listingsCache,
    searchLog: context.searchLog,
    ...options,
  }).catch((error: unknown) => {
    // A page link that was tampered with (a malformed ?cursor=) is the client's mistake: 400, as the API answers.
    if (isAppError(error) && error.kind === 'invalid') throw badQuery(error.message, error.errors, error.values);
    throw error;
  });
  // The API has no "localities" filter: regional pages continue through their own loader.
  const apiCanContinue = !options.localities || options.localities.length === 0;
  return {
    listings: page.listings,
    nextCursor: page.nextCursor,
    nextPageUrl: page.nextCursor && apiCanContinue ? listingsApiUrl(filters, page.nextCursor) : null,
    total: page.total ?? 0,
  };
}

/** The Filter Results countries: every country with a public listing, named and sorted in the page's language. */
export async function loadFilterCountries(
  context: Pick<AppContext, 'db' | 'listingsCache'>,
  language: string,
  filters: Pick<ListingFilters, 'country'>,
): Promise<FilterCountryOption[]> {
  return filterCountryOptions(await findListingCountries(context.db, { cache: context.listingsCache }), language, filters.country);
}

/** Real listing counts for the category bar: per category, and in all, for a city or everywhere. */
export async function loadCategoryCounts(context: Pick<AppContext, 'db' | 'listingsCache'>, city: City | null) {
  const { counts, total } = await countListingsByCategory(context.db, { city, cache: context.listingsCache });
  return { counts: counts as Partial<Record<CategorySlug, number>>, total };
}

/**
 * Progress towards premium features for the footer's Premium Features button:
 * the page's category (else its largest) in the page's city, Victorian place or everywhere.
 */
export async function loadFeatureGate(
  context: Pick<AppContext, 'db' | 'listingsCache'>,
  options: { category?: CategorySlug; city: City | null; victoria?: { heading: string; localities: string[] } },
): Promise<PageFeatureGate> {
  const place = options.victoria
    ? ({ kind: 'victoria', localities: options.victoria.localities } as const)
    : options.city
      ? ({ kind: 'city', city: options.city.subdomain } as const)
      : ({ kind: 'global' } as const);
  const premium = await getPagePremium(context.db, { place, category: options.category, cache: context.listingsCache });
  return { ...premium, place: options.victoria?.heading ?? options.city?.name ?? null };
}
