import { describe, expect, it } from 'vitest';
import { plainText, queryText, textField } from './text';

/** Text fields name themselves by a label key, which their built-in checks carry in the issue's params (#26). */
describe('text fields', () => {
  it("put the label and the check's bound into the issue, with a catalogue key as its message", () => {
    const title = textField('errors.fields.title', { min: 1, max: 5 });
    expect(title.safeParse('  ').error?.issues[0]).toMatchObject({ message: 'errors.text.required', params: { label: 'errors.fields.title' }, minimum: 1 });
    expect(title.safeParse('abcdefg').error?.issues[0]).toMatchObject({ message: 'errors.text.tooLong', params: { label: 'errors.fields.title' }, maximum: 5 });
    expect(title.safeParse(5).error?.issues[0]).toMatchObject({ message: 'errors.text.notText', params: { label: 'errors.fields.title' } });
    expect(queryText('errors.fields.search', 3).safeParse('abcd').error?.issues[0]).toMatchObject({
      message: 'errors.text.tooLong',
      params: { label: 'errors.fields.search' },
    });
    expect(plainText('errors.fields.city').safeParse('a\u0000').error?.issues[0]).toMatchObject({
      message: 'errors.text.controlCharacters',
      params: { label: 'errors.fields.city' },
    });
  });

  it('keep the bounds in the JSON schema the API document shows', () => {
    expect(textField('errors.fields.title', { min: 1, max: 5 }).toJSONSchema({ io: 'input' })).toMatchObject({ minLength: 1, maxLength: 5 });
    expect(queryText('errors.fields.search', 3).toJSONSchema()).toMatchObject({ maxLength: 3 });
  });
});

describe('a single line a person writes (a title, a name)', () => {
  const title = textField('errors.fields.title', { min: 1, max: 100 });
  const description = textField('errors.fields.description', { min: 1, max: 1000, multiline: true });
  const issue = (value: string) => title.safeParse(value).error?.issues[0];

  it('refuses direction overrides, embeddings and isolates, and line separators, naming the field', () => {
    for (const value of ['Sam\u202Egnp.exe', 'a\u202Ab', 'a\u202Bb', 'a\u202Cb', 'a\u202Db', 'a\u2066b\u2069', 'a\u2067b', 'a\u2068b', 'Sofa\u2028Bcc: x', 'Sofa\u2029x', 'Sofa\u0085x']) {
      expect(issue(value), JSON.stringify(value)).toMatchObject({ message: 'errors.text.directionControls', params: { label: 'errors.fields.title' } });
    }
  });

  it('keeps the direction marks right-to-left writing needs', () => {
    expect(title.parse('\u05E1\u05E4\u05D4 IKEA\u200F 3')).toBe('\u05E1\u05E4\u05D4 IKEA\u200F 3');
    expect(title.parse('a\u200Eb\u061Cc')).toBe('a\u200Eb\u061Cc');
  });

  it('refuses an RFC 2047 encoded word, however it is spelled', () => {
    for (const value of ['=?UTF-8?Q?Sam=0D=0ABcc:_victim@example.com?=', 'Sofa =?utf-8?b?QmNjOiB4?= cheap', '=?iso-8859-1?q?a b?=']) {
      expect(issue(value), value).toMatchObject({ message: 'errors.text.encodedWord', params: { label: 'errors.fields.title' } });
    }
    expect(title.parse('Is it 2 =? Yes ?=')).toBe('Is it 2 =? Yes ?=');
  });

  it('in a paragraph, reads line separators as line breaks, and leaves direction controls to the writer', () => {
    expect(description.parse('One\u2028two\u2029three\u0085four')).toBe('One\ntwo\nthree\nfour');
    expect(description.parse('\u2067\u05E9\u05DC\u05D5\u05DD\u2069 ok')).toBe('\u2067\u05E9\u05DC\u05D5\u05DD\u2069 ok');
  });
});
