/**
 * Every mail in the language and zone of the page its recipient acted on, through the
 * API on a real database with the mails read back from the outbox: a seller posts from
 * a German page in Berlin, a buyer writes from a Japanese page in Tokyo; each is mailed
 * in their own words and time, and a page written from later changes the next mails.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationParticipants, listings, messages } from '../../db/schema';
import type { StartedConversation } from '../../domain/conversations/conversation-schemas';
import type { MailMessage } from '../../domain/mail/mailer';
import { sendExpiryReminders } from '../../domain/my-ads/expiry-reminders';
import { requestMyAdsLink } from '../../domain/my-ads/my-ads-links';
import { confirmEmail } from '../../domain/verification/email-verification';
import { honestListingBody } from '../../testing/honest-listing';
import { DIGEST_WINDOW_MINUTES } from '../../domain/conversations/conversation-mail';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function mails(to: string): Promise<ParsedMail[]> {
  const files = (await readdir(t.config.outboxDir).catch(() => [])).sort();
  const parsed: ParsedMail[] = [];
  for (const file of files) {
    const mail = await simpleParser(await readFile(path.join(t.config.outboxDir, file)));
    const recipients = [mail.to].flat().flatMap((a) => a?.value ?? []).map((a) => a.address);
    if (recipients.includes(to)) parsed.push(mail);
  }
  return parsed;
}

/** A moment as a mail to someone in `timeZone` writes it (date, time and the zone's short name). */
function written(date: Date, locale: string, timeZone: string): string {
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
  const zone = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' }).formatToParts(date).find((p) => p.type === 'timeZoneName')!.value;
  return `${time} ${zone}`;
}

const GERMAN_PAGE = { 'accept-language': 'de', 'x-time-zone': 'Europe/Berlin' };
const JAPANESE_PAGE = { 'accept-language': 'ja', 'x-time-zone': 'Asia/Tokyo' };

async function postFrom(headers: Record<string, string>, title: string, contactEmail: string) {
  const response = await t.app.inject({ method: 'POST', url: '/api/listings', headers, payload: { ...honestListingBody(title), contactEmail, city: 'berlin' } });
  expect(response.statusCode, response.body).toBe(201);
  const { id } = response.json<{ id: string }>();
  const [row] = await t.database.db.select().from(listings).where(eq(listings.id, id));
  return row!;
}

async function lastMessageAt(conversationId: string): Promise<Date> {
  const [row] = await t.database.db.select().from(messages).where(eq(messages.conversationId, conversationId)).orderBy(desc(messages.createdAt)).limit(1);
  return row!.createdAt;
}

