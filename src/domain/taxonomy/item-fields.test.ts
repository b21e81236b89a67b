import { describe, expect, it } from 'vitest';
import { buildListingInput } from '../../demo/listing-factory';
import { listingInputSchema } from '../listings/listing-schemas';
import { conditionFilterFor, itemFieldsFor } from './item-fields';

describe('itemFieldsFor', () => {
  it('gives condition and delivery to items for sale only', () => {
    expect(itemFieldsFor('for-sale', null)).toEqual({ condition: true, delivery: true });
    expect(itemFieldsFor('for-sale', 'furniture')).toEqual({ condition: true, delivery: true });
    expect(itemFieldsFor('for-sale', 'tickets')).toEqual({ condition: false, delivery: true });
    for (const sub of ['garage-sales', 'wanted', 'business']) expect(itemFieldsFor('for-sale', sub), sub).toEqual({ condition: false, delivery: false });
    for (const [category, sub] of [
      ['housing', 'apartments'],
      ['housing', 'real-estate-sales'],
      ['housing', null],
      ['jobs', 'full-time'],
      ['services', 'labor-moving'],
      ['community', 'lost-found'],
      ['gigs', 'crew'],
    ] as const) {
      expect(itemFieldsFor(category, sub), `${category}/${sub}`).toEqual({ condition: false, delivery: false });
    }
  });

  it('offers the condition filter on pages of every category and on For Sale, not on Housing or Jobs', () => {
    expect(conditionFilterFor(null)).toBe(true);
    expect(conditionFilterFor('for-sale')).toBe(true);
    expect(conditionFilterFor('for-sale', 'tickets')).toBe(false);
    expect(conditionFilterFor('housing')).toBe(false);
    expect(conditionFilterFor('jobs', 'tech')).toBe(false);
  });
});

describe('a listing posted with a condition or delivery its category has not', () => {
  it('is taken without them (clients that always send them keep working); an item keeps both', () => {
    const flat = listingInputSchema.parse(buildListingInput({ category: 'housing', subcategory: 'apartments', condition: 'good', deliveryAvailable: true }));
    expect(flat).toMatchObject({ condition: null, deliveryAvailable: false });
    const job = listingInputSchema.parse(buildListingInput({ category: 'jobs', subcategory: 'tech', condition: 'new', deliveryAvailable: true }));
    expect(job).toMatchObject({ condition: null, deliveryAvailable: false });
    const sofa = listingInputSchema.parse(buildListingInput({ category: 'for-sale', subcategory: 'furniture', condition: 'good', deliveryAvailable: true }));
    expect(sofa).toMatchObject({ condition: 'good', deliveryAvailable: true });
  });

  it('still refuses a condition that is none', () => {
    expect(listingInputSchema.safeParse({ ...buildListingInput({ category: 'housing', subcategory: 'apartments' }), condition: 'mint' }).success).toBe(false);
  });
});
