import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { InfoPage } from './info-page';

describe('the privacy page', () => {
  it('states the retention period the server deletes conversations by, in the page’s language', async () => {
    await renderRoute(<InfoPage page="privacy" values={{ days: 90 }} />);
    expect(await screen.findByText(/is deleted 90 days after its last message/)).toBeTruthy();
    expect(document.body.textContent).not.toContain('{{days}}');
  });

  it('says it in German on a German page', async () => {
    await renderRoute(<InfoPage page="privacy" values={{ days: 400 }} />, { url: '/?lang=de' });
    expect(await screen.findByText(/400 Tage nach ihrer letzten Nachricht gelöscht/)).toBeTruthy();
  });
});
