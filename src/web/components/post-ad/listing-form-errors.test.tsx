import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../../i18n/catalogues';
import { wordsLocale } from '../../../domain/shared/format';
import { numberExample } from '../../../domain/shared/parse-number';
import { renderRoute } from '../../../testing/render-route';
import { ListingForm } from './listing-form';
import { EMPTY_LISTING_FIELDS, useListingForm } from './use-listing-form';

/**
 * The empty Post New Ad form, submitted on a page in another language, says every error in
 * it (#26); a title that would reach a mail subject as a header trick is refused under the
 * field, with the API's schema, before anything is sent (#28).
 */

let submitted = 0;

function EmptyForm() {
  const form = useListingForm(EMPTY_LISTING_FIELDS);
  return (
    <ListingForm
      form={form}
      images={[]}
      onImagesChange={() => undefined}
      currencySymbol="€"
      countryCode="DE"
      onSubmit={async () => {
        submitted += 1;
      }}
      onCancel={() => undefined}
      submitLabel="submit"
      pendingLabel="pending"
    />
  );
}

/** The errors shown under the fields, by field. */
function shownErrors(): Record<string, string> {
  return Object.fromEntries(screen.queryAllByTestId(/^error-/).map((node) => [node.dataset.testid!.replace(/^error-/, ''), node.textContent ?? '']));
}

describe('Post New Ad errors in the page language', () => {
  for (const language of ['de', 'ja'] as const) {
    it(`says every error of an empty form in ${language}`, async () => {
      const { t } = i18nFor(language);
      const { user } = await renderRoute(<EmptyForm />, { url: `/?lang=${language}` });
      await user.type(screen.getByRole('textbox', { name: t('postAd.price') }), 'abc');
      await user.click(screen.getByRole('button', { name: 'submit' }));
      await waitFor(() => expect(Object.keys(shownErrors())).toContain('title'));
      const errors = shownErrors();
      const label = (key: string) => t(`errors.fields.${key}`);
      expect(errors).toEqual({
        category: t('errors.listing.chooseCategory'),
        title: t('errors.text.required', { label: label('title') }),
        // "abc" is no number as the page writes them (shared/parse-number.ts): said with an example in its writing.
        price: t('errors.number.notANumber', { label: label('price'), example: numberExample(wordsLocale(language, 'en-US')) }),
        description: t('errors.text.required', { label: label('description') }),
        neighborhood: t('errors.text.required', { label: label('neighborhood') }),
        contactEmail: t('errors.text.required', { label: label('contactEmail') }),
      });
      // Every one in the page's language: none is the English sentence, none a bare key.
      const english = i18nFor('en').t;
      expect(errors.title).not.toBe(english('errors.text.required', { label: english('errors.fields.title') }));
      for (const text of Object.values(errors)) expect(text).not.toMatch(/errors\.|is required|must be/);
      expect(submitted).toBe(0);
    });
  }
});

describe('Post New Ad titles that would reach a mail subject', () => {
  for (const [title, key] of [
    ['Sam\u202Egnp.exe', 'errors.text.directionControls'],
    ['=?UTF-8?Q?Sam=0D=0ABcc:_victim@example.com?=', 'errors.text.encodedWord'],
  ] as const) {
    it(`refuses ${JSON.stringify(title)} under the title, in German`, async () => {
      const { t } = i18nFor('de');
      const { user } = await renderRoute(<EmptyForm />, { url: '/?lang=de' });
      const field = screen.getByRole('textbox', { name: t('postAd.title') });
      // Pasted, as such text usually arrives.
      await user.click(field);
      await user.paste(title);
      await user.click(screen.getByRole('button', { name: 'submit' }));
      await waitFor(() => expect(screen.queryByTestId('error-title')).not.toBeNull());
      expect(screen.getByTestId('error-title').textContent).toBe(t(key, { label: t('errors.fields.title') }));
      expect(submitted).toBe(0);
    });
  }
});
