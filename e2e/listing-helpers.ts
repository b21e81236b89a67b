/**
 * Helpers for the posting and listing specs: images made on the spot with sharp, and
 * listings created through the API (the same calls the browser makes).
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';

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

export interface ListingBody {
  title: string;
  description: string;
  price: string;
  category: string;
  subcategory: string;
  condition: string;
  neighborhood: string;
  contactEmail: string;
  deliveryAvailable: boolean;
  priceNegotiable: boolean;
  city?: string;
}

export function listingBody(overrides: Partial<ListingBody> = {}): ListingBody {
  return {
    title: `Oak bookcase ${Math.random().toString(36).slice(2, 8)}`,
    description: 'Solid oak, five shelves.\nCollect from the porch.',
    price: '120',
    category: 'for-sale',
    subcategory: 'furniture',
    condition: 'good',
    neighborhood: 'mission',
    contactEmail: 'seller@example.com',
    deliveryAvailable: false,
    priceNegotiable: false,
    ...overrides,
  };
}

/** Uploads one image as the request context's visitor; answers its full-size URL. */
export async function uploadThroughApi(request: APIRequestContext, file: TestFile): Promise<string> {
  const signed = await request.post('/api/objects/upload');
  expect(signed.status()).toBe(200);
  const { uploadURL } = (await signed.json()) as { uploadURL: string };
  const put = await request.put(uploadURL, { data: file.buffer, headers: { 'Content-Type': file.mimeType } });
  expect(put.status()).toBe(200);
  return ((await put.json()) as { url: string }).url;
}

/** Posts a listing (with images when given) through the API. */
export async function createListing(request: APIRequestContext, overrides: Partial<ListingBody> = {}, files: TestFile[] = []) {
  const body = listingBody(overrides);
  const created = await request.post('/api/listings', { data: body });
  expect(created.status()).toBe(201);
  const { id, manageUrl } = (await created.json()) as { id: string; manageUrl: string };
  const images: string[] = [];
  for (const file of files) images.push(await uploadThroughApi(request, file));
  if (images.length > 0) {
    const attached = await request.put(`/api/listings/${id}/images`, { data: { imageURLs: images } });
    expect(attached.status()).toBe(200);
  }
  return { id, manageUrl, body, images };
}

/** React has attached its handlers to this element, so clicks reach React. */
export async function hydrated(locator: Locator) {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))))
    .toBe(true);
}

export async function screenshot(page: Page, name: string) {
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
