/**
 * Issue 26's acceptance journey, as a person in each of the six languages does it, at
 * 1366 px and at 390 px: a bad form says every error in the page's language; a used car
 * is posted with its price and mileage typed the local way ("12.500,50", "98 000",
 * "９.８万") and read back exactly from the API and the listing page; every mail that
 * flow sends is in the seller's (or buyer's) language with times in their zone; and the
 * conversation a buyer starts shows its times in the viewer's zone before and after
 * hydration. German and French post a flat to rent too, its area and rent typed locally.
 *
 * At 390 px every language fills the forms and reads its listings back, but only Japanese
 * goes on through the mails and the conversation: those are the server's words and times,
 * the same at any width, and each language already checks them at 1366 px. Japanese
 * keeps the whole journey on the phone for the thread page's narrowest, longest layout.
 *
 * Expected words come from the catalogues (src/i18n/locales), never written here.
 */
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { errorText } from '../src/i18n/error-text';
import { createI18n, type I18n, type Messages } from '../src/i18n/i18n';
import type { Language } from '../src/i18n/languages';
import { numberExample } from '../src/domain/shared/parse-number';
import { expect, field, hydrated, test, watchHydration } from './fixtures';
import { recordDocuments, timesInHtml, timesOnPage } from './message-times';
import { confirmationLink, inbox, type Mail } from './outbox';

interface Case {
  language: Language;
  path: string;
  city: string;
  timezoneId: string;
  /** The city's locale: how its people write numbers, and how its prices are shown. */
  locale: string;
  currency: string;
  neighborhood: string;
  car: { title: string; description: string; price: number; priceText?: string; mileageText?: string };
  /** Words a person types where a number belongs. */
  notANumber: string;
  badEmail: string;
  buyer: { name: string; question: string };
  flat?: { title: string; description: string; rent: number; area: number };
}

