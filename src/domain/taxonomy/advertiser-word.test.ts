import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../i18n/catalogues';
import { ADVERTISER_WORDS, advertiserKey, advertiserWordFor, type AdvertiserText } from './advertiser-word';
import { CATEGORIES } from './categories';

describe('advertiserWordFor', () => {
  it('names who posted the ad by what it offers', () => {
    expect(advertiserWordFor('for-sale', 'furniture')).toBe('seller');
    expect(advertiserWordFor('jobs', 'full-time')).toBe('employer');
    expect(advertiserWordFor('services', 'household')).toBe('provider');
    // A flat's poster may be its owner or an agent.
    expect(advertiserWordFor('housing', 'apartments')).toBe('advertiser');
    expect(advertiserWordFor('housing', 'real-estate-sales')).toBe('advertiser');
    expect(advertiserWordFor('gigs', 'crew')).toBe('advertiser');
    expect(advertiserWordFor('community', 'rideshare')).toBe('advertiser');
    // Nothing is sold: given away, or sought.
    expect(advertiserWordFor('for-sale', 'free-stuff')).toBe('advertiser');
    expect(advertiserWordFor('for-sale', 'wanted')).toBe('advertiser');
  });

  it('falls back to seller for a listing without a known category', () => {
    expect(advertiserWordFor(null)).toBe('seller');
    expect(advertiserWordFor('antiques-roadshow', 'x')).toBe('seller');
  });

  it('has every sentence of every word in every language, each its own', () => {
    const words = new Set(CATEGORIES.flatMap((category) => category.subcategories.map((sub) => advertiserWordFor(category.slug, sub.slug))));
    expect([...words].sort()).toEqual([...ADVERTISER_WORDS].sort());
    const texts: AdvertiserText[] = ['message', 'messageTitle', 'messageDescription', 'heading', 'role', 'mailName'];
    for (const language of ['en', 'de', 'fr', 'es', 'it', 'ja']) {
      const { t } = i18nFor(language);
      for (const text of texts) {
        const said = ADVERTISER_WORDS.map((word) => t(advertiserKey(word, text), { title: 'x' }));
        ADVERTISER_WORDS.forEach((word, index) => expect(said[index], `${language} ${word} ${text}`).not.toBe(advertiserKey(word, text)));
        expect(new Set(said).size, `${language} ${text}`).toBe(ADVERTISER_WORDS.length);
      }
    }
    expect(i18nFor('de').t(advertiserKey('employer', 'message'))).toBe('Nachricht an Arbeitgeber');
  });
});
