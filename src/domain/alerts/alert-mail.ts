/**
 * The mails of saved searches, in the language (and zone) the visitor saved the search in: the
 * confirmation link, and the alert (instant batch or daily digest) listing new matches
 * with photo, title, price in the listing's currency, the deal badge when the verdict is
 * confident, and the link. Every alert mail carries a one-click unsubscribe (RFC 8058
 * headers and a link) and a link to manage all of the address's alerts.
 */
import { findCity } from '../geo/find-city';
import type { MailMessage } from '../mail/mailer';
import { mailText, subjectLine } from '../mail/mail-text';
import { dealBadgeOf, type PriceVerdict } from '../pricing/deal-badge';
import { formatPrice, wordsLocale } from '../shared/format';
import type { AlertFrequency, AlertLanguage } from './alert-schemas';
import { escapeXml } from '../shared/escape-markup';

/** Whom an alert mail is for: the search's language, the zone of the page it was saved on, its city. */
export interface AlertRecipient {
  language: AlertLanguage;
  /** The person's zone; null: the city's zone, then UTC. */
  timeZone?: string | null;
  city?: string | null;
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

export function confirmationMail(
  options: AlertRecipient & { to: string; what: string; link: string; expiresAt: Date; publicUrl: string },
): MailMessage {
  const { t, dateTime, footer } = mailText(options);
  return {
    to: options.to,
    subject: subjectLine(t('mail.alert.confirmSubject')),
    text: [
      t('mail.alert.confirmIntro'),
      `  ${options.what}`,
      '',
      t('mail.alert.confirmAction', { button: t('alerts.confirm.button') }),
      options.link,
      '',
      t('mail.alert.confirmUntil', { until: dateTime(options.expiresAt) }),
      ...footer(options.publicUrl),
    ].join('\n'),
  };
}

/** Up to this many listings are written into one mail; the rest are counted and linked. */
export const MAX_LISTINGS_PER_MAIL = 20;

export function alertMail(options: AlertRecipient & {
  to: string;
  frequency: AlertFrequency;
  /** The search in words (its query, category, city). */
  what: string;
  listings: AlertMailListing[];
  /** Matches beyond the listed ones. */
  more: number;
  links: AlertMailLinks;
}): MailMessage {
  const { t } = mailText(options);
  const s = {
    intro: t('mail.alert.intro', { what: options.what }),
    more: t('mail.alert.more', { count: options.more }),
    dealBadge: (percent: number) => t('mail.alert.dealBadge', { percent }),
    free: t('listing.free'),
    noPrice: t('mail.alert.noPrice'),
    photo: t('mail.alert.photo'),
    seeAll: t('mail.alert.seeAll'),
    manage: t('mail.alert.manage'),
    unsubscribe: t('mail.alert.unsubscribe'),
    footer: t(options.frequency === 'daily' ? 'mail.alert.footerDaily' : 'mail.alert.footerInstant'),
  };
  const count = options.listings.length + options.more;
  const lines: string[] = [s.intro, ''];
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
  if (options.more > 0) lines.push(s.more, '');
  lines.push(
    s.seeAll,
    options.links.resultsUrl,
    '',
    '--',
    s.footer,
    s.manage,
    options.links.manageUrl,
    s.unsubscribe,
    options.links.unsubscribePageUrl,
  );
  const link = (href: string, label: string) => `<a href="${escapeXml(href)}">${escapeXml(label)}</a>`;
  const html = [
    `<!doctype html><html lang="${options.language}"><body style="font-family:sans-serif;color:#0f172a">`,
    `<p>${escapeXml(s.intro)}</p>`,
    `<table role="presentation" cellpadding="0" cellspacing="0">${cards.join('')}</table>`,
    options.more > 0 ? `<p>${escapeXml(s.more)}</p>` : '',
    `<p>${link(options.links.resultsUrl, s.seeAll)}</p>`,
    `<p style="color:#64748b;font-size:12px">${escapeXml(s.footer)}<br>`,
    `${link(options.links.manageUrl, s.manage)} · ${link(options.links.unsubscribePageUrl, s.unsubscribe)}</p>`,
    '</body></html>',
  ].join('');
  return {
    to: options.to,
    subject: subjectLine(t(options.frequency === 'daily' ? 'mail.alert.digestSubject' : 'mail.alert.instantSubject', { count, what: options.what })),
    text: lines.join('\n'),
    html,
    headers: {
      'List-Unsubscribe': `<${options.links.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'Auto-Submitted': 'auto-generated',
    },
  };
}