const CASES: Case[] = [
  {
    language: 'en',
    path: '/us/newyork',
    city: 'newyork',
    timezoneId: 'America/New_York',
    locale: 'en-US',
    currency: 'USD',
    neighborhood: 'Astoria',
    car: { title: 'Honda Civic LX 2015, one owner', description: 'Well kept, full service history, new brakes. Viewing in Astoria any evening.', price: 12_500.5 },
    notANumber: 'cheap',
    badEmail: 'not-an-address',
    buyer: { name: 'Robin', question: 'Is the car still available?' },
  },
  {
    language: 'es',
    path: '/es/madrid',
    city: 'madrid',
    timezoneId: 'Europe/Madrid',
    locale: 'es-ES',
    currency: 'EUR',
    neighborhood: 'Chamberí',
    car: { title: 'Seat Ibiza 1.0 TSI 2015, un solo dueño', description: 'Bien cuidado, libro de mantenimiento al día, frenos nuevos. Se puede ver por las tardes.', price: 12_500.5 },
    notANumber: 'barato',
    badEmail: 'no-es-un-correo',
    buyer: { name: 'Lucía', question: '¿Sigue disponible el coche?' },
  },
  {
    language: 'fr',
    path: '/fr/paris',
    city: 'paris',
    timezoneId: 'Europe/Paris',
    locale: 'fr-FR',
    currency: 'EUR',
    neighborhood: 'Belleville',
    car: { title: 'Renault Clio 2015, première main', description: 'Bien entretenue, carnet à jour, freins neufs. Visible le soir à Belleville.', price: 12_500.5 },
    notANumber: 'pas cher',
    badEmail: 'pas-une-adresse',
    buyer: { name: 'Camille', question: 'La voiture est-elle toujours disponible ?' },
    flat: { title: 'Deux pièces lumineux à Belleville', description: 'Appartement calme et lumineux, cuisine équipée, proche du métro.', rent: 1250, area: 68.5 },
  },
  {
    language: 'de',
    path: '/de/berlin',
    city: 'berlin',
    timezoneId: 'Europe/Berlin',
    locale: 'de-DE',
    currency: 'EUR',
    neighborhood: 'Prenzlauer Berg',
    car: { title: 'VW Golf 1.4 TSI 2015, erste Hand', description: 'Scheckheftgepflegt, neue Bremsen, Nichtraucherfahrzeug. Besichtigung abends möglich.', price: 12_500.5 },
    notANumber: 'günstig',
    badEmail: 'keine-adresse',
    buyer: { name: 'Jonas', question: 'Ist das Auto noch zu haben?' },
    flat: { title: 'Helle 2-Zimmer-Wohnung in Prenzlauer Berg', description: 'Ruhige, helle Wohnung mit Einbauküche und Balkon, nah an der Tram.', rent: 1250, area: 68.5 },
  },
  {
    language: 'it',
    path: '/it/rome',
    city: 'rome',
    timezoneId: 'Europe/Rome',
    locale: 'it-IT',
    currency: 'EUR',
    neighborhood: 'Trastevere',
    car: { title: 'Fiat Panda 1.2 2015, unico proprietario', description: 'Ben tenuta, tagliandi regolari, freni nuovi. Visibile la sera a Trastevere.', price: 12_500.5 },
    notANumber: 'economico',
    badEmail: 'non-un-indirizzo',
    buyer: { name: 'Giulia', question: "L'auto è ancora disponibile?" },
  },
  {
    language: 'ja',
    path: '/jp/tokyo',
    city: 'tokyo',
    timezoneId: 'Asia/Tokyo',
    locale: 'ja-JP',
    currency: 'JPY',
    neighborhood: '世田谷',
    // Yen are whole: the price typed in full-width digits, the mileage in 万.
    car: {
      title: 'トヨタ プリウス 2015年式 ワンオーナー',
      description: '禁煙車、整備記録簿あり、ブレーキ交換済み。夕方以降に世田谷で見られます。',
      price: 1_250_000,
      priceText: '１２５００００',
      mileageText: '9.8万',
    },
    notANumber: 'やすい',
    badEmail: 'メールではない',
    buyer: { name: '佐藤', question: 'まだ購入できますか？' },
  },
];

const MILEAGE = 98_000;

// ── The catalogues ───────────────────────────────────────────────────────────────────

/**
 * A language's own catalogue and the pages' translator over it (src/i18n/catalogues.ts's
 * `i18nFor` imports the JSON files, which Playwright's loader cannot). Without the
 * English fallback on purpose: a key missing in a language shows here as the key.
 */
const catalogues = new Map<Language, { messages: Messages; i18n: I18n }>();
function catalogue(language: Language) {
  let found = catalogues.get(language);
  if (!found) {
    const messages = JSON.parse(readFileSync(new URL(`../src/i18n/locales/${language}.json`, import.meta.url), 'utf8')) as Messages;
    found = { messages, i18n: createI18n(language, messages) };
    catalogues.set(language, found);
  }
  return found;
}
const i18nFor = (language: Language): I18n => catalogue(language).i18n;
const messagesFor = (language: Language): Messages => catalogue(language).messages;
/** A message as the catalogue writes it, its `{{values}}` unfilled. */
const template = (language: Language, key: string): string => catalogue(language).i18n.lookup(key) as string;

// ── Small pure helpers ───────────────────────────────────────────────────────────────

/** Money as the city writes it: two decimals unless the amount is whole. */
function money(amount: number, currency: string, locale: string): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount);
}

/** A number as a person of the locale types it: "12.500,50", "12 500,50", "12,500.50". */
function typed(amount: number, locale: string): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount);
}

/** "18:30", "6:30 PM", "8:30": a clock in a zone as the locale's short time writes it. */
function clockIn(instant: string | Date, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone }).format(new Date(instant));
}

