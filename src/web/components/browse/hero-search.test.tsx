import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RECENT_SEARCHES_KEY, SEARCH_EVENT } from '../../lib/recent-searches';
import { renderRoute } from '../../../testing/render-route';
import { HeroSearch } from './hero-search';

/** The home pages' big search box, without a browser (the journey is in e2e/browse.spec.ts). */
describe('HeroSearch', () => {
  const box = () => screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search listings' });
  const button = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Search' });
  const stored = () => JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY) ?? 'null') as string[] | null;

  function recordSearchEvents(): string[] {
    const queries: string[] = [];
    window.addEventListener(SEARCH_EVENT, (event) => queries.push(event.detail.query));
    return queries;
  }

  it('is disabled while blank or only spaces, and Enter on blank text does nothing', async () => {
    const { user, navigatedTo, visited } = await renderRoute(<HeroSearch query="" />, { url: '/us/newyork?category=jobs' });
    const searches = recordSearchEvents();
    expect(button().disabled).toBe(true);
    await user.type(box(), '   ');
    expect(button().disabled).toBe(true);
    await user.type(box(), '{Enter}');
    expect(stored()).toBeNull();
    expect(searches).toEqual([]);
    // A real search next: had the blank one gone anywhere, it would have arrived first.
    await user.clear(box());
    await user.type(box(), 'sofa');
    expect(button().disabled).toBe(false);
    await user.type(box(), '{Enter}');
    await navigatedTo('/us/newyork?category=jobs&q=sofa');
    expect(visited()).toEqual(['/us/newyork?category=jobs', '/us/newyork?category=jobs&q=sofa']);
    expect(searches).toEqual(['sofa']);
  });

  it('searches the trimmed text in the current page, keeping its filters, and remembers it', async () => {
    const { user, navigatedTo } = await renderRoute(<HeroSearch query="" />, { url: '/us/newyork?category=jobs&cursor=abc' });
    const searches = recordSearchEvents();
    await user.type(box(), '  garden chairs  {Enter}');
    await navigatedTo('/us/newyork?category=jobs&q=garden+chairs');
    expect(stored()).toEqual(['garden chairs']);
    expect(searches).toEqual(['garden chairs']);
  });

  it('shows the 6 most recent searches as chips, and a chip runs its search again and moves to the front', async () => {
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['bike', 'desk', 'piano', 'tent', 'camera', 'lamp', 'sofa', 'rug']));
    const { user, navigatedTo } = await renderRoute(<HeroSearch query="" />, { url: '/' });
    const chips = () => screen.getAllByTestId('recent-search').map((chip) => chip.textContent);
    expect(chips()).toEqual(['bike', 'desk', 'piano', 'tent', 'camera', 'lamp']);
    await user.click(screen.getByRole('link', { name: 'piano' }));
    await navigatedTo('/?q=piano');
    expect(chips()).toEqual(['piano', 'bike', 'desk', 'tent', 'camera', 'lamp']);
  });
});
