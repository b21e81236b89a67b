/**
 * Small XML writers for robots' and feed readers' documents: sitemaps (sitemaps.org
 * protocol 0.9), sitemap indexes and RSS 2.0. Every text and attribute is escaped, and
 * characters XML 1.0 forbids are dropped, so no listing text can break a document.
 */

import { escapeXml } from '../domain/shared/escape-markup';

export { escapeXml };

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

export interface SitemapUrl {
  loc: string;
  lastmod?: Date | null;
}

/** W3C datetime as the protocol wants it. */
function w3cDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function locEntry(tag: 'url' | 'sitemap', entry: SitemapUrl): string {
  const lastmod = entry.lastmod ? `<lastmod>${w3cDate(entry.lastmod)}</lastmod>` : '';
  return `<${tag}><loc>${escapeXml(entry.loc)}</loc>${lastmod}</${tag}>`;
}

export function sitemapXml(urls: SitemapUrl[]): string {
  return `${XML_DECLARATION}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
    .map((url) => locEntry('url', url))
    .join('\n')}\n</urlset>\n`;
}

export function sitemapIndexXml(sitemaps: SitemapUrl[]): string {
  return `${XML_DECLARATION}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemaps
    .map((sitemap) => locEntry('sitemap', sitemap))
    .join('\n')}\n</sitemapindex>\n`;
}

export interface RssItem {
  title: string;
  link: string;
  description: string;
  pubDate: Date;
  category?: string;
}

export interface RssChannel {
  title: string;
  /** The web page the feed follows. */
  link: string;
  /** The feed's own URL (atom:link rel="self"). */
  self: string;
  description: string;
  language: string;
  items: RssItem[];
}

export function rssXml(channel: RssChannel): string {
  const items = channel.items.map((item) =>
    [
      '<item>',
      `<title>${escapeXml(item.title)}</title>`,
      `<link>${escapeXml(item.link)}</link>`,
      `<guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
      `<description>${escapeXml(item.description)}</description>`,
      `<pubDate>${item.pubDate.toUTCString()}</pubDate>`,
      item.category ? `<category>${escapeXml(item.category)}</category>` : '',
      '</item>',
    ].join(''),
  );
  const newest = channel.items[0]?.pubDate;
  return [
    XML_DECLARATION.trimEnd(),
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${escapeXml(channel.title)}</title>`,
    `<link>${escapeXml(channel.link)}</link>`,
    `<description>${escapeXml(channel.description)}</description>`,
    `<language>${escapeXml(channel.language)}</language>`,
    `<atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`<lastBuildDate>${newest.toUTCString()}</lastBuildDate>`] : []),
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
