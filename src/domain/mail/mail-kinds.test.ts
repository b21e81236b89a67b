/**
 * Every kind of mail, in each of the six languages: nothing English (no sentence of the
 * English catalogue) and no raw key left in a mail that is not English, and its time in
 * the recipient's zone: a moment of 2026-12-01T23:30Z is 00:30 on 2 December in Berlin,
 * 18:30 on 1 December in New York.
 */
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en.json';
import { LANGUAGES, type Language } from '../../i18n/languages';
import { alertMail, confirmationMail } from '../alerts/alert-mail';
import { buyerConfirmationMail, conversationMail } from '../conversations/conversation-mail';
import { MESSAGE_WARNING_CODES } from '../conversations/screening/message-warnings';
import { manageLinkMail } from '../listings/send-manage-link';
import { expiryReminderMail } from '../my-ads/expiry-reminders';
import { myAdsLinkMail } from '../my-ads/my-ads-links';
import { sellerConfirmationMail } from '../verification/email-verification';
import { mailText, subjectLine, type MailRecipient } from './mail-text';

const AT = new Date('2026-12-01T23:30:00Z');
const SITE = 'https://cityboard.example';
/** Not English words, so an English sentence found in a mail came from the mail's own text. */
const TITLE = 'Eichenregal 1,80 m';

/** Every English message of three words or more: none may be in a mail in another language. */
const englishSentences: string[] = [];
(function collect(node: unknown) {
  if (typeof node === 'string') {
    const fixed = node.split(/\{\{[^}]+\}\}/).map((part) => part.trim());
    for (const part of fixed) if (part.split(/\s+/).length >= 3) englishSentences.push(part);
  } else if (node && typeof node === 'object' && !Array.isArray(node)) {
    for (const value of Object.values(node)) collect(value);
  }
})(en);

type Mail = { subject: string; text: string; html?: string };

const KINDS: Record<string, (recipient: MailRecipient) => Mail> = {
  'management link': (recipient) => manageLinkMail({ recipient, title: TITLE, link: `${SITE}/manage/1/abc`, expiresAt: AT, publicUrl: SITE }),
  'seller confirmation': (recipient) => sellerConfirmationMail({ recipient, link: `${SITE}/verify-email/1/abc`, expiresAt: AT, publicUrl: SITE }),
  'buyer confirmation': (recipient) =>
    buyerConfirmationMail({ recipient, listingTitle: TITLE, link: `${SITE}/verify-email/1/abc`, expiresAt: AT, threadUrl: `${SITE}/messages/1/t`, publicUrl: SITE }),
  'new message (first, to the seller)': (recipient) =>
    conversationMail({
      recipientRole: 'seller',
      recipient,
      otherName: null,
      listingTitle: TITLE,
      messages: [{ authorRole: 'buyer', body: 'Hallo!', event: null, warnings: [...MESSAGE_WARNING_CODES], createdAt: AT }],
      threadUrl: `${SITE}/messages/1/t`,
      publicUrl: SITE,
      firstMail: true,
    }),
  'message digest with events (to the buyer)': (recipient) =>
    conversationMail({
      recipientRole: 'buyer',
      recipient,
      otherName: null,
      listingTitle: TITLE,
      messages: [
        { authorRole: 'seller', body: 'Ja.', event: null, warnings: [], createdAt: AT },
        { authorRole: 'buyer', body: 'Gut.', event: null, warnings: [], createdAt: AT },
        { authorRole: 'system', body: '', event: 'sold_to_other', warnings: [], createdAt: AT },
      ],
      threadUrl: `${SITE}/messages/1/t`,
      publicUrl: SITE,
      firstMail: false,
    }),
  '"My ads" sign-in': (recipient) => myAdsLinkMail({ recipient, link: `${SITE}/my-ads/sign-in/1/abc`, expiresAt: AT, publicUrl: SITE }),
  'expiry reminder': (recipient) => expiryReminderMail({ recipient, title: TITLE, expiresAt: AT, link: `${SITE}/my-ads/renew/1/abc`, publicUrl: SITE }),
  'alert confirmation': (recipient) =>
    confirmationMail({ ...recipient, language: recipient.language as Language, to: 'a@example.com', what: 'Sofa', link: `${SITE}/alerts/confirm/1/abc`, expiresAt: AT, publicUrl: SITE }),
  'daily alert digest': (recipient) =>
    alertMail({
      ...recipient,
      language: recipient.language as Language,
      to: 'a@example.com',
      frequency: 'daily',
      what: 'Sofa',
      listings: [
        {
          id: '1',
          title: TITLE,
          price: '1234.5',
          currency: 'EUR',
          city: 'berlin',
          url: `${SITE}/de/berlin/listing/1`,
          photoUrl: `${SITE}/media/a.webp`,
          verdict: { status: 'below_market', percentOff: 23, confidence: 0.9 } as never,
        },
        { id: '2', title: TITLE, price: null, currency: 'EUR', city: 'berlin', url: `${SITE}/de/berlin/listing/2`, photoUrl: null, verdict: null },
      ],
      more: 3,
      links: { resultsUrl: `${SITE}/r`, manageUrl: `${SITE}/m`, unsubscribePageUrl: `${SITE}/u`, oneClickUrl: `${SITE}/o` },
    }),
};

