/**
 * Stored XSS, round trip: hostile titles, descriptions and neighbourhoods posted through
 * the API (and approved, so they are public), then the listing page, a results page, the
 * RSS feed and the listing's JSON-LD opened in Chromium. Every payload calls alert() or
 * requests /xss-marker/<id> on the server: a dialog or such a request means it ran (or
 * that markup got through). JSON-LD must parse and carry the title as data.
 */
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { excerpt } from './http';
import { approve, honestListing, postListing, signInReviewer, type Posted } from './listings';
import { recordPart, type Finding } from './report';
import { settings } from './settings';

const base = inject('robustnessUrl');

/** Payload templates; `M` becomes the marker URL of the payload's place. */
const PAYLOADS = [
  `<script>alert(1);fetch('M')</script>`,
  `"><img src=x onerror="alert(1);fetch('M')">`,
  `</script><script>alert(1);fetch('M')</script>`,
  `'><svg onload=alert(1)><img src='M'>`,
  `<a href="javascript:alert(1);fetch('M')">javascript:alert(1)</a>`,
  `{{constructor.constructor('alert(1)')()}}<img src="M">`,
  '${alert(1)}#{alert(1)}<img src="M">',
  `]]><script xmlns="http://www.w3.org/1999/xhtml">alert(1)</script><![CDATA[`,
  `</title><script>alert(1)</script><iframe src="M">`,
  `<style>@import 'M';</style><!--`,
  `\u2028\u2029</script><script>fetch('M')</script>`,
  `<img src=M onerror=alert(1)//`,
];

interface HostileListing extends Posted {
  title: string;
  payload: number;
}

describe('stored XSS round trips in Chromium', () => {
  const word = `zyxwq${settings.seed.toString(36)}`;
  const posted: HostileListing[] = [];
  const refused: Finding[] = [];
  let browser: Browser;

  beforeAll(async () => {
    const reviewer = await signInReviewer(base);
    const count = Math.min(settings.xssListings, PAYLOADS.length);
    for (let index = 0; index < count; index++) {
      const marker = (place: string) => `${base}/xss-marker/${index}${place}`;
      const payload = (place: string) => PAYLOADS[index]!.replaceAll('M', marker(place));
      const body = {
        ...honestListing(word),
        title: `Oak bookcase ${word} ${payload('t')}`.slice(0, 100),
        description: `Solid oak, five shelves. ${payload('d')}\nCollect from the porch.`,
        neighborhood: payload('n').slice(0, 100),
      };
      try {
        const listing = await postListing(base, body);
        posted.push({ ...listing, title: body.title.trim(), payload: index });
      } catch (error) {
        // Refusing a payload is safe; it is listed so the report shows what was not tried.
        refused.push({ kind: 'refused', method: 'POST', path: '/api/listings', body: excerpt(JSON.stringify(body), 200), note: (error as Error).message.slice(0, 200) });
      }
    }
    await approve(base, reviewer, posted.filter((listing) => listing.moderationStatus !== 'approved').map((listing) => listing.id));
    browser = await chromium.launch({ executablePath: settings.chromium, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('runs no payload on the listing pages, results, feed and JSON-LD', async () => {
    const executed: Finding[] = [];
    const jsonLd: Finding[] = [];
    const context = await browser.newContext();
    let current = '';
    context.on('request', (request) => {
      if (request.url().includes('/xss-marker/')) executed.push({ kind: 'xssPayloadsExecuted', method: 'GET', path: current, note: `requested ${request.url()}` });
    });
    const page = await context.newPage();
    // A page whose own scripts the Content-Security-Policy blocks is broken for everyone.
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) jsonLd.push({ kind: 'csp', method: 'GET', path: current, note: message.text().slice(0, 300) });
    });
    page.on('dialog', (dialog) => {
      executed.push({ kind: 'xssPayloadsExecuted', method: 'GET', path: current, note: `dialog "${dialog.message()}"` });
      void dialog.dismiss();
    });
    const open = async (path: string) => {
      current = path;
      const response = await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
      expect(response?.status(), path).toBeLessThan(500);
    };

    // The detectors themselves: a page that does run a payload must be caught by both.
    current = 'self-test';
    await page.setContent(`<img src="${base}/xss-marker/self-test"><script>alert('self-test')</script>`, { waitUntil: 'networkidle' });
    const caught = executed.splice(0).map((finding) => finding.note);
    expect(caught.length, `the detectors caught: ${JSON.stringify(caught)}`).toBe(2);

    for (const [index, listing] of posted.entries()) {
      await open(`/listing/${listing.id}`);
      const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
      const names: unknown[] = [];
      for (const text of scripts) {
        try {
          collectNames(JSON.parse(text), names);
        } catch (error) {
          jsonLd.push({ kind: 'jsonLd', method: 'GET', path: current, response: excerpt(text, 300), note: `JSON-LD does not parse: ${(error as Error).message}` });
        }
      }
      if (!names.includes(listing.title)) {
        jsonLd.push({ kind: 'jsonLd', method: 'GET', path: current, note: `no JSON-LD name equals the title ${JSON.stringify(listing.title)}; names: ${JSON.stringify(names).slice(0, 300)}` });
      }
      if (index < 3) await open(`/manage/${listing.id}/${listing.token}`);
    }
    await open(`/?q=${word}`);
    const shown = await page.getByText(word).count();
    await open(`/for-sale?q=${word}`);
    await open(`/feeds/listings.xml?q=${word}`);
    const feedBroken = await page.evaluate(() => document.getElementsByTagName('parsererror').length > 0);
    if (feedBroken) jsonLd.push({ kind: 'feed', method: 'GET', path: current, note: 'the RSS feed is not well-formed XML' });
    await context.close();

    recordPart('xss', { requestsSent: posted.length + Math.min(3, posted.length) + 3, xssPayloadsExecuted: executed.length }, [...executed, ...jsonLd, ...refused]);
    expect(posted.length, `payloads stored: refusals ${JSON.stringify(refused)}`).toBeGreaterThan(0);
    expect(shown, `the results page for "${word}" lists the hostile listings`).toBeGreaterThan(0);
    expect(executed, 'payloads that ran (dialogs, marker requests)').toEqual([]);
    expect(jsonLd, 'JSON-LD, feed and Content-Security-Policy problems').toEqual([]);
  });
});

/** Every `name` in a JSON-LD value, however deep. */
function collectNames(value: unknown, names: unknown[]): void {
  if (Array.isArray(value)) return value.forEach((item) => collectNames(item, names));
  if (typeof value !== 'object' || value === null) return;
  for (const [key, entry] of Object.entries(value)) {
    if (key === 'name') names.push(entry);
    collectNames(entry, names);
  }
}
