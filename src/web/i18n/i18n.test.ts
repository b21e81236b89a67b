import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/i18n';
import { messagesFor } from './messages.server';

const messages = {
  greeting: 'Hello {{name}}',
  nested: { deeper: { line: '{{ city }} in {{country}}' } },
  results_one: '{{count}} result',
  results_other: '{{count}} results',
  onlyOther_other: '{{count}}件',
  pages: { sections: [{ heading: 'One', body: 'First' }] },
};

describe('interface text', () => {
  it('interpolates parameters, with or without spaces inside the braces', () => {
    const { t } = createI18n('en', messages);
    expect(t('greeting', { name: 'Ana' })).toBe('Hello Ana');
    expect(t('nested.deeper.line', { city: 'Lyon', country: 'France' })).toBe('Lyon in France');
  });

  it('picks the plural form by the language’s own rules', () => {
    const en = createI18n('en', messages);
    expect(en.t('results', { count: 1 })).toBe('1 result');
    expect(en.t('results', { count: 0 })).toBe('0 results');
    expect(en.t('results', { count: 2 })).toBe('2 results');
    // French counts zero as singular, as i18next does.
    expect(createI18n('fr', messages).t('results', { count: 0 })).toBe('0 result');
    // Japanese has one form: `_other`.
    expect(createI18n('ja', messages).t('onlyOther', { count: 1 })).toBe('1件');
  });

  it('falls back to the default value, then to the key itself, for a missing message', () => {
    const { t } = createI18n('en', messages);
    expect(t('category.names.new-thing', { defaultValue: 'New thing' })).toBe('New thing');
    expect(t('no.such.key')).toBe('no.such.key');
    // A key that names a group of messages is not a message.
    expect(t('nested.deeper')).toBe('nested.deeper');
  });

  it('hands over structured values (the text pages’ sections) through lookup', () => {
    const i18n = createI18n('en', messages);
    expect(i18n.lookup('pages.sections')).toEqual([{ heading: 'One', body: 'First' }]);
    expect(i18n.lookup('pages.missing')).toBeUndefined();
  });

  it('says the real catalogue’s plural messages right in English and Japanese', () => {
    const en = createI18n('en', messagesFor('en'));
    const ja = createI18n('ja', messagesFor('ja'));
    const pluralKey = Object.entries(messagesFor('en'))
      .flatMap(([group, value]) => (value && typeof value === 'object' ? Object.keys(value).map((key) => `${group}.${key}`) : []))
      .find((key) => key.endsWith('_one'));
    expect(pluralKey).toBeDefined();
    const base = pluralKey!.replace(/_one$/, '');
    expect(en.t(base, { count: 1 })).not.toBe(en.t(base, { count: 5 }));
    expect(ja.t(base, { count: 1 })).not.toBe(en.t(base, { count: 1 }));
    expect(ja.t(base, { count: 1 })).toContain('1');
  });
});
