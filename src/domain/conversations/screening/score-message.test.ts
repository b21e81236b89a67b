import { describe, expect, it } from 'vitest';
import type { TextModel } from '../../moderation/text-classifier';
import { SHIPPED_MESSAGE_MODEL } from './message-model';
import { findPhones, readMessage } from './message-text';
import { MESSAGE_WARNING_CODES } from './message-warnings';
import { messageFingerprint } from './screen-message';
import { i18nFor } from '../../../i18n/catalogues';
import { errorText } from '../../../i18n/error-text';
import { LANGUAGES } from '../../../i18n/languages';
import {
  actionForMessage,
  MESSAGE_REASONS,
  MESSAGE_THRESHOLDS,
  refusalReasonKey,
  scoreMessage,
  warningsFor,
  type MessageContext,
  type MessageSubject,
} from './score-message';

const SITE = 'https://cityboard.example';
const bikeListing = { title: 'Road bike, 56 cm frame', description: 'Aluminium frame, Shimano 105, new tyres. Pick up in Kreuzberg.', category: 'for-sale' };

type ScoreOptions = { role?: 'buyer' | 'seller'; listing?: MessageSubject['listing']; context?: MessageContext; model?: TextModel | null };
/** The rules alone (no text model), unless a model is given: these tests are about the rules; message-model.test.ts tests the model's signal. */
const score = (body: string, options: ScoreOptions = {}) =>
  scoreMessage({ body, senderRole: options.role ?? 'buyer', listing: options.listing ?? bikeListing }, options.context ?? {}, {
    siteUrl: SITE,
    model: options.model ?? null,
  });
/** As the product screens: the rules and the shipped text model. */
const product = (body: string, options: ScoreOptions = {}) => score(body, { ...options, model: SHIPPED_MESSAGE_MODEL });
const codesOf = (body: string, options: Parameters<typeof score>[1] = {}) => score(body, options).reasons.map((r) => r.code);

describe('scoreMessage: honest messages pass with no warning (rules and the shipped model)', () => {
  const honest = [
    'Hi, is the bike still available?',
    'Would you take 80 for it? I can pick it up today.',
    'Could I come and see it on Saturday around 10:30?',
    'Could you send a photo of the serial number? I want to check the model year.',
    "I'll pay cash on collection, is that ok?",
    'Can I pay by bank transfer when I pick it up?',
    "I don't use WhatsApp and I won't take gift cards. Cash on pickup.",
    'Sure, the IMEI is 356938035643809, you can check it is not blocked.',
    "I'm out of town until Monday, could you come Tuesday evening instead?",
    'My brother will pick it up on Friday, he will bring cash.',
    "Is it ok if I pay half in cash and transfer the rest while I'm there?",
    'If I am not back yet, the padlock code is 1234, leave the money in the letterbox.',
    'What is the postcode for the pickup? Is there a door code for the building?',
    'Würden Sie 70 € nehmen? Ich könnte morgen abholen.',
    '¿Lo dejarías en 60 €? Puedo recogerlo mañana por la tarde.',
    'Seriez-vous d’accord pour 80 € ? Je peux passer demain.',
    'Accetteresti 70 euro? Posso passare domani.',
    '8000円でお譲りいただくことは可能でしょうか？明日取りに伺えます。',
    'LINEはやっていないので、こちらでやり取りさせてください。',
  ];
  it.each(honest)('%s', (body) => {
    const result = product(body);
    expect(result).toMatchObject({ action: 'deliver', warnings: [], refusal: null });
    expect(result.score).toBeLessThan(MESSAGE_THRESHOLDS.warn);
  });
});

