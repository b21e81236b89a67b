import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGE_WARNING_CODES } from '../../../domain/conversations/screening/message-warnings';
import { threadEventSchema } from '../../../domain/conversations/conversation-schemas';
import { renderRoute } from '../../../testing/render-route';
import de from '../../../i18n/locales/de.json';
import { MessageList } from './message-list';
import type { MessageView, Thread } from './thread-types';

/**
 * The messages as text only, whatever they contain, and every state, warning and event
 * in the reader's words (the browser journey meets only the ones its story brings).
 */
const HOSTILE =
  '<script>alert(1)</script>\n<img src=x onerror=alert(2)>\n\u202Eevil\nhttps://pay.example.net/x <a href="https://evil.example">click</a>';

const message = (overrides: Partial<MessageView>): MessageView => ({
  id: Math.random().toString(36).slice(2),
  author: 'other',
  body: 'Hello',
  event: null,
  via: 'web',
  state: 'delivered',
  warnings: [],
  createdAt: '2026-11-24T14:00:00.000Z',
  ...overrides,
});

const thread = (messages: MessageView[]): Thread => ({
  id: 'c1',
  status: 'open',
  you: { role: 'seller', name: null, emailConfirmed: true },
  other: { role: 'buyer', name: '\u202EAlex' },
  listing: {
    id: 'l1',
    title: 'Bookcase',
    price: '120.00',
    priceUnit: null,
    currency: 'EUR',
    image: null,
    path: '/listing/l1',
    cityPath: '/uk/london',
    takesMessages: true,
  },
  messages,
  canReply: true,
  unread: 0,
});

describe('the messages of a thread', () => {
  it('shows hostile text as text: no element made of it, no link, each message its own bidi island', async () => {
    const { container } = await renderRoute(
      <MessageList thread={thread([message({ body: HOSTILE, warnings: ['link'] }), message({ author: 'you', body: HOSTILE })])} />,
    );
    const list = await screen.findByTestId('messages');
    expect(list.querySelectorAll('script, img, a, iframe')).toHaveLength(0);
    const bodies = within(list).getAllByTestId('message-body');
    expect(bodies.map((body) => body.textContent)).toEqual([HOSTILE, HOSTILE]);
    for (const body of bodies) expect(body.getAttribute('dir')).toBe('auto');
    // The other's name is isolated too, so an override in it stays inside it.
    expect(container.querySelector('[data-testid="message-author"] bdi')?.textContent).toBe('\u202EAlex');
  });

  it('says every delivery state, warning and event in the reader’s language', async () => {
    const states = (['awaiting_confirmation', 'held', 'delivered', 'read'] as const).map((state) => message({ author: 'you', state }));
    const warned = message({ warnings: [...MESSAGE_WARNING_CODES] });
    const events = threadEventSchema.options.map((event) => message({ author: 'system', body: '', event, via: 'system' }));
    await renderRoute(<MessageList thread={thread([...states, warned, ...events])} />, { url: '/?lang=de' });
    const list = await screen.findByTestId('messages');
    expect(
      within(list)
        .getAllByTestId('message-state')
        .map((node) => node.textContent),
    ).toEqual(states.map((m) => de.conversation.state[m.state]));
    const warnings = within(list).getByTestId('message-warnings');
    for (const code of MESSAGE_WARNING_CODES)
      expect(warnings.querySelector(`[data-warning="${code}"]`)?.textContent).toBe(de.conversation.warning[code]);
    const shown = within(list).getAllByTestId('system-event');
    expect(shown.map((node) => node.dataset.event)).toEqual([...threadEventSchema.options]);
    for (const [index, event] of threadEventSchema.options.entries()) expect(shown[index]!.textContent).toContain(de.conversation.event[event]);
    // Nothing fell back to a key.
    expect(list.textContent).not.toMatch(/conversation\./);
  });
});
