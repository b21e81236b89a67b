/**
 * What the specs share: `test` with Cityboard's fixtures, `expect`, and small helpers.
 * Specs import `test` and `expect` from here, not from @playwright/test.
 *
 * Fixtures:
 * - `postListing`: posts a listing (with images) through the API, as the `request`
 *   fixture's visitor, the same calls the browser makes.
 * - `postAsSellers`: realistic ads (the demo generator's) posted by several new visitors,
 *   a few each, as honest sellers do (one visitor posting dozens is held by screening).
 * - `axe`: the serious and critical accessibility problems on the page, one line each.
 * - `outbox`: the mail the server "sent" (e2e/outbox.ts).
 * - `toasts`: every toast the page showed, recorded when it appeared, so a test can check
 *   one after it closed by itself (toasts close after 5 s).
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { buildListingInput } from '../src/demo/listing-factory';
import { honestListingBody } from '../src/testing/honest-listing';
import type { ListingFormValues } from '../src/domain/listings/listing-schemas';
import { confirmationLink, mailsTo } from './outbox';

export { expect };

// ── Files ────────────────────────────────────────────────────────────────────────────

export interface TestFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A plain-coloured PNG. */
export async function pngFile(name: string, width: number, height: number, background: { r: number; g: number; b: number }): Promise<TestFile> {
  const buffer = await sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** A 12-megapixel phone-like photo, over 5 MB as it comes from the camera. */
export async function bigPhoto(name = 'camera-photo.jpg'): Promise<TestFile> {
  const width = 4000;
  const height = 3000;
  const raw = Buffer.alloc(width * height * 3);
  let seed = 7;
  const random = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const noise = (random() - 0.5) * 40;
      raw[i] = Math.max(0, Math.min(255, (x / width) * 200 + noise));
      raw[i + 1] = Math.max(0, Math.min(255, (y / height) * 200 + noise));
      raw[i + 2] = Math.max(0, Math.min(255, 120 + noise));
    }
  }
  const buffer = await sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 100 }).toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

// ── Listings through the API ─────────────────────────────────────────────────────────

/** A plain, honest ad: an oak bookcase with a random suffix, unless told otherwise. */
export function listingBody(overrides: ListingOverrides = {}): ListingFormValues {
  return { ...honestListingBody(`Oak bookcase ${Math.random().toString(36).slice(2, 8)}`), ...overrides };
}

/**
 * A word of letters that no demo ad and no other test uses: a search for it finds only
 * the ads of the test that made it, whatever other tests post meanwhile.
 */
export function uniqueWord(stem = 'quokka'): string {
  const letters = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
  return `${stem}${letters}`;
}

/** Uploads one image as the request context's visitor; answers its full-size URL. */
export async function uploadThroughApi(request: APIRequestContext, file: TestFile): Promise<string> {
  const signed = await request.post('/api/objects/upload', { data: { contentType: file.mimeType, bytes: file.buffer.length } });
  expect(signed.status()).toBe(200);
  const { uploadURL } = (await signed.json()) as { uploadURL: string };
  const put = await request.put(uploadURL, { data: file.buffer, headers: { 'Content-Type': file.mimeType } });
  expect(put.status()).toBe(200);
  return ((await put.json()) as { url: string }).url;
}

/** What a test says about an ad it posts; the rest is filled in. */
export type ListingOverrides = Partial<ListingFormValues>;

export interface PostedListing {
  id: string;
  manageUrl: string;
  body: ListingFormValues;
  images: string[];
}

/** Posts a listing (with images when given) through the API as `request`'s visitor. */
export async function createListing(request: APIRequestContext, overrides: ListingOverrides = {}, files: TestFile[] = []): Promise<PostedListing> {
  const body = listingBody(overrides);
  const created = await request.post('/api/listings', { data: body });
  expect(created.status(), `posting "${body.title}"`).toBe(201);
  const { id, manageUrl } = (await created.json()) as { id: string; manageUrl: string };
  const images: string[] = [];
  for (const file of files) images.push(await uploadThroughApi(request, file));
  if (images.length > 0) {
    const attached = await request.put(`/api/listings/${id}/images`, { data: { imageURLs: images } });
    expect(attached.status()).toBe(200);
  }
  return { id, manageUrl, body, images };
}

// ── Pages ────────────────────────────────────────────────────────────────────────────

/**
 * React has taken over: for a page, the footer says so (`data-hydrated`); for an
 * element, React has attached its handlers to it, so clicks and typing reach React.
 */
export async function hydrated(target: Page | Locator): Promise<void> {
  if ('goto' in target) {
    await expect(target.locator('footer[data-hydrated="true"]')).toBeAttached();
    return;
  }
  await expect
    .poll(() => target.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))))
    .toBe(true);
}

/** A form field by its exact label. */
export function field(scope: Locator | Page, label: string): Locator {
  return scope.getByLabel(label, { exact: true });
}

/** What a seller types into the Post New Ad form. */
export interface PostAdValues {
  category: string;
  subcategory?: string;
  title: string;
  price: string;
  description: string;
  neighborhood: string;
  condition?: string;
  contactEmail: string;
  delivery?: boolean;
  negotiable?: boolean;
  /** The city an ad posted from a page without one goes to (its subdomain); New York when not said. */
  city?: string;
}

