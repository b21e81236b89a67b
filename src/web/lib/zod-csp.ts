/**
 * Zod compiles fast object parsers with `new Function`, and probes for that ability the
 * first time an object schema is built. Our Content-Security-Policy forbids evaluating
 * strings, so in the browser the probe is refused — and Chromium reports a CSP violation
 * on every page that builds a form schema, even though Zod catches the error. Jitless
 * mode skips both the probe and the compiled parsers (the forms parse a few fields; the
 * speed is not missed). The server keeps the fast path: it has no CSP.
 *
 * Imported first by root.tsx, so it runs before any module builds a schema.
 */
import { config } from 'zod';

if (typeof document !== 'undefined') config({ jitless: true });
