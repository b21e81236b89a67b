import { gzipSync } from 'node:zlib';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The home page's first-load JavaScript (issue "Browse and search": at most 150 kB
 * gzipped): every script file the browser fetches before the page is interactive, as the
 * production server sends them, gzipped at the highest level. The document names the
 * hydration script's modules (the route manifest is inline: lazy route discovery); they
 * are followed through their static imports, since the document preloads none of them
 * (lib/script-loading.server.ts). Code loaded later on demand (dialogs, the city list,
 * location detection: dynamic imports) is not first-load.
 */
const BUDGET_BYTES = 150 * 1024;

/** The modules the document's scripts start from. */
function documentScripts(html: string, base: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) urls.add(match[1]!);
  // The inline hydration module: `import * as route0 from "…"` and `import("…entry…")`.
  for (const match of html.matchAll(/\b(?:from|import)\s*\(?\s*"([^"]+\.js)"/g)) urls.add(match[1]!);
  return [...urls].map((url) => new URL(url, base).pathname);
}

/** A module's static imports (`from"./x.js"`, `import"./x.js"`), not its dynamic `import("./x.js")`. */
function staticImports(code: string, url: string): string[] {
  return [...code.matchAll(/\b(?:from|import)\s*"([^"]+\.js)"/g)].map((match) => new URL(match[1]!, `http://host${url}`).pathname);
}

async function firstLoadBytes(request: APIRequestContext, path: string) {
  const page = await request.get(path);
  expect(page.status()).toBe(200);
  const html = await page.text();
  expect(html, 'no module preloads: the scripts load after the paint').not.toMatch(/rel="modulepreload"/);
  const pending = documentScripts(html, `http://host${path}`);
  const seen = new Set<string>();
  let total = 0;
  while (pending.length > 0) {
    const url = pending.pop()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    const body = await response.body();
    total += gzipSync(body, { level: 9 }).length;
    pending.push(...staticImports(body.toString('utf8'), url));
  }
  return { scripts: [...seen], total };
}

for (const path of ['/', '/us/newyork', '/jp/tokyo']) {
  test(`first-load JavaScript of ${path} stays within 150 kB gzipped`, async ({ request }) => {
    const { scripts, total } = await firstLoadBytes(request, path);
    test.info().annotations.push({ type: 'first-load JS', description: `${(total / 1024).toFixed(1)} kB gzipped in ${scripts.length} files` });
    // The entry, React Router and the page's own route module are all there.
    expect(scripts.some((url) => /entry\.client/.test(url))).toBe(true);
    expect(scripts.some((url) => /\/home-[\w-]+\.js$/.test(url))).toBe(true);
    // Found through the route modules' imports: the shell every page runs first.
    expect(scripts.some((url) => /\/shell-[\w-]+\.js$/.test(url))).toBe(true);
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
  });
}
