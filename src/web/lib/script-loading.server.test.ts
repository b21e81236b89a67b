import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { withoutModulePreloads, withoutModulePreloadsStream } from './script-loading.server';

const DOCUMENT = [
  '<!DOCTYPE html><html><head><link rel="preload" as="image" imageSrcSet="/media/u/a/card.webp 640w" fetchPriority="high"/>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n1"/><link rel="modulepreload" href="/assets/shell-B.js" nonce="n1"/>',
  '<link nonce="n1" rel="stylesheet" href="/assets/shell-C.css"/></head><body><p>rel="modulepreload" in a listing’s text</p>',
  '<script type="module" async="" nonce="n1">import * as route0 from "/assets/root-D.js";import("/assets/entry.client-A.js");</script></body></html>',
].join('');

describe('the scripts load after the paint', () => {
  it('leaves out every module preload and nothing else', () => {
    const html = withoutModulePreloads(DOCUMENT);
    expect(html).not.toContain('<link rel="modulepreload"');
    // The photo's preload, the stylesheet, the hydration script and text that merely quotes the words stay.
    expect(html).toContain('<link rel="preload" as="image"');
    expect(html).toContain('rel="stylesheet" href="/assets/shell-C.css"');
    expect(html).toContain('import * as route0 from "/assets/root-D.js"');
    expect(html).toContain('<p>rel="modulepreload" in a listing’s text</p>');
    expect(html.length).toBe(DOCUMENT.length - '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n1"/><link rel="modulepreload" href="/assets/shell-B.js" nonce="n1"/>'.length);
  });

  it('finds a preload split across the stream’s chunks', async () => {
    // Cut inside the first preload tag, and inside the second.
    const cuts = [DOCUMENT.indexOf('modulepreload') + 4, DOCUMENT.indexOf('shell-B') + 2];
    const chunks = [DOCUMENT.slice(0, cuts[0]), DOCUMENT.slice(cuts[0], cuts[1]), DOCUMENT.slice(cuts[1])].map((part) => Buffer.from(part));
    let sent = '';
    for await (const chunk of Readable.from(chunks).pipe(withoutModulePreloadsStream())) sent += String(chunk);
    expect(sent).toBe(withoutModulePreloads(DOCUMENT));
  });
});
