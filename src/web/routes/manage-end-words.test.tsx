/**
 * The manage page says how the ad ends in the words of what it offers: a flat is let,
 * a job is filled, an item is sold (the status behind them stays `sold`).
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ManagedListing } from '../../domain/listings/manage-listing';
import { findCity, localityOf } from '../../domain/geo/find-city';
import { renderRoute } from '../../testing/render-route';
import type { ViewerTime } from '../lib/viewer-time';
import ManagePage from './manage';

const listing = (overrides: Partial<ManagedListing>): ManagedListing => ({
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Helle 2-Zimmer-Wohnung',
  description: 'Hell, ruhig, mit Balkon.',
  price: '1200.00',
  priceUnit: 'month',
  currency: 'EUR',
  category: 'housing',
  subcategory: 'apartments',
  condition: null,
  neighborhood: 'Kreuzberg',
  images: [],
  deliveryAvailable: false,
  priceNegotiable: false,
  city: 'berlin',
  country: 'Germany',
  countryCode: 'DE',
  region: null,
  isVerifiedUser: true,
  status: 'active',
  soldAt: null,
  attributes: {},
  attributesSource: null,
  priceAnalysis: null,
  createdAt: '2026-06-01T10:00:00.000Z',
  updatedAt: '2026-06-01T10:00:00.000Z',
  expiresAt: '2026-07-01T10:00:00.000Z',
  contactEmail: 'seller@example.com',
  moderationStatus: 'approved',
  heldStatus: null,
  expired: false,
  isPublic: true,
  ...overrides,
});

function page(managed: ManagedListing) {
  const viewerTime: ViewerTime = { timeZone: 'Europe/Berlin', viewers: true, cityLocale: 'de-DE' };
  const loaderData = { listing: managed, conversations: [], locality: localityOf(findCity(managed.city)), headerCity: null, viewerTime };
  const props = { loaderData, params: { id: managed.id }, matches: [] };
  return <ManagePage {...(props as unknown as Parameters<typeof ManagePage>[0])} />;
}

const state = () => within(screen.getByTestId('manage-state'));
/** The status section: the words about the ad's end (the edit form below names the category "For Sale"). */
const statusText = () => document.querySelector('[aria-labelledby="manage-status"]')?.textContent ?? '';

describe('the end of an ad on the manage page', () => {
  it('offers to mark a rental as let, and asks in those words', async () => {
    const { user } = await renderRoute(page(listing({})), { url: '/manage/x' });
    await user.click(await screen.findByRole('button', { name: 'Mark as let' }));
    const dialog = await screen.findByTestId('confirm-sold');
    expect(within(dialog).getByText('Mark this ad as let?')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Mark as let' })).toBeTruthy();
    expect(statusText()).not.toMatch(/sold/i);
  });

  it('says it in German: "Als vermietet markieren", and "Vermietet" once let', async () => {
    await renderRoute(page(listing({})), { url: '/manage/x?lang=de' });
    expect(await screen.findByRole('button', { name: 'Als vermietet markieren' })).toBeTruthy();
    expect(statusText()).not.toMatch(/verkauf/i);
  });

  it('shows a let flat as let, with the way back in the same words', async () => {
    const soldAt = new Date(Date.now() - 3_600_000).toISOString();
    await renderRoute(page(listing({ status: 'sold', soldAt })), { url: '/manage/x?lang=de' });
    expect(await state().findByText('Vermietet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Wieder zur Miete anbieten' })).toBeTruthy();
    expect(screen.getByTestId('undo-sold-note').textContent).toMatch(/^Versehentlich markiert\? Sie können das Objekt bis .+ wieder zur Miete anbieten\.$/);
    expect(statusText()).not.toMatch(/verkauf/i);
  });

  it('marks a job filled, and an item still sold', async () => {
    const job = listing({ title: 'Barista (m/w/d)', category: 'jobs', subcategory: 'part-time', priceUnit: 'hour', price: '14.00' });
    const { unmount } = await renderRoute(page(job), { url: '/manage/x' });
    expect(await screen.findByRole('button', { name: 'Mark as filled' })).toBeTruthy();
    expect(statusText()).not.toMatch(/sold/i);
    unmount();
    const shelf = listing({ title: 'Oak bookcase', category: 'for-sale', subcategory: 'furniture', priceUnit: null, price: '120.00', condition: 'good' });
    await renderRoute(page(shelf), { url: '/manage/x' });
    expect(await screen.findByRole('button', { name: 'Mark as sold' })).toBeTruthy();
  });
});

describe('who writes about the ad, on the manage page', () => {
  /** The conversations section: its intro and, with no conversation yet, what happens when one starts. */
  const conversationsText = async () => (await screen.findByTestId('conversations-empty')).closest('section')?.textContent ?? '';

  it('names applicants on a job, people interested on a flat, and buyers only on an item', async () => {
    const job = listing({ title: 'Barista (m/w/d)', category: 'jobs', subcategory: 'part-time', priceUnit: 'hour', price: '14.00' });
    const { unmount } = await renderRoute(page(job), { url: '/manage/x' });
    const jobText = await conversationsText();
    expect(jobText).toContain('Applicants write to you here');
    expect(jobText).not.toMatch(/buyer/i);
    unmount();

    const { unmount: unmountFlat } = await renderRoute(page(listing({})), { url: '/manage/x?lang=de' });
    const flatText = await conversationsText();
    expect(flatText).toContain('Mietinteressenten schreiben Ihnen');
    expect(flatText).not.toMatch(/käufer/i);
    unmountFlat();

    const shelf = listing({ title: 'Oak bookcase', category: 'for-sale', subcategory: 'furniture', priceUnit: null, price: '120.00', condition: 'good' });
    await renderRoute(page(shelf), { url: '/manage/x' });
    expect(await conversationsText()).toContain('Buyers write to you here');
  });
});
