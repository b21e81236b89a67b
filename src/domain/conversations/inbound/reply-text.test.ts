/**
 * Stripping what mail programs add to a reply, in the ways they add it: quote headers in
 * six languages (wrapped or not), quoted lines, Outlook's header block, signatures,
 * phone footers; answers written between quoted lines survive. And hostile text costs
 * linear time.
 */
import { describe, expect, it } from 'vitest';
import { replyText } from './reply-text';

const body = (text: string) => replyText(text).body;

describe('quote headers', () => {
  const quoted = '\n> Is the desk still available?\n> Thanks\n';
  it.each([
    ['Gmail, English', 'On Sun, Nov 24, 2024 at 3:02 PM Cityboard <reply+abc@cityboard.example> wrote:'],
    ['Gmail, wrapped over two lines', 'On Sun, Nov 24, 2024 at 3:02 PM Cityboard <\nreply+abc@cityboard.example> wrote:'],
    ['Apple Mail, English', 'On 24 Nov 2024, at 15:02, Cityboard <reply+abc@cityboard.example> wrote:'],
    ['Thunderbird, English', 'On 11/24/24 3:02 PM, Cityboard wrote:'],
    ['Gmail, German', 'Am So., 24. Nov. 2024 um 15:02 Uhr schrieb Cityboard <reply+abc@cityboard.example>:'],
    ['Apple Mail, German', 'Am 24.11.2024 um 15:02 schrieb Cityboard <reply+abc@cityboard.example>:'],
    ['Gmail, French (no-break space before the colon)', 'Le dim. 24 nov. 2024 à 15:02, Cityboard <reply+abc@cityboard.example> a écrit\u00a0:'],
    ['Apple Mail, French', 'Le 24 nov. 2024 à 15:02, Cityboard <reply+abc@cityboard.example> a écrit :'],
    ['Gmail, Spanish', 'El dom, 24 nov 2024 a las 15:02, Cityboard (<reply+abc@cityboard.example>) escribió:'],
    ['Gmail, Italian', 'Il giorno dom 24 nov 2024 alle ore 15:02 Cityboard <reply+abc@cityboard.example> ha scritto:'],
    ['Gmail, Japanese', '2024年11月24日(日) 15:02 Cityboard <reply+abc@cityboard.example>:'],
    ['Apple Mail, Japanese', '2024/11/24 15:02、Cityboard <reply+abc@cityboard.example>のメール:'],
  ])('%s', (_client, header) => {
    expect(body(`Yes, Saturday works.\n\n${header}\n${quoted}`)).toBe('Yes, Saturday works.');
  });

  it('a line that merely starts like a header stays', () => {
    expect(body('On Saturday I can come at 10.\nAm Samstag geht es auch.')).toBe('On Saturday I can come at 10.\nAm Samstag geht es auch.');
  });
});

describe('Outlook and forwarded originals', () => {
  it.each([
    ['English', 'From: Cityboard <reply+abc@cityboard.example>\nSent: Sunday, November 24, 2024 3:12 PM\nTo: Tom\nSubject: New message'],
    ['German', 'Von: Cityboard <reply+abc@cityboard.example>\nGesendet: Sonntag, 24. November 2024 15:12\nAn: Tom\nBetreff: Neue Nachricht'],
    ['French', 'De : Cityboard <reply+abc@cityboard.example>\nEnvoyé : dimanche 24 novembre 2024 15:12\nÀ : Tom\nObjet : Nouveau message'],
    ['Spanish', 'De: Cityboard <reply+abc@cityboard.example>\nEnviado: domingo, 24 de noviembre de 2024 15:12\nPara: Tom\nAsunto: Nuevo mensaje'],
    ['Italian', 'Da: Cityboard <reply+abc@cityboard.example>\nInviato: domenica 24 novembre 2024 15:12\nA: Tom\nOggetto: Nuovo messaggio'],
    ['Japanese', '差出人: Cityboard <reply+abc@cityboard.example>\n送信日時: 2024年11月24日 15:12\n宛先: Tom\n件名: 新着メッセージ'],
    ['Outlook on the web, bold labels', '*From:* Cityboard\n*Sent:* Sunday, November 24, 2024 3:12 PM'],
  ])('the header block (%s) and all below it go, with the line above it', (_language, block) => {
    expect(body(`75 is fine.\n\n________________________________\n${block}\n\nSam wrote: could you do 75?`)).toBe('75 is fine.');
  });

  it.each(['-----Original Message-----', '-----Ursprüngliche Nachricht-----', "-----Message d'origine-----", '---------- Forwarded message ---------'])(
    '%s and all below it go',
    (marker) => {
      expect(body(`Deal.\n${marker}\nFrom: Cityboard\nSam wrote: could you do 75?`)).toBe('Deal.');
    },
  );

  it('a "From:" line with no date under it is the writer’s own', () => {
    expect(body('From: the station it is a 5 minute walk.\nSee you.')).toBe('From: the station it is a 5 minute walk.\nSee you.');
  });
});

