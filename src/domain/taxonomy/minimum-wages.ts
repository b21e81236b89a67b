/**
 * Statutory hourly minimum wages, in the country's own currency (a listing is priced in
 * its city's currency), for reading pay figures: a wage of 14 is per hour, not per year,
 * and a yearly pay under a year of minimum-wage hours is worth a second look.
 *
 * Sources, rates in force on 1 January 2025 (approximate where a country states its
 * minimum otherwise; a warning, never a refusal, rests on these):
 * - US: federal minimum, Fair Labor Standards Act (dol.gov) — states and cities pay more.
 * - CA: federal minimum wage from 1 April 2024 (canada.ca).
 * - GB: National Living Wage, 21 and over, from April 2024 (gov.uk).
 * - AU: National Minimum Wage from 1 July 2024 (fairwork.gov.au).
 * - NZ: adult minimum wage from 1 April 2024 (employment.govt.nz).
 * - DE: gesetzlicher Mindestlohn 2025 (bundesregierung.de).
 * - FR: SMIC horaire brut from 1 November 2024 (service-public.fr).
 * - ES: SMI 2024, 15,876 € a year for full time, over 2,080 hours (boe.es).
 * - NL: wettelijk minimumuurloon 2025 (rijksoverheid.nl).
 * - IE: national minimum wage 2025 (citizensinformation.ie).
 * - JP: 最低賃金 FY2024 national weighted average (mhlw.go.jp); Tokyo's is higher.
 * Italy has no statutory minimum wage; countries missing here get no wage checks.
 */

const HOURLY_MINIMUM: Readonly<Record<string, number>> = {
  US: 7.25,
  CA: 17.3,
  GB: 11.44,
  AU: 24.1,
  NZ: 23.15,
  DE: 12.82,
  FR: 11.88,
  ES: 7.63,
  NL: 14.06,
  IE: 13.5,
  JP: 1055,
};

/** The hourly minimum wage of a country (ISO 3166-1; UK is GB), or null when we have none. */
export function hourlyMinimumWage(countryCode: string | null | undefined): number | null {
  if (!countryCode) return null;
  const code = countryCode.toUpperCase();
  return HOURLY_MINIMUM[code === 'UK' ? 'GB' : code] ?? null;
}

/** Hours a full-time job works in a year: 40 a week, 52 weeks. */
export const FULL_TIME_HOURS_PER_YEAR = 40 * 52;
