/**
 * Zod compiles fast object parsers with `new Function`, and probes for that ability the
 * first time an object schema is built. Our Content-Security-Policy forbids evaluating
 * strings, so in the browser the probe is refused — and Chromium reports a CSP violation
 * on every page that builds a form schema, even though Zod catches the error. Jitless
 * mode skips both the probe and the compiled parsers (the forms parse a few fields; the
 * speed is not missed). The server keeps the fast path: it has no CSP.
 *
 * This sets what `z.config({ jitless: true })` sets, without importing Zod: Zod keeps
 * its configuration in `globalThis.__zod_globalConfig` and adopts an object already
 * there, so the setting holds however the bundler orders the chunks, and the home
 * page's first-load JavaScript does not grow by Zod's core. Imported first by root.tsx,
 * so it runs before any module builds a schema.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

if (typeof document !== 'undefined') {
  globalThis.__zod_globalConfig ??= {};
  globalThis.__zod_globalConfig.jitless = true;
}

export {};
