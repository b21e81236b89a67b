import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { LANGUAGES, type Language } from '../src/i18n/languages';
import { expect, hydrated, test, uniqueWord } from './fixtures';

/**
 * Every language complete (issue 12): taxonomy and city names in the page's language,
 * placeholders from the page's own city, the browser's language as the last word, Latin
 * digits for money, and no text cut off or spilling out of its box in any language.
 */

type Tree = { [key: string]: string | Tree };
const messages = (language: Language) => JSON.parse(readFileSync(new URL(`../src/i18n/locales/${language}.json`, import.meta.url), 'utf8')) as Tree;
/** A message by dotted key, as the page shows it (no parameters). */
function message(language: Language, key: string): string {
  let node: string | Tree | undefined = messages(language);
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no message ${language}:${key}`);
  return node;
}

test.describe('the page’s language, everywhere', () => {
  test('a Tokyo housing page in Japanese names the city and its subcategories in Japanese @phone', async ({ page }) => {
    await page.goto('/jp/tokyo/housing');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('東京');
    await expect(page.getByRole('link', { name: 'アパート・マンション', exact: true }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: '一戸建て', exact: true }).first()).toBeAttached();
    // No English subcategory name or "New YorkのApartments"-style mix anywhere on the page.
    await expect(page.locator('main')).not.toContainText(/\bApartments\b|\bHouses\b|\bVacation Rentals\b/);
    await expect(page).toHaveTitle(/東京/);
  });

  test('a Spanish page names Munich "Múnich" in its heading and title', async ({ page }) => {
    await page.goto('/de/munich?lang=es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Múnich');
    await expect(page).toHaveTitle(/Múnich/);
  });

  test('the Post Ad neighbourhood placeholder names a neighbourhood of the page’s city @phone', async ({ page }) => {
    await page.goto('/jp/tokyo?post=1');
    const tokyo = page.getByRole('dialog');
    await expect(tokyo).toBeVisible();
    await expect(tokyo.getByLabel(message('ja', 'postAd.neighborhood'))).toHaveAttribute('placeholder', '例：渋谷');
    // Subcategories of the chosen category are in Japanese too.
    const category = tokyo.getByLabel(message('ja', 'postAd.category'), { exact: true });
    await hydrated(category);
    await category.selectOption('housing');
    await expect(tokyo.getByLabel(message('ja', 'postAd.subcategory'), { exact: true }).locator('option[value="apartments"]')).toHaveText('アパート・マンション');

    await page.goto('/au/melbourne?post=1');
    const melbourne = page.getByRole('dialog');
    const placeholder = await melbourne.getByLabel('Local Area/Neighborhood').getAttribute('placeholder');
    expect(placeholder).toBe('e.g. Fitzroy');
    expect(placeholder).not.toContain('Mission District');
  });

  test('money on an English page for Dubai is in Latin digits and the city’s currency @phone', async ({ page, postListing }) => {
    const word = uniqueWord('oryx');
    await postListing({ city: 'dubai', title: `Rattan armchair ${word}`, price: '1234.50', neighborhood: 'Jumeirah' });
    await page.goto(`/global/dubai?lang=en&q=${word}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const card = page.locator('article').filter({ hasText: word });
    await expect(card).toContainText(/1,234\.50/);
    await expect(card).not.toContainText(/[\u0660-\u0669\u06f0-\u06f9]/);
    await expect(page.getByTestId('results-count')).not.toContainText(/[\u0660-\u0669]/);
  });
});