/** A date and time as a mail writes it to a person: medium date, short time, the zone's short name. */
function mailDateTime(instant: string | Date, timeZone: string, locale: string): string {
  const date = new Date(instant);
  const text = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone, numberingSystem: 'latn' }).format(date);
  const zone = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' }).formatToParts(date).find((part) => part.type === 'timeZoneName')?.value;
  return `${text} ${zone}`;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every string under a catalogue node, with its dotted key. */
function strings(node: unknown, prefix: string): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) => strings(value, prefix ? `${prefix}.${key}` : key));
}

/**
 * The English mail sentences (their fixed parts, between the values) that the language
 * says otherwise: none may appear in that language's mail.
 */
function englishMailParts(language: Language): string[] {
  const own = new Map(strings(messagesFor(language).mail, 'mail'));
  return strings(messagesFor('en').mail, 'mail')
    .filter(([key, english]) => own.get(key) !== english)
    .flatMap(([, english]) => english.split(/\{\{\w+\}\}/))
    .map((part) => part.trim())
    .filter((part) => part.length >= 12);
}

/** The same for the form's error sentences: the English of what the form said. */
function englishOf(sentences: { key: string; values?: Record<string, string> }[]): string[] {
  const { t } = i18nFor('en');
  return sentences.map(({ key, values }) => errorText(t, key, values));
}

// ── The outbox ───────────────────────────────────────────────────────────────────────

async function mailWithSubject(to: string, subject: string): Promise<Mail> {
  await expect.poll(async () => (await inbox(to)).map((mail) => mail.subject), { timeout: 60_000, message: `a mail "${subject}" to ${to}` }).toContain(subject);
  return (await inbox(to)).find((mail) => mail.subject === subject)!;
}

/** A sentence with one value in it ("The link works until {{until}}…"): the value as the mail wrote it. */
function valueIn(mail: Mail, template: string, name: string): string {
  const [before, after] = template.split(`{{${name}}}`) as [string, string];
  const found = new RegExp(`${escapeRegExp(before)}(.+?)${escapeRegExp(after)}`).exec(mail.text);
  expect(found, `the sentence "${template}" in:\n${mail.text}`).not.toBeNull();
  return found![1]!;
}

function expectNoEnglish(mail: Mail, language: Language) {
  if (language === 'en') return;
  for (const part of englishMailParts(language)) {
    expect(mail.subject, `English "${part}" in a ${language} subject`).not.toContain(part);
    expect(mail.text, `English "${part}" in a ${language} mail`).not.toContain(part);
  }
}

// ── The form ─────────────────────────────────────────────────────────────────────────

async function openForm(page: Page, place: Case): Promise<Locator> {
  const { t } = i18nFor(place.language);
  await page.goto(`${place.path}?post=1`);
  const dialog = page.getByRole('dialog', { name: t('postAd.dialogTitle') });
  await expect(dialog).toBeVisible();
  await hydrated(page);
  await hydrated(field(dialog, t('postAd.title')));
  // A page without a city asks for one; these pages have theirs.
  const city = dialog.getByTestId('post-ad-city');
  if ((await city.count()) > 0) await city.selectOption(place.city);
  return dialog;
}

interface Created {
  id: string;
  manageUrl: string;
}

/** Posts the open form, confirming any value the form asks about; answers the new ad and the body sent. */
async function post(page: Page, dialog: Locator, language: Language): Promise<Created & { sent: Record<string, unknown>; timeZone: string | null }> {
  const { t } = i18nFor(language);
  const response = page.waitForResponse((r) => r.url().endsWith('/api/listings') && r.request().method() === 'POST');
  const submit = dialog.getByRole('button', { name: t('postAd.submit'), exact: true });
  await submit.click();
  const warnings = dialog.getByTestId('plausibility-warnings');
  const outcome = await Promise.race([response.then(() => 'posted' as const), warnings.waitFor().then(() => 'warned' as const)]);
  if (outcome === 'warned') {
    await expect(warnings).toContainText(t('plausibility.title'));
    for (const box of await warnings.locator('input[type="checkbox"]').all()) await box.check();
    await submit.click();
  }
  const answered = await response;
  expect(answered.status(), await answered.text()).toBe(201);
  await expect(dialog).toBeHidden();
  const headers = await answered.request().allHeaders();
  return {
    ...((await answered.json()) as Created),
    sent: answered.request().postDataJSON() as Record<string, unknown>,
    timeZone: headers['x-time-zone'] ?? null,
  };
}

