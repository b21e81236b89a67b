import { describe, expect, it } from 'vitest';
import { escapeXml, rssXml, sitemapIndexXml, sitemapXml } from './xml';
import { periodRange } from '../domain/reach/sitemap-listings';

describe('XML writers', () => {
  it('escapes markup and drops characters XML cannot hold', () => {
    expect(escapeXml(`</script> & "q" 'a' <!--`)).toBe('&lt;/script&gt; &amp; &quot;q&quot; &apos;a&apos; &lt;!--');
    expect(escapeXml('bell\u0007 tab\t nul\u0000 ok')).toBe('bell tab\t nul ok');
    expect(escapeXml('lone \uD800 surrogate, pair 😀')).toBe('lone  surrogate, pair 😀');
  });

  it('writes sitemaps and indexes with W3C dates', () => {
    const date = new Date('2026-11-05T10:20:30.456Z');
    expect(sitemapXml([{ loc: 'https://x.example/a?b=1&c=2', lastmod: date }, { loc: 'https://x.example/' }])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<url><loc>https://x.example/a?b=1&amp;c=2</loc><lastmod>2026-11-05T10:20:30Z</lastmod></url>\n' +
        '<url><loc>https://x.example/</loc></url>\n</urlset>\n',
    );
    expect(sitemapIndexXml([{ loc: 'https://x.example/s.xml' }])).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n<sitemap><loc>https://x.example/s.xml</loc></sitemap>');
  });

  it('writes an RSS 2.0 channel with a self link and escaped items', () => {
    const xml = rssXml({
      title: 'Cityboard: “desk” in London',
      link: 'https://x.example/uk/london?q=desk',
      self: 'https://x.example/feeds/listings.xml?city=london&q=desk',
      description: 'New listings',
      language: 'en',
      items: [{ title: 'Desk <oak>', link: 'https://x.example/uk/london/listing/1', description: 'A & B', pubDate: new Date('2026-11-05T10:00:00Z'), category: 'For Sale' }],
    });
    expect(xml).toContain('<atom:link href="https://x.example/feeds/listings.xml?city=london&amp;q=desk" rel="self" type="application/rss+xml"/>');
    expect(xml).toContain('<lastBuildDate>Thu, 05 Nov 2026 10:00:00 GMT</lastBuildDate>');
    expect(xml).toContain(
      '<item><title>Desk &lt;oak&gt;</title><link>https://x.example/uk/london/listing/1</link><guid isPermaLink="true">https://x.example/uk/london/listing/1</guid><description>A &amp; B</description><pubDate>Thu, 05 Nov 2026 10:00:00 GMT</pubDate><category>For Sale</category></item>',
    );
  });
});

describe('sitemap periods', () => {
  it('reads months, days and hours as UTC ranges, and nothing else', () => {
    expect(periodRange('2026-12')).toEqual({ start: new Date('2026-12-01T00:00:00Z'), end: new Date('2027-01-01T00:00:00Z'), unit: 'month' });
    expect(periodRange('2026-02-28')).toEqual({ start: new Date('2026-02-28T00:00:00Z'), end: new Date('2026-03-01T00:00:00Z'), unit: 'day' });
    expect(periodRange('2026-02-28-23')).toEqual({ start: new Date('2026-02-28T23:00:00Z'), end: new Date('2026-03-01T00:00:00Z'), unit: 'hour' });
    for (const bad of ['2026-13', '2026-00', '2026-01-32', '2026-01-01-24', '2026-02-30', '26-01', 'pages', '2026-1']) expect(periodRange(bad), bad).toBeNull();
  });
});
