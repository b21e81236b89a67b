import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { filterCountryOptions } from '../../../domain/geo/filter-country-options';
import { FilterSidebar } from './filter-sidebar';

/** The sidebar's checks and the URL it writes, without a browser (the journey is in e2e/browse.spec.ts). */
describe('FilterSidebar', () => {
  const apply = () => screen.getByRole('button', { name: 'Apply' });

  it('refuses a price that is not a non-negative number, says why, and stays on the page', async () => {
    const { user, navigatedTo, visited } = await renderRoute(<FilterSidebar />, { url: '/us/newyork?q=lamp' });
    await user.type(screen.getByLabelText('Minimum price'), '-5');
    await user.click(apply());
    expect(screen.getByRole('alert').textContent).toBe('Enter prices as numbers, for example 250 or 19.99.');
    // Put right and applied: had the refused one gone anywhere, it would have arrived first.
    await user.clear(screen.getByLabelText('Minimum price'));
    await user.type(screen.getByLabelText('Minimum price'), '5');
    await user.click(apply());
    await navigatedTo('/us/newyork?q=lamp&priceMin=5');
    expect(visited()).toEqual(['/us/newyork?q=lamp', '/us/newyork?q=lamp&priceMin=5']);
  });

  it('refuses a maximum below the minimum, then applies once it is put right', async () => {
    const { user, navigatedTo, visited } = await renderRoute(<FilterSidebar />, { url: '/us/newyork?q=lamp&cursor=abc' });
    await user.type(screen.getByLabelText('Minimum price'), '200');
    await user.type(screen.getByLabelText('Maximum price'), '50');
    await user.click(apply());
    expect(screen.getByRole('alert').textContent).toBe('The maximum price must not be below the minimum price.');

    await user.clear(screen.getByLabelText('Maximum price'));
    await user.type(screen.getByLabelText('Maximum price'), '250.5');
    await user.click(apply());
    // The search stays, the page cursor goes: a new filter starts from the first page.
    await navigatedTo('/us/newyork?q=lamp&priceMin=200&priceMax=250.5');
    expect(visited()).toEqual(['/us/newyork?q=lamp&cursor=abc', '/us/newyork?q=lamp&priceMin=200&priceMax=250.5']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends several conditions as repeated parameters, in the usual order whatever the order of ticking', async () => {
    const { user, navigatedTo } = await renderRoute(<FilterSidebar />, { url: '/' });
    await user.click(screen.getByLabelText('Fair'));
    await user.click(screen.getByLabelText('New'));
    await user.click(screen.getByLabelText('Like New'));
    await user.click(apply());
    await navigatedTo('/?condition=new&condition=like-new&condition=fair');
  });

  it('resets the region when the country changes, and has none to offer for all countries', async () => {
    const countries = filterCountryOptions(['AU', 'CA'], 'en');
    const { user, navigatedTo } = await renderRoute(<FilterSidebar countries={countries} />, { url: '/?country=AU&region=victoria' });
    const region = screen.getByLabelText<HTMLSelectElement>('Region');
    expect(region.value).toBe('victoria');
    await user.selectOptions(screen.getByLabelText('Country'), 'CA');
    expect(region.value).toBe('');
    expect(region.options).toHaveLength(14); // "All regions" and Canada's 13
    await user.selectOptions(region, 'ontario');
    await user.selectOptions(screen.getByLabelText('Country'), 'all');
    expect(region.value).toBe('');
    expect(region.disabled).toBe(true);
    await user.click(apply());
    await navigatedTo('/');
  });

  it('leaves the place out on regional pages, which fix it themselves', async () => {
    await renderRoute(<FilterSidebar showPlace={false} />, { url: '/au/victoria' });
    expect(screen.queryByLabelText('Country')).toBeNull();
    expect(screen.queryByLabelText('Region')).toBeNull();
  });

  it("shows a car's filters on the cars page, in the city's unit, and writes them to the URL with the unit", async () => {
    const { user, navigatedTo } = await renderRoute(<FilterSidebar />, {
      url: '/us/newyork/for-sale?subcategory=cars-trucks&cursor=abc',
      path: ':country/:city/:category',
    });
    // The fields load with their own chunk, as in the browser.
    expect((await screen.findByTestId('attribute-filters')).dataset.family).toBe('vehicle');
    // New York drives in miles: the box says so.
    expect(screen.getByLabelText('Max. mileage').getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('mi')).toBeTruthy();
    await user.type(screen.getByLabelText('Make'), 'Toyota');
    await user.type(screen.getByLabelText('Year from'), '2010');
    await user.type(screen.getByLabelText('Max. mileage'), '80000');
    await user.selectOptions(screen.getByLabelText('Fuel'), 'hybrid');
    await user.click(apply());
    await navigatedTo('/us/newyork/for-sale?subcategory=cars-trucks&make=Toyota&yearMin=2010&mileageMax=80000&mileageUnit=mi&fuel=hybrid');
  });

  it('refuses years the wrong way round, says why under the fields, and applies once they are put right', async () => {
    const { user, navigatedTo, visited } = await renderRoute(<FilterSidebar />, {
      url: '/ca/toronto/for-sale?subcategory=cars-trucks',
      path: ':country/:city/:category',
    });
    await screen.findByTestId('attribute-filters');
    await user.type(screen.getByLabelText('Year from'), '2015');
    await user.type(screen.getByLabelText('Year to'), '2010');
    await user.click(apply());
    expect(screen.getByRole('alert').textContent).toBe('“Year to” must not be before “Year from”.');
    await user.clear(screen.getByLabelText('Year to'));
    await user.type(screen.getByLabelText('Year to'), '2020');
    await user.type(screen.getByLabelText('Max. mileage'), '150000');
    await user.click(apply());
    // Toronto drives in kilometres.
    await navigatedTo('/ca/toronto/for-sale?subcategory=cars-trucks&yearMin=2015&yearMax=2020&mileageMax=150000&mileageUnit=km');
    expect(visited()).toHaveLength(2);
  });

  it("shows a flat's filters with the area in the city's unit, and counts them as filters in force; Reset clears them", async () => {
    const { user, navigatedTo } = await renderRoute(<FilterSidebar />, {
      url: '/uk/london/housing?subcategory=apartments',
      path: ':country/:city/:category',
    });
    expect((await screen.findByTestId('attribute-filters')).dataset.family).toBe('home');
    expect(screen.queryByLabelText('Make')).toBeNull();
    await user.type(screen.getByLabelText('Bedrooms (at least)'), '2');
    await user.type(screen.getByLabelText('Floor area (at least)'), '700');
    await user.click(screen.getByLabelText('Pets allowed'));
    await user.click(apply());
    await navigatedTo('/uk/london/housing?subcategory=apartments&bedroomsMin=2&areaMin=700&areaUnit=sqft&pets=1');
    // Three filters, not five: the unit travels with its value.
    expect(screen.getByText('3 filters applied')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Reset' }));
    await navigatedTo('/uk/london/housing?subcategory=apartments');
  });

  it("asks a job's pay per the subcategory's unit unless the visitor picks another, and offers remote work", async () => {
    const { user, navigatedTo } = await renderRoute(<FilterSidebar />, {
      url: '/uk/london/jobs?subcategory=part-time',
      path: ':country/:city/:category',
    });
    expect((await screen.findByLabelText<HTMLSelectElement>('per')).value).toBe('hour');
    await user.type(screen.getByLabelText('Pay at least'), '12.5');
    await user.selectOptions(screen.getByLabelText('Workplace'), 'remote');
    await user.click(apply());
    await navigatedTo('/uk/london/jobs?subcategory=part-time&payMin=12.5&payPer=hour&workplace=remote');
    await user.selectOptions(screen.getByLabelText('per'), 'year');
    await user.clear(screen.getByLabelText('Pay at least'));
    await user.type(screen.getByLabelText('Pay at least'), '30000');
    await user.click(apply());
    await navigatedTo('/uk/london/jobs?subcategory=part-time&payMin=30000&payPer=year&workplace=remote');
  });

  it("offers a home's filters on Housing before a subcategory is picked", async () => {
    const { user, navigatedTo } = await renderRoute(<FilterSidebar />, { url: '/uk/london/housing', path: ':country/:city/:category' });
    expect((await screen.findByTestId('attribute-filters')).dataset.family).toBe('home');
    await user.type(screen.getByLabelText('Bedrooms (at least)'), '2');
    await user.click(screen.getByLabelText('Furnished only'));
    await user.click(apply());
    await navigatedTo('/uk/london/housing?bedroomsMin=2&furnished=1');
  });

  it('offers the condition filter only where items have one, and drops a stale one elsewhere', async () => {
    for (const url of ['/', '/uk/london', '/uk/london/for-sale', '/?category=for-sale&subcategory=furniture']) {
      const { unmount } = await renderRoute(<FilterSidebar />, { url, path: url.split('?')[0]!.split('/').length > 3 ? ':country/:city/:category' : undefined });
      expect(screen.queryByRole('group', { name: 'Condition' }), url).not.toBeNull();
      unmount();
    }
    for (const url of ['/uk/london/housing', '/uk/london/jobs', '/uk/london/services', '/?category=community']) {
      const { unmount } = await renderRoute(<FilterSidebar />, { url, path: url.split('?')[0]!.split('/').length > 3 ? ':country/:city/:category' : undefined });
      expect(screen.queryByRole('group', { name: 'Condition' }), url).toBeNull();
      unmount();
    }
    const { user, navigatedTo } = await renderRoute(<FilterSidebar />, { url: '/uk/london/housing?condition=good', path: ':country/:city/:category' });
    await user.type(screen.getByLabelText('Minimum price'), '500');
    await user.click(apply());
    await navigatedTo('/uk/london/housing?priceMin=500');
  });

  it('shows no category filters where the category has no facts, and drops stale ones on Apply', async () => {
    const { user, navigatedTo } = await renderRoute(<FilterSidebar />, {
      url: '/uk/london/for-sale?subcategory=furniture&bedroomsMin=2',
      path: ':country/:city/:category',
    });
    expect(screen.queryByTestId('attribute-filters')).toBeNull();
    await user.type(screen.getByLabelText('Minimum price'), '10');
    await user.click(apply());
    await navigatedTo('/uk/london/for-sale?subcategory=furniture&priceMin=10');
  });
});

