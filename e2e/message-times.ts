/**
 * A conversation's times as the server sent them and as the hydrated page shows them,
 * so a spec can check that both say the same (in the viewer's zone).
 */
import type { Page } from '@playwright/test';

/** The page's documents as the server sent them, newest last (the head script may load the page once more). */
export async function recordDocuments(page: Page, pathname: string): Promise<string[]> {
  const documents: string[] = [];
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const html = await response.text();
      documents.push(html);
      await route.fulfill({ response, body: html });
    },
  );
  return documents;
}

/** The messages' times in a document's HTML: [instant, text] in page order. */
export function timesInHtml(html: string): [string, string][] {
  return [...html.matchAll(/<time dateTime="([^"]+)"[^>]*data-testid="message-time"[^>]*>([^<]*)<\/time>/g)].map((m) => [m[1]!, m[2]!]);
}

/** The same, from the live page. */
export async function timesOnPage(page: Page): Promise<[string, string][]> {
  return page.getByTestId('message-time').evaluateAll((nodes) => nodes.map((node) => [node.getAttribute('datetime') ?? '', node.textContent ?? ''] as [string, string]));
}
