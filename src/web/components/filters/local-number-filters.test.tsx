import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { attributeFilterChanges } from './attribute-filter-fields';
import { FilterSidebar, parsePriceBound } from './filter-sidebar';

/** Filter boxes read numbers as the page writes them, and write the URL as the API takes them (#26). */
describe('filter boxes on a German page', () => {
  const apply = () => screen.getByRole('button', { name: 'Anwenden' });

  it('reads "1.000" and "1.500,50" as a thousand and fifteen hundred and a half', async () => {
    const { user, navigatedTo } = await renderRoute(<FilterSidebar />, { url: '/de/berlin?q=lampe', path: ':country/:city' });
    await user.type(screen.getByLabelText('Mindestpreis'), '1.000');
    await user.type(screen.getByLabelText('Höchstpreis'), '1.500,50');
    await user.click(apply());
    await navigatedTo('/de/berlin?q=lampe&priceMin=1000&priceMax=1500.5');
  });

  it('shows the URL’s bounds the German way, and says the example the German way', async () => {
    const { user } = await renderRoute(<FilterSidebar />, { url: '/de/berlin?priceMin=12.5', path: ':country/:city' });
    const min = screen.getByLabelText<HTMLInputElement>('Mindestpreis');
    expect(min.value).toBe('12,5');
    expect(min.type).toBe('text');
    expect(min.inputMode).toBe('decimal');
    await user.clear(min);
    await user.type(min, 'zwölf');
    await user.click(apply());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Geben Sie Preise als Zahlen ein, zum Beispiel 250 oder 19,99.'));
  });

  it('reads a price bound by the locale, and refuses more than cents', () => {
    expect(parsePriceBound('1.250', 'de-DE')).toBe('1250');
    expect(parsePriceBound('1.250', 'en-US')).toBe('1.25');
    expect(parsePriceBound('1,250', 'en-US')).toBe('1250');
    expect(parsePriceBound('', 'de-DE')).toBeNull();
    expect(parsePriceBound('1,255', 'de-DE')).toBe('invalid');
    expect(parsePriceBound('-5', 'de-DE')).toBe('invalid');
  });

  it('reads the category’s number filters the same way ("120.000" km is 120000)', () => {
    const form = new Map([
      ['mileageMax', '120.000'],
      ['mileageUnit', 'km'],
      ['bathroomsMin', '1,5'],
    ]);
    const keys = ['mileageMax', 'mileageUnit', 'bathroomsMin'];
    expect(attributeFilterChanges({ get: (name) => form.get(name) ?? null }, keys, 'de-DE')).toEqual({
      changes: { mileageMax: '120000', mileageUnit: 'km', bathroomsMin: '1.5' },
    });
    expect(attributeFilterChanges({ get: (name) => form.get(name) ?? null }, keys, 'en-US')).toEqual({
      changes: { mileageMax: '120', mileageUnit: 'km', bathroomsMin: '1.5' },
    });
  });
});
