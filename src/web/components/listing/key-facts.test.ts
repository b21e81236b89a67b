import { describe, expect, it } from 'vitest';
import type { KeyFact } from '../../../domain/attributes/key-facts';
import { createI18n } from '../../../i18n/i18n';
import type { Language } from '../../../i18n/languages';
import { messagesFor } from '../../i18n/messages.server';
import { factText } from './key-facts';

const line = (language: Language, locale: string, facts: KeyFact[]) => {
  const { t } = createI18n(language, messagesFor(language));
  return facts.map((fact) => factText(fact, t, locale)).join(' · ');
};

describe('factText', () => {
  it("says a car's facts with the locale's digit grouping, the year without any", () => {
    const facts: KeyFact[] = [
      { kind: 'year', value: 2012 },
      { kind: 'mileage', value: 98_000, unit: 'km' },
      { kind: 'choice', field: 'fuel', value: 'diesel' },
    ];
    expect(line('en', 'en-GB', facts)).toBe('2012 · 98,000 km · Diesel');
    expect(line('de', 'de-DE', facts)).toBe('2012 · 98.000 km · Diesel');
    expect(line('fr', 'fr-FR', facts)).toBe('2012 · 98\u202f000 km · Diesel');
  });

  it("says a flat's rooms and area, a studio by name, half bathrooms the locale's way", () => {
    expect(
      line('en', 'en-US', [
        { kind: 'bedrooms', value: 2 },
        { kind: 'bathrooms', value: 1 },
        { kind: 'area', value: 72, unit: 'm2' },
      ]),
    ).toBe('2 bd · 1 ba · 72 m²');
    expect(
      line('en', 'en-US', [
        { kind: 'bedrooms', value: 0 },
        { kind: 'area', value: 1_250, unit: 'sqft' },
      ]),
    ).toBe('Studio · 1,250 sq ft');
    expect(line('de', 'de-DE', [{ kind: 'bathrooms', value: 1.5 }])).toBe('1,5 Bad');
  });

  it('says jobs, devices and bikes in words of the page', () => {
    expect(
      line('en', 'en-GB', [
        { kind: 'choice', field: 'workplace', value: 'remote' },
        { kind: 'choice', field: 'employmentType', value: 'part-time' },
        { kind: 'hours', value: 20 },
      ]),
    ).toBe('Remote · Part-time · 20 h/week');
    expect(
      line('en', 'en-US', [
        { kind: 'text', value: 'Apple iPhone 13' },
        { kind: 'storage', value: 1_024 },
      ]),
    ).toBe('Apple iPhone 13 · 1,024 GB');
    expect(line('en', 'en-GB', [{ kind: 'choice', field: 'frameSize', value: 'm' }])).toBe('Frame M');
  });
});
