import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PriceAnalysis } from '../../../domain/pricing/analyse-price';
import { renderRoute } from '../../../testing/render-route';
import { PriceAnalysisPanel } from './price-analysis-panel';

const analysis = (cities?: string[]): PriceAnalysis => ({
  status: 'fair_price',
  currentPrice: 280,
  marketAverage: 279,
  currency: 'USD',
  percentOff: null,
  confidence: 0.8,
  marketData: { totalSamples: 12, q1: 257, median: 279, q3: 301, prices: [210, 240, 260, 280, 300, 310], ...(cities ? { cities } : {}) },
  recommendations: { reason: '' },
  interval: null,
  explanation: null,
});

describe('the price check says what its figures are', () => {
  it('asking prices, adjusted to this listing, and the cities they come from', async () => {
    await renderRoute(<PriceAnalysisPanel analysis={analysis(['newyork', 'boston'])} locale="en-US" />);
    const range = await screen.findByTestId('price-range');
    expect(range.textContent).toBe('Asking prices of similar listings in New York and Boston, adjusted to this one’s condition and details: mostly $257–$301.');
  });

  it('counts the cities past the third, in the page’s language', async () => {
    await renderRoute(<PriceAnalysisPanel analysis={analysis(['berlin', 'hamburg', 'munich', 'cologne', 'frankfurt'])} locale="de-DE" />, { url: '/?lang=de' });
    const range = await screen.findByTestId('price-range');
    expect(range.textContent).toContain('Angebotspreise ähnlicher Anzeigen in Berlin, Hamburg, München und 2 weiteren Städten, angepasst an Zustand');
  });

  it('still says they are adjusted asking prices when the cities are not known', async () => {
    await renderRoute(<PriceAnalysisPanel analysis={analysis()} locale="en-US" />);
    expect((await screen.findByTestId('price-range')).textContent).toBe('Asking prices of similar listings, adjusted to this one’s condition and details: mostly $257–$301.');
  });
});
