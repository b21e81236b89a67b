/**
 * Text into XML or HTML (sitemaps, feeds, HTML mails): the five special characters become
 * entities, and characters XML 1.0 forbids are dropped, so no listing text can break a
 * document or add markup to it.
 */

/** Characters XML 1.0 does not allow at all (C0 controls except tab, LF, CR; lone surrogates; U+FFFE/F). */
// eslint-disable-next-line no-control-regex -- these control characters are exactly what must go
const INVALID_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  return text.replace(INVALID_XML_CHARS, '').replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}