describe('signatures and quoted lines', () => {
  it('cuts at the "-- " delimiter', () => {
    expect(body('See you at 10.\n\n-- \nTom Seller\nAcme Ltd, 12 Mare Street\n+44 20 7946 0000')).toBe('See you at 10.');
  });

  it.each(['Sent from my iPhone', 'Von meinem iPhone gesendet', 'Envoyé de mon iPhone', 'Enviado desde mi iPhone', 'Inviato da iPhone', 'iPhoneから送信', 'Get Outlook for Android'])(
    'cuts at "%s"',
    (footer) => {
      expect(body(`OK, 75 then.\n\n${footer}\n\n> Could you do 75?`)).toBe('OK, 75 then.');
    },
  );

  it('drops quoted lines and keeps the answers written between them (inline replies)', () => {
    const text = [
      'On Sun, Nov 24, 2024 at 3:02 PM Cityboard <reply+abc@cityboard.example> wrote:',
      '> Is it still available?',
      'Yes.',
      '',
      '> Could you do 75?',
      'I could do 80.',
      '',
      '-- ',
      'Tom',
    ].join('\n');
    expect(body(text)).toBe('Yes.\n\nI could do 80.');
  });

  it('keeps an answer written below the quote (bottom posting)', () => {
    expect(body('Cityboard wrote on Sun, Nov 24, 2024 at 3:02 PM:\n> Could you do 75?\n\nYes, 75 is fine.')).toBe('Yes, 75 is fine.');
  });

  it('"… wrote:" is a header only above quoted lines', () => {
    expect(body('Sam wrote:\n\n> Could you do 75?\nNo, 80.')).toBe('No, 80.');
    expect(body('My brother wrote:\nthe desk fits in his car.')).toBe('My brother wrote:\nthe desk fits in his car.');
  });

  it('leaves nothing when the mail holds only quoted text', () => {
    expect(body('\n\nOn Sun, Nov 24, 2024 at 3:02 PM Cityboard wrote:\n> Could you do 75?\n')).toBe('');
    expect(body('> Could you do 75?\n> Thanks')).toBe('');
    expect(body('  \n\n')).toBe('');
  });
});

describe('the text kept', () => {
  it('normalises line ends, drops control characters and cid: image references, trims and collapses blank lines', () => {
    expect(body('\r\n  Hello\u0000 there\u0007 [cid:image001.png@01DA3E]\r\n\r\n\r\n\r\nSee you   \r\n')).toBe('Hello there\n\nSee you');
  });

  it('keeps the first 2,000 characters of a longer reply, cut after a word and marked with "…"', () => {
    const long = `${'word '.repeat(500)}`.trim();
    const result = replyText(long);
    expect(result.truncated).toBe(true);
    expect(result.body.length).toBeLessThanOrEqual(2000);
    expect(result.body.length).toBeGreaterThan(1800);
    expect(result.body).toMatch(/ word…$/);
    expect(replyText('x'.repeat(2000))).toEqual({ body: 'x'.repeat(2000), truncated: false });
  });

  it('keeps long paragraphs whole (they pass email-reply-parser as placeholders)', () => {
    const paragraph = 'The desk is solid oak and the drawers run smoothly; '.repeat(8).trim();
    expect(paragraph.length).toBeGreaterThan(200);
    expect(body(`${paragraph}\nRegards,\nTom\n\nOn Sun, Nov 24, 2024 at 3:02 PM Cityboard wrote:\n> Is it oak?`)).toBe(paragraph);
  });

  it('never splits an emoji when cutting', () => {
    const result = replyText('😀'.repeat(1500));
    expect(result.body.length).toBeLessThanOrEqual(2000);
    expect(result.body).not.toMatch(/[\ud800-\udbff]…$/);
    expect(result.body.endsWith('😀…')).toBe(true);
  });

  it('costs linear time on lines crafted against email-reply-parser’s patterns', () => {
    // One such line of 4,000 characters takes email-reply-parser alone over ten seconds.
    const hostile = ['1111from<'.repeat(120_000), ('abc. skrev x:\n'.repeat(80_000)), `On ${'a '.repeat(500_000)}`];
    for (const text of hostile) {
      const started = performance.now();
      replyText(text);
      expect(performance.now() - started).toBeLessThan(2_000);
    }
  });
});
