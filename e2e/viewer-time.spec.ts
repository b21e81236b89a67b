/**
 * A conversation's times as the viewer lives them: the HTML the server sends (read as it
 * arrives, before any script) and the hydrated page say the same, in the browser's zone
 * and the page's language, whatever the listing's city; a reply the page adds reads the
 * same way and sits after the question it answers.
 */
import { readFileSync } from 'node:fs';
import { expect, hydrated, test, watchHydration } from './fixtures';
import { recordDocuments, timesInHtml, timesOnPage } from './message-times';

type Language = 'en' | 'ja';

function wordsOf(language: Language): (key: string) => string {
  const messages = JSON.parse(readFileSync(new URL(`../src/i18n/locales/${language}.json`, import.meta.url), 'utf8')) as Record<string, unknown>;
  return (key) => {
    const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
    if (typeof found !== 'string') throw new Error(`No message ${language}:${key}`);
    return found;
  };
}

/** "18:30" or "8:30": the hour and minute of an instant in a zone, as a clock there shows it. */
function clockIn(iso: string, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', hourCycle: 'h23', timeZone }).format(new Date(iso));
}

const CASES = [
  // A New Yorker reading about a London ad: not London's time, not UTC.
  { timezoneId: 'America/New_York', locale: 'en-US', language: 'en', city: 'london', neighborhood: 'Camden', cityZone: 'Europe/London' },
  { timezoneId: 'Asia/Tokyo', locale: 'ja-JP', language: 'ja', city: 'tokyo', neighborhood: 'Shibuya', cityZone: null },
] as const;

for (const viewer of CASES) {
  test.describe(`a viewer in ${viewer.timezoneId}`, () => {
    test.use({ timezoneId: viewer.timezoneId, locale: viewer.locale });

    test(`reads a conversation's times in their zone before and after hydration (${viewer.language})`, async ({ page, postListing }) => {
      const t = wordsOf(viewer.language);
      const listing = await postListing({ city: viewer.city, neighborhood: viewer.neighborhood });
      // This browser asks the seller (the visitor cookie makes it the buyer's own browser).
      const started = await page.request.post('/api/conversations', {
        headers: { 'accept-language': viewer.language },
        data: { listingId: listing.id, email: `buyer-${Date.now()}@example.com`, name: 'Robin', body: 'Is it still available?' },
      });
      expect(started.status()).toBe(201);
      const { path } = (await started.json()) as { path: string };

      const documents = await recordDocuments(page, path);
      const problems = watchHydration(page);
      await page.goto(`${path}?lang=${viewer.language}`);
      await hydrated(page);
      // Where the zone differs from the guess (the listing's city), the guessed page was loaded again before it was seen.
      expect(documents).toHaveLength(viewer.cityZone ? 2 : 1);

      const served = timesInHtml(documents.at(-1)!);
      expect(served).toHaveLength(1);
      expect(await timesOnPage(page)).toEqual(served);
      const [[instant, text]] = served as [[string, string]];
      expect(text).toContain(clockIn(instant, viewer.timezoneId, viewer.locale));
      if (viewer.cityZone) expect(text).not.toContain(clockIn(instant, viewer.cityZone, viewer.locale));
      expect(text).not.toContain(clockIn(instant, 'UTC', viewer.locale));

      // A reply the page adds reads the same way and comes after the question.
      const box = page.getByTestId('reply-box');
      await box.getByLabel(t('conversation.reply.label')).fill('Can I come on Saturday?');
      await box.getByRole('button', { name: t('conversation.reply.send') }).click();
      await expect(page.getByTestId('message-time')).toHaveCount(2);
      const added = await timesOnPage(page);
      expect(added[0]).toEqual(served[0]);
      expect(Date.parse(added[1]![0])).toBeGreaterThanOrEqual(Date.parse(added[0]![0]));
      expect(added[1]![1]).toContain(clockIn(added[1]![0], viewer.timezoneId, viewer.locale));
      await expect(page.getByTestId('message-body').last()).toHaveText('Can I come on Saturday?');

      // And the server writes the reply as the page did, in the same zone. (A first visit to a
      // private page can only guess the zone, from the listing's city, and names it: "11:39 JST".
      // From then on the browser's zone is known and goes unnamed.)
      await page.reload();
      await hydrated(page);
      const reloaded = timesInHtml(documents.at(-1)!);
      expect(await timesOnPage(page)).toEqual(reloaded);
      expect(reloaded.map(([at]) => at)).toEqual(added.map(([at]) => at));
      for (const [at, shown] of reloaded) expect(shown).toContain(clockIn(at, viewer.timezoneId, viewer.locale));
      expect(problems).toEqual([]);
      await page.screenshot({ path: `${process.env.E2E_OUTPUT ?? 'test-results'}/screens/viewer-time-${viewer.language}.png` });
    });
  });
}
