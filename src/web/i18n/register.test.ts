/**
 * One register per language, held in every message (pages, errors and mails alike):
 * German "Sie", French "vous", Spanish "tú", Italian "tu". A message that slips into the
 * other form fails here with its key, so a new one is written the same way as the rest.
 */
import { describe, expect, it } from 'vitest';
import { messageFile } from './message-files.testing';

const messagesOf = (language: string): [string, string][] => [...messageFile(language)];

/** Whole words only: letters on neither side (\b knows no "ü" or "é"). */
const word = (words: string) => new RegExp(`(?<!\\p{L})(?:${words})(?!\\p{L})`, 'iu');
/** A sentence (or a "Bitte …") that opens with one of `verbs`: an imperative. */
const opening = (verbs: string) => new RegExp(`(?:^|[.!?:;]\\s+|\\b(?:Bitte|bitte)\\s+)(?:${verbs})(?!\\p{L})`, 'u');

/**
 * Italian speaks to the reader as "tu"; the formal "Lei" shows in its pronouns and in
 * third-person imperatives. Capitalised "Lei/Suo/Sua…" are the courtesy forms ("lei" is "she",
 * "il suo annuncio" is someone else's); "Le/La" capitalised after a lowercase word are the
 * courtesy pronoun ("gli acquirenti Le scrivono"), not an article opening a sentence.
 */
const ITALIAN_IMPERATIVES = [
  'Inserisca', 'Scelga', "Controlli(?= (?:la|il|l['’]|i|le|prima|che|di))", 'Riprovi', 'Verifichi', 'Clicchi', 'Prema',
  'Apra', 'Riapra', 'Torni', 'Attenda', 'Usi', 'Utilizzi', 'Indichi', 'Aggiunga', 'Confermi', 'Scriva', 'Contatti',
  'Legga', 'Segnali', 'Provi', 'Modifichi', 'Selezioni', 'Chiuda', 'Aspetti', 'Salvi', 'Visiti', 'Acceda', 'Compili',
  'Completi', 'Tenga', 'Faccia', 'Vada', 'Conservi', 'Condivida', 'Ignori', 'Imposti', 'Aggiorni', 'Rinnovi',
  'Elimini', 'Cancelli', 'Invii', 'Ripeta', 'Ricarichi', 'Risponda', 'Gestisca', 'Veda', 'Annulli', 'Continui',
  'Tocchi', 'Decida', 'Richieda', 'Pubblichi', 'Ricominci', 'Lasci', 'Mantenga', 'Paghi', 'Tolga', 'Restringa',
  'Diffidi', 'Si accordi', 'Si incontri', 'Ne richieda', 'Ne elimini', 'Ne scelga', 'Ne pubblichi',
  'L[aoie] (?:corregga|riduca|carichi|invii|scriva|conservi)',
]
  .map((verb) => `[${verb[0]}${verb[0]!.toLowerCase()}]${verb.slice(1)}`)
  .join('|');
/** An imperative opening a sentence or clause ("…; riprovi", "…, apra questo link", "e riprovi"). */
const continuing = (verbs: string) =>
  new RegExp(`(?:^|[.!?:;]\\s+|\\((?=\\p{Lu})|(?:(?<!\\p{L})(?:e|o|poi|prima)|,) )(?:${verbs})(?!\\p{L})`, 'u');
