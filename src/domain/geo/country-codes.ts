/**
 * The one country whose everyday code differs from its ISO 3166-1 code: people (and our
 * URLs and the Filter Results sidebar) say UK where ISO, and so every stored row, says GB.
 * Tiny and table-free, so browser code can use it.
 */
const COMMON_BY_ISO: Readonly<Record<string, string>> = { GB: 'UK' };
const ISO_BY_COMMON: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(COMMON_BY_ISO).map(([iso, common]) => [common, iso]),
);

/** An ISO code as people write it: 'GB' → 'UK'; every other code is itself. Upper case in and out. */
export function commonCountryCode(isoCode: string): string {
  return COMMON_BY_ISO[isoCode] ?? isoCode;
}

/** The ISO code behind an everyday one: 'UK' → 'GB'; every other code is itself. Upper case in and out. */
export function isoCountryCode(commonCode: string): string {
  return ISO_BY_COMMON[commonCode] ?? commonCode;
}