describe('scoreMessage: each signal family fires on a scam and stays quiet on its honest twin', () => {
  const cases: [code: string, scam: string, honest: string, role?: 'buyer' | 'seller'][] = [
    ['messenger', 'Hello, kindly add me on WhatsApp for quick response.', "I don't have WhatsApp, let's keep talking here."],
    ['messenger', 'Schreib mir bitte per WhatsApp, hier bin ich selten.', 'Ich habe kein WhatsApp, schreiben Sie mir einfach hier.'],
    ['contact_request', 'Is it available? Email me at my address, I rarely log in here. Text me asap.', 'Is it available? I rarely log in, so answer whenever you can.'],
    ['contact_request', 'Envoyez-moi votre numéro pour qu’on en parle.', 'Pouvez-vous m’envoyer une photo du numéro de série ?'],
    ['gift_card', 'I can pay with Apple gift cards, I will send you the codes.', 'No gift cards please, cash on pickup.'],
    ['crypto', 'I can pay in USDT or Bitcoin now, send me your wallet address.', 'I pay cash, I do not do crypto.'],
    ['money_transfer', 'Payment by Western Union only, then I ship it.', 'No Western Union please, just cash when you come.', 'seller'],
    ['paypal_friends', 'Please send the money via PayPal friends and family.', 'Could I pay through PayPal goods and services? I cover the fee.', 'seller'],
    ['paypal_friends', 'Zahlung bitte per PayPal Freunde und Familie.', 'Kann ich bei Abholung per PayPal oder bar zahlen?', 'seller'],
    ['deposit_demand', 'Send me a small deposit first to hold it for you.', 'Cash on collection please, you can test it before paying.', 'seller'],
    ['advance_fee', 'The courier needs you to pay the shipping insurance fee of 45 first.', 'I can post it for 6.99 with tracking.'],
    ['overpayment', "I'll send a cashier's check for more, please send the balance to my shipping agent.", "I'd pay extra for delivery if you have a van."],
    ['overpayment', 'Te pagaré de más y luego me devuelves la diferencia.', 'Te pago en efectivo cuando lo recoja.'],
    ['courier_pickup', 'My courier will come to pick it up and pay you in cash.', 'Could you post it? I am happy to cover the shipping cost.'],
    ['courier_pickup', 'Il mio corriere passerà a ritirarlo.', 'Domani dopo le 18 passo io a ritirarlo.'],
    ['code_request', 'Please tell me the 6 digit code you receive to confirm you are real.', 'Is there a door code for the building?'],
    ['code_request', 'Bitte schicken Sie mir den Bestätigungscode, den Sie per SMS bekommen.', 'Wie ist die Postleitzahl für die Abholung?'],
    ['code_request', '本人確認のため、SMSで届いた6桁の認証コードを送ってください。', '土曜日の午前10時でいかがでしょうか。'],
    ['credentials_request', 'My bank needs the phone number linked to your online banking.', 'My bank needs a day for the transfer.'],
    ['payment_link_story', "I've paid, click the link to receive your payment.", 'I paid for parking, see you in a minute.'],
    ['payment_link_story', 'I paid with Cityboard secure payment, check your e-mail to get the funds.', 'I found your ad on Cityboard, is it still there?'],
  ];
  it.each(cases)('%s: "%s"', (code, scam, honest, role) => {
    expect(codesOf(scam, { role })).toContain(code);
    expect(codesOf(honest, { role })).not.toContain(code);
  });

  it('asks for a deposit only from the seller: a buyer offering one is honest', () => {
    expect(codesOf('Send me a small deposit first to hold it for you.', { role: 'seller' })).toContain('deposit_demand');
    expect(codesOf('Can you hold it until Saturday? I can send a small deposit first.', { role: 'buyer' })).not.toContain('deposit_demand');
  });
});

describe('scoreMessage: phone numbers and addresses', () => {
  it('warns of a phone number when the listing gives none', () => {
    const result = score('Great, my mobile is 0176 1234567 in case you get lost.');
    expect(result.reasons.map((r) => r.code)).toEqual(expect.arrayContaining(['phone_number', 'contact_request']));
    expect(result).toMatchObject({ action: 'warn', warnings: ['off_platform'] });
  });

  it('lets a phone number through when the listing text itself has one', () => {
    const listing = { ...bikeListing, description: 'Call or text 0151 2345 6789 in the evenings.' };
    const result = score('Easiest is to call me on the number in the ad, 0151 2345 6789.', { role: 'seller', listing });
    expect(result).toMatchObject({ action: 'deliver', reasons: [] });
  });

  it('warns of an e-mail address', () => {
    expect(score('Reply to lisa.mendez77@outlook.com please').reasons.map((r) => r.code)).toContain('email_address');
  });

  it('reads an address spelled out to slip past filters', () => {
    expect(codesOf('Kindly contact me on robertsmith2045 at gmail dot com for a faster deal.')).toContain('email_address');
    expect(codesOf('See you at the station at 6.')).not.toContain('email_address');
  });

  it('does not take dates, IBANs, serial numbers or prices for phone numbers', () => {
    expect(findPhones('Pick up on 2026-11-28 or 28.11.2026')).toEqual([]);
    expect(findPhones('IBAN DE89 3704 0044 0532 0130 00')).toEqual([]);
    expect(findPhones('The IMEI is 356938035643809')).toEqual([]);
    expect(findPhones('Price 12000000 円 or best offer')).toEqual([]);
    expect(findPhones('Call +49 151 2345 6789 or (555) 123-4567')).toHaveLength(2);
  });
});

