import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { i18nFor } from './catalogues';
import { errorText, isErrorKey, issueText, issueValues } from './error-text';

const en = i18nFor('en').t;
const de = i18nFor('de').t;
const ja = i18nFor('ja').t;

describe('errorText', () => {
  it('says a key in the language asked for, with its values', () => {
    expect(errorText(en, 'errors.listing.tooManyImages', { maximum: 10 })).toBe('A listing can have at most 10 images');
    expect(errorText(de, 'errors.listing.tooManyImages', { maximum: 10 })).toBe('Eine Anzeige kann höchstens 10 Bilder haben');
  });

  it("translates values that are keys themselves: a field's label, a category's name", () => {
    expect(errorText(en, 'errors.text.required', { label: 'errors.fields.title' })).toBe('Title is required');
    expect(errorText(de, 'errors.text.required', { label: 'errors.fields.title' })).toBe('„Titel“ ist ein Pflichtfeld');
    expect(errorText(ja, 'errors.listing.priceUnitWhole', { category: 'category.names.for-sale', unit: 'month' })).toContain(
      i18nFor('ja').t('category.names.for-sale'),
    );
  });

  it('returns text that is not a key as it is, and a key the catalogue lacks as the key', () => {
    expect(errorText(de, 'Title is required')).toBe('Title is required');
    expect(errorText(de, 'errors.no.suchKey')).toBe('errors.no.suchKey');
    expect(isErrorKey('errors.listing.priceInvalid')).toBe(true);
    expect(isErrorKey('Price must be a number')).toBe(false);
  });

  it('says a value the catalogue does not have as it is (a seller\'s "a.b" subcategory)', () => {
    expect(errorText(en, 'errors.listing.notASubcategory', { subcategory: 'a.b', category: 'category.names.housing' })).toBe(
      '"a.b" is not a subcategory of Housing',
    );
  });
});

describe('issueValues', () => {
  it("reads a custom issue's params and a built-in check's own fields, with the label a check's error function adds", () => {
    // As domain/shared/text.ts `labelled` does.
    const labelled = (message: string, label: string) => (issue: object) => {
      Object.assign(issue, { params: { label } });
      return message;
    };
    const schema = z.object({
      title: z.string().max(3, { error: labelled('errors.text.tooLong', 'errors.fields.title') }),
      price: z.string().refine(() => false, { message: 'errors.filters.priceBound', params: { label: 'errors.fields.priceMin' } }),
    });
    const issues = schema.safeParse({ title: 'abcdef', price: 'x' }).error!.issues;
    expect(issueValues(issues[0]!)).toMatchObject({ maximum: 3, label: 'errors.fields.title' });
    expect(issues.map((issue) => issueText(en, issue))).toEqual([
      'Title must be 3 characters or fewer',
      'Minimum price must be a number between 0 and 99,999,999.99 with at most 2 decimals',
    ]);
    expect(issueText(de, issues[0]!)).toBe('„Titel“ darf höchstens 3 Zeichen lang sein');
  });
});
