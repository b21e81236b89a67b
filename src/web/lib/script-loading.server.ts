/**
 * A page's scripts are fetched after what paints it. React Router preloads every module
 * a page hydrates with (`<link rel="modulepreload">` in the document), so some 140 kB of
 * script started downloading with the stylesheet and the first cards' photos and shared
 * a phone's slow connection with them: the largest paint waited for script bytes it does
 * not need. The page is complete without script (server-rendered, links and forms that
 * work), so the preloads are left out: the modules load from the hydration script at the
 * end of the document, as its imports are discovered.
 *
 * Measured with Lighthouse (mobile, simulated throttling; ADR 020): largest contentful
 * paint 2.5–2.6 s with the preloads (at low priority; 2.5–2.7 s at their default high
 * priority) and 1.3–1.6 s without, while the time to interactive stayed 2.2–2.9 s.
 */
import { Transform } from 'node:stream';

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

/** `html` without its module preloads. */
export function withoutModulePreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, '');
}

/**
 * The same over a rendered document's stream. The document is sent in one piece anyway
 * (entry.server.tsx renders it whole), so it is held until its end: a tag split across
 * two chunks is still found.
 */
export function withoutModulePreloadsStream(): Transform {
  const chunks: Buffer[] = [];
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
      callback();
    },
    flush(callback) {
      callback(null, withoutModulePreloads(Buffer.concat(chunks).toString('utf8')));
    },
  });
}