describe('scoreMessage: links', () => {
  it('allows the site itself, its city subdomains and maps', () => {
    for (const body of [
      'Same as https://berlin.cityboard.example/de/berlin/listing/5b1e?',
      'Here is the spot: https://maps.app.goo.gl/Xk2pQ9vLr',
      'It is here https://www.google.com/maps/place/52.52,13.40',
      'Meet here: https://www.openstreetmap.org/#map=18/48.85/2.29',
    ]) {
      expect(score(body)).toMatchObject({ action: 'deliver', reasons: [] });
    }
  });

  it('warns of an unknown link', () => {
    const result = score('Is it this model? https://www.ikea.com/gb/en/p/kallax-shelving-unit-white-80275887/');
    expect(result).toMatchObject({ action: 'warn', warnings: ['link'] });
    expect(result.reasons.map((r) => r.code)).toEqual(['link']);
  });

  it('weighs a site named in passing less than a link to click', () => {
    expect(score("I've seen the same model on ebay.co.uk for around 60").action).toBe('deliver');
  });

  it('counts several unknown links and link shorteners as stronger', () => {
    expect(codesOf('See http://pics-host.ru/a1 and http://pics-host.ru/a2')).toEqual(['links_many']);
    expect(codesOf('More photos: tinyurl.com/yc8h2k3m')).toEqual(['link_shortener']);
  });

  it('holds a link that imitates a payment or delivery page', () => {
    const result = score('Payment sent! Open this page to confirm and collect the money: http://secure-pay-delivery.top/r/55a1');
    expect(result.reasons.map((r) => r.code)).toEqual(expect.arrayContaining(['suspicious_link', 'payment_link_story']));
    expect(result.action).toBe('hold');
  });

  it('treats a wa.me or t.me link as a move off the platform', () => {
    expect(score('Contact me here: wa.me/447911123456').warnings).toEqual(['off_platform']);
  });

  it('reads links, addresses and phone numbers out before the phrase patterns', () => {
    const message = readMessage('Write to a.b@example.com or see https://x.example.com/p, tel. +44 7911 123456');
    expect(message.emails).toEqual(['a.b@example.com']);
    expect(message.links.map((l) => l.host)).toEqual(['x.example.com']);
    expect(message.phones).toHaveLength(1);
    expect(message.text).not.toMatch(/example|7911/);
  });
});

