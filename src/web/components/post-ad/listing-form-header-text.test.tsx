import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../../i18n/catalogues';
import { renderRoute } from '../../../testing/render-route';
import { ListingForm } from './listing-form';
import { EMPTY_LISTING_FIELDS, useListingForm } from './use-listing-form';

/**
 * The Post New Ad form checks a title with the API's schema: a direction override or an
 * encoded word is refused under the field, in the page's language, before anything is sent.
 */

let submitted = 0;

function Form() {
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

describe('Post New Ad titles that would reach a mail subject', () => {
  for (const [title, key] of [
    ['Sam\u202Egnp.exe', 'errors.text.directionControls'],
    ['=?UTF-8?Q?Sam=0D=0ABcc:_victim@example.com?=', 'errors.text.encodedWord'],
  ] as const) {
    it(`refuses ${JSON.stringify(title)} under the title, in German`, async () => {
      const { t } = i18nFor('de');
      const { user } = await renderRoute(<Form />, { url: '/?lang=de' });
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