/** Opens the Post New Ad dialog through its URL, ready to type into. */
export async function openPostAd(page: Page, path = '/?post=1'): Promise<Locator> {
  await page.goto(path);
  const dialog = page.getByRole('dialog', { name: 'Post New Ad' });
  await expect(dialog).toBeVisible();
  await hydrated(field(dialog, 'Title'));
  return dialog;
}

export async function fillPostAd(dialog: Locator, values: PostAdValues): Promise<void> {
  // A page without a city (the global home) asks which city the ad is for.
  const city = dialog.getByTestId('post-ad-city');
  if ((await city.count()) > 0) await city.selectOption(values.city ?? 'newyork');
  await field(dialog, 'Category').selectOption(values.category);
  if (values.subcategory) await field(dialog, 'Subcategory').selectOption(values.subcategory);
  await field(dialog, 'Title').fill(values.title);
  await field(dialog, 'Price').fill(values.price);
  await field(dialog, 'Description').fill(values.description);
  await field(dialog, 'Local Area/Neighborhood').fill(values.neighborhood);
  if (values.condition) await field(dialog, 'Condition').selectOption(values.condition);
  await field(dialog, 'Contact Email').fill(values.contactEmail);
  if (values.delivery) await field(dialog, 'Delivery available').check();
  if (values.negotiable) await field(dialog, 'Price negotiable').check();
}

export function postAdButton(dialog: Locator): Locator {
  return dialog.getByRole('button', { name: 'Post Ad', exact: true });
}

type Marked = Window & { __cityboardMarker?: true };

/** Marks the window: `sameDocument` stays true through client-side navigations, false after a page load. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as Marked).__cityboardMarker = true;
  });
}

export async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as Marked).__cityboardMarker === true);
}

/** The "Showing N …" total of a results list. */
export async function resultsCount(page: Page): Promise<number> {
  const text = (await page.getByTestId('results-count').textContent()) ?? '';
  return Number(text.match(/[\d,]+/)?.[0].replace(/,/g, ''));
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${process.env.E2E_OUTPUT ?? 'test-results'}/screens/${name}.png`, fullPage: false });
}

/** Collects React hydration complaints (server and browser rendered different markup). */
export function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|did not match/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (/hydrat|Minified React error #4(18|19|23|25)/i.test(error.message)) problems.push(error.message);
  });
  return problems;
}

// ── Fixtures ─────────────────────────────────────────────────────────────────────────

export interface ShownToast {
  /** Title and description, spaces collapsed. */
  text: string;
  variant: string;
}

export interface Toasts {
  /** Waits until a toast containing every one of `parts` has been shown (it may have closed since). */
  shown(...parts: (string | RegExp)[]): Promise<ShownToast>;
  all(): readonly ShownToast[];
}

export type PostListing = (overrides?: ListingOverrides, files?: TestFile[]) => Promise<PostedListing>;

interface Fixtures {
  postListing: PostListing;
  postAsSellers: (ads: ListingOverrides[], options?: { perSeller?: number }) => Promise<PostedListing[]>;
  axe: (include?: string) => Promise<string[]>;
  outbox: { mailsTo: typeof mailsTo; confirmationLink: typeof confirmationLink };
  toasts: Toasts;
}

const matches = (text: string, part: string | RegExp) => (typeof part === 'string' ? text.includes(part) : part.test(text));

// A fixture hands its value on with `provide` (Playwright's `use`, renamed: it is not a React hook).
export const test = base.extend<Fixtures>({
  postListing: async ({ request }, provide) => {
    await provide((overrides = {}, files = []) => createListing(request, overrides, files));
  },

  postAsSellers: async ({ playwright, baseURL }, provide) => {
    await provide(async (ads, { perSeller = 3 } = {}) => {
      const posted: PostedListing[] = [];
      for (let start = 0; start < ads.length; start += perSeller) {
        const seller = await playwright.request.newContext({ baseURL });
        try {
          for (const ad of ads.slice(start, start + perSeller)) posted.push(await createListing(seller, buildListingInput(ad)));
        } finally {
          await seller.dispose();
        }
      }
      return posted;
    });
  },

  axe: async ({ page }, provide) => {
    await provide(async (include) => {
      const builder = include ? new AxeBuilder({ page }).include(include) : new AxeBuilder({ page });
      return (await builder.analyze()).violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
    });
  },

  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
  outbox: async ({}, provide) => {
    await provide({ mailsTo, confirmationLink });
  },

  toasts: async ({ page }, provide) => {
    const shown: ShownToast[] = [];
    await page.exposeFunction('__cityboardToastShown', (toast: ShownToast) => void shown.push(toast));
    await page.addInitScript(() => {
      const recorded = new WeakSet<Element>();
      const report = (toast: { text: string; variant: string }) =>
        (window as unknown as { __cityboardToastShown: (toast: { text: string; variant: string }) => Promise<void> }).__cityboardToastShown(toast);
      new MutationObserver(() => {
        for (const element of document.querySelectorAll<HTMLElement>('[data-testid="toast"]')) {
          const text = (element.textContent ?? '').trim();
          if (recorded.has(element) || !text) continue;
          recorded.add(element);
          void report({ text: element.innerText.replace(/\s+/g, ' ').trim(), variant: element.dataset.variant ?? 'default' });
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const find = (parts: (string | RegExp)[]) => shown.find((toast) => parts.every((part) => matches(toast.text, part)));
    await provide({
      async shown(...parts) {
        await expect.poll(() => find(parts), { message: `a toast with ${parts.map(String).join(' and ')}` }).toBeTruthy();
        return find(parts)!;
      },
      all: () => shown,
    });
  },
});
