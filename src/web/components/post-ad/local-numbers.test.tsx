import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ListingFormValues } from '../../../domain/listings/listing-schemas';
import { i18nFor } from '../../../i18n/catalogues';
import { renderRoute } from '../../../testing/render-route';
import { useNumberLocale } from '../../lib/number-locale';
import { ListingForm } from './listing-form';
import { canonicalNumbers, localNumbers } from './local-numbers';
import { emptyListingFields, fieldsOf, listingBody, useListingForm } from './use-listing-form';

/** Numbers typed the local way on the Post New Ad form are read with the page's locale (#26). */

let sent: ListingFormValues[] = [];

/** The form as the Post New Ad dialog uses it, recording the body it would send. */
function BerlinForm() {
  const numberLocale = useNumberLocale();
  const form = useListingForm(emptyListingFields('DE'), numberLocale);
  return (
    <ListingForm
      form={form}
      images={[]}
      onImagesChange={() => undefined}
      currencySymbol="€"
      money={{ currency: 'EUR', locale: 'de-DE' }}
      countryCode="DE"
      onSubmit={async (fields) => {
        sent.push(listingBody(fields, 'berlin', numberLocale));
      }}
      onCancel={() => undefined}
      submitLabel="submit"
      pendingLabel="pending"
    />
  );
}

const { t } = i18nFor('de');

async function fillValidAd(user: Awaited<ReturnType<typeof renderRoute>>['user'], subcategory = 'furniture') {
  await user.selectOptions(screen.getByRole('combobox', { name: new RegExp(t('postAd.category')) }), 'for-sale');
  await user.selectOptions(screen.getByRole('combobox', { name: new RegExp(t('postAd.subcategory')) }), subcategory);
  await user.type(screen.getByRole('textbox', { name: new RegExp(t('postAd.title')) }), 'Eichentisch');
  await user.type(screen.getByRole('textbox', { name: new RegExp(t('postAd.description')) }), 'Massiver Tisch, kaum benutzt.');
  await user.type(screen.getByRole('textbox', { name: new RegExp(t('postAd.neighborhood')) }), 'Mitte');
  await user.type(screen.getByRole('textbox', { name: new RegExp(t('postAd.contactEmail')) }), 'verkauf@example.com');
}

describe('the Post New Ad form on a German page', () => {
  it('shows "12,50" back as 12,50 € and sends the price as 12.50', async () => {
    sent = [];
    const { user } = await renderRoute(<BerlinForm />, { url: '/de/berlin', path: ':country/:city' });
    await fillValidAd(user);
    await user.type(screen.getByRole('textbox', { name: t('postAd.price') }), '12,50');
    await waitFor(() => expect(screen.getByTestId('price-echo').textContent).toBe('= 12,50\u00a0€'));
    await user.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.price).toBe('12.50');
  });

  it('reads "1.250" as a thousand two hundred and fifty', async () => {
    sent = [];
    const { user } = await renderRoute(<BerlinForm />, { url: '/de/berlin', path: ':country/:city' });
    await fillValidAd(user);
    await user.type(screen.getByRole('textbox', { name: t('postAd.price') }), '1.250');
    await waitFor(() => expect(screen.getByTestId('price-echo').textContent).toBe('= 1.250\u00a0€'));
    await user.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.price).toBe('1250.00');
  });

  it('says in German when the price is no number, and sends nothing', async () => {
    sent = [];
    const { user } = await renderRoute(<BerlinForm />, { url: '/de/berlin', path: ':country/:city' });
    await fillValidAd(user);
    await user.type(screen.getByRole('textbox', { name: t('postAd.price') }), '12,50,3');
    expect(screen.queryByTestId('price-echo')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() =>
      expect(screen.getByTestId('error-price').textContent).toBe(t('errors.number.notANumber', { label: t('errors.fields.price'), example: '1.234,50' })),
    );
    expect(sent).toHaveLength(0);
  });

  it('reads a mileage typed "98.000" as 98000 km, shown back as 98.000', async () => {
    sent = [];
    const { user } = await renderRoute(<BerlinForm />, { url: '/de/berlin', path: ':country/:city' });
    await fillValidAd(user, 'cars-trucks');
    const mileage = await screen.findByTestId('attribute-mileage');
    await user.type(mileage, '98.000');
    await waitFor(() => expect(screen.getByTestId('attribute-echo-mileage').textContent).toBe('= 98.000'));
    await user.click(screen.getByRole('button', { name: 'submit' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.attributes).toMatchObject({ mileage: '98000', mileageUnit: 'km' });
  });
});

describe('numbers between the form and the API', () => {
  it('reads what was typed in the page’s writing, and leaves what is no number for the error', () => {
    const read = canonicalNumbers({ price: '1.234,50', attributes: { mileage: '98.000', bathrooms: '1,5', year: 'alt' } }, 'vehicle', 'de-DE');
    expect(read.price).toBe('1234.50');
    expect(read.attributes).toMatchObject({ mileage: '98000', year: 'alt' });
    expect(read.issues).toEqual([
      { path: 'attributes.year', message: 'errors.number.notANumber', values: { label: 'attributes.fields.year', example: '2012' } },
    ]);
    expect(canonicalNumbers({ price: '1,250' }, null, 'en-US').price).toBe('1250.00');
    expect(canonicalNumbers({ price: '1,250' }, null, 'de-DE').price).toBe('1.25');
    // Too many decimals: passed on as read, for the schema's "at most 2 decimals".
    expect(canonicalNumbers({ price: '12,555' }, null, 'de-DE')).toMatchObject({ price: '12.555', issues: [] });
  });

  it('shows a stored ad’s numbers the page’s way when editing', () => {
    const stored = {
      category: 'housing',
      subcategory: 'apartments',
      title: 'Wohnung',
      price: '1250.50',
      description: 'Hell',
      neighborhood: 'Mitte',
      condition: null,
      contactEmail: 'a@example.com',
      deliveryAvailable: false,
      priceNegotiable: false,
      attributes: { bedrooms: 2, bathrooms: 1.5, floorArea: 68.5, floorAreaUnit: 'm2' },
      attributesSource: 'seller',
      countryCode: 'DE',
    };
    expect(fieldsOf(stored, 'de-DE')).toMatchObject({ price: '1250,50', attributes: { bedrooms: '2', bathrooms: '1,5', floorArea: '68,5' } });
    expect(fieldsOf(stored, 'en-GB')).toMatchObject({ price: '1250.50', attributes: { bathrooms: '1.5' } });
    expect(fieldsOf({ ...stored, price: '1200.00' }, 'de-DE').price).toBe('1200');
    expect(localNumbers({ price: '12.50', attributes: {} }, null, 'fr-FR').price).toBe('12,50');
  });
});
