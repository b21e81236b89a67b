/**
 * The mails of saved searches, in the language the visitor saved the search in: the
 * confirmation link, and the alert (instant batch or daily digest) listing new matches
 * with photo, title, price in the listing's currency, the deal badge when the verdict is
 * confident, and the link. Every alert mail carries a one-click unsubscribe (RFC 8058
 * headers and a link) and a link to manage all of the address's alerts.
 */
import { findCity } from '../geo/find-city';
import type { MailMessage } from '../mail/mailer';
import { dealBadgeOf, type PriceVerdict } from '../pricing/deal-badge';
import { formatPrice, wordsLocale } from '../shared/format';
import type { AlertFrequency, AlertLanguage } from './alert-schemas';
import { escapeXml } from '../shared/escape-markup';

interface AlertStrings {
  confirmSubject: string;
  confirmIntro: string;
  confirmAction: string;
  confirmIgnore: (hours: number) => string;
  instantSubject: (count: number, what: string) => string;
  digestSubject: (count: number, what: string) => string;
  intro: (what: string) => string;
  more: (count: number) => string;
  dealBadge: (percent: number) => string;
  free: string;
  noPrice: string;
  photo: string;
  seeAll: string;
  manage: string;
  unsubscribe: string;
  anything: string;
  /** Why this address gets the mail. */
  footer: (frequency: AlertFrequency) => string;
}

