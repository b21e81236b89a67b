import { countryName } from '../shared/format';
import { commonCountryCode, isoCountryCode } from './country-codes';

/** A country the Filter Results sidebar offers: its filter code ('UK', 'DE') and name in the page's language. */
export interface FilterCountryOption {
  code: string;
  name: string;
}

/**
 * The sidebar's countries from the countries that have listings (ISO codes, as stored):
 * named in `language` ("Deutschland" on a German page) and sorted as that language
 * sorts ("Österreich" beside "Oman" in German). Codes are the filter's own, which the
 * listings query takes as `country` ('UK' for GB). A country the URL already filters by
 * stays on offer though it has no listing now, so the form shows what the page applies.
 */
/** A filter code's country ('UK', 'DE') in `language`, as the sidebar names it: for chips and saved searches. */
export function filterCountryName(code: string, language: string): string {
  return countryName(isoCountryCode(code.toUpperCase()), language, code);
}

export function filterCountryOptions(isoCodes: readonly string[], language: string, selected?: string | null): FilterCountryOption[] {
  const codes = new Set(isoCodes.map(commonCountryCode));
  const chosen = selected?.toUpperCase();
  // Only a country Intl knows (a made-up code names itself).
  if (chosen && /^[A-Z]{2}$/.test(chosen) && countryName(isoCountryCode(chosen), language, chosen) !== chosen) {
    codes.add(commonCountryCode(isoCountryCode(chosen)));
  }
  const collator = new Intl.Collator(language);
  return [...codes]
    .map((code) => ({ code, name: countryName(isoCountryCode(code), language, code) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
