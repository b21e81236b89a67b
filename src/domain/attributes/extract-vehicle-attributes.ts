/**
 * Cars, motorcycles and other vehicles: make and model, year, mileage, fuel, gearbox, body and power.
 * Reads normalised text (see extract-attributes.ts); a fact it is not sure of is left out.
 */
import { distanceUnitFor, latestModelYear, type ListingAttributes } from './attribute-definitions';
import {
  words,
  firstChoice,
  numberBefore,
  findListed,
  findModel,
  escape,
  dropUndefined,
  type ExtractionPlace,
  type Extractor,
} from './extraction-patterns';
import { VEHICLE_MAKES, type Make } from './make-lists';
import { NUMBER_SOURCE, readJapaneseMyriads, readNumber } from './read-numbers';

const YEAR_WORDS = String.raw`(?:baujahr|bj\.?|ez|erstzulassung|year|model year|année|annee|año|anno|immatricolazione|年式|初度登録)`;

function vehicleYear(text: string): number | undefined {
  const latest = latestModelYear();
  const plausible = (year: number) => year >= 1950 && year <= latest;
  // A year named as one ("Baujahr 2012", "EZ 03/2012", "2012年式") wins over any number.
  const named = new RegExp(`${YEAR_WORDS}\\s*:?\\s*(?:\\d{1,2}[/.])?(19\\d{2}|20\\d{2})|(19\\d{2}|20\\d{2})\\s?年`, 'iu').exec(text);
  const namedYear = named ? Number(named[1] ?? named[2]) : undefined;
  if (namedYear && plausible(namedYear)) return namedYear;
  // A unit right after the number makes it a mileage, a capacity or a price, not a year; only
  // on the same line and as a whole word ("2012\nMileage: …" is a year).
  for (const match of text.matchAll(/(?<![\d.,/:-])(19[5-9]\d|20[0-4]\d)(?![\d.,]\d|[ \u00a0]?(?:(?:km|cc|ccm|mi|eur|usd)(?!\p{L})|€|\$))/giu)) {
    const year = Number(match[1]);
    if (plausible(year)) return year;
  }
  return undefined;
}

const DISTANCE_UNIT = String.raw`km|kms|kilometers|kilometres|kilometer|kilomètres|kilómetros|chilometri|キロ|tkm|mi|miles|mls`;
const MILEAGE_WORDS = String.raw`(?:mileage|odometer|kilometerstand|laufleistung|km-stand|kilométrage|kilometrage|kilometraje|chilometraggio|走行距離|走行)`;

function vehicleMileage(text: string, place: ExtractionPlace): Pick<ListingAttributes, 'mileage' | 'mileageUnit'> {
  // Japanese "走行9.8万km" / "9万8千キロ".
  const myriads = /(\d+(?:\.\d+)?万(?:\d+千)?)\s?(?:km|キロ)/u.exec(text);
  if (myriads) {
    const value = readJapaneseMyriads(myriads[1]!);
    if (value !== null) return { mileage: value, mileageUnit: 'km' };
  }
  const stated = numberBefore(text, DISTANCE_UNIT);
  if (stated) {
    const thousands = stated.unit === 'tkm' ? 1000 : 1;
    const unit = /^(mi|miles|mls)$/.test(stated.unit) ? 'mi' : 'km';
    // "98k miles" and "98 Tkm" are thousands; a bare "98 km" on a used car is a typo for
    // nothing we can know, but anything under 1,000 is left out rather than guessed.
    const value = Math.round(stated.value * thousands);
    if (value >= 1000 || value === 0 || /neu|new|nuevo|nuovo|neuf|新車/iu.test(text)) return { mileage: value, mileageUnit: unit };
  }
  // "Mileage: 98,000" without a unit: the city's unit.
  const named = new RegExp(`${MILEAGE_WORDS}\\s*:?\\s*${NUMBER_SOURCE}`, 'iu').exec(text);
  if (named) {
    const value = Math.round(readNumber(named[1]!, named[2]));
    if (value >= 1000) return { mileage: value, mileageUnit: distanceUnitFor(place.countryCode) };
  }
  return {};
}

