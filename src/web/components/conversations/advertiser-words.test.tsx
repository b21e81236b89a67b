/**
 * Who posted the ad is named by what it offers, to whoever writes about it: a job's
 * employer, a flat's advertiser (perhaps an agent), an item's seller. The contact button,
 * its dialog and quick questions, and the thread's heading and names say so.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { MessageSellerButton } from './message-seller-button';
import MessageSellerForm from './message-seller-form';
import { ThreadView } from './thread-view';
import type { MessageView, Thread } from './thread-types';

const job = { category: 'jobs', subcategory: 'part-time', title: 'Barista (m/w/d)' };
const flat = { category: 'housing', subcategory: 'apartments', title: 'Helle 2-Zimmer-Wohnung' };

function contactBox(ad: { category: string; subcategory: string; title: string }) {
  return <MessageSellerButton listingId="6f1c2b9e-8a4d-4c3b-9e2f-1a2b3c4d5e6f" title={ad.title} category={ad.category} subcategory={ad.subcategory} />;
}

/** The quick questions the form offers, on a German page. */
async function quickQuestions(endWord: 'filled' | 'let') {
  await renderRoute(
    <Dialog.Root open>
      <MessageSellerForm listingId="l1" endWord={endWord} onSendingChange={() => undefined} />
    </Dialog.Root>,
    { url: '/?lang=de' },
  );
  const list = await screen.findByRole('list');
  return within(list)
    .getAllByRole('button')
    .map((button) => button.textContent);
}

describe('the contact box of a listing', () => {
  it('asks to message the employer of a job, in English and German, and never a seller', async () => {
    const { user, unmount } = await renderRoute(contactBox(job));
    await user.click(await screen.findByRole('button', { name: 'Message employer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message the employer' });
    expect(dialog.textContent).toContain('the employer answers here');
    expect(dialog.textContent).not.toMatch(/seller/i);
    unmount();

    await renderRoute(contactBox(job), { url: '/?lang=de' });
    expect(await screen.findByRole('button', { name: 'Nachricht an Arbeitgeber' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/verkäufer/i);
  });

  it('asks to message the advertiser of a flat (who may be an agent), in English and German', async () => {
    const { unmount } = await renderRoute(contactBox(flat));
    expect(await screen.findByRole('button', { name: 'Message advertiser' })).toBeTruthy();
    unmount();

    const { user } = await renderRoute(contactBox(flat), { url: '/?lang=de' });
    await user.click(await screen.findByRole('button', { name: 'Nachricht an Anbieter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nachricht an den Anbieter' });
    expect(dialog.textContent).toContain('Der Anbieter antwortet hier');
    expect(dialog.textContent).not.toMatch(/verkäufer/i);
  });

  it('still says seller on an item', async () => {
    await renderRoute(contactBox({ category: 'for-sale', subcategory: 'furniture', title: 'Oak bookcase' }));
    expect(await screen.findByRole('button', { name: 'Message seller' })).toBeTruthy();
  });

  it('offers quick questions that fit a job and a flat, not an item’s price', async () => {
    expect(await quickQuestions('filled')).toEqual(['Ist die Stelle noch frei?', 'Können Sie mir mehr dazu sagen?', 'Wann wäre der Beginn?']);
  });

  it('asks about a flat’s rent and a viewing', async () => {
    const questions = await quickQuestions('let');
    expect(questions).toEqual(['Ist das Objekt noch frei?', 'Ist die Miete verhandelbar?', 'Wann könnte ich es besichtigen?']);
  });
});

const message = (author: MessageView['author']): MessageView => ({
  id: author,
  author,
  body: 'Hallo',
  event: null,
  via: 'web',
  state: 'delivered',
  warnings: [],
  createdAt: '2026-11-24T14:00:00.000Z',
});

/** A thread as the one who wrote about the ad sees it: the other side posted it. */
const writersThread = (endWord: Thread['listing']['endWord'], advertiserWord: Thread['listing']['advertiserWord']): Thread => ({
  id: 'c1',
  status: 'open',
  you: { role: 'buyer', name: null, emailConfirmed: true },
  other: { role: 'seller', name: null },
  listing: { id: 'l1', title: 'Ad', price: null, priceUnit: null, currency: 'EUR', image: null, path: '/listing/l1', cityPath: '/de/berlin', takesMessages: true, endWord, advertiserWord },
  messages: [message('you'), message('other')],
  canReply: true,
  unread: 0,
});

describe('a conversation, to the person who wrote about the ad', () => {
  it('is with the employer of a job, in English and German', async () => {
    const { unmount } = await renderRoute(<ThreadView initial={writersThread('filled', 'employer')} token="t" />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Conversation with the employer');
    expect(screen.getAllByTestId('message-author').map((node) => node.textContent)).toEqual(['You', 'Employer']);
    expect(document.body.textContent).not.toMatch(/seller/i);
    unmount();

    await renderRoute(<ThreadView initial={writersThread('filled', 'employer')} token="t" />, { url: '/?lang=de' });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Unterhaltung mit dem Arbeitgeber');
    expect(screen.getAllByTestId('message-author').map((node) => node.textContent)).toEqual(['Sie', 'Arbeitgeber']);
  });

  it('is with the advertiser of a flat, in English and German', async () => {
    const { unmount } = await renderRoute(<ThreadView initial={writersThread('let', 'advertiser')} token="t" />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Conversation with the advertiser');
    unmount();

    await renderRoute(<ThreadView initial={writersThread('let', 'advertiser')} token="t" />, { url: '/?lang=de' });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Unterhaltung mit dem Anbieter');
    expect(screen.getAllByTestId('message-author').map((node) => node.textContent)).toEqual(['Sie', 'Anbieter']);
    expect(document.body.textContent).not.toMatch(/verkäufer/i);
  });
});
