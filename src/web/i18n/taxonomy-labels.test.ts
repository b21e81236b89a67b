import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, FILTER_TAXONOMY } from '../../domain/taxonomy/categories';
import { CONDITIONS } from '../../domain/taxonomy/conditions';
import { createI18n, type Messages } from '../../i18n/i18n';
import { LANGUAGES } from '../../i18n/languages';
import { categoryLabel, conditionLabel, filterGroupLabel, subcategoryLabel } from './taxonomy-labels';

const messagesOf = (language: string) =>
  JSON.parse(readFileSync(new URL(`../../i18n/locales/${language}.json`, import.meta.url), 'utf8')) as Messages;

describe('taxonomy labels', () => {
  for (const language of LANGUAGES) {
    it(`${language} has a message for every category, subcategory, filter group and condition`, () => {
      const { lookup } = createI18n(language, messagesOf(language));
      const missing: string[] = [];
      const need = (key: string) => {
        if (typeof lookup(key) !== 'string') missing.push(key);
      };
      for (const category of CATEGORIES) {
        need(`category.names.${category.slug}`);
        for (const sub of category.subcategories) need(`taxonomy.sub.${category.slug}.${sub.slug}`);
      }
      for (const [category, groups] of Object.entries(FILTER_TAXONOMY)) {
        for (const group of groups) need(`taxonomy.group.${category}.${group.key}`);
      }
      for (const condition of CONDITIONS) need(`filters.conditions.${condition}`);
      expect(missing).toEqual([]);
    });
  }

  it('the English messages say the taxonomy’s own names', () => {
    const { t } = createI18n('en', messagesOf('en'));
    for (const category of CATEGORIES) {
      expect(categoryLabel(t, category.slug)).toBe(category.name);
      for (const sub of category.subcategories) expect(subcategoryLabel(t, category.slug, sub.slug)).toBe(sub.name);
    }
    for (const [category, groups] of Object.entries(FILTER_TAXONOMY)) {
      for (const group of groups) expect(filterGroupLabel(t, category, group.key)).toBe(group.name);
    }
  });

  it('names a subcategory in the page’s language, and falls back to words made of the slug, never a key', () => {
    const { t } = createI18n('ja', messagesOf('ja'));
    expect(subcategoryLabel(t, 'housing', 'apartments')).toBe('アパート・マンション');
    expect(conditionLabel(t, 'like-new')).not.toBe('Like New');
    const empty = createI18n('de', {}).t;
    expect(subcategoryLabel(empty, 'housing', 'houses')).toBe('Houses');
    expect(categoryLabel(empty, 'for-sale')).toBe('For sale');
    expect(subcategoryLabel(empty, 'housing', 'real-estate-sales')).toBe('Real estate sales');
  });
});
