/**
 * Component tests render a component the way the app does: inside a stub root route
 * whose loader is the real root loader (the page's language and its messages) and
 * whose layout gives the I18nProvider the root layout gives every page, at a URL of the
 * test's choosing. The current location is shown under `data-testid="location"`, so a
 * test can see where a click or a submit navigated to.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo, type ReactElement } from 'react';
import { createRoutesStub, Outlet, useLocation } from 'react-router';
import { createI18n } from '../web/i18n/i18n';
import { I18nProvider } from '../web/i18n/use-translation';
import { useRootData } from '../web/lib/root-data';
import { loader as rootLoader } from '../web/root';

function RootLayout() {
  const root = useRootData()!;
  const i18n = useMemo(() => createI18n(root.language, root.messages), [root.language, root.messages]);
  const location = useLocation();
  return (
    <I18nProvider i18n={i18n}>
      <Outlet />
      <output data-testid="location">{`${location.pathname}${location.search}`}</output>
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
      loader: (args) => rootLoader({ ...args, context: { nonce: 'test', publicUrl: 'http://localhost' } } as unknown as Parameters<typeof rootLoader>[0]),
      Component: RootLayout,
      HydrateFallback: () => null,
      children: [
        { index: true, Component: () => element },
        { path, Component: () => element },
      ],
    },
  ]);
  const user = userEvent.setup();
  const result = render(<Stub initialEntries={[url]} />);
  const location = await screen.findByTestId('location');
  return {
    ...result,
    user,
    /** The path and query the router is at now. */
    location: () => location.textContent ?? '',
  };
}