test.describe('the browser’s language as the fallback', () => {
  test.use({ locale: 'ja-JP' });

  test('the global page in a Japanese browser is in Japanese and varies by Accept-Language @phone', async ({ page }) => {
    const response = await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('ja', 'home.titleGlobal'));
    expect(response?.headers()['vary'] ?? '').toMatch(/accept-language/i);
  });

  test('a city in a language of ours keeps it, and a choice beats the browser', async ({ page }) => {
    const paris = await page.goto('/fr/paris');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    expect(paris?.headers()['vary'] ?? '').not.toMatch(/accept-language/i);
    await page.goto('/?lang=de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });
});

// ── No clipping ─────────────────────────────────────────────────────────────────────

/**
 * Elements whose text does not fit: cut off by `overflow: hidden/clip` (or an ellipsis),
 * or spilling out of a button or link that keeps its size. Sellers' own words on cards
 * (titles clamp on purpose) and screen-reader-only text are not the interface's.
 */
async function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const describe = (element: HTMLElement) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.innerText || '').trim().replace(/\s+/g, ' ').slice(0, 60)}" (${element.scrollWidth}>${element.clientWidth} wide, ${element.scrollHeight}>${element.clientHeight} high)`;
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      if (element.closest('.sr-only, article, [aria-hidden="true"], script, style, svg, input, textarea, select')) continue;
      const style = getComputedStyle(element);
      if (style.display === 'inline' || style.display === 'none' || style.visibility === 'hidden') continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (!(element.innerText || '').trim()) continue;
      const wide = element.scrollWidth > element.clientWidth + 1;
      const high = element.scrollHeight > element.clientHeight + 1;
      const clipsX = /hidden|clip/.test(style.overflowX);
      const clipsY = /hidden|clip/.test(style.overflowY) && style.webkitLineClamp === 'none';
      const scrolls = /auto|scroll/.test(style.overflowX);
      const control = element.matches('button, a, label, [role="button"], [role="tab"], [role="option"]');
      if ((wide && clipsX) || (high && clipsY && !element.matches('[class*="line-clamp"]'))) problems.push(`cut off: ${describe(element)}`);
      else if (control && !scrolls && (wide || (high && style.overflowY === 'visible'))) problems.push(`spills out: ${describe(element)}`);
    }
    // Placeholders are text too, drawn inside the box: measured with the field's own font against its content box.
    const canvas = document.createElement('canvas').getContext('2d')!;
    for (const field of document.body.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[placeholder], textarea[placeholder]')) {
      if (field.value !== '' || field.closest('.sr-only, [aria-hidden="true"]')) continue;
      const box = field.getBoundingClientRect();
      const style = getComputedStyle(field);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      if (/rgba\(.*,\s*0\)$|transparent/.test(getComputedStyle(field, '::placeholder').color)) continue;
      canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const name = `${field.tagName.toLowerCase()}${field.id ? `#${field.id}` : ''}[name=${field.getAttribute('name') ?? ''}] "${field.placeholder.slice(0, 60)}"`;
      if (field.tagName === 'TEXTAREA') {
        // A textarea wraps its placeholder at spaces: the lines it takes must fit its height.
        let lines = 0;
        for (const paragraph of field.placeholder.split('\n')) {
          let line = '';
          lines += 1;
          for (const word of paragraph.split(' ')) {
            const next = line ? `${line} ${word}` : word;
            if (line && canvas.measureText(next).width > room + 1) {
              lines += 1;
              line = word;
            } else line = next;
          }
        }
        const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.2;
        const height = field.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
        if (lines * lineHeight > height + 1) problems.push(`placeholder cut off: ${name} (${lines} lines, room for ${Math.floor(height / lineHeight)})`);
        continue;
      }
      const needed = canvas.measureText(field.placeholder).width;
      if (needed > room + 1) problems.push(`placeholder cut off: ${name} (${Math.round(needed)}>${Math.round(room)} wide)`);
    }
    if (document.documentElement.scrollWidth > window.innerWidth + 1) problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth}>${window.innerWidth}`);
    return problems;
  });
}

test('the overflow check finds a clipped button and spilling text', async ({ page }) => {
  await page.goto('/uk/london');
  await settled(page);
  expect(await clippedText(page)).toEqual([]);
  await page.evaluate(() => {
    const main = document.querySelector('main') ?? document.body;
    main.insertAdjacentHTML(
      'afterbegin',
      '<button id="clipped-probe" style="width:40px;overflow:hidden;white-space:nowrap">Zurücksetzen</button>' +
        '<a id="spilling-probe" href="#" style="display:inline-block;width:30px;height:20px;white-space:nowrap">Zurücksetzen</a>' +
        '<input id="placeholder-probe" style="width:200px;padding:0 12px" placeholder="Autos, Wohnungen, Jobs, Dienstleistungen suchen...">' +
        '<input id="placeholder-fits" style="width:200px;padding:0 12px" placeholder="Was suchen Sie?">' +
        // A textarea wraps its placeholder: one line of room is too little for this text, five are plenty.
        '<textarea id="textarea-probe" rows="1" style="width:200px;padding:0 12px;line-height:20px;height:20px;resize:none" placeholder="Describe it: condition, size, what is included, how to collect"></textarea>' +
        '<textarea id="textarea-fits" rows="5" style="width:200px;padding:0 12px;line-height:20px;height:100px;resize:none" placeholder="Describe it: condition, size, what is included, how to collect"></textarea>',
    );
  });
  const found = await clippedText(page);
  expect(found.some((problem) => problem.startsWith('placeholder cut off: input#placeholder-probe'))).toBe(true);
  expect(found.some((problem) => problem.includes('placeholder-fits'))).toBe(false);
  expect(found.some((problem) => problem.startsWith('placeholder cut off: textarea#textarea-probe'))).toBe(true);
  expect(found.some((problem) => problem.includes('textarea-fits'))).toBe(false);
  expect(found.some((problem) => problem.startsWith('cut off: button#clipped-probe'))).toBe(true);
  expect(found.some((problem) => problem.startsWith('spills out: a#spilling-probe'))).toBe(true);
});

/** Waits for the page to settle: hydrated, with web fonts in. */
async function settled(page: Page) {
  await hydrated(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

test('the search boxes’ placeholders fit a 390 px phone and a laptop in all six languages @phone', async ({ page }, testInfo) => {
  test.slow();
  const phone = testInfo.project.name === 'phone';
  await page.setViewportSize(phone ? { width: 390, height: 844 } : { width: 1366, height: 768 });
  const found: string[] = [];
  for (const language of LANGUAGES) {
    for (const path of ['/us/newyork', '/de/berlin/services', '/au/victoria/gippsland']) {
      await page.goto(`${path}?lang=${language}`);
      await settled(page);
      for (const problem of await clippedText(page)) if (problem.startsWith('placeholder')) found.push(`${language} ${path}: ${problem}`);
    }
    if (language === 'de') await page.screenshot({ path: `test-results/shots-layout/placeholder-de-${phone ? 'phone' : 'laptop'}.png` });
  }
  expect(found).toEqual([]);
});

for (const language of LANGUAGES) {
  test(`no text overflows its box in ${language} on the main screens @phone`, async ({ page, postListing }, testInfo) => {
    test.slow();
    const phone = testInfo.project.name === 'phone';
    // An ad with the longest subcategory name, so the listing page shows it.
    const ad = await postListing({
      city: 'london',
      title: `Translation service ${uniqueWord('kiwi')}`,
      category: 'services',
      subcategory: 'writing-editing-translation',
      neighborhood: 'Islington',
      price: '45',
      condition: '',
    });
    const found: string[] = [];
    const check = async (screen: string) => {
      for (const problem of await clippedText(page)) found.push(`${screen}: ${problem}`);
    };

    await page.goto(`/uk/london?lang=${language}`);
    await settled(page);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await check('city home');

    if (phone) {
      await page.getByRole('button', { name: message(language, 'filters.open') }).first().click();
      await expect(page.getByRole('button', { name: message(language, 'filters.apply') })).toBeVisible();
    } else {
      await expect(page.getByRole('button', { name: message(language, 'filters.apply') })).toBeVisible();
    }
    await check('filters');

    // The longest city names ("Ho-Chi-Minh-Stadt", "Città di Ho Chi Minh") in the header and heading.
    await page.goto(`/global/hochiminhcity?lang=${language}`);
    await settled(page);
    await check('city home with a long name');

    await page.goto(`/uk/london/services?lang=${language}`);
    await settled(page);
    await check('category page');

    await page.goto(`/uk/london/listing/${ad.id}?lang=${language}`);
    await settled(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Translation service');
    await check('listing page');

    await page.goto(`/uk/london?post=1&lang=${language}`);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const category = dialog.getByLabel(message(language, 'postAd.category'), { exact: true });
    await hydrated(category);
    await category.selectOption('services');
    await dialog.getByLabel(message(language, 'postAd.subcategory'), { exact: true }).selectOption('writing-editing-translation');
    await check('Post Ad dialog');

    expect(found).toEqual([]);
  });
}
