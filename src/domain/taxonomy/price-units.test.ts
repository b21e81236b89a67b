import { describe, expect, it } from 'vitest';
import { buildListingInput } from '../../demo/listing-factory';
import { sellerFields } from '../listings/create-listing';
import { listingInputSchema } from '../listings/listing-schemas';
import { CATEGORIES } from './categories';
import { impliedPriceUnit, priceUnitsFor } from './price-units';
import { i18nFor } from '../../i18n/catalogues';
import { issueText } from '../../i18n/error-text';

/** Messages are catalogue keys (#26), read here as English API clients get them. */
const english = i18nFor('en').t;

describe('price units', () => {
  it('reads the unit a price means from its category and subcategory', () => {
    expect(impliedPriceUnit('housing', 'apartments')).toBe('month');
    expect(impliedPriceUnit('housing', 'vacation-rentals')).toBe('night');
    expect(impliedPriceUnit('housing', 'real-estate-sales')).toBeNull();
    expect(impliedPriceUnit('jobs', 'part-time')).toBe('hour');
    expect(impliedPriceUnit('jobs', 'full-time')).toBe('year');
    expect(impliedPriceUnit('jobs', null)).toBe('year');
    expect(impliedPriceUnit('for-sale', 'bicycles')).toBeNull();
  });

  it('only implies units the category lets a seller choose', () => {
    for (const category of CATEGORIES) {
      for (const sub of [null, ...category.subcategories.map((s) => s.slug)]) {
        const unit = impliedPriceUnit(category.slug, sub);
        if (unit) expect(priceUnitsFor(category.slug), `${category.slug}/${sub}`).toContain(unit);
      }
    }
  });

  it('defaults an absent unit, keeps a chosen one, clears it without a price, and refuses a wrong one', () => {
    const fields = (values: Parameters<typeof buildListingInput>[0]) => sellerFields(listingInputSchema.parse(buildListingInput(values)));
    expect(fields({ category: 'housing', subcategory: 'apartments', price: '1500' }).priceUnit).toBe('month');
    expect(fields({ category: 'housing', subcategory: 'apartments', price: '400', priceUnit: 'week' }).priceUnit).toBe('week');
    expect(fields({ category: 'housing', subcategory: 'apartments', price: '1500', priceUnit: '' }).priceUnit).toBeNull();
    expect(fields({ category: 'housing', subcategory: 'apartments', price: '' }).priceUnit).toBeNull();
    expect(fields({ category: 'for-sale', subcategory: 'bicycles', price: '200' }).priceUnit).toBeNull();

    const wrong = listingInputSchema.safeParse(buildListingInput({ category: 'for-sale', subcategory: 'bicycles', price: '200', priceUnit: 'month' }));
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.path).toEqual(['priceUnit']);
    expect(issueText(english, wrong.error!.issues[0]!)).toBe('For Sale prices are whole amounts, not per month');
    const unknown = listingInputSchema.safeParse(buildListingInput({ category: 'housing', price: '200', priceUnit: 'fortnight' as never }));
    expect(issueText(english, unknown.error!.issues[0]!)).toMatch(/^Price unit must be one of: hour, night/);
  });
});