/** The management-link dialog's "View your ad", then the listing page, hydrated. */
async function openPostedListing(page: Page, language: Language, id: string) {
  const { t } = i18nFor(language);
  const linkDialog = page.getByRole('dialog', { name: t('postAd.manageLinkTitle') });
  await expect(linkDialog).toBeVisible();
  await linkDialog.getByRole('link', { name: t('postAd.viewListing') }).click();
  await expect(page).toHaveURL(new RegExp(`/listing/${id}$`));
  await hydrated(page);
}

async function storedListing(request: APIRequestContext, id: string) {
  const response = await request.get(`/api/listings/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as { price: string | null; priceUnit: string | null; currency: string; city: string; attributes: Record<string, unknown> };
}

async function expiresAt(request: APIRequestContext, created: Created): Promise<string> {
  const token = created.manageUrl.split('/').pop()!;
  const response = await request.get(`/api/listings/${created.id}/manage`, { headers: { 'X-Manage-Token': token } });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { expiresAt?: string };
  expect(body.expiresAt, 'the manage API says when the ad expires').toBeTruthy();
  return body.expiresAt!;
}

const screens = process.env.E2E_OUTPUT ?? 'test-results';
const unique = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

for (const place of CASES) {
  test.describe(`${place.language}: ${place.path}`, () => {
    test.use({ timezoneId: place.timezoneId, locale: place.locale });

    test(`posts, mails and talks in ${place.language}, numbers typed the local way @phone`, async ({ page, browser, baseURL }, testInfo) => {
      // A whole journey: two forms, four mails, a second browser and a conversation.
      test.setTimeout(6 * 60_000);
      const project = testInfo.project.name;
      if (project === 'phone') await page.setViewportSize({ width: 390, height: 844 });
      const { language, locale, currency, timezoneId } = place;
      const { t } = i18nFor(language);
      const hydrationProblems = watchHydration(page);
      const sellerEmail = unique(`seller-${language}-${project}`);
      // Mails and conversation at one width per language, and both widths in Japanese (see above).
      const wholeJourney = project !== 'phone' || language === 'ja';

      // ── 1. A bad form: every error in the page's language ──────────────────────────
      const dialog = await openForm(page, place);
      const submit = dialog.getByRole('button', { name: t('postAd.submit'), exact: true });
      await submit.click();
      const required = [
        { key: 'errors.listing.chooseCategory' },
        { key: 'errors.text.required', values: { label: 'errors.fields.title' } },
        { key: 'errors.text.required', values: { label: 'errors.fields.description' } },
        { key: 'errors.text.required', values: { label: 'errors.fields.neighborhood' } },
        { key: 'errors.text.required', values: { label: 'errors.fields.contactEmail' } },
      ];
      const shownErrors = dialog.locator('[data-testid^="error-"]');
      await expect(shownErrors).toHaveText(required.map(({ key, values }) => errorText(t, key, values)));
      await expect(field(dialog, t('postAd.category'))).toBeFocused();

      // A price that is no number and an address that is none.
      await field(dialog, t('postAd.price')).fill(place.notANumber);
      await field(dialog, t('postAd.contactEmail')).fill(place.badEmail);
      await submit.click();
      const numberLocale = locale; // the page's language is the city's
      const wrong = [
        { key: 'errors.number.notANumber', values: { label: 'errors.fields.price', example: numberExample(numberLocale) } },
        { key: 'errors.email.invalid' },
      ];
      await expect(dialog.getByTestId('error-price')).toHaveText(errorText(t, wrong[0]!.key, wrong[0]!.values));
      await expect(dialog.getByTestId('error-contactEmail')).toHaveText(errorText(t, wrong[1]!.key));
      // Every error on the form, in page order: the three still missing and the two wrong.
      const [category, title, description, neighborhood] = required;
      await expect(shownErrors).toHaveText([category!, title!, wrong[0]!, description!, neighborhood!, wrong[1]!].map(({ key, values }) => errorText(t, key, values)));
      if (language !== 'en') {
        const text = await dialog.innerText();
        for (const english of englishOf([...required, ...wrong])) expect(text, `English "${english}" on the ${language} form`).not.toContain(english);
      }
      await page.screenshot({ path: `${screens}/screens/every-language-${language}-${project}-errors.png` });

      // ── 2. A used car, price and mileage typed the local way ─────────────────────────
      const priceText = place.car.priceText ?? typed(place.car.price, locale);
      const mileageText = place.car.mileageText ?? typed(MILEAGE, locale);
      await field(dialog, t('postAd.category')).selectOption('for-sale');
      await field(dialog, t('postAd.subcategory')).selectOption('cars-trucks');
      await field(dialog, t('postAd.title')).fill(place.car.title);
      await field(dialog, t('postAd.price')).fill(priceText);
      await field(dialog, t('postAd.description')).fill(place.car.description);
      await field(dialog, t('attributes.fields.mileage')).fill(mileageText);
      await field(dialog, t('postAd.neighborhood')).fill(place.neighborhood);
      await field(dialog, t('postAd.contactEmail')).fill(sellerEmail);
      // Shown back before posting, as the listing will show it.
      const shownPrice = money(place.car.price, currency, locale);
      await expect(dialog.getByTestId('price-echo')).toHaveText(`= ${shownPrice}`);
      await expect(dialog.getByTestId('attribute-echo-mileage')).toHaveText(`= ${new Intl.NumberFormat(locale).format(MILEAGE)}`);
      await expect(shownErrors).toHaveCount(0);
      await dialog.getByTestId('price-echo').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${screens}/screens/every-language-${language}-${project}.png` });

      const car = await post(page, dialog, language);
      // The page told the server the seller's zone, and sent canonical numbers.
      expect(car.timeZone).toBe(timezoneId);
      expect(car.sent).toMatchObject({ price: place.car.price.toFixed(2), city: place.city, attributes: expect.objectContaining({ mileage: String(MILEAGE) }) });
      const carStored = await storedListing(page.request, car.id);
      expect(carStored).toMatchObject({ price: place.car.price.toFixed(2), currency, city: place.city });
      expect(carStored.attributes.mileage).toBe(MILEAGE);

      await openPostedListing(page, language, car.id);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(place.car.title);
      await expect(page.getByTestId('listing-price')).toHaveText(shownPrice);
      await expect(page.getByTestId('listing-details').locator('[data-fact="mileage"]')).toContainText(new Intl.NumberFormat(locale).format(MILEAGE));
      await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${language}`));
      await page.screenshot({ path: `${screens}/screens/every-language-${language}-${project}-listing.png` });

      if (wholeJourney) {
        // ── 3. Every mail of posting, in the seller's language and zone ──────────────────
        const manageMail = await mailWithSubject(sellerEmail, t('mail.manageLink.subject', { title: place.car.title }));
        for (const line of [t('mail.manageLink.thanks'), t('mail.manageLink.yourAd', { title: place.car.title }), t('mail.manageLink.saveLink'), t('mail.manageLink.keepSecret')]) {
          expect(manageMail.text).toContain(line);
        }
        expect(manageMail.text).toContain(`${car.manageUrl}`);
        const expires = await expiresAt(page.request, car);
        expect(manageMail.text).toContain(t('mail.manageLink.lifetime', { date: mailDateTime(expires, timezoneId, locale) }));
        expectNoEnglish(manageMail, language);

        const confirmMail = await mailWithSubject(sellerEmail, t('mail.sellerConfirm.subject'));
        expect(confirmMail.text).toContain(t('mail.sellerConfirm.intro'));
        expect(confirmMail.text).toContain(t('mail.sellerConfirm.action', { button: t('verification.confirmButton') }));
        expect(confirmMail.text).toMatch(/\/verify-email\/[0-9a-f-]{36}\/[A-Za-z0-9_-]{43}/);
        const until = valueIn(confirmMail, template(language, 'mail.sellerConfirm.until'), 'until');
        expect(until.endsWith(mailDateTime(new Date(), timezoneId, locale).split(' ').at(-1)!), `"${until}" is in ${timezoneId}`).toBe(true);
        expectNoEnglish(confirmMail, language);

        // ── 4. A buyer writes; the seller's mail and the thread say when, in the seller's zone ──
        const buyerEmail = unique(`buyer-${language}-${project}`);
        // Each run's question its own: the same text from many buyers is flagged as a mass mailing.
        const question = `${place.buyer.question} (${Math.random().toString(36).slice(2, 7)})`;
        const buyerContext = await browser.newContext({ baseURL, locale, timezoneId });
        try {
          const started = await buyerContext.request.post('/api/conversations', {
            headers: { 'accept-language': `${locale},${language};q=0.9` },
            data: { listingId: car.id, email: buyerEmail, name: place.buyer.name, body: question },
          });
          expect(started.status(), await started.text()).toBe(201);

          // The buyer's mail, in the buyer's language: confirm the address first.
          const buyerMail = await mailWithSubject(buyerEmail, t('mail.buyerConfirm.subject', { title: place.car.title }));
          expect(buyerMail.text).toContain(t('mail.buyerConfirm.intro', { title: place.car.title, button: t('verification.confirmButton') }));
          expect(buyerMail.text).toContain(t('mail.buyerConfirm.once'));
          valueIn(buyerMail, template(language, 'mail.buyerConfirm.until'), 'until');
          expectNoEnglish(buyerMail, language);
          // The link as the outbox reads it from the decoded mail (a Japanese one is base64).
          const link = await confirmationLink(buyerEmail);
          expect(link, buyerMail.text).toBeTruthy();
          const buyerPage = await buyerContext.newPage();
          await buyerPage.goto(link!);
          const confirm = buyerPage.getByTestId('verify-email').getByRole('button', { name: t('verification.confirmButton') });
          await hydrated(confirm);
          await confirm.click();
          await expect(buyerPage.getByTestId('verify-email').getByRole('button')).toHaveCount(0);
        } finally {
          await buyerContext.close();
        }

        const sellerMail = await mailWithSubject(sellerEmail, t('mail.conversation.subject', { count: 1, title: place.car.title }));
        expect(sellerMail.text).toContain(t('mail.conversation.wroteFirst', { name: place.buyer.name, title: place.car.title }));
        expect(sellerMail.text).toContain(`  ${question}`);
        expect(sellerMail.text).toContain(t('mail.conversation.reply'));
        expectNoEnglish(sellerMail, language);
        const threadUrl = /https?:\/\/\S+\/messages\/[0-9a-f-]{36}\/[A-Za-z0-9_-]{43}\S*/.exec(sellerMail.text)?.[0];
        expect(threadUrl, sellerMail.text).toBeTruthy();

        // The seller opens the thread from the mail: the server's HTML and the hydrated page
        // say the same time, in the seller's zone, and so does the mail.
        const threadPath = new URL(threadUrl!).pathname;
        const documents = await recordDocuments(page, threadPath);
        await page.goto(threadUrl!);
        await hydrated(page);
        await expect(page.getByTestId('message-body')).toHaveText([question]);
        expect(documents.length).toBeGreaterThan(0);
        const served = timesInHtml(documents.at(-1)!);
        expect(served).toHaveLength(1);
        expect(await timesOnPage(page)).toEqual(served);
        const [[instant, shown]] = served as [[string, string]];
        expect(shown).toContain(clockIn(instant, timezoneId, locale));
        const utcClock = clockIn(instant, 'UTC', locale);
        if (!clockIn(instant, timezoneId, locale).includes(utcClock)) expect(shown).not.toContain(utcClock);
        expect(sellerMail.text).toContain(t('mail.conversation.stamp', { who: place.buyer.name, time: mailDateTime(instant, timezoneId, locale) }));
        await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${language}`));
        await page.screenshot({ path: `${screens}/screens/every-language-${language}-${project}-thread.png` });
        await page.unrouteAll({ behavior: 'ignoreErrors' });

        // Every mail of the flow, and nothing else: three to the seller.
        const sellerSubjects = (await inbox(sellerEmail)).map((mail) => mail.subject).sort();
        expect(sellerSubjects).toEqual(
          [t('mail.manageLink.subject', { title: place.car.title }), t('mail.sellerConfirm.subject'), t('mail.conversation.subject', { count: 1, title: place.car.title })].sort(),
        );
      }

      // ── A flat to rent: area and rent typed the local way ────────────────────────────
      if (place.flat) {
        const flatEmail = unique(`flat-${language}-${project}`);
        const form = await openForm(page, place);
        await field(form, t('postAd.category')).selectOption('housing');
        await field(form, t('postAd.subcategory')).selectOption('apartments');
        await field(form, t('postAd.title')).fill(place.flat.title);
        await field(form, t('postAd.price')).fill(typed(place.flat.rent, locale));
        // Rent is per month by default.
        await expect(form.getByTestId('price-unit')).toHaveValue('month');
        await field(form, t('postAd.description')).fill(place.flat.description);
        await field(form, t('attributes.fields.floorArea')).fill(new Intl.NumberFormat(locale).format(place.flat.area));
        await expect(form.getByTestId('attribute-floorAreaUnit')).toHaveValue('m2');
        await field(form, t('postAd.neighborhood')).fill(place.neighborhood);
        await field(form, t('postAd.contactEmail')).fill(flatEmail);
        const rent = money(place.flat.rent, currency, locale);
        await expect(form.getByTestId('price-echo')).toHaveText(`= ${rent}`);
        await form.getByTestId('price-echo').scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${screens}/screens/every-language-${language}-${project}-flat-form.png` });
        const flat = await post(page, form, language);
        expect(flat.sent).toMatchObject({ price: place.flat.rent.toFixed(2), priceUnit: 'month', attributes: expect.objectContaining({ floorArea: String(place.flat.area) }) });
        const flatStored = await storedListing(page.request, flat.id);
        expect(flatStored).toMatchObject({ price: place.flat.rent.toFixed(2), priceUnit: 'month', currency });
        expect(flatStored.attributes).toMatchObject({ floorArea: place.flat.area, floorAreaUnit: 'm2' });
        await openPostedListing(page, language, flat.id);
        await expect(page.getByTestId('listing-price')).toHaveText(t('listingCard.pricePer.month', { price: rent }));
        await expect(page.getByTestId('listing-details').locator('[data-fact="floorArea"]')).toContainText(new Intl.NumberFormat(locale).format(place.flat.area));
        await page.screenshot({ path: `${screens}/screens/every-language-${language}-${project}-flat.png` });
        if (wholeJourney) {
          const flatMail = await mailWithSubject(flatEmail, t('mail.manageLink.subject', { title: place.flat.title }));
          expect(flatMail.text).toContain(t('mail.manageLink.thanks'));
          expectNoEnglish(flatMail, language);
        }
      }

      expect(hydrationProblems).toEqual([]);
    });
  });
}