describe('mails in the language and zone of the page acted on', () => {
  it('an ad posted from a German page in Berlin: the management link and the confirmation are German, with Berlin time', async () => {
    const listing = await postFrom(GERMAN_PAGE, 'Eichenregal', 'berlin.seller@example.com');
    expect(listing).toMatchObject({ language: 'de', timeZone: 'Europe/Berlin' });
    const sent = await mails('berlin.seller@example.com');
    const manage = sent.find((m) => m.subject === 'Ihre Anzeige verwalten: Eichenregal');
    expect(manage, sent.map((m) => m.subject).join(' | ')).toBeDefined();
    expect(manage!.text).toContain('Vielen Dank, dass Sie bei Cityboard inseriert haben.');
    expect(manage!.text).toContain(`Ihre Anzeige bleibt bis ${written(listing.expiresAt!, 'de-DE', 'Europe/Berlin')} online`);
    const confirmation = sent.find((m) => m.subject === 'Bestätigen Sie Ihre E-Mail-Adresse für Cityboard');
    expect(confirmation, sent.map((m) => m.subject).join(' | ')).toBeDefined();
    expect(confirmation!.text).toContain('„Meine E-Mail-Adresse bestätigen“');
    expect(confirmation!.text).toMatch(/Der Link gilt bis \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} MES?Z\./);
  });

  it('an ad posted without a page’s language or zone is mailed in English, in its city’s zone', async () => {
    const listing = await postFrom({}, 'Pine desk', 'plain.seller@example.com');
    expect(listing).toMatchObject({ language: 'en', timeZone: null });
    const [manage] = (await mails('plain.seller@example.com')).filter((m) => m.subject === 'Manage your ad: Pine desk');
    expect(manage!.text).toContain(`Your ad stays online until ${written(listing.expiresAt!, 'en-DE', 'Europe/Berlin')} unless you renew it.`);
  });

  it('a buyer writing from a Japanese page gets a Japanese confirmation; the German seller is told in German with Berlin time; each page written from changes the next mails', async () => {
    const listing = await postFrom(GERMAN_PAGE, 'Kinderfahrrad', 'bike.seller@example.com');
    await t.database.db.update(listings).set({ moderationStatus: 'approved' }).where(eq(listings.id, listing.id));
    const buyer = 'tokyo.buyer@example.com';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: JAPANESE_PAGE,
      payload: { listingId: listing.id, email: buyer, body: 'こんにちは。まだありますか？' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const started = response.json<StartedConversation>();

    const [confirmation] = await mails(buyer);
    expect(confirmation!.subject).toBe('「Kinderfahrrad」へのメッセージを送るには、メールアドレスを確認してください');
    expect(confirmation!.text).toContain('「メールアドレスを確認する」');
    expect(confirmation!.text).toMatch(/リンクの有効期限は\d{4}\/\d{2}\/\d{2} \d{1,2}:\d{2} JSTです。/);

    const link = /\/verify-email\/([0-9a-f-]{36})\/([A-Za-z0-9_-]{43})/.exec(confirmation!.text ?? '')!;
    expect(await t.services.conversations.afterEmailConfirmed(await confirmEmail(t.database.db, { id: link[1]!, token: link[2]! }))).toBe(1);
    const notice = (await mails('bike.seller@example.com')).find((m) => m.subject === 'Neue Nachricht zu „Kinderfahrrad“');
    expect(notice).toBeDefined();
    expect(notice!.text).toContain('Ein Käufer hat Ihnen zu Ihrer Anzeige „Kinderfahrrad“ bei Cityboard geschrieben:');
    const asked = await lastMessageAt(started.conversationId);
    expect(notice!.text).toContain(`Ein Käufer (${written(asked, 'de-DE', 'Europe/Berlin')}):`);
    expect(notice!.text).not.toContain(buyer);

    // The seller answers from the mailed link on a German page: the buyer reads it in Japanese, in Tokyo time.
    const sellerToken = /\/messages\/[0-9a-f-]{36}\/([A-Za-z0-9_-]{43})/.exec(notice!.text ?? '')![1]!;
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${started.conversationId}/messages`,
      headers: { ...GERMAN_PAGE, 'x-conversation-token': sellerToken },
      payload: { body: 'Ja, es ist noch da.' },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const toBuyer = (await mails(buyer)).at(-1)!;
    expect(toBuyer.subject).toBe('「Kinderfahrrad」について新着メッセージ1件');
    expect(toBuyer.text).toContain(`出品者（${written(await lastMessageAt(started.conversationId), 'ja', 'Asia/Tokyo')}）：`);

    // The buyer writes again from an Italian page in New York: their next mails follow.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${started.conversationId}/messages`,
      headers: { 'accept-language': 'it', 'x-time-zone': 'America/New_York', 'x-conversation-token': started.token },
      payload: { body: 'Grazie, arrivo sabato.' },
    });
    expect(again.statusCode, again.body).toBe(201);
    const [stored] = await t.database.db
      .select()
      .from(conversationParticipants)
      .where(and(eq(conversationParticipants.conversationId, started.conversationId), eq(conversationParticipants.role, 'buyer')));
    expect(stored).toMatchObject({ language: 'it', timeZone: 'America/New_York' });
    await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${started.conversationId}/messages`,
      headers: { ...GERMAN_PAGE, 'x-conversation-token': sellerToken },
      payload: { body: 'Bis Samstag.' },
    });
    // Within the digest window the next mail waits on the queue: its time comes.
    await t.jobs.runDue(new Date(Date.now() + DIGEST_WINDOW_MINUTES * 60_000));
    const italian = (await mails(buyer)).at(-1)!;
    expect(italian.subject).toBe('Nuovo messaggio su «Kinderfahrrad»');
    expect(italian.text).toContain(`Il venditore (${written(await lastMessageAt(started.conversationId), 'it-DE', 'America/New_York')}):`);
  });

  it('"My ads" sign-in goes out in the language and zone it was asked from; reminders in the seller’s stored ones', async () => {
    const listing = await postFrom(GERMAN_PAGE, 'Stehlampe', 'lamp.seller@example.com');
    const sent: MailMessage[] = [];
    const mailer = { outbox: null, send: async (message: MailMessage) => void sent.push(message) };
    await requestMyAdsLink(t.database.db, mailer, {
      email: 'lamp.seller@example.com',
      publicUrl: t.config.publicUrl,
      locale: { language: 'fr', timeZone: 'America/Montreal' },
    });
    expect(sent[0]!.subject).toBe('Votre lien de connexion à « Mes annonces » sur Cityboard');
    expect(sent[0]!.text).toMatch(/jusqu’au .+ UTC−[45]\./);

    await sendExpiryReminders(t.database.db, mailer, { publicUrl: t.config.publicUrl, now: new Date(listing.expiresAt!.getTime() - 2 * 86_400_000) });
    const reminder = sent.find((m) => m.to === 'lamp.seller@example.com' && m.subject.includes('Stehlampe'));
    expect(reminder!.subject).toBe('Ihre Anzeige „Stehlampe“ läuft in 3 Tagen ab');
    expect(reminder!.text).toContain(`läuft am ${written(listing.expiresAt!, 'de-DE', 'Europe/Berlin')} ab.`);
  });
});
