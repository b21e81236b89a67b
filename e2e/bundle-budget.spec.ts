import { gzipSync } from 'node:zlib';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The home page's first-load JavaScript (issue "Browse and search": at most 150 kB
 * gzipped): every script file the server's HTML makes the browser fetch before the page
 * is interactive (the module preloads and the entry module) as the production server
 * sends them, gzipped at the highest level. The route manifest is inline in the HTML
 * (lazy route discovery). Code loaded later on demand (dialogs, the city list, location
 * detection) is not first-load.
 */
const BUDGET_BYTES = 150 * 1024;

function firstLoadScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)) {
    const href = /\bhref="([^"]+)"/.exec(match[0])?.[1];
    if (href) urls.add(href);
  }
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) urls.add(match[1]!);
  for (const match of html.matchAll(/\bimport\s*\(?\s*"([^"]+\.js)"/g)) urls.add(match[1]!);
  return [...urls];
}

async function firstLoadBytes(request: APIRequestContext, path: string) {
  const page = await request.get(path);
  expect(page.status()).toBe(200);
  const scripts = firstLoadScripts(await page.text());
  let total = 0;
  for (const url of scripts) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    total += gzipSync(await response.body(), { level: 9 }).length;
  }
  return { scripts, total };
}

for (const path of ['/', '/us/newyork', '/jp/tokyo']) {
  test(`first-load JavaScript of ${path} stays within 150 kB gzipped`, async ({ request }) => {
    const { scripts, total } = await firstLoadBytes(request, path);
    test.info().annotations.push({ type: 'first-load JS', description: `${(total / 1024).toFixed(1)} kB gzipped in ${scripts.length} files` });
    // The entry, React Router and the page's own route module are all there.
    expect(scripts.some((url) => /entry\.client/.test(url))).toBe(true);
    expect(scripts.some((url) => /\/home-[\w-]+\.js$/.test(url))).toBe(true);
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
  });
}
