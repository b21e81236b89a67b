import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../i18n/catalogues';
import { conversationMail, type MailedMessage } from './conversation-mail';

const ended = (event: string): MailedMessage => ({ authorRole: 'system', body: '', event, warnings: [], createdAt: new Date('2026-11-24T14:00:00Z') });

function mail(endWord: 'let' | 'filled' | undefined, role: 'buyer' | 'seller', event: string, language = 'de') {
  return conversationMail({
    recipientRole: role,
    recipient: { language, timeZone: 'Europe/Berlin', city: 'berlin' },
    otherName: null,
    listingTitle: 'Helle Wohnung',
    messages: [ended(event)],
    threadUrl: 'https://cityboard.test/t',
    publicUrl: 'https://cityboard.test',
    firstMail: false,
    endWord,
  }).text;
}

describe('the mails of a conversation that ended the listing', () => {
  it('tell the tenant the flat was let to them, in the page’s words', () => {
    const text = mail('let', 'buyer', 'sold');
    expect(text).toContain(i18nFor('de').t('listing.ended.let.statusBuyer'));
    expect(text).not.toMatch(/verkauf/i);
  });

  it('tell the other applicants the job went to someone else', () => {
    expect(mail('filled', 'buyer', 'sold_to_other', 'en')).toContain('The position went to another applicant. This conversation is closed.');
  });

  it('say sold when the listing is gone and its category unknown', () => {
    expect(mail(undefined, 'seller', 'sold', 'en')).toContain('You sold this item to this buyer.');
  });
});

describe('the mails of a conversation about a job', () => {
  const written = (authorRole: 'buyer' | 'seller'): MailedMessage => ({ authorRole, body: 'Ist die Stelle noch frei?', event: null, warnings: [], createdAt: new Date('2026-11-24T14:00:00Z') });
  const jobMail = (role: 'buyer' | 'seller', language: string, firstMail: boolean) =>
    conversationMail({
      recipientRole: role,
      recipient: { language, timeZone: 'Europe/Berlin', city: 'berlin' },
      otherName: null,
      listingTitle: 'Barista (m/w/d)',
      messages: [written(role === 'seller' ? 'buyer' : 'seller')],
      threadUrl: 'https://cityboard.test/t',
      publicUrl: 'https://cityboard.test',
      firstMail,
      endWord: 'filled',
      advertiserWord: 'employer',
    });

  it('tell the employer an applicant wrote, never a buyer', () => {
    const { subject, text } = jobMail('seller', 'en', true);
    expect(subject).toBe('New message about “Barista (m/w/d)”');
    expect(text).toContain('An applicant wrote about your ad “Barista (m/w/d)” on Cityboard:');
    expect(text).toMatch(/^An applicant \(.+\):$/m);
    expect(text).not.toMatch(/buyer/i);
    expect(jobMail('seller', 'de', true).text).toContain('Ein Bewerber hat Ihnen zu Ihrer Anzeige „Barista (m/w/d)“ bei Cityboard geschrieben:');
  });

  it('tell the applicant the employer answered, never the seller', () => {
    const { text } = jobMail('buyer', 'en', false);
    expect(text).toMatch(/^The employer \(.+\):$/m);
    expect(text).not.toMatch(/seller/i);
    expect(jobMail('buyer', 'de', false).text).toMatch(/^Der Arbeitgeber \(.+\):$/m);
  });
});
