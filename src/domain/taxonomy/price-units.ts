/**
 * What a price is per: rent per month, a holiday flat per night, pay per hour. A price
 * with a unit is only ever compared with prices of the same unit (domain/pricing), and
 * the unit is shown beside the price on cards and listing pages.
 *
 * The category decides which units make sense and which one is meant when the seller
 * says nothing; this is the one place that rule lives.
 */
import type { CategorySlug } from './categories';
import { hourlyMinimumWage } from './minimum-wages';

export const PRICE_UNITS = ['hour', 'night', 'week', 'month', 'year'] as const;
export type PriceUnit = (typeof PRICE_UNITS)[number];

export function isPriceUnit(value: unknown): value is PriceUnit {
  return typeof value === 'string' && (PRICE_UNITS as readonly string[]).includes(value);
}

/** Units a seller may choose per category; a category missing here takes whole prices only. */
const UNITS_BY_CATEGORY: Partial<Record<CategorySlug, readonly PriceUnit[]>> = {
  housing: ['night', 'week', 'month', 'year'],
  jobs: ['hour', 'week', 'month', 'year'],
  services: ['hour'],
  gigs: ['hour'],
};

/** The unit a price means when the seller gives none, by subcategory first. */
const IMPLIED_BY_SUBCATEGORY: Readonly<Record<string, PriceUnit>> = {
  'housing/apartments': 'month',
  'housing/houses': 'month',
  'housing/rooms': 'month',
  'housing/sublets': 'month',
  'housing/vacation-rentals': 'night',
  'housing/parking': 'month',
  'housing/storage': 'month',
  'housing/office-space': 'month',
  'jobs/full-time': 'year',
  'jobs/government': 'year',
  'jobs/nonprofit': 'year',
  'jobs/healthcare': 'year',
  'jobs/education': 'year',
  'jobs/tech': 'year',
  'jobs/part-time': 'hour',
  'jobs/contract': 'hour',
  'jobs/temporary': 'hour',
  'jobs/internship': 'hour',
};

/** A category's own default, when its subcategory names none (or none was chosen). */
const IMPLIED_BY_CATEGORY: Partial<Record<CategorySlug, PriceUnit>> = {
  jobs: 'year',
};

/** The units a seller can pick from for this category (empty: prices are whole amounts). */
export function priceUnitsFor(category: string): readonly PriceUnit[] {
  return UNITS_BY_CATEGORY[category as CategorySlug] ?? [];
}

/**
 * The unit a price in this category and subcategory means by default: housing rents by
 * the month, holiday lets by the night, part-time and temporary work by the hour,
 * salaried jobs by the year. Null where a price is a whole amount (things for sale,
 * property sales, a one-off gig).
 */
export function impliedPriceUnit(category: string, subcategory: string | null | undefined): PriceUnit | null {
  return (subcategory ? IMPLIED_BY_SUBCATEGORY[`${category}/${subcategory}`] : undefined) ?? IMPLIED_BY_CATEGORY[category as CategorySlug] ?? null;
}

