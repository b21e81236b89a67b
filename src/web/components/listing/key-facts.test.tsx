import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import KeyFacts from './key-facts';

const bike = { category: 'for-sale', subcategory: 'bicycles', countryCode: 'GB', attributes: { bikeType: 'road' as const, frameSize: 'm' as const } };

describe('key facts on a card and a listing page', () => {
  it('say when they were read from the ad’s text, before anything the line may cut', async () => {
    await renderRoute(<KeyFacts listing={{ ...bike, attributesSource: 'extracted' }} locale="en-GB" />);
    const line = await screen.findByTestId('key-facts');
    expect(line.textContent).toMatch(/^From the ad’s text: Road · /);
  });

  it('state the seller’s own facts as they are', async () => {
    await renderRoute(<KeyFacts listing={{ ...bike, attributesSource: 'seller' }} locale="en-GB" />);
    expect((await screen.findByTestId('key-facts')).textContent).toMatch(/^Road · /);
  });

  it('say it in the page’s language', async () => {
    await renderRoute(<KeyFacts listing={{ ...bike, attributesSource: 'extracted' }} locale="de-DE" />, { url: '/?lang=de' });
    expect((await screen.findByTestId('key-facts')).textContent).toMatch(/^Laut Anzeigentext: /);
  });
});
