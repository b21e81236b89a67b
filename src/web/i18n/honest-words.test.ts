/**
 * The words the pages use say only what is true, in every language: what a badge names
 * is what was checked, and what the privacy pages say is kept is what the server keeps.
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../i18n/languages';
import { messageFile } from './message-files.testing';

const catalogue = (language: Language) => messageFile(language);

describe('badge words match what was checked', () => {
  /** The one check behind the mark is a clicked confirmation link: no trust, no verified identity. */
  const overclaims: Record<Language, RegExp> = {
    en: /trust|verif/i,
    es: /confian|verificad/i,
    fr: /confiance|vérifié/i,
    de: /vertrauen|verifiz/i,
    it: /affidabil|verificat/i,
    ja: /信頼|認証/,
  };
  const markKeys = /^(results\.trusted|alerts\.search\.trusted|listingCard\.verifiedSeller|banners\.value\.verified\.|category\.figures\.verified|verification\.(confirmed$|unconfirmed|confirmedBody|readyBody|alreadyConfirmedBody))/;

  for (const language of LANGUAGES) {
    it(`${language}: the confirmed-email mark and its filter speak of a confirmed email`, () => {
      const texts = [...catalogue(language)].filter(([key]) => markKeys.test(key));
      expect(texts.length).toBeGreaterThanOrEqual(10);
      expect(texts.filter(([, text]) => overclaims[language].test(text))).toEqual([]);
    });
  }
});

describe('what the pages say is kept is what the server keeps', () => {
  const en = catalogue('en');
  // Every heart is posted to the server (POST /api/listings/{id}/favourite) and stored per visitor id.
  const favouriteTexts = ['pages.privacy.sections.2.body', 'pages.cookies.sections.2.body', 'category.why.private.body', 'pages.help.sections.5.body', 'favourites.emptyBody'];

  it('no page says favourites stay in the browser or never reach us', () => {
    for (const key of favouriteTexts) {
      const sentences = (en.get(key) ?? '').split(/(?<=[.;:])\s+/).filter((sentence) => /favourites/i.test(sentence));
      expect(sentences.filter((sentence) => /\bstay|\bonly\b|never (receive|sent)|are never/i.test(sentence)), key).toEqual([]);
    }
  });

  it('the privacy page says what is stored, what sellers see and for how long', () => {
    const privacy = en.get('pages.privacy.sections.2.body') ?? '';
    expect(privacy).toContain('each heart you tap or untap is also sent to us');
    expect(privacy).toContain('a number, never who');
    expect(privacy).toContain('until you remove the heart or the ad is deleted');
  });
});