// Words that state a price's period, in the six languages Cityboard speaks. Most only
// count right after an amount ("15 €/h", "£12 per hour", "55.000 € pro Jahr"), so "40
// hours a week" says nothing about pay; a few say it on their own ("Stundenlohn",
// "pcm", "時給": Japanese is written without spaces, so its words are found anywhere).
const EDGE_AFTER = String.raw`(?![\p{L}\p{N}])`;
const AMOUNT_BEFORE = String.raw`(?:\d|\p{Sc})(?:k|tsd\.?)?\s?(?:(?:eur|euro|euros|usd|gbp|dollars?|pounds?|yen|brutto|gross|net|netto|bruts?|brutos?|lordi)\.?\s?)?`;
const PERIOD_WORDS: Readonly<Record<PriceUnit, { afterAmount: readonly string[]; anywhere: readonly string[] }>> = {
  hour: {
    afterAmount: [
      String.raw`/ ?(?:h|hr|hrs|hour|std\.?|stunde|heure|hora|ora)`,
      'per hour',
      'an hour',
      'hourly',
      'p/h',
      'pro stunde',
      'je stunde',
      'die stunde',
      'par heure',
      "de l'heure",
      'por hora',
      'la hora',
      "all'ora",
      "l'ora",
    ],
    anywhere: ['hourly rate', 'hourly pay', 'stundenlohn', 'taux horaire', 'salario por hora', 'paga oraria', '時給', '時間給'],
  },
  night: {
    afterAmount: [String.raw`/ ?(?:night|nacht|nuit|noche|notte)`, 'per night', 'a night', 'pro nacht', 'par nuit', 'la nuit', 'por noche', 'a notte', 'per notte'],
    anywhere: ['1泊', '一泊'],
  },
  week: {
    afterAmount: [String.raw`/ ?(?:week|wk|woche|semaine|semana|settimana)`, 'per week', 'a week', 'pw', 'pro woche', 'par semaine', 'por semana', 'a settimana', 'alla settimana'],
    anywhere: ['週給'],
  },
  month: {
    afterAmount: [
      String.raw`/ ?(?:month|mo|monat|mois|mes|mese)`,
      'per month',
      'a month',
      'monthly',
      'pro monat',
      'im monat',
      'monatlich',
      'par mois',
      'mensuel',
      'al mes',
      'por mes',
      'mensuales',
      'al mese',
      'mensili',
    ],
    anywhere: ['pcm', 'monatsgehalt', 'salaire mensuel', 'sueldo mensual', 'stipendio mensile', '月給', '月額'],
  },
  year: {
    afterAmount: [
      String.raw`/ ?(?:year|yr|jahr|an|año|anno)`,
      'per year',
      'a year',
      'pa',
      'p\\.a\\.?',
      'pro jahr',
      'im jahr',
      'jährlich',
      'par an',
      'annuels?',
      'al año',
      'por año',
      'anuales',
      "all'anno",
      'annui',
    ],
    anywhere: ['per annum', 'annual salary', 'jahresgehalt', 'salaire annuel', 'salario anual', 'ral', 'retribuzione annua', '年収', '年俸'],
  },
};

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/u;
const PERIOD_PATTERNS = PRICE_UNITS.map((unit) => {
  const { afterAmount, anywhere } = PERIOD_WORDS[unit];
  const alternatives = [
    `${AMOUNT_BEFORE}(?:${afterAmount.join('|')})${EDGE_AFTER}`,
    ...anywhere.map((word) => (JAPANESE.test(word) ? word : `(?<![\\p{L}\\p{N}])${word}${EDGE_AFTER}`)),
  ];
  return [unit, new RegExp(alternatives.join('|'), 'giu')] as const;
});

/**
 * The period an ad's text states for its price ("15 €/h", "£1,200 pcm", "時給1200円"),
 * the first one written when it names several; null when it states none. Only units in
 * `allowed` count (a rental's "per night" says nothing about a job).
 */
export function statedPriceUnit(text: string, allowed: readonly PriceUnit[] = PRICE_UNITS): PriceUnit | null {
  const normalised = text.normalize('NFKC');
  let first: { unit: PriceUnit; index: number } | null = null;
  for (const [unit, pattern] of PERIOD_PATTERNS) {
    if (!allowed.includes(unit)) continue;
    pattern.lastIndex = 0;
    const match = pattern.exec(normalised);
    if (match && (first === null || match.index < first.index)) first = { unit, index: match.index };
  }
  return first?.unit ?? null;
}

/** A pay figure below this many hours of the minimum wage is not a month's or a year's pay. */
const HOURLY_BELOW_MINIMUM_HOURS = 40;
/** Where no minimum wage is known: a wage under this many units of any currency is hourly. */
const HOURLY_BELOW_ANYWHERE = 100;

export interface PriceUnitSubject {
  category: string;
  subcategory: string | null | undefined;
  /** The title and description: a period they state wins over the category's default. */
  text?: string;
  /** The price as a number (its currency is the city's), when one is given. */
  amount?: number | null;
  /** The city's country: its minimum wage tells an hourly wage from a yearly one. */
  countryCode?: string | null;
}

/**
 * The one rule for what a price is per when the seller has not chosen: the period the
 * ad's text states ("/h", "per hour", "pro Stunde", "時給"), if the category takes it;
 * else the subcategory's or category's default (rent per month, salaried work per year);
 * except that pay too small to be a month's or a year's — under a week of the country's
 * minimum wage, or under 100 where none is known — is per hour: a wage of 14 is $14 an
 * hour, never $14 a year.
 */
export function defaultPriceUnit(subject: PriceUnitSubject): PriceUnit | null {
  const allowed = priceUnitsFor(subject.category);
  if (allowed.length === 0) return null;
  const stated = subject.text ? statedPriceUnit(subject.text, allowed) : null;
  if (stated) return stated;
  const implied = impliedPriceUnit(subject.category, subject.subcategory);
  const amount = subject.amount;
  if (subject.category === 'jobs' && (implied === 'year' || implied === 'month') && amount !== null && amount !== undefined && amount > 0) {
    const minimum = hourlyMinimumWage(subject.countryCode);
    const hourlyBelow = minimum === null ? HOURLY_BELOW_ANYWHERE : minimum * HOURLY_BELOW_MINIMUM_HOURS;
    if (amount < hourlyBelow) return 'hour';
  }
  return implied;
}
