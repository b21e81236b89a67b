/**
 * One register per language, held in every message (pages, errors and mails alike):
 * German "Sie", French "vous", Spanish "tú". A message that slips into the other form
 * fails here with its key, so a new one is written the same way as the rest.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree | Tree[] };

function flatten(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (!tree || typeof tree !== 'object') return [];
  return Object.entries(tree).flatMap(([key, value]) => flatten(value, prefix ? `${prefix}.${key}` : key));
}

const messagesOf = (language: string) => flatten(JSON.parse(readFileSync(new URL(`../../i18n/locales/${language}.json`, import.meta.url), 'utf8')) as Tree);

/** Whole words only: letters on neither side (\b knows no "ü" or "é"). */
const word = (words: string) => new RegExp(`(?<!\\p{L})(?:${words})(?!\\p{L})`, 'iu');
/** A sentence (or a "Bitte …") that opens with one of `verbs`: an imperative. */
const opening = (verbs: string) => new RegExp(`(?:^|[.!?:;]\\s+|\\b(?:Bitte|bitte)\\s+)(?:${verbs})(?!\\p{L})`, 'u');

const REGISTERS: { language: string; register: string; informal: RegExp[] }[] = [
  {
    language: 'de',
    register: 'Sie',
    informal: [
      word('du|dein\\p{L}*|dich|dir|euch|euer|eure\\p{L}*'),
      opening('[Gg]ib|[Pp]rüfe|[Ss]ieh|[Öö]ffne|[Ss]chreib|[Ss]chreibt|[Ss]ei|[Tt]riff|[Bb]ezahle|[Vv]ersuche|[Ff]ormuliere|[Ww]ähle|[Tt]ippe|[Kk]licke|[Ll]ade|[Mm]elde|[Nn]utze|[Aa]chte|[Ff]rag|[Vv]erabredet|[Vv]ergiss|[Nn]imm|[Ss]chau'),
    ],
  },
  {
    language: 'fr',
    register: 'vous',
    informal: [word("tu|toi|ton|ta|tes|te|t['’]")],
  },
  {
    language: 'es',
    register: 'tú',
    informal: [
      word('usted|ustedes|inténtelo|guárdelo|cópielo|compártalo'),
      opening('Elija|Pulse|Revise|Confirme|Abra|Introduzca|Escriba|Compruebe|Vuelva|Espere|Acote|Indique|Añada|Publique|Guarde|Toque|Seleccione|Haga|Lea|Denuncie'),
      // A label speaking to the reader ("Su correo electrónico", "Sus alertas").
      /^Sus?\s/u,
    ],
  },
];

describe('one register per language', () => {
  for (const { language, register, informal } of REGISTERS) {
    it(`${language} addresses the reader as "${register}" everywhere`, () => {
      const slips = messagesOf(language)
        .filter(([, text]) => informal.some((pattern) => pattern.test(text)))
        .map(([key, text]) => `${key}: ${text}`);
      expect(slips).toEqual([]);
    });
  }

  it('the checks catch the other register', () => {
    const [de, fr, es] = REGISTERS.map(({ informal }) => (text: string) => informal.some((pattern) => pattern.test(text)));
    expect(de!('Gib deine E-Mail-Adresse ein.')).toBe(true);
    expect(de!('Bitte versuche es erneut.')).toBe(true);
    expect(de!('Der Verkäufer hat dir den Artikel verkauft.')).toBe(true);
    expect(de!('Geben Sie Ihre E-Mail-Adresse ein. Dubai, Durchsuchen, Dirham.')).toBe(false);
    expect(fr!('Vérifie ta boîte de réception, tu recevras un lien.')).toBe(true);
    expect(fr!('Vérifiez votre boîte de réception. VERSION BÊTA, tête, prête.')).toBe(false);
    expect(es!('Pulse el botón para confirmar.')).toBe(true);
    expect(es!('Su correo electrónico')).toBe(true);
    expect(es!('Pulsa el botón; el vendedor ve su anuncio. Tu correo electrónico')).toBe(false);
  });

  // Italian mixes "tu" (most messages) and "Lei" (alerts, email confirmation, help): which one holds is still to be decided.
  it.todo('it addresses the reader in one register');
});