const ITALIAN_FORMAL: RegExp[] = [
  /(?<!\p{L})(?:Lei|Suo|Sua|Suoi|Sue)(?!\p{L})/u,
  /\p{Ll}(?:La|Le|Lo|Gli)(?!\p{L})/u, // contattarLa
  /[\p{Ll},]\s+(?:La|Le)(?!\p{L})/u, // gli acquirenti Le scrivono, non La segue
  /(?:^|[.!?:;]\s+)(?:Il|La|I|Le) su(?:o|a|oi|e)\s/u, // "Il suo indirizzo e-mail" as a label
  /(?<!\p{L})speriamo lei(?!\p{L})/iu,
  continuing(ITALIAN_IMPERATIVES),
  opening('La preghiamo|Le (?:inviamo|abbiamo|scriviamo|chiediamo|invieremo|ricordiamo|consigliamo)|Ha|Oggi ha|Può|Vuole|Desidera|Riceve|Riceverà|Li riceverà|Sta|Intendeva'),
  /(?<!\p{L})le (?:inviamo|abbiamo inviato|invieremo|scriviamo|chiediamo)(?!\p{L})/u,
  /(?<!\p{L})(?:[Ss]e|quando|finché) (?:non )?(?:l['’])?(?:conferma|ha|vuole|desidera|deve|toglie|cancella)(?!\p{L})/u,
  /(?<!\p{L})non (?:lo |la |li |le )?(?:condivida|paghi|deve)(?!\p{L})/u,
  /(?<!\p{L})che cerca non(?!\p{L})/u,
];

/** `other`: the patterns of the register a language does not use. */
const REGISTERS: { language: string; register: string; other: RegExp[] }[] = [
  {
    language: 'de',
    register: 'Sie',
    other: [
      word('du|dein\\p{L}*|dich|dir|euch|euer|eure\\p{L}*'),
      opening('[Gg]ib|[Pp]rüfe|[Ss]ieh|[Öö]ffne|[Ss]chreib|[Ss]chreibt|[Ss]ei|[Tt]riff|[Bb]ezahle|[Vv]ersuche|[Ff]ormuliere|[Ww]ähle|[Tt]ippe|[Kk]licke|[Ll]ade|[Mm]elde|[Nn]utze|[Aa]chte|[Ff]rag|[Vv]erabredet|[Vv]ergiss|[Nn]imm|[Ss]chau'),
    ],
  },
  {
    language: 'fr',
    register: 'vous',
    other: [word("tu|toi|ton|ta|tes|te|t['’]")],
  },
  {
    language: 'es',
    register: 'tú',
    other: [
      word('usted|ustedes|inténtelo|guárdelo|cópielo|compártalo'),
      opening('Elija|Pulse|Revise|Confirme|Abra|Introduzca|Escriba|Compruebe|Vuelva|Espere|Acote|Indique|Añada|Publique|Guarde|Toque|Seleccione|Haga|Lea|Denuncie'),
      // A label speaking to the reader ("Su correo electrónico", "Sus alertas").
      /^Sus?\s/u,
    ],
  },
  {
    language: 'it',
    register: 'tu',
    other: ITALIAN_FORMAL,
  },
];

describe('one register per language', () => {
  for (const { language, register, other } of REGISTERS) {
    it(`${language} addresses the reader as "${register}" everywhere`, () => {
      const slips = messagesOf(language)
        .filter(([, text]) => other.some((pattern) => pattern.test(text)))
        .map(([key, text]) => `${key}: ${text}`);
      expect(slips).toEqual([]);
    });
  }

  it('the checks catch the other register', () => {
    const [de, fr, es, it_] = REGISTERS.map(({ other }) => (text: string) => other.some((pattern) => pattern.test(text)));
    expect(de!('Gib deine E-Mail-Adresse ein.')).toBe(true);
    expect(de!('Bitte versuche es erneut.')).toBe(true);
    expect(de!('Der Verkäufer hat dir den Artikel verkauft.')).toBe(true);
    expect(de!('Geben Sie Ihre E-Mail-Adresse ein. Dubai, Durchsuchen, Dirham.')).toBe(false);
    expect(fr!('Vérifie ta boîte de réception, tu recevras un lien.')).toBe(true);
    expect(fr!('Vérifiez votre boîte de réception. VERSION BÊTA, tête, prête.')).toBe(false);
    expect(es!('Pulse el botón para confirmar.')).toBe(true);
    expect(es!('Su correo electrónico')).toBe(true);
    expect(es!('Pulsa el botón; el vendedor ve su anuncio. Tu correo electrónico')).toBe(false);
    for (const formal of [
      'Controlli la posta in arrivo e riprovi.',
      'Il Suo annuncio resta online.',
      'Questo è il tuo annuncio: gli acquirenti Le scrivono qui.',
      'Qualcosa non ha funzionato. La preghiamo di riprovare.',
      'Non potranno più contattarLa. Può annullare entro 24 ore.',
      'Il suo indirizzo e-mail',
      'Questa immagine è troppo grande; la riduca e la carichi di nuovo',
      'Se non l’ha richiesto, ignori questa email.',
      'Le inviamo per e-mail i nuovi annunci.',
      'Affittato a Lei',
    ]) expect(it_!(formal), formal).toBe(true);
    for (const informal of [
      'Controlla la posta in arrivo e riprova.',
      'Le foto grandi vengono ridotte prima dell’invio. Le tue modifiche sono state salvate.',
      'Solo il venditore può gestire questo annuncio; un venditore vede quante persone hanno salvato il suo annuncio.',
      '{{name}} ha scritto a proposito del tuo annuncio; il mittente ha scritto in molte conversazioni.',
      'Controlli e moderatori',
      'Deve essere 1 o 0',
      'Se non l’hai richiesto, ignora questa email: senza conferma non inviamo nulla.',
      'Il venditore non vede mai il tuo indirizzo; le sue risposte ti arrivano per email.',
    ]) expect(it_!(informal), informal).toBe(false);
  });
});
