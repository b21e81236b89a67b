import { screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, Outlet, StaticRouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MESSAGE_WARNING_CODES } from '../../../domain/conversations/screening/message-warnings';
import { threadEventSchema } from '../../../domain/conversations/conversation-schemas';
import { renderRoute } from '../../../testing/render-route';
import de from '../../../i18n/locales/de.json';
import { createI18n } from '../../../i18n/i18n';
import { catalogueOf } from '../../i18n/catalogue';
import { I18nProvider } from '../../i18n/use-translation';
import { useRootData } from '../../lib/root-data';
import { ViewerTimeProvider, type ViewerTime } from '../../lib/viewer-time';
import { loader as rootLoader } from '../../root';
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
    endWord: 'sold',
    advertiserWord: 'seller',
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
    // The thread is about an item: its events are said in the words of a sale (listing.ended.sold.*).
    const sold = de.listing.ended.sold;
    const said: Record<(typeof threadEventSchema.options)[number], string> = {
      sold_to_you: sold.eventToYou,
      marked_sold: sold.eventMarked,
      sold_to_other: sold.eventToOther,
      blocked: sold.blockedEvent,
    };
    for (const [index, event] of threadEventSchema.options.entries()) expect(shown[index]!.textContent).toContain(said[event]);
    // Nothing fell back to a key.
    expect(list.textContent).not.toMatch(/conversation\.|listing\./);
  });
});

/**
 * The page as the server writes it (a static render of the route, as entry.server does):
 * what the reader sees before any script runs.
 */
async function serverHtml(element: React.ReactElement, url: string): Promise<string> {
  function Root() {
    const root = useRootData()!;
    const i18n = createI18n(root.language, catalogueOf(root.language));
    return (
      <I18nProvider i18n={i18n}>
        <Outlet />
      </I18nProvider>
    );
  }
  const handler = createStaticHandler([
    {
      id: 'root',
      path: '/',
      loader: (args) => rootLoader({ ...args, context: { nonce: 'test', publicUrl: 'http://localhost' } } as unknown as Parameters<typeof rootLoader>[0]),
      Component: Root,
      children: [{ index: true, Component: () => element }],
    },
  ]);
  const context = await handler.query(new Request(`http://localhost${url}`));
  if (context instanceof Response) throw new Error(`The root answered ${context.status}`);
  return renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />);
}

/** The messages' times and bodies in the order a reader meets them. */
function timesIn(html: string): { time: string; body: string }[] {
  const document = new DOMParser().parseFromString(html, 'text/html');
  return [...document.querySelectorAll('[data-testid="message"], [data-testid="system-event"]')].map((node) => ({
    time: node.querySelector('[data-testid="message-time"]')?.textContent ?? '',
    body: node.querySelector('[data-testid="message-body"]')?.textContent ?? node.textContent ?? '',
  }));
}

describe('the times of a thread, as the reader lives them', () => {
  // A New York seller's evening: the question came at 18:30 there (23:30 UTC), the answer at 19:10 (00:10 UTC the next day).
  const question = message({ id: 'q', author: 'other', body: 'Is it still available?', createdAt: '2026-12-01T23:30:00.000Z' });
  const answer = message({ id: 'a', author: 'you', body: 'Yes, it is.', createdAt: '2026-12-02T00:10:00.000Z' });
  const newYork: ViewerTime = { timeZone: 'America/New_York', viewers: true, cityLocale: 'en-US' };
  const list = (viewer: ViewerTime) => (
    <ViewerTimeProvider value={viewer}>
      {/* Handed over out of order: a reply the page added after sending, say. */}
      <MessageList thread={thread([answer, question])} />
    </ViewerTimeProvider>
  );

  it('writes them in the viewer’s zone and the page’s language on the server, ordered by instant', async () => {
    expect(timesIn(await serverHtml(list(newYork), '/?lang=en'))).toEqual([
      { time: expect.stringMatching(/^Dec 1, 2026, 6:30\sPM$/), body: 'Is it still available?' },
      { time: expect.stringMatching(/^Dec 1, 2026, 7:10\sPM$/), body: 'Yes, it is.' },
    ]);
    expect(timesIn(await serverHtml(list(newYork), '/?lang=de'))).toEqual([
      { time: '1. Dez. 2026, 18:30', body: 'Is it still available?' },
      { time: '1. Dez. 2026, 19:10', body: 'Yes, it is.' },
    ]);
    // Tokyo reads the same instants on the next morning, in Japanese.
    const tokyo: ViewerTime = { timeZone: 'Asia/Tokyo', viewers: true, cityLocale: 'ja-JP' };
    expect(timesIn(await serverHtml(list(tokyo), '/?lang=ja')).map((m) => m.time)).toEqual(['2026年12月2日 8:30', '2026年12月2日 9:10']);
  });

  it('writes the same text in the browser as on the server', async () => {
    const html = await serverHtml(list(newYork), '/?lang=en');
    await renderRoute(list(newYork), { url: '/?lang=en' });
    const shown = await screen.findByTestId('messages');
    expect(timesIn(shown.outerHTML)).toEqual(timesIn(html));
  });

  it('names the zone when the reader’s own is not known (the city’s, or UTC)', async () => {
    const guessed: ViewerTime = { timeZone: 'UTC', viewers: false, cityLocale: null };
    expect(timesIn(await serverHtml(list(guessed), '/?lang=en')).map((m) => m.time)).toEqual([
      expect.stringMatching(/^Dec 1, 2026, 11:30\sPM UTC$/),
      expect.stringMatching(/^Dec 2, 2026, 12:10\sAM UTC$/),
    ]);
  });
});
