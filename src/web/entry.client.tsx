/**
 * React Router's browser entry, which first loads the page's words (i18n/catalogue.ts):
 * the server rendered them, and hydrating without them would replace every word with
 * its key. The head preloads them beside the scripts, so this rarely waits.
 */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { CATALOGUE_LINK_ATTRIBUTE, loadCatalogue } from './i18n/catalogue';

/**
 * Hydration starts once the server's page has been painted: the first frame shows the
 * listings, and the work of hydrating (most of a page's script time on a phone) comes
 * after it rather than in front of it (ADR 020).
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

async function hydrate() {
  await afterFirstPaint();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

const link = document.querySelector<HTMLLinkElement>(`link[${CATALOGUE_LINK_ATTRIBUTE}]`);
if (link) {
  // Without its words the page stays as the server sent it (links and forms still work):
  // better than a page of keys.
  loadCatalogue(document.documentElement.lang, link.href).then(hydrate, (error: unknown) => console.error(error));
} else {
  void hydrate();
}