const FUEL_CHOICES = [
  ['hybrid', words(['hybrid', 'hybride', 'híbrido', 'hibrido', 'ibrida', 'ibrido', 'plug-in', 'ハイブリッド'])],
  [
    'electric',
    words([
      'electric',
      'elektro',
      'elektroauto',
      'électrique',
      'electrique',
      'eléctrico',
      'electrico',
      'elettrica',
      'elettrico',
      'ev',
      'bev',
      '電気自動車',
      'ev車',
    ]),
  ],
  ['lpg', words(['lpg', 'autogas', 'gpl', 'glp', 'cng', 'erdgas', 'metano'])],
  ['diesel', words(['diesel', 'tdi', 'cdi', 'hdi', 'dci', 'crdi', 'gasoil', 'gazole', 'gasóleo', 'gasoleo', 'ディーゼル'])],
  ['petrol', words(['petrol', 'gasoline', 'gas', 'benzin', 'benziner', 'benzina', 'essence', 'gasolina', 'tsi', 'tfsi', 'ガソリン'])],
] as const;

const TRANSMISSION_CHOICES = [
  [
    'automatic',
    words([
      'automatic',
      'automatik',
      'automatikgetriebe',
      'dsg',
      'automatique',
      'automático',
      'automatico',
      'cambio automatico',
      'オートマ',
      'at車',
      'cvt',
    ]),
  ],
  [
    'manual',
    words([
      'manual',
      'manuell',
      'schaltgetriebe',
      'schalter',
      'manuelle',
      'boîte manuelle',
      'cambio manuale',
      'manuale',
      'stick shift',
      'マニュアル',
      'mt車',
    ]),
  ],
] as const;

const BODY_CHOICES = [
  ['convertible', words(['convertible', 'cabrio', 'cabriolet', 'roadster', 'descapotable', 'オープンカー'])],
  ['estate', words(['estate', 'kombi', 'wagon', 'station wagon', 'touring', 'avant', 'variant', 'break', 'familiare', 'ステーションワゴン'])],
  ['suv', words(['suv', 'geländewagen', 'gelaendewagen', '4x4', 'crossover', 'todoterreno', 'fuoristrada'])],
  ['minivan', words(['minivan', 'mpv', 'van familiar', 'monospace', 'monovolumen', 'monovolume', 'ミニバン'])],
  ['van', words(['van', 'bus', 'kastenwagen', 'transporter', 'fourgon', 'furgoneta', 'furgone', 'バン'])],
  ['pickup', words(['pickup', 'pick-up', 'pick up', 'truck'])],
  ['coupe', words(['coupe', 'coupé', 'クーペ'])],
  ['sedan', words(['sedan', 'saloon', 'limousine', 'berline', 'berlina', 'セダン'])],
  ['hatchback', words(['hatchback', 'kleinwagen', 'schrägheck', 'citadine', 'compacto', 'utilitaria', 'ハッチバック'])],
] as const;

function vehiclePower(text: string): number | undefined {
  const stated = numberBefore(text, String.raw`ps|hp|bhp|cv|ch|kw|馬力`);
  if (!stated || stated.value < 20 || stated.value > 2000) return undefined;
  return Math.round(stated.unit === 'kw' ? stated.value * 1.341 : stated.value);
}

/** Model names that are everyday words ("One owner", "fit and well"): they name a model only beside their make. */
const EVERYDAY_WORDS = new Set([
  'one',
  'up',
  'fit',
  'note',
  'swift',
  'jazz',
  'spark',
  'ignis',
  'leaf',
  'beetle',
  'mini',
  'sport',
  'cooper',
  'panda',
  'smart',
]);

/**
 * "2012 Golf": a model named without its make, when the name belongs to one make only
 * and is a word (numbers like "308" or "3" name too many things to say a make).
 */
function makeOfModel(text: string): Make | undefined {
  const owners = VEHICLE_MAKES.filter((make) =>
    make.models.some((model) => /[a-z]{3}/i.test(model) && !EVERYDAY_WORDS.has(model.toLowerCase()) && words([escape(model)]).test(text)),
  );
  return owners.length === 1 ? owners[0] : undefined;
}

export const extractVehicleAttributes: Extractor = (text, place) => {
  const result: ListingAttributes = {};
  const make = findListed(text, VEHICLE_MAKES) ?? makeOfModel(text);
  if (make) {
    result.make = make.name;
    const model = findModel(text, make);
    if (model) result.model = model;
  }
  const year = vehicleYear(text);
  if (year) result.year = year;
  Object.assign(result, vehicleMileage(text, place));
  result.fuel = firstChoice(text, FUEL_CHOICES);
  result.transmission = firstChoice(text, TRANSMISSION_CHOICES);
  if (place.subcategory === 'cars-trucks') result.bodyType = firstChoice(text, BODY_CHOICES);
  result.powerHp = vehiclePower(text);
  return dropUndefined(result);
};
