import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../i18n/catalogues';
import { CATEGORIES } from './categories';
import { END_WORDS, endedKey, endWordFor } from './end-word';

describe('endWordFor', () => {
  it('says how an ad ends by what it offers', () => {
    expect(endWordFor('for-sale', 'cars-trucks')).toBe('sold');
    expect(endWordFor('for-sale', 'furniture')).toBe('sold');
    expect(endWordFor('housing', 'real-estate-sales')).toBe('sold');
    expect(endWordFor('housing', 'apartments')).toBe('let');
    expect(endWordFor('housing', 'rooms')).toBe('let');
    expect(endWordFor('housing', 'vacation-rentals')).toBe('let');
    expect(endWordFor('housing', null)).toBe('let');
    expect(endWordFor('jobs', 'full-time')).toBe('filled');
    expect(endWordFor('gigs', 'crew')).toBe('filled');
    expect(endWordFor('services', 'household')).toBe('taken');
    expect(endWordFor('community', 'rideshare')).toBe('taken');
    expect(endWordFor('for-sale', 'free-stuff')).toBe('taken');
  });

  it('falls back to sold for a listing without a known category', () => {
    expect(endWordFor(null, null)).toBe('sold');
    expect(endWordFor('antiques-roadshow', 'x')).toBe('sold');
  });

  it('has every sentence of every word in every language', () => {
    const words = new Set(CATEGORIES.flatMap((category) => category.subcategories.map((sub) => endWordFor(category.slug, sub.slug))));
    expect([...words].sort()).toEqual([...END_WORDS].sort());
    for (const language of ['en', 'de', 'fr', 'es', 'it', 'ja']) {
      const { t } = i18nFor(language);
      for (const word of END_WORDS) {
        for (const text of ['badge', 'markAs', 'banner', 'statusBuyer', 'toPerson'] as const) {
          expect(t(endedKey(word, text)), `${language} ${word} ${text}`).not.toBe(endedKey(word, text));
        }
      }
    }
    expect(i18nFor('de').t(endedKey('let', 'markAs'))).toBe('Als vermietet markieren');
  });
});