describe('scoreMessage: outcomes and thresholds', () => {
  it('maps scores to actions at the production thresholds', () => {
    expect([0, 29, 30, 59, 60, 84, 85, 100].map((s) => actionForMessage(s))).toEqual(['deliver', 'deliver', 'warn', 'warn', 'hold', 'hold', 'refuse', 'refuse']);
  });

  it('delivers with a warning: one off-platform request', () => {
    const result = score('Hi, can you WhatsApp me on +44 7700 900123?');
    expect(result).toMatchObject({ action: 'warn', warnings: ['off_platform'], refusal: null });
    expect(result.score).toBeGreaterThanOrEqual(30);
    expect(result.score).toBeLessThan(60);
  });

  it('with the shipped model too, a plain request to move to WhatsApp is only warned of; with a phone number as well it is held', () => {
    const plain = product('Can we talk on WhatsApp instead?');
    expect(plain).toMatchObject({ action: 'warn', warnings: ['off_platform'] });
    expect(plain.reasons.map((r) => r.code)).toContain('text_model');
    // Rules alone warn (above); the model's wording evidence adds enough to hold.
    const withNumber = product('Hi, can you WhatsApp me on +44 7700 900123?');
    expect(withNumber.action).toBe('hold');
    expect(withNumber.reasons.map((r) => r.code)).toEqual(expect.arrayContaining(['messenger', 'phone_number', 'text_model']));
  });

  it('holds for a moderator: a verification-code request alone', () => {
    const result = score('Please send me the verification code that you just got by SMS.');
    expect(result).toMatchObject({ action: 'hold', warnings: [], refusal: null });
  });

  it('holds the overpayment-and-courier story', () => {
    expect(score("My courier will pick it up and I'll pay with a cashier's check for more, send back the difference").action).toBe('hold');
  });

  it('refuses when several strong signals add up past 85, with a sentence for the sender', () => {
    const result = score("I'll send a cashier's check for more, my courier will pick it up, and please send the difference by Western Union.");
    expect(result.score).toBeGreaterThanOrEqual(85);
    expect(result.action).toBe('refuse');
    expect(result.refusal).toEqual({ message: 'errors.conversation.refusedScam', values: { reason: refusalReasonKey(result.reasons[0]!.code) } });
    // Said in the sender's language, the strongest reason in words.
    expect(errorText(i18nFor('en').t, result.refusal!.message, result.refusal!.values)).toMatch(/^Your message was not sent: it looks like a common scam \([a-z]/);
    expect(errorText(i18nFor('de').t, result.refusal!.message, result.refusal!.values)).toMatch(/^Ihre Nachricht wurde nicht gesendet/);
    expect(result.warnings).toEqual([]);
  });

  it('has a phrase for the refusal of every reason, in every language', () => {
    const missing = LANGUAGES.flatMap((language) =>
      [...Object.keys(MESSAGE_REASONS), 'default'].filter((code) => typeof i18nFor(language).lookup(refusalReasonKey(code)) !== 'string').map((code) => `${language}:${code}`),
    );
    expect(missing).toEqual([]);
  });

  it('refuses a code request together with any other scam signal (hard rule), whatever the score', () => {
    const result = score("I've paid via PayPal friends and family, send me the security code you get by text so the payment is released.");
    expect(result.action).toBe('refuse');
    expect(result.refusal).toEqual({ message: 'errors.conversation.refusedCodeRequest', values: {} });
    expect(errorText(i18nFor('en').t, result.refusal!.message)).toMatch(/verification code/);
  });

  it('lists reasons with code, strength and sentence, strongest first, and every code has a sentence', () => {
    const result = score('Add me on WhatsApp, I pay with Steam gift cards');
    expect(result.reasons.map((r) => r.code)).toEqual(['gift_card', 'messenger']);
    for (const reason of result.reasons) {
      expect(reason.strength).toBeGreaterThan(0);
      expect(reason.strength).toBeLessThanOrEqual(1);
      expect(MESSAGE_REASONS[reason.code]).toBe(reason.reason);
    }
    // noisy-OR: 1 − (1 − 0.55)(1 − 0.4) = 0.73
    expect(result.score).toBe(73);
  });

  it('gives only warning codes the page can translate', () => {
    const all = warningsFor(Object.keys(MESSAGE_REASONS).map((code) => ({ code, strength: 0.5, reason: '' })));
    expect(all.length).toBe(MESSAGE_WARNING_CODES.length);
    expect(MESSAGE_WARNING_CODES).toEqual(expect.arrayContaining(all));
  });
});

describe('scoreMessage: context (copies and velocity)', () => {
  const script = 'Hello, I am interested in your item and would like to buy it today, please tell me more about its condition.';

  it('warns of a message copied to other conversations by other senders', () => {
    const result = score(script, { context: { copies: { fromSender: 0, fromOthers: 3 } } });
    expect(result).toMatchObject({ action: 'warn', warnings: ['copied_message'] });
    expect(result.reasons[0]?.reason).toMatch(/3 other conversations/);
  });

  it('lets one sender paste a question to a few sellers, but not to ten', () => {
    expect(score(script, { context: { copies: { fromSender: 3, fromOthers: 0 } } }).action).toBe('deliver');
    expect(score(script, { context: { copies: { fromSender: 10, fromOthers: 0 } } }).warnings).toEqual(['copied_message']);
  });

  it('never counts short quick replies as copies', () => {
    expect(score('Is this still available?', { context: { copies: { fromSender: 50, fromOthers: 500 } } }).reasons).toEqual([]);
  });

  it('adds velocity as weight only: alone it shows no warning, with a copy it holds', () => {
    const fast = { recent: { messages: 30, conversations: 14 } };
    const alone = score(script, { context: fast });
    expect(alone.reasons.map((r) => r.code)).toEqual(['sender_velocity']);
    expect(alone.action).toBe('deliver');
    expect(score(script, { context: { ...fast, copies: { fromSender: 12, fromOthers: 5 } } }).action).toBe('hold');
  });
});

describe('messageFingerprint', () => {
  it('is the same for near-copies: case, punctuation, spacing, digits, greeting name, item name', () => {
    const a = messageFingerprint('Hi Anna, is your road bike still available? I can pay 150 today and collect tomorrow.', 'Road bike, 56 cm');
    const b = messageFingerprint('hello Tom!!  Is your   sofa still available?? I can pay 990 today and collect tomorrow', 'Grey sofa');
    expect(a).toBe(b);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
  });

  it('differs for different messages', () => {
    expect(messageFingerprint('Would you take 80?')).not.toBe(messageFingerprint('Could I come on Saturday?'));
  });
});
