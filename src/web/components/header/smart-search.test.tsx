import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECENT_SEARCHES_KEY, RECENT_SEARCHES_MAX, SEARCH_EVENT } from '../../lib/recent-searches';
import { renderRoute } from '../../../testing/render-route';
import { SmartSearch } from './smart-search';

/**
 * The top bar's search box without a browser: blank and trimmed searches, and the
 * recent searches it offers (the server's suggestions and the journeys are in
 * e2e/header.spec.ts). The suggestions API answers nothing here.
 */
describe('SmartSearch', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ suggestions: [] })));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const box = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'Search marketplace' });
  const stored = () => JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY) ?? 'null') as string[] | null;
  const recentOptions = () =>
    within(screen.getByRole('group', { name: 'Recent searches' }))
      .getAllByRole('option')
      .map((option) => option.textContent);

  function recordSearchEvents(): string[] {
    const queries: string[] = [];
    window.addEventListener(SEARCH_EVENT, (event) => queries.push(event.detail.query));
    return queries;
  }

  it('does nothing for a blank search: no navigation, nothing stored, no search event', async () => {
    const { user, navigatedTo, visited } = await renderRoute(<SmartSearch variant="desktop" city="london" />, { url: '/uk/london' });
    const searches = recordSearchEvents();
    await user.type(box(), '   {Enter}');
    expect(stored()).toBeNull();
    expect(searches).toEqual([]);
    // A real search next: had the blank one gone anywhere, it would have arrived first.
    await user.clear(box());
    await user.type(box(), 'sofa{Enter}');
    await navigatedTo('/uk/london?q=sofa');
    expect(visited()).toEqual(['/uk/london', '/uk/london?q=sofa']);
    expect(searches).toEqual(['sofa']);
  });

  it('searches the trimmed text in the current URL, dropping the page cursor', async () => {
    const { user, navigatedTo } = await renderRoute(<SmartSearch variant="desktop" city="london" />, { url: '/uk/london?category=housing&cursor=abc' });
    const searches = recordSearchEvents();
    await user.type(box(), '  garden chairs  {Enter}');
    await navigatedTo('/uk/london?category=housing&q=garden+chairs');
    expect(box().value).toBe('garden chairs');
    expect(stored()).toEqual(['garden chairs']);
    expect(searches).toEqual(['garden chairs']);
  });

  it('offers recent searches most recent first, without duplicates, and runs one again when chosen', async () => {
    const { user, navigatedTo } = await renderRoute(<SmartSearch variant="desktop" city="global" />, { url: '/' });
    for (const text of ['bicycle', 'sofa', 'Bicycle']) {
      await user.clear(box());
      await user.type(box(), `${text}{Enter}`);
      // The box follows the URL's search, so the next one is typed once this one has arrived.
      await navigatedTo(`/?q=${text}`);
    }
    expect(stored()).toEqual(['Bicycle', 'sofa']);

    await user.clear(box());
    expect(recentOptions()).toEqual(['Bicycle', 'sofa']);
    const searches = recordSearchEvents();
    await user.click(screen.getByRole('option', { name: 'sofa' }));
    await navigatedTo('/?q=sofa');
    expect(searches).toEqual(['sofa']);
    await user.clear(box());
    expect(recentOptions()).toEqual(['sofa', 'Bicycle']);
  });

  it(`shows 3 recent searches in the box, of the ${RECENT_SEARCHES_MAX} kept`, async () => {
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['one', 'two', 'three', 'four']));
    const { user } = await renderRoute(<SmartSearch variant="desktop" city="global" />, { url: '/' });
    await user.click(box());
    expect(recentOptions()).toEqual(['one', 'two', 'three']);
  });
});