/** The kinds whose text carries a time (the alert digest has none). */
const TIMED = Object.keys(KINDS).filter((kind) => kind !== 'daily alert digest');

describe('mails in the recipient’s language', () => {
  for (const [kind, render] of Object.entries(KINDS)) {
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      it(`${kind}: ${language} has no English sentence and no raw key`, () => {
        const mail = render({ language, timeZone: 'Europe/Berlin', city: 'berlin' });
        const whole = `${mail.subject}\n${mail.text}\n${mail.html ?? ''}`;
        expect(whole).not.toMatch(/\bmail\.[a-zA-Z]/);
        expect(whole).not.toMatch(/\b(conversation|verification|myAds|listing|alerts)\.[a-z]+[A-Z_.]/);
        expect(englishSentences.filter((sentence) => whole.includes(sentence))).toEqual([]);
      });
    }
    it(`${kind}: English has its words and no raw key`, () => {
      const mail = render({ language: 'en', timeZone: 'America/New_York', city: 'newyork' });
      expect(`${mail.subject}\n${mail.text}`).not.toMatch(/\bmail\.[a-zA-Z]/);
      expect(mail.subject.length).toBeGreaterThan(5);
    });
  }
});

describe('times in mails are the recipient’s', () => {
  for (const kind of TIMED) {
    it(`${kind}: 23:30 UTC is 00:30 the next day in Berlin, 18:30 in New York, 08:30 in Tokyo`, () => {
      const render = KINDS[kind]!;
      const berlin = render({ language: 'de', timeZone: 'Europe/Berlin', city: 'newyork' }).text;
      expect(berlin).toContain('02.12.2026, 00:30 MEZ');
      const newYork = render({ language: 'en', timeZone: 'America/New_York', city: 'newyork' }).text;
      expect(newYork).toMatch(/Dec 1, 2026, 6:30\sPM EST/);
      expect(newYork).not.toContain('UTC');
      const tokyo = render({ language: 'ja', timeZone: 'Asia/Tokyo', city: null }).text;
      expect(tokyo).toContain('2026/12/02 8:30 JST');
    });
  }

  it('without a zone of the person, the city’s zone; without a city, UTC', () => {
    expect(mailText({ language: 'fr', timeZone: null, city: 'paris' }).dateTime(AT)).toBe('2 déc. 2026, 00:30 UTC+1');
    expect(mailText({ language: 'en', timeZone: 'Not/AZone', city: null }).dateTime(AT)).toBe('Dec 1, 2026, 11:30 PM UTC');
  });

  it('takes the region’s conventions from the city: English on London’s site writes a 24-hour clock', () => {
    expect(mailText({ language: 'en', timeZone: 'Europe/London', city: 'london' }).dateTime(AT)).toBe('1 Dec 2026, 23:30 GMT');
  });
});

describe('mail words', () => {
  it('Japanese reads as Japanese: corner brackets around titles and full-width colons, no English quotes', () => {
    const mail = KINDS['new message (first, to the seller)']!({ language: 'ja', timeZone: 'Asia/Tokyo', city: 'tokyo' });
    expect(mail.subject).toBe(`「${TITLE}」について新着メッセージ1件`);
    expect(mail.text).toContain(`購入希望者（2026/12/02 8:30 JST）：`);
    expect(mail.text).not.toMatch(/[“”"]/);
  });

  it('German holds the formal “Sie” in every mail', () => {
    for (const render of Object.values(KINDS)) {
      const mail = render({ language: 'de', timeZone: 'Europe/Berlin', city: 'berlin' });
      const own = mail.text.split('\n').filter((line) => !line.startsWith('  ⚠'));
      expect(`${mail.subject}\n${own.join('\n')}`).not.toMatch(/\b(du|dich|dir|dein|deine|deinen|deiner)\b/i);
    }
  });

  it('prices in the alert mail are written in the recipient’s language', () => {
    const de = KINDS['daily alert digest']!({ language: 'de', timeZone: 'Europe/Berlin', city: 'berlin' }).text;
    expect(de).toMatch(/1\.234,50\s€/);
    expect(de).toContain('Kein Preis angegeben');
    const fr = KINDS['daily alert digest']!({ language: 'fr', timeZone: 'Europe/Berlin', city: 'berlin' }).text;
    expect(fr).toMatch(/1\s234,50\s€/);
  });

  it('a subject is one header line whatever the title holds', () => {
    expect(subjectLine('Oak\r\nBcc: someone@example.com')).toBe('Oak Bcc: someone@example.com');
    const mail = manageLinkMail({
      recipient: { language: 'de' },
      title: 'Regal\nBcc: x@example.com',
      link: `${SITE}/manage/1/abc`,
      expiresAt: AT,
      publicUrl: SITE,
    });
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });
});
