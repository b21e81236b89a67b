/**
 * Each language's interface text, kept outside the pages' loader data (#16). In the
 * document it cost 64 kB of the 93 kB the root's data took, serialised by the server on
 * every render and parsed by the browser on every load, though it only changes with a
 * deploy. Now the browser fetches it once, from an address that names its content
 * (`/i18n/en.<hash>.json`, kept for a year), and keeps it here:
 *
 * - on the server, `messages.server.ts` puts every language here when it loads;
 * - in the browser, `entry.client.tsx` loads the page's language before hydrating (the
 *   document's head preloads it beside the scripts), and the root waits for another's
 *   (React's `use`) before the page switches to it.
 *
 * Components and `meta` functions read it through `catalogueOf`.
 */
import type { Messages } from '../../i18n/i18n';
import type { Language } from '../../i18n/languages';

const catalogues = new Map<string, Messages>();
const loading = new Map<string, Promise<void>>();

export function provideCatalogue(language: Language, messages: Messages): void {
  catalogues.set(language, messages);
}

/** The language's text once it is here, else null (then keys stand for their words). */
export function catalogueOf(language: string): Messages | null {
  return catalogues.get(language) ?? null;
}

/** Fetches a language's text from its address unless it is already here. Rejects when it cannot be had. */
export function loadCatalogue(language: string, url: string): Promise<void> {
  if (catalogues.has(language)) return Promise.resolve();
  let pending = loading.get(url);
  if (!pending) {
    pending = fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`The interface text answered ${response.status}`);
        return response.json() as Promise<Messages>;
      })
      .then((messages) => void catalogues.set(language, messages))
      .finally(() => loading.delete(url));
    loading.set(url, pending);
  }
  return pending;
}

/** The head's preload of the page's text carries this attribute, so the entry finds its address. */
export const CATALOGUE_LINK_ATTRIBUTE = 'data-catalogue';
