/**
 * The price period of the Post New Ad form follows the one rule of
 * taxonomy/price-units.ts (`defaultPriceUnit`) until the seller picks one: the period
 * the text states ("14 €/h", "pro Stunde", "時給"), else the category's, except that a
 * wage too small to be a year's is per hour ($14 an hour, never $14 a year).
 */
import { useEffect, useRef } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { parseLocaleNumber } from '../../../domain/shared/parse-number';
import { defaultPriceUnit } from '../../../domain/taxonomy/price-units';
import { useNumberLocale } from '../../lib/number-locale';
import type { ListingFields } from './use-listing-form';

/** Answers what to call when the seller picks a period themselves (from then on it is theirs). */
export function usePriceUnitDefault(form: UseFormReturn<ListingFields>, countryCode: string | null, enabled: boolean): { sellerChose: () => void } {
  const [category, subcategory, title, description, price] = useWatch({
    control: form.control,
    name: ['category', 'subcategory', 'title', 'description', 'price'],
  });
  // The price as the person writes it ("1.500" on a German page is 1500).
  const numberLocale = useNumberLocale();
  const chosen = useRef(false);
  const lastCategory = useRef(category);
  const draft = [category, subcategory, title, description, price, countryCode].join('\u0000');
  const lastRead = useRef(draft);

  useEffect(() => {
    if (!enabled || lastRead.current === draft) return;
    lastRead.current = draft;
    // Another category has other periods: the seller's pick of the old one no longer holds.
    if (lastCategory.current !== category) chosen.current = false;
    lastCategory.current = category;
    if (chosen.current || !category) return;
    const reading = price ? parseLocaleNumber(price, numberLocale) : null;
    const amount = reading?.ok ? reading.value : null;
    const unit = defaultPriceUnit({
      category,
      subcategory,
      text: `${title ?? ''}\n${description ?? ''}`,
      amount: amount === null ? null : Number(amount),
      countryCode,
    });
    if ((form.getValues('priceUnit') ?? '') !== (unit ?? '')) form.setValue('priceUnit', unit ?? '');
  }, [draft, enabled, category, subcategory, title, description, price, countryCode, form, numberLocale]);

  return { sellerChose: () => void (chosen.current = true) };
}