const STRINGS: Record<AlertLanguage, AlertStrings> = {
  en: {
    confirmSubject: 'Confirm your Cityboard search alert',
    confirmIntro: 'Someone (we hope you) asked Cityboard to mail new listings for this search to this address:',
    confirmAction: 'To start the alert, open this link and press "Confirm":',
    confirmIgnore: (h) =>
      `The link works for ${h} hours. If you did not ask for this, ignore this mail: nothing is sent unless the alert is confirmed.`,
    instantSubject: (n, w) => (n === 1 ? `New listing for "${w}"` : `${n} new listings for "${w}"`),
    digestSubject: (n, w) => `Your daily alert: ${n} new listing${n === 1 ? '' : 's'} for "${w}"`,
    intro: (w) => `New listings matching your saved search "${w}":`,
    more: (n) => `…and ${n} more.`,
    dealBadge: (p) => `Good deal: ${p}% below similar listings`,
    free: 'Free',
    noPrice: 'No price given',
    photo: 'Photo',
    seeAll: 'See all results:',
    manage: 'Manage all your alerts:',
    unsubscribe: 'Unsubscribe from this alert:',
    anything: 'all listings',
    footer: (f) =>
      f === 'daily'
        ? 'You get this daily digest because you saved this search on Cityboard.'
        : 'You get these alerts because you saved this search on Cityboard.',
  },
  de: {
    confirmSubject: 'Bestätige deinen Suchauftrag bei Cityboard',
    confirmIntro: 'Jemand (hoffentlich du) möchte neue Anzeigen zu dieser Suche von Cityboard an diese Adresse bekommen:',
    confirmAction: 'Um den Suchauftrag zu starten, öffne diesen Link und klicke auf „Bestätigen“:',
    confirmIgnore: (h) => `Der Link gilt ${h} Stunden. Wenn du das nicht warst, ignoriere diese Mail: Ohne Bestätigung wird nichts verschickt.`,
    instantSubject: (n, w) => (n === 1 ? `Neue Anzeige für „${w}“` : `${n} neue Anzeigen für „${w}“`),
    digestSubject: (n, w) => `Deine tägliche Übersicht: ${n} neue Anzeige${n === 1 ? '' : 'n'} für „${w}“`,
    intro: (w) => `Neue Anzeigen zu deiner gespeicherten Suche „${w}“:`,
    more: (n) => `…und ${n} weitere.`,
    dealBadge: (p) => `Gutes Angebot: ${p} % unter ähnlichen Anzeigen`,
    free: 'Kostenlos',
    noPrice: 'Kein Preis angegeben',
    photo: 'Foto',
    seeAll: 'Alle Ergebnisse ansehen:',
    manage: 'Alle deine Suchaufträge verwalten:',
    unsubscribe: 'Diesen Suchauftrag abbestellen:',
    anything: 'alle Anzeigen',
    footer: (f) =>
      f === 'daily'
        ? 'Du bekommst diese tägliche Übersicht, weil du diese Suche bei Cityboard gespeichert hast.'
        : 'Du bekommst diese Benachrichtigungen, weil du diese Suche bei Cityboard gespeichert hast.',
  },
  es: {
    confirmSubject: 'Confirma tu alerta de búsqueda de Cityboard',
    confirmIntro: 'Alguien (esperamos que tú) pidió a Cityboard recibir en esta dirección los anuncios nuevos de esta búsqueda:',
    confirmAction: 'Para activar la alerta, abre este enlace y pulsa «Confirmar»:',
    confirmIgnore: (h) => `El enlace funciona durante ${h} horas. Si no lo pediste, ignora este correo: no se envía nada sin confirmar.`,
    instantSubject: (n, w) => (n === 1 ? `Nuevo anuncio para «${w}»` : `${n} anuncios nuevos para «${w}»`),
    digestSubject: (n, w) => `Tu resumen diario: ${n} anuncio${n === 1 ? '' : 's'} nuevo${n === 1 ? '' : 's'} para «${w}»`,
    intro: (w) => `Anuncios nuevos para tu búsqueda guardada «${w}»:`,
    more: (n) => `…y ${n} más.`,
    dealBadge: (p) => `Buen precio: ${p} % por debajo de anuncios similares`,
    free: 'Gratis',
    noPrice: 'Sin precio',
    photo: 'Foto',
    seeAll: 'Ver todos los resultados:',
    manage: 'Gestiona todas tus alertas:',
    unsubscribe: 'Darse de baja de esta alerta:',
    anything: 'todos los anuncios',
    footer: (f) =>
      f === 'daily'
        ? 'Recibes este resumen diario porque guardaste esta búsqueda en Cityboard.'
        : 'Recibes estas alertas porque guardaste esta búsqueda en Cityboard.',
  },
  fr: {
    confirmSubject: 'Confirmez votre alerte de recherche Cityboard',
    confirmIntro: 'Quelqu’un (vous, nous l’espérons) a demandé à Cityboard d’envoyer à cette adresse les nouvelles annonces de cette recherche :',
    confirmAction: 'Pour activer l’alerte, ouvrez ce lien et appuyez sur « Confirmer » :',
    confirmIgnore: (h) => `Le lien est valable ${h} heures. Si vous n’avez rien demandé, ignorez ce message : rien n’est envoyé sans confirmation.`,
    instantSubject: (n, w) => (n === 1 ? `Nouvelle annonce pour « ${w} »` : `${n} nouvelles annonces pour « ${w} »`),
    digestSubject: (n, w) => `Votre résumé du jour : ${n} nouvelle${n === 1 ? '' : 's'} annonce${n === 1 ? '' : 's'} pour « ${w} »`,
    intro: (w) => `Nouvelles annonces pour votre recherche enregistrée « ${w} » :`,
    more: (n) => `…et ${n} de plus.`,
    dealBadge: (p) => `Bonne affaire : ${p} % moins cher que des annonces similaires`,
    free: 'Gratuit',
    noPrice: 'Prix non indiqué',
    photo: 'Photo',
    seeAll: 'Voir tous les résultats :',
    manage: 'Gérer toutes vos alertes :',
    unsubscribe: 'Se désabonner de cette alerte :',
    anything: 'toutes les annonces',
    footer: (f) =>
      f === 'daily'
        ? 'Vous recevez ce résumé quotidien car vous avez enregistré cette recherche sur Cityboard.'
        : 'Vous recevez ces alertes car vous avez enregistré cette recherche sur Cityboard.',
  },
  it: {
    confirmSubject: 'Conferma il tuo avviso di ricerca Cityboard',
    confirmIntro: 'Qualcuno (speriamo tu) ha chiesto a Cityboard di inviare a questo indirizzo i nuovi annunci di questa ricerca:',
    confirmAction: 'Per attivare l’avviso, apri questo link e premi «Conferma»:',
    confirmIgnore: (h) => `Il link vale ${h} ore. Se non l’hai chiesto tu, ignora questa mail: senza conferma non inviamo nulla.`,
    instantSubject: (n, w) => (n === 1 ? `Nuovo annuncio per «${w}»` : `${n} nuovi annunci per «${w}»`),
    digestSubject: (n, w) => `Il tuo riepilogo giornaliero: ${n} nuov${n === 1 ? 'o annuncio' : 'i annunci'} per «${w}»`,
    intro: (w) => `Nuovi annunci per la tua ricerca salvata «${w}»:`,
    more: (n) => `…e altri ${n}.`,
    dealBadge: (p) => `Buon affare: ${p}% sotto annunci simili`,
    free: 'Gratis',
    noPrice: 'Prezzo non indicato',
    photo: 'Foto',
    seeAll: 'Vedi tutti i risultati:',
    manage: 'Gestisci tutti i tuoi avvisi:',
    unsubscribe: 'Annulla l’iscrizione a questo avviso:',
    anything: 'tutti gli annunci',
    footer: (f) =>
      f === 'daily'
        ? 'Ricevi questo riepilogo giornaliero perché hai salvato questa ricerca su Cityboard.'
        : 'Ricevi questi avvisi perché hai salvato questa ricerca su Cityboard.',
  },
  ja: {
    confirmSubject: 'Cityboard の検索アラートを確認してください',
    confirmIntro: 'この検索の新着出品をこのアドレスに送るよう、Cityboard に依頼がありました（ご本人であることを願っています）：',
    confirmAction: 'アラートを開始するには、このリンクを開いて「確認」を押してください：',
    confirmIgnore: (h) => `リンクの有効期限は${h}時間です。心当たりがない場合はこのメールを無視してください。確認されない限り何も送信されません。`,
    instantSubject: (n, w) => `「${w}」の新着出品 ${n}件`,
    digestSubject: (n, w) => `毎日のまとめ：「${w}」の新着出品 ${n}件`,
    intro: (w) => `保存した検索「${w}」に一致する新着出品：`,
    more: (n) => `…ほか${n}件`,
    dealBadge: (p) => `お買い得：類似の出品より${p}%安い`,
    free: '無料',
    noPrice: '価格未設定',
    photo: '写真',
    seeAll: 'すべての結果を見る：',
    manage: 'すべてのアラートを管理：',
    unsubscribe: 'このアラートの配信を停止：',
    anything: 'すべての出品',
    footer: (f) =>
      f === 'daily'
        ? 'Cityboard でこの検索を保存したため、毎日のまとめをお送りしています。'
        : 'Cityboard でこの検索を保存したため、このアラートをお送りしています。',
  },
};

