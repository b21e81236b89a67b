/**
 * Component tests render a component the way the app does: inside a stub root route
 * whose loader is the real root loader (the page's language; its messages are on hand, as on the server) and
 * whose layout gives the I18nProvider the root layout gives every page, at a URL of the
 * test's choosing.
 *
 * Navigations settle after the event that starts them, later still on a busy machine,
 * so a test waits for where it expects to arrive (`navigatedTo`). To show that something
 * did NOT navigate, it does something that does, waits for that, and checks the list of
 * places the router has been (`visited`): navigations are handled in order, so one that
 * had been started earlier would be in the list.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useMemo, type ReactElement } from 'react';
import { createRoutesStub, Outlet, useLocation } from 'react-router';
import { expect } from 'vitest';
import { createI18n } from '../i18n/i18n';
import { catalogueOf } from '../web/i18n/catalogue';
import { I18nProvider } from '../web/i18n/use-translation';
import { useRootData } from '../web/lib/root-data';
import { loader as rootLoader } from '../web/root';

let visited: string[] = [];

function RootLayout() {
  const root = useRootData()!;
  const i18n = useMemo(() => createI18n(root.language, catalogueOf(root.language)), [root.language]);
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  useEffect(() => {
    visited.push(here);
  }, [here, location.key]);
  return (
    <I18nProvider i18n={i18n}>
      <Outlet />
      <output data-testid="location">{here}</output>
    </I18nProvider>
  );
}

export interface RenderRouteOptions {
  /** Where the page is, e.g. `/us/newyork?q=lamp`. */
  url?: string;
  /** The route pattern the component is rendered at (`:country/:city` for a city page). */
  path?: string;
}

export async function renderRoute(element: ReactElement, { url = '/', path = '*' }: RenderRouteOptions = {}) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      // The real root loader, with what the server's load context would give it.
      loader: (args) =>
        rootLoader({ ...args, context: { nonce: 'test', publicUrl: 'http://localhost' } } as unknown as Parameters<typeof rootLoader>[0]),
      Component: RootLayout,
      HydrateFallback: () => null,
      children: [
        { index: true, Component: () => element },
        { path, Component: () => element },
      ],
    },
  ]);
  visited = [];
  const user = userEvent.setup();
  const result = render(<Stub initialEntries={[url]} />);
  const location = await screen.findByTestId('location');
  const current = () => location.textContent ?? '';
  return {
    ...result,
    user,
    /** The path and query the router is at now. */
    location: current,
    /** Waits until the router has arrived at `expected` (path and query). */
    // Also until the layout's effect has noted it: the text is there a moment before, and a
    // busy machine can run the test's next line in that moment.
    navigatedTo: (expected: string) =>
      waitFor(() => {
        expect(current()).toBe(expected);
        expect(visited.at(-1)).toBe(expected);
      }),
    /** Every path and query the router has been at, the first one included. */
    visited: () => [...visited],
  };
}
