/**
 * Jobs: employment type (or the subcategory's), workplace, hours per week.
 * Reads normalised text (see extract-attributes.ts); a fact it is not sure of is left out.
 */
import type { ListingAttributes } from './attribute-definitions';
import { words, firstChoice, dropUndefined, type Extractor } from './extraction-patterns';

const WORKPLACE_CHOICES = [
  ['hybrid', words(['hybrid', 'hybride', 'híbrido', 'hibrido', 'ibrido', 'ハイブリッド勤務'])],
  [
    'remote',
    words([
      'remote',
      'fully remote',
      'work from home',
      'wfh',
      'home office',
      'homeoffice',
      'télétravail',
      'teletravail',
      'teletrabajo',
      'en remoto',
      'remoto',
      'da remoto',
      'smart working',
      'リモート',
      'フルリモート',
      '在宅勤務',
      '在宅',
    ]),
  ],
  ['on-site', words(['on-site', 'onsite', 'on site', 'in office', 'vor ort', 'sur site', 'presencial', 'in sede', '出社'])],
] as const;

const EMPLOYMENT_BY_SUBCATEGORY: Readonly<Record<string, ListingAttributes['employmentType']>> = {
  'full-time': 'full-time',
  'part-time': 'part-time',
  contract: 'contract',
  temporary: 'temporary',
  internship: 'internship',
};

const EMPLOYMENT_CHOICES = [
  [
    'internship',
    words(['internship', 'intern', 'praktikum', 'stage', 'prácticas', 'practicas', 'tirocinio', 'stage', 'インターン', 'インターンシップ']),
  ],
  [
    'temporary',
    words(['temporary', 'temp', 'befristet', 'aushilfe', 'temporaire', 'cdd', 'temporal', 'temporaneo', 'a tempo determinato', '派遣', '短期']),
  ],
  [
    'contract',
    words(['contract', 'contractor', 'freelance', 'freiberuflich', 'freelancer', 'contrato por obra', 'autónomo', 'partita iva', '業務委託']),
  ],
  [
    'part-time',
    words([
      'part-time',
      'part time',
      'teilzeit',
      'minijob',
      'temps partiel',
      'media jornada',
      'tiempo parcial',
      'tempo parziale',
      'part-time',
      'パート',
      'アルバイト',
    ]),
  ],
  [
    'full-time',
    words([
      'full-time',
      'full time',
      'vollzeit',
      'temps plein',
      'cdi',
      'jornada completa',
      'tiempo completo',
      'tempo pieno',
      'a tempo indeterminato',
      '正社員',
      'フルタイム',
    ]),
  ],
] as const;

export const extractJobAttributes: Extractor = (text, place) => {
  const result: ListingAttributes = {
    employmentType: firstChoice(text, EMPLOYMENT_CHOICES) ?? (place.subcategory ? EMPLOYMENT_BY_SUBCATEGORY[place.subcategory] : undefined),
    workplace: firstChoice(text, WORKPLACE_CHOICES),
  };
  const hours =
    /(\d{1,2})\s?(?:hours?|hrs?|h|std\.?|stunden|heures|horas|ore)\s?(?:\/|per|a|pro|par|por|alla|a la|la)\s?(?:week|wk|woche|semaine|semana|settimana)/iu.exec(
      text,
    ) ??
    /(\d{1,2})\s?(?:horas|ore|heures|stunden)\s(?:semanales|settimanali|hebdomadaires|wöchentlich)/iu.exec(text) ??
    /週\s?(\d{1,2})\s?時間/u.exec(text);
  if (hours && Number(hours[1]) >= 1 && Number(hours[1]) <= 80) result.hoursPerWeek = Number(hours[1]);
  return dropUndefined(result);
};