export function alertStrings(language: AlertLanguage): AlertStrings {
  return STRINGS[language] ?? STRINGS.en;
}

/** A new listing as an alert mail shows it. */
export interface AlertMailListing {
  id: string;
  title: string;
  price: string | null;
  currency: string;
  city: string | null;
  /** Absolute URLs. */
  url: string;
  photoUrl: string | null;
  verdict: PriceVerdict | null;
}

export interface AlertMailLinks {
  resultsUrl: string;
  manageUrl: string;
  /** The page with an unsubscribe button (the body's link). */
  unsubscribePageUrl: string;
  /** The API address mail clients POST to (List-Unsubscribe, RFC 8058). */
  oneClickUrl: string;
}

export function confirmationMail(options: { to: string; language: AlertLanguage; what: string; link: string; hours: number }): MailMessage {
  const s = alertStrings(options.language);
  return {
    to: options.to,
    subject: s.confirmSubject,
    text: [s.confirmIntro, `  ${options.what}`, '', s.confirmAction, options.link, '', s.confirmIgnore(options.hours)].join('\n'),
  };
}

/** Up to this many listings are written into one mail; the rest are counted and linked. */
export const MAX_LISTINGS_PER_MAIL = 20;

export function alertMail(options: {
  to: string;
  language: AlertLanguage;
  frequency: AlertFrequency;
  /** The search in words (its query, category, city). */
  what: string;
  listings: AlertMailListing[];
  /** Matches beyond the listed ones. */
  more: number;
  links: AlertMailLinks;
}): MailMessage {
  const s = alertStrings(options.language);
  const count = options.listings.length + options.more;
  const lines: string[] = [s.intro(options.what), ''];
  // The same mail as HTML, so mail programs show each listing's photo; every text in it is escaped.
  const cards: string[] = [];
  for (const listing of options.listings) {
    const city = findCity(listing.city);
    const locale = wordsLocale(options.language, city?.locale ?? 'en-US');
    const price = listing.price === null ? s.noPrice : formatPrice(listing.price, listing.currency, locale, s.free);
    lines.push(`* ${listing.title}`, `  ${price}`);
    const badge = dealBadgeOf(listing.verdict);
    if (badge) lines.push(`  ${s.dealBadge(badge.percentOff)}`);
    if (listing.photoUrl) lines.push(`  ${s.photo}: ${listing.photoUrl}`);
    lines.push(`  ${listing.url}`, '');
    cards.push(
      `<tr><td style="padding:12px 0;border-bottom:1px solid #e2e8f0">` +
        (listing.photoUrl
          ? `<a href="${escapeXml(listing.url)}"><img src="${escapeXml(listing.photoUrl)}" alt="${escapeXml(listing.title)}" width="160" style="display:block;border-radius:8px;margin-bottom:8px"></a>`
          : '') +
        `<a href="${escapeXml(listing.url)}" style="font-weight:bold;color:#1d4ed8">${escapeXml(listing.title)}</a><br>` +
        `<span>${escapeXml(price)}</span>` +
        (badge ? `<br><span style="color:#047857">${escapeXml(s.dealBadge(badge.percentOff))}</span>` : '') +
        `</td></tr>`,
    );
  }
  if (options.more > 0) lines.push(s.more(options.more), '');
  lines.push(
    s.seeAll,
    options.links.resultsUrl,
    '',
    '--',
    s.footer(options.frequency),
    s.manage,
    options.links.manageUrl,
    s.unsubscribe,
    options.links.unsubscribePageUrl,
  );
  const link = (href: string, label: string) => `<a href="${escapeXml(href)}">${escapeXml(label)}</a>`;
  const html = [
    `<!doctype html><html lang="${options.language}"><body style="font-family:sans-serif;color:#0f172a">`,
    `<p>${escapeXml(s.intro(options.what))}</p>`,
    `<table role="presentation" cellpadding="0" cellspacing="0">${cards.join('')}</table>`,
    options.more > 0 ? `<p>${escapeXml(s.more(options.more))}</p>` : '',
    `<p>${link(options.links.resultsUrl, s.seeAll)}</p>`,
    `<p style="color:#64748b;font-size:12px">${escapeXml(s.footer(options.frequency))}<br>`,
    `${link(options.links.manageUrl, s.manage)} · ${link(options.links.unsubscribePageUrl, s.unsubscribe)}</p>`,
    '</body></html>',
  ].join('');
  return {
    to: options.to,
    subject: options.frequency === 'daily' ? s.digestSubject(count, options.what) : s.instantSubject(count, options.what),
    text: lines.join('\n'),
    html,
    headers: {
      'List-Unsubscribe': `<${options.links.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'Auto-Submitted': 'auto-generated',
    },
  };
}
