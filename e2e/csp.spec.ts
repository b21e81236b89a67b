import type { Page } from '@playwright/test';
import { expect, field, hydrated, openPostAd, postAdButton, screenshot, test } from './fixtures';

/**
 * The pages keep to their own Content-Security-Policy (no 'unsafe-eval', scripts only
 * with the page's nonce). Chromium reports every refused script or string evaluation as
 * a `securitypolicyviolation` event, even when the page catches the error (Zod's
 * `new Function` probe did) — so a violation here is one a visitor's browser reports too.
 */

interface Violation {
  directive: string;
  blocked: string;
  source: string;
  sentinel: boolean;
}

type Watched = Window & { __cspViolations?: Violation[] };

/** Records the page's CSP violations from its first script on, on every page load. */
async function watchCsp(page: Page): Promise<string[]> {
  await page.addInitScript(() => {
    const list: Violation[] = [];
    (window as Watched).__cspViolations = list;
    document.addEventListener('securitypolicyviolation', (event) => {
      list.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
        sentinel: event.target instanceof HTMLElement && event.target.dataset.cspSentinel === 'true',
      });
    });
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) consoleErrors.push(message.text());
  });
  return consoleErrors;
}

/**
 * The violations this page has reported so far. Reports arrive as queued events, so the
 * page is made to break its policy once on purpose (an inline script without the nonce):
 * once that report is in, every earlier one is too — no waiting for a fixed time. The
 * deliberate one also shows the watch works.
 */
async function violationsOf(page: Page): Promise<Violation[]> {
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.dataset.cspSentinel = 'true';
    script.textContent = 'void 0';
    document.body.append(script);
  });
  await expect.poll(() => page.evaluate(() => ((window as Watched).__cspViolations ?? []).some((v) => v.sentinel))).toBe(true);
  return page.evaluate(() => ((window as Watched).__cspViolations ?? []).filter((v) => !v.sentinel));
}

/** Console CSP errors other than the deliberate inline script's. */
function unexpected(consoleErrors: string[]): string[] {
  return consoleErrors.filter((text) => !/inline script/i.test(text));
}

test('the manage, home, listing and Post New Ad pages run without breaking their Content-Security-Policy', async ({ page, postListing }) => {
  test.slow();
  const consoleErrors = await watchCsp(page);
  const { id, manageUrl } = await postListing({ city: 'london', title: 'Pine wardrobe' });

  // The manage page: loaded, then its form checked by the same rules as posting.
  const response = await page.goto(manageUrl);
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-/);
  expect(response?.headers()['content-security-policy']).not.toContain('unsafe-eval');
  const edit = page.getByRole('region', { name: 'Edit your ad' });
  const save = edit.getByRole('button', { name: 'Save changes' });
  await hydrated(save);
  await field(edit, 'Title').fill('');
  await save.click();
  await expect(edit.getByTestId('error-title')).toBeVisible();
  await screenshot(page, 'manage-csp-1366');
  expect(await violationsOf(page), 'manage page').toEqual([]);

  await page.goto('/');
  await hydrated(page);
  expect(await violationsOf(page), 'home page').toEqual([]);

  await page.goto(`/uk/london/listing/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pine wardrobe');
  await hydrated(page);
  expect(await violationsOf(page), 'listing page').toEqual([]);

  // The Post New Ad dialog, its form checked once with nothing filled in.
  const dialog = await openPostAd(page);
  await postAdButton(dialog).click();
  await expect(dialog.getByText('Choose a category')).toBeVisible();
  expect(await violationsOf(page), 'Post New Ad dialog').toEqual([]);

  expect(unexpected(consoleErrors)).toEqual([]);
});
