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
