/**
 * "Similar items go for €380–€420, based on 7 similar listings" under the Price field
 * while posting: asked of GET /api/price-estimate once the category (and subcategory,
 * when the category has any) and a title of three or more characters are filled in.
 * Typing is debounced and a newer draft aborts the older request; with too few
 * comparables, or on any error, nothing is shown (a wrong hint is worse than none).
 */
import { useEffect, useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
import { formatPrice } from '../../../domain/shared/format';
import { POSTING_CATEGORIES } from '../../../domain/taxonomy/categories';
import type { PriceExplanation } from '../../../domain/pricing/explain-estimate';
import { apiGet } from '../../lib/api-client';
import { ComparedOn } from '../compared-on';
import { attributeFamilyOf } from '../../../domain/attributes/attribute-definitions';
import { givenAttributes } from './attributes/attribute-inputs';
import type { ListingFields } from './use-listing-form';

export const PRICE_SUGGESTION_DEBOUNCE_MS = 400;

/** Where the ad is posted: its city's segment (null on the global site), currency and locale. */
export interface PriceSuggestionPlace {
  city: string | null;
  currency: string;
  locale: string;
}

interface PriceEstimate {
  available: boolean;
  low: number | null;
  high: number | null;
  currency: string;
  samples: number;
  explanation?: PriceExplanation | null;
}

interface Suggestion {
  /** The category and subcategory it was asked for: another choice hides it at once. */
  scope: string;
  low: number;
  high: number;
  currency: string;
  samples: number;
  explanation: PriceExplanation | null;
}

/** The estimate's URL, or null while the draft is too thin to ask about. */
export function priceEstimateUrl(
  fields: Pick<ListingFields, 'category' | 'subcategory' | 'title' | 'condition'> & Partial<Pick<ListingFields, 'attributes' | 'neighborhood'>>,
  city: string | null,
): string | null {
  const title = fields.title.trim();
  if (!fields.category || title.length < 3) return null;
  const hasSubcategories = (POSTING_CATEGORIES.find((entry) => entry.slug === fields.category)?.subcategories.length ?? 0) > 0;
  if (hasSubcategories && !fields.subcategory) return null;
  const query = new URLSearchParams({ category: fields.category, title });
  if (fields.subcategory) query.set('subcategory', fields.subcategory);
  if (fields.condition) query.set('condition', fields.condition);
  if (city) query.set('city', city);
  if (fields.neighborhood?.trim()) query.set('neighborhood', fields.neighborhood.trim());
  // The Details shown (year, mileage, bedrooms…): the estimate compares on them.
  const details = givenAttributes(attributeFamilyOf(fields.category, fields.subcategory), fields.attributes ?? {});
  if (Object.keys(details).length > 0) query.set('attributes', JSON.stringify(details));
  return `/api/price-estimate?${query.toString()}`;
}

/** Whole amounts read better in a hint; small prices keep their cents. */
const rounded = (amount: number) => (amount >= 10 ? Math.round(amount) : Math.round(amount * 100) / 100);

export function PriceSuggestion({ control, place, id }: { control: Control<ListingFields>; place: PriceSuggestionPlace; id?: string }) {
  const { t } = useTranslation();
  const [category, subcategory, title, condition, attributes, neighborhood] = useWatch({
    control,
    name: ['category', 'subcategory', 'title', 'condition', 'attributes', 'neighborhood'],
  });
  const url = priceEstimateUrl({ category, subcategory, title, condition, attributes, neighborhood }, place.city);
  const scope = `${category}/${subcategory}`;
  const [suggestion, setSuggestion] = useState<Suggestion | null>(null);

  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      apiGet<PriceEstimate>(url, { signal: controller.signal })
        .then((estimate) => {
          const { low, high } = estimate;
          setSuggestion(
            estimate.available && low !== null && high !== null
              ? {
                  scope,
                  low: rounded(low),
                  high: rounded(high),
                  currency: estimate.currency,
                  samples: estimate.samples,
                  explanation: estimate.explanation ?? null,
                }
              : null,
          );
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          console.warn('price estimate failed', error);
          setSuggestion(null);
        });
    }, PRICE_SUGGESTION_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [url, scope]);

  // The last answer stays while the title is being edited; a thin draft or another category hides it.
  const shown = url && suggestion?.scope === scope ? suggestion : null;
  return (
    // Always in the page, even empty: a live region must exist before what it announces.
    <p id={id} aria-live="polite" className="text-sm text-slate-700" data-testid="price-suggestion">
      {shown && (
        <span className="mt-1 block">
          <span className="font-medium text-brand-700">
            {t('postAd.priceSuggestion', {
              low: formatPrice(shown.low, shown.currency, place.locale),
              high: formatPrice(shown.high, shown.currency, place.locale),
            })}
          </span>
          <span className="text-slate-600"> · {t('postAd.priceSuggestionBasis', { count: shown.samples })}</span>
          {shown.explanation && <ComparedOn explanation={shown.explanation} locale={place.locale} />}
        </span>
      )}
    </p>
  );
}
