import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { filterCountryOptions } from '../../../domain/geo/filter-country-options';
import { renderRoute } from '../../../testing/render-route';
import { FilterSidebar } from './filter-sidebar';

const optionTexts = (select: HTMLSelectElement) => [...select.options].map((option) => option.text);

describe('the country filter', () => {
  it('offers the countries with listings, named and sorted in German on a German page', async () => {
    const countries = filterCountryOptions(['US', 'DE', 'JP', 'AT', 'BR', 'AE', 'GB'], 'de');
    await renderRoute(<FilterSidebar countries={countries} />, { url: '/?lang=de' });
    const country = screen.getByLabelText<HTMLSelectElement>('Land');
    expect(optionTexts(country)).toEqual([
      'Alle Länder',
      'Brasilien',
      'Deutschland',
      'Japan',
      'Österreich',
      'Vereinigte Arabische Emirate',
      'Vereinigte Staaten',
      'Vereinigtes Königreich',
    ]);
    expect([...country.options].map((option) => option.value)).toEqual(['all', 'BR', 'DE', 'JP', 'AT', 'AE', 'US', 'UK']);
  });

  it("keeps the URL's country chosen and applies another with its regions reset", async () => {
    const countries = filterCountryOptions(['DE', 'AU'], 'en');
    const { user, navigatedTo } = await renderRoute(<FilterSidebar countries={countries} />, { url: '/?country=AU&region=victoria' });
    const country = screen.getByLabelText<HTMLSelectElement>('Country');
    expect(country.value).toBe('AU');
    expect(screen.getByLabelText<HTMLSelectElement>('Region').value).toBe('victoria');
    await user.selectOptions(country, 'DE');
    // No regions for Germany: the region filter has nothing to offer.
    expect(screen.getByLabelText<HTMLSelectElement>('Region').disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await navigatedTo('/?country=DE');
  });
});
