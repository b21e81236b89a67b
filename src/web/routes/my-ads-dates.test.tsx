/**
 * "My ads" writes an ad's expiry as a date in the page's language and the seller's zone
 * ("28. Dez. 2026" on a German page), never as ISO ("2026-12-28") inside the sentence.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MyAd } from '../../domain/my-ads/my-ads';
import de from '../../i18n/locales/de.json';
import { renderRoute } from '../../testing/render-route';
import type { ViewerTime } from '../lib/viewer-time';
import MyAdsPage from './my-ads';

const says = (message: string, date: string) => message.replace('{{date}}', date);

const ad = (overrides: Partial<MyAd>): MyAd => ({
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Eichenregal',
  city: 'berlin',
  countryCode: 'DE',
  state: 'live',
  endWord: 'sold',
  // 23:30 UTC on the 27th: already the 28th in Berlin, still the 27th in New York.
  expiresAt: '2026-12-27T23:30:00.000Z',
  views: 3,
  favourites: 1,
  conversations: 0,
  ...overrides,
});

function page(ads: MyAd[], viewerTime: ViewerTime) {
  const props = { loaderData: { email: 'seller@example.com', ads, viewerTime }, actionData: undefined, params: {}, matches: [] };
  return <MyAdsPage {...(props as unknown as Parameters<typeof MyAdsPage>[0])} />;
}

describe('My ads dates', () => {
  it('says when an ad expires as a German date in the seller’s zone', async () => {
    const berlin: ViewerTime = { timeZone: 'Europe/Berlin', viewers: true, cityLocale: 'de-DE' };
    await renderRoute(page([ad({}), ad({ id: '00000000-0000-4000-8000-000000000002', state: 'expired', expiresAt: '2026-11-03T10:00:00.000Z' })], berlin), {
      url: '/my-ads?lang=de',
    });
    const lines = (await screen.findAllByTestId('my-ad-expires')).map((node) => node.textContent);
    expect(lines).toEqual([says(de.myAds.expiresOn, '28. Dez. 2026'), says(de.myAds.expiredOn, '3. Nov. 2026')]);
    expect(within(screen.getByTestId('my-ads')).queryByText(/\d{4}-\d{2}-\d{2}/)).toBeNull();
  });

  it('follows the seller’s zone across midnight', async () => {
    const newYork: ViewerTime = { timeZone: 'America/New_York', viewers: true, cityLocale: 'de-DE' };
    await renderRoute(page([ad({})], newYork), { url: '/my-ads?lang=de' });
    expect((await screen.findByTestId('my-ad-expires')).textContent).toBe(says(de.myAds.expiresOn, '27. Dez. 2026'));
  });
});
