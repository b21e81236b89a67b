import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
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
    const { user, navigatedTo } = await renderRoute(<FilterSidebar />, { url: '/?country=AU&region=victoria' });
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
});
