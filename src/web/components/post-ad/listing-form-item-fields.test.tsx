import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { ListingForm } from './listing-form';
import { EMPTY_LISTING_FIELDS, useListingForm, type ListingFields } from './use-listing-form';

/** Condition and "Delivery available" are asked only where an ad is an item (taxonomy/item-fields.ts). */

function Form({ category }: { category: ListingFields['category'] }) {
  const form = useListingForm({ ...EMPTY_LISTING_FIELDS, category });
  return (
    <ListingForm
      form={form}
      images={[]}
      onImagesChange={() => undefined}
      currencySymbol="£"
      countryCode="GB"
      onSubmit={async () => undefined}
      onCancel={() => undefined}
      submitLabel="submit"
      pendingLabel="pending"
    />
  );
}

const condition = () => screen.queryByRole('combobox', { name: 'Condition' });
const delivery = () => screen.queryByRole('checkbox', { name: 'Delivery available' });

describe('Post New Ad: condition and delivery per category', () => {
  it('asks neither for a flat, a job or a service, and both for an item for sale', async () => {
    const { user } = await renderRoute(<Form category="housing" />, { url: '/uk/london' });
    expect(condition()).toBeNull();
    expect(delivery()).toBeNull();
    const category = screen.getByRole('combobox', { name: /Category/ });
    for (const slug of ['jobs', 'services', 'community', 'gigs']) {
      await user.selectOptions(category, slug);
      expect(condition(), slug).toBeNull();
      expect(delivery(), slug).toBeNull();
    }
    await user.selectOptions(category, 'for-sale');
    expect(condition()).not.toBeNull();
    expect(delivery()).not.toBeNull();
    // Tickets travel, but have no condition to speak of; a garage sale has neither.
    const subcategory = screen.getByRole('combobox', { name: /Subcategory/ });
    await user.selectOptions(subcategory, 'tickets');
    expect(condition()).toBeNull();
    expect(delivery()).not.toBeNull();
    await user.selectOptions(subcategory, 'garage-sales');
    expect(delivery()).toBeNull();
  });
});
