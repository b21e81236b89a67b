import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import de from '../../../i18n/locales/de.json';
import en from '../../../i18n/locales/en.json';
import { renderRoute } from '../../../testing/render-route';
import { MessageList } from './message-list';
import { ThreadActions } from './thread-actions';
import { ThreadView } from './thread-view';
import type { MessageView, Thread } from './thread-types';

const event = (name: MessageView['event']): MessageView => ({
  id: String(name),
  author: 'system',
  body: '',
  event: name,
  via: 'system',
  state: 'delivered',
  warnings: [],
  createdAt: '2026-11-24T14:00:00.000Z',
});

/** What the poster is called for each end word in these tests: an employer for a job, an advertiser for a flat. */
const ADVERTISER = { sold: 'seller', let: 'advertiser', filled: 'employer', taken: 'provider' } as const;

const thread = (overrides: Partial<Thread>, endWord: Thread['listing']['endWord']): Thread => ({
  id: 'c1',
  status: 'open',
  you: { role: 'seller', name: null, emailConfirmed: true },
  other: { role: 'buyer', name: 'Alex' },
  listing: { id: 'l1', title: 'Flat', price: '900.00', priceUnit: 'month', currency: 'EUR', image: null, path: '/listing/l1', cityPath: '/de/berlin', takesMessages: true, endWord, advertiserWord: ADVERTISER[endWord] },
  messages: [],
  canReply: true,
  unread: 0,
  ...overrides,
});

describe('a conversation about a let flat or a filled job', () => {
  it('tells of the end in the words of what the listing offers', async () => {
    const events = [event('marked_sold'), event('sold_to_you'), event('sold_to_other')];
    await renderRoute(<MessageList thread={thread({ messages: events }, 'let')} />, { url: '/?lang=de' });
    const shown = within(await screen.findByTestId('messages')).getAllByTestId('system-event').map((node) => node.textContent);
    expect(shown[0]).toContain(de.listing.ended.let.eventMarked);
    expect(shown[1]).toContain('An Sie vermietet');
    expect(shown[2]).toContain(de.listing.ended.let.eventToOther);
    expect(shown.join(' ')).not.toMatch(/verkauf/i);
  });

  it('offers the seller to mark a job filled by this applicant', async () => {
    await renderRoute(<ThreadActions thread={thread({}, 'filled')} token={null} onChange={() => {}} />);
    expect(await screen.findByRole('button', { name: en.listing.ended.filled.markToPerson })).toBeTruthy();
    expect(screen.getByTestId('thread-actions').textContent).not.toMatch(/sold/i);
  });

  it('calls the person who wrote about a job an applicant, in the heading, the block button and its event', async () => {
    const blocked = thread({ status: 'blocked', other: { role: 'buyer', name: null }, messages: [event('blocked')] }, 'filled');
    await renderRoute(<ThreadView initial={blocked} token="t" />, { url: '/?lang=de' });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Unterhaltung mit dem Bewerber');
    expect(screen.getByTestId('status-note').textContent).toBe(de.listing.ended.filled.blockedStatus);
    expect(within(screen.getByTestId('messages')).getByTestId('system-event').textContent).toContain('Sie haben diesen Bewerber blockiert');
    expect(document.body.textContent).not.toMatch(/käufer/i);
  });

  it('offers to block an applicant, not a buyer', async () => {
    await renderRoute(<ThreadActions thread={thread({}, 'filled')} token={null} onChange={() => {}} />);
    expect(await screen.findByRole('button', { name: en.listing.ended.filled.block })).toBeTruthy();
    expect(screen.getByTestId('thread-actions').textContent).not.toMatch(/buyer/i);
  });

  it('says the conversation ended with the let, to the tenant', async () => {
    const letToYou = thread({ status: 'sold', you: { role: 'buyer', name: null, emailConfirmed: true }, other: { role: 'seller', name: null } }, 'let');
    await renderRoute(<ThreadView initial={letToYou} token="t" />, { url: '/?lang=de' });
    expect((await screen.findByTestId('status-note')).textContent).toBe(de.listing.ended.let.statusBuyer);
  });
});
