import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, field, hydrated, screenshot, test } from './fixtures';

/**
 * Numbers typed the way a German seller writes them (#26): "12,50" is twelve euros fifty,
 * shown back as "= 12,50 €" before posting, sent and stored as 12.50, and shown as
 * "12,50" again when the ad is edited; a mileage "98.000" is 98,000 km, not 98.
 */

/** The German page's words, from its catalogue. */
const german = JSON.parse(readFileSync(new URL('../src/i18n/locales/de.json', import.meta.url), 'utf8')) as Record<string, unknown>;
const t = (key: string): string => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], german) as string;

interface Created {
  id: string;
  manageUrl: string;
}

interface Stored {
  price: string | null;
  attributes: Record<string, unknown>;
}

async function openGermanForm(page: Page): Promise<Locator> {
  await page.goto('/de/berlin?post=1');
  const dialog = page.getByRole('dialog', { name: t('postAd.dialogTitle') });
  await expect(dialog).toBeVisible();
  await hydrated(field(dialog, t('postAd.title')));
  return dialog;
}

async function fillAd(dialog: Locator, subcategory: string, title: string) {
  await field(dialog, t('postAd.category')).selectOption('for-sale');
  await field(dialog, t('postAd.subcategory')).selectOption(subcategory);
  await field(dialog, t('postAd.title')).fill(title);
  await field(dialog, t('postAd.description')).fill('Gut erhalten, Abholung in Mitte. Bei Fragen gerne melden.');
  await field(dialog, t('postAd.neighborhood')).fill('Mitte');
  await field(dialog, t('postAd.contactEmail')).fill('zahlen.test@example.com');
}

/**
 * Posts the open form; answers the new ad and the body that was sent. A value that looks
 * wrong (plausibility.ts) is posted once the seller confirms it: ticked here, as a seller would.
 */
async function post(page: Page, dialog: Locator): Promise<Created & { sent: Record<string, unknown> }> {
  const response = page.waitForResponse((r) => r.url().endsWith('/api/listings') && r.request().method() === 'POST');
  const submit = dialog.getByRole('button', { name: t('postAd.submit'), exact: true });
  await submit.click();
  const warnings = dialog.getByTestId('plausibility-warnings');
  const outcome = await Promise.race([response.then(() => 'posted' as const), warnings.waitFor().then(() => 'warned' as const)]);
  if (outcome === 'warned') {
    for (const box of await warnings.locator('input[type="checkbox"]').all()) await box.check();
    await submit.click();
  }
  const answered = await response;
  expect(answered.status(), await answered.text()).toBe(201);
  await expect(dialog).toBeHidden();
  return { ...((await answered.json()) as Created), sent: answered.request().postDataJSON() as Record<string, unknown> };
}

async function stored(page: Page, created: Created): Promise<Stored> {
  const token = created.manageUrl.split('/').pop()!;
  const response = await page.request.get(`/api/listings/${created.id}/manage`, { headers: { 'X-Manage-Token': token } });
  expect(response.status()).toBe(200);
  return (await response.json()) as Stored;
}

test('a price typed "12,50" on /de/berlin is shown back, sent and stored as 12.50, and edited as 12,50', async ({ page }) => {
  const dialog = await openGermanForm(page);
  await fillAd(dialog, 'furniture', 'Kleiner Beistelltisch aus Holz');
  const price = field(dialog, t('postAd.price'));
  await expect(price).toHaveAttribute('inputmode', 'decimal');
  await price.fill('12,50');
  await expect(dialog.getByTestId('price-echo')).toHaveText('= 12,50\u00a0€');
  await screenshot(page, `local-numbers-price-${test.info().project.name}`);

  const created = await post(page, dialog);
  expect(created.sent.price).toBe('12.50');
  expect((await stored(page, created)).price).toBe('12.50');

  // The seller edits it on a German page: the stored price is written the German way.
  await page.goto(`${created.manageUrl}?lang=de`);
  const edit = field(page, t('postAd.price'));
  await hydrated(edit);
  await expect(edit).toHaveValue('12,50');
  await expect(page.getByTestId('price-echo')).toHaveText('= 12,50\u00a0€');
});

test('a mileage typed "98.000" on /de/berlin is stored as 98,000 km', async ({ page }) => {
  const dialog = await openGermanForm(page);
  await fillAd(dialog, 'cars-trucks', 'Opel Corsa, gepflegt');
  await field(dialog, t('postAd.price')).fill('4.500');
  await expect(dialog.getByTestId('price-echo')).toHaveText('= 4.500\u00a0€');
  const mileage = dialog.getByTestId('attribute-mileage');
  await mileage.fill('98.000');
  await expect(dialog.getByTestId('attribute-echo-mileage')).toHaveText('= 98.000');
  await screenshot(page, `local-numbers-mileage-${test.info().project.name}`);
  const created = await post(page, dialog);
  expect(created.sent.price).toBe('4500.00');
  expect(created.sent.attributes).toMatchObject({ mileage: '98000' });
  expect((await stored(page, created)).attributes).toMatchObject({ mileage: 98_000, mileageUnit: 'km', mileageKm: 98_000 });
});
