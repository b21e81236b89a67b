/**
 * Filter boxes work before (or without) the page's script, in the page's own way of
 * writing numbers: a German visitor types "1.000" for a thousand euros, the plain form
 * goes to the server as typed, and the page reads it as the script would, then shows the
 * URL the script makes. A box that holds no number is named in German.
 */
import { expect, screenshot, test, uniqueWord } from './fixtures';

test('a German price box sent without script filters by a thousand euros', async ({ browser, postListing }) => {
  const word = uniqueWord();
  await postListing({ title: `Eichenregal ${word} günstig`, price: '900', city: 'berlin', neighborhood: 'Kreuzberg' });
  await postListing({ title: `Eichenregal ${word} teuer`, price: '1500', city: 'berlin', neighborhood: 'Kreuzberg' });

  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.goto(`/de/berlin?q=${word}`);
  const cards = page.getByTestId('listing-card');
  await expect(cards).toHaveCount(2);

  const form = page.getByTestId('filter-form').first();
  await form.getByLabel('Höchstpreis').fill('1.000');
  await form.getByRole('button', { name: 'Anwenden' }).click();
  // The server answers the typed form with the canonical address the script would have made.
  await expect(page).toHaveURL(new RegExp(`/de/berlin\\?q=${word}&priceMax=1000$`));
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('günstig');
  // The box shows the number back as the person writes it.
  await expect(page.getByTestId('filter-form').first().getByLabel('Höchstpreis')).toHaveValue('1000');

  await page.getByTestId('filter-form').first().getByLabel('Höchstpreis').fill('billig');
  await page.getByTestId('filter-form').first().getByRole('button', { name: 'Anwenden' }).click();
  await expect(page.getByTestId('typed-number-errors')).toHaveText(
    'Höchstpreis ist keine Zahl, die wir lesen können. Bitte schreiben Sie sie z. B. so: 1.234,50',
  );
  await screenshot(page, 'no-script-filter-error-de');
  await context.close();
});
