import * as Dialog from '@radix-ui/react-dialog';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nFor } from '../../../i18n/catalogues';
import { errorText } from '../../../i18n/error-text';
import { refusalReasonKey } from '../../../domain/conversations/screening/score-message';
import { renderRoute } from '../../../testing/render-route';
import MessageSellerForm from './message-seller-form';

/** The message-seller form on a German page says its own checks and the server's refusal in German (#26). */

const de = i18nFor('de').t;
const en = i18nFor('en').t;
const refusal = { message: 'errors.conversation.refusedScam', values: { reason: refusalReasonKey('gift_card') } };

let requests: { url: string; headers: Record<string, string> }[] = [];

beforeEach(() => {
  requests = [];
  document.documentElement.lang = 'de';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const headers = init.headers as Record<string, string>;
      requests.push({ url, headers });
      // What the API answers a refused message, in the language the request asked for (plugins/errors.ts).
      const sentence = errorText(i18nFor(headers['Accept-Language'] ?? 'en').t, refusal.message, refusal.values);
      return Response.json({ message: sentence, errors: [{ field: 'body', message: sentence }] }, { status: 400 });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.lang = '';
});

function Form() {
  return (
    <Dialog.Root open>
      <MessageSellerForm listingId="6f1c2b9e-8a4d-4c3b-9e2f-1a2b3c4d5e6f" onSendingChange={() => undefined} />
    </Dialog.Root>
  );
}

describe('the message-seller form on a German page', () => {
  it("says the API schema's refusals of an empty form in German", async () => {
    const { user } = await renderRoute(<Form />, { url: '/?lang=de' });
    await user.click(screen.getByRole('button', { name: de('conversation.form.send') }));
    await waitFor(() => expect(screen.getAllByRole('alert').length).toBeGreaterThanOrEqual(2));
    const shown = screen.getAllByRole('alert').map((node) => node.textContent);
    expect(shown).toContain(de('errors.text.required', { label: de('errors.fields.message') }));
    expect(shown).toContain(de('errors.email.invalid'));
    for (const text of shown) expect(text).not.toMatch(/errors\.|is required|valid email/);
    expect(requests).toEqual([]);
  });

  it("shows the server's refusal, naming its reason, in German rather than a generic sentence", async () => {
    const { user } = await renderRoute(<Form />, { url: '/?lang=de' });
    await user.type(screen.getByLabelText(de('conversation.form.message')), 'Ich zahle mit Geschenkkarten.');
    await user.type(screen.getByLabelText(de('conversation.form.email')), 'kaeufer@example.com');
    await user.click(screen.getByRole('button', { name: de('conversation.form.send') }));
    const expected = errorText(de, refusal.message, refusal.values);
    expect(expected).toMatch(/^Ihre Nachricht wurde nicht gesendet: Sie ähnelt einem verbreiteten Betrug \(verlangt Zahlung mit Geschenkkarten/);
    expect((await screen.findByText(expected)).getAttribute('role')).toBe('alert');
    expect(screen.queryByText(de('conversation.errors.bodyRefused'))).toBeNull();
    expect(screen.queryByText(errorText(en, refusal.message, refusal.values))).toBeNull();
    expect(requests[0]?.headers['Accept-Language']).toBe('de');
  });
});
