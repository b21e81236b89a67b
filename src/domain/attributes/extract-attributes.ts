/**
 * Facts read from an ad's title and description, where the text states them: "2012
 * Golf, 98,000 km" gives a year, a make, a model and a mileage. Used twice: the Post
 * New Ad form fills its fields while the seller types (for the seller to confirm), and
 * listings without attributes (older ads, API clients that send none) get them marked
 * as extracted. Browser-safe and dependency-free, so both run the same code.
 *
 * Words are matched in the six languages Cityboard speaks; numbers in each language's
 * way of writing them (read-numbers.ts). A fact the text does not state is left out:
 * a wrong fact is worse than none.
 */
import {
  attributeFamilyOf,
  distanceUnitFor,
  areaUnitFor,
  latestModelYear,
  withCanonicalUnits,
  type AttributeFamily,
  type ListingAttributes,
} from './attribute-definitions';
import { BICYCLE_BRANDS, DEVICE_BRANDS, VEHICLE_MAKES, type Make } from './make-lists';
import { NUMBER_SOURCE, normaliseForReading, readJapaneseMyriads, readNumber } from './read-numbers';

export interface ExtractionPlace {
  category: string;
  subcategory: string | null;
  /** The city's country (ISO 3166-1): decides km or miles, m² or sq ft when the text names no unit. */
  countryCode?: string | null;
}

/** Facts of the listing's family stated by `text` (title, then description). */
export function extractAttributes(text: string, place: ExtractionPlace): ListingAttributes {
  const family = attributeFamilyOf(place.category, place.subcategory);
  if (!family) return {};
  const normalised = normaliseForReading(text);
  const extracted = EXTRACTORS[family](normalised, place);
  return withCanonicalUnits(extracted);
}

type Extractor = (text: string, place: ExtractionPlace) => ListingAttributes;

// "(?<![\p{L}\p{N}])" and "(?![\p{L}\p{N}])" are word edges that also hold next to
// accented letters and Japanese, where \b does not.
const START = String.raw`(?<![\p{L}\p{N}])`;
const END = String.raw`(?![\p{L}\p{N}])`;
// Japanese is written without spaces: its words are found anywhere.
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/u;
const words = (alternatives: readonly string[]) =>
  new RegExp(alternatives.map((word) => (JAPANESE.test(word) ? word : `${START}(?:${word})${END}`)).join('|'), 'iu');

/** The first choice whose words appear, checked in order (put negations first). */
function firstChoice<T>(text: string, choices: readonly (readonly [T, RegExp])[]): T | undefined {
  for (const [value, pattern] of choices) if (pattern.test(text)) return value;
  return undefined;
}

function numberBefore(text: string, unitSource: string): { value: number; unit: string } | undefined {
  const pattern = new RegExp(`${START}${NUMBER_SOURCE}\\s?(${unitSource})${END}`, 'iu');
  const match = pattern.exec(text);
  if (!match) return undefined;
  return { value: readNumber(match[1]!, match[2]), unit: match[3]!.toLowerCase() };
}

// ---------------------------------------------------------------- vehicles

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

/** The longest listed name of `list` in `text`, by its name or an alias. */
function findListed(text: string, list: readonly Make[]): Make | undefined {
  let best: { make: Make; length: number; index: number } | undefined;
  for (const make of list) {
    for (const name of [make.name, ...(make.aliases ?? [])]) {
      const match = words([escape(name)]).exec(text);
      if (match && (!best || match.index < best.index || (match.index === best.index && name.length > best.length)))
        best = { make, length: name.length, index: match.index };
    }
  }
  return best?.make;
}

function findModel(text: string, make: Make): string | undefined {
  const models = [...make.models].sort((a, b) => b.length - a.length);
  return models.find((model) => words([escape(model)]).test(text));
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

function escape(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '[\\s-]?');
}

const vehicle: Extractor = (text, place) => {
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

// ---------------------------------------------------------------- homes

function homeBedrooms(text: string): number | undefined {
  // US shorthand "3/2" (bedrooms/bathrooms) and "3br", "3 bd", "3 bedrooms".
  const bedrooms = numberBefore(
    text,
    String.raw`bd|bds|bdr|bdrm|bdrms|br|bed|beds|bedroom|bedrooms|chambres?|habitaciones|habitación|dormitorios?|camere(?: da letto)?|camera da letto|schlafzimmer`,
  );
  if (bedrooms && Number.isInteger(bedrooms.value) && bedrooms.value <= 30) return bedrooms.value;
  const slash = new RegExp(`${START}(\\d)\\s?/\\s?(\\d(?:\\.5)?)${END}`, 'u').exec(text);
  if (slash && /\b(?:duplex|house|home|apartment|apt|condo|bd|ba|bath|rent)\b/i.test(text)) return Number(slash[1]);
  // Japanese layouts: "2LDK" has two bedrooms, "1K" and "1R" are one room (a studio).
  const layout = /(?<![\p{L}\d])(\d)\s?(S?LDK|SDK|DK|K|R)(?![\p{L}])/u.exec(text);
  if (layout) return layout[2] === 'K' || layout[2] === 'R' ? Math.max(0, Number(layout[1]) - 1) : Number(layout[1]);
  // Rooms counted with the living room ("3-Zimmer-Wohnung", "T3", "3 pièces", "trilocale"):
  // one of them is the living room.
  const rooms = new RegExp(`${START}(\\d{1,2})\\s?-?\\s?(?:zimmer|zi\\.?|pièces?|pieces|locali|ambientes)${END}|${START}[TF](\\d)${END}`, 'iu').exec(
    text,
  );
  if (rooms) return Math.max(0, Number(rooms[1] ?? rooms[2]) - 1);
  const italianRooms = /\b(mono|bi|tri|quadri)locale\b/i.exec(text);
  if (italianRooms) return { mono: 0, bi: 1, tri: 2, quadri: 3 }[italianRooms[1]!.toLowerCase() as 'mono' | 'bi' | 'tri' | 'quadri'];
  if (words(['studio', 'studio apartment', 'einzimmerwohnung', 'apartamento estudio', 'estudio', 'monolocale', 'ワンルーム']).test(text)) return 0;
  return undefined;
}

function homeBathrooms(text: string): number | undefined {
  const stated = numberBefore(
    text,
    String.raw`ba|bath|baths|bathroom|bathrooms|bäder|badezimmer|salles? de bains?|salles? d'eau|baños|baño|bagni|bagno`,
  );
  if (stated && stated.value <= 30 && Number.isInteger(stated.value * 2)) return stated.value;
  const slash = new RegExp(`${START}(\\d)\\s?/\\s?(\\d(?:\\.5)?)${END}`, 'u').exec(text);
  if (slash && /\b(?:duplex|house|home|apartment|apt|condo|bd|br|bed|rent)\b/i.test(text)) return Number(slash[2]);
  return undefined;
}

function homeArea(text: string, place: ExtractionPlace): Pick<ListingAttributes, 'floorArea' | 'floorAreaUnit'> {
  const stated = numberBefore(text, String.raw`sq\.? ?ft\.?|sqft|square feet|ft2|sf|m2|m²|sqm|sq\.? ?m|square met(?:re|er)s?|qm|mq|mc|metros cuadrados|metri quadri|平米|平方メートル`);
  if (stated && stated.value > 0) {
    const unit = /ft|sf|feet/.test(stated.unit) ? 'sqft' : 'm2';
    return { floorArea: stated.value, floorAreaUnit: unit };
  }
  const named = new RegExp(`(?:wohnfläche|surface|superficie|floor area|size)\\s*:?\\s*${NUMBER_SOURCE}`, 'iu').exec(text);
  if (named) return { floorArea: readNumber(named[1]!, named[2]), floorAreaUnit: areaUnitFor(place.countryCode) };
  return {};
}

const FURNISHED_CHOICES = [
  [
    false,
    words([
      'unfurnished',
      'not furnished',
      'unmöbliert',
      'unmoebliert',
      'non meublé',
      'non meuble',
      'vide',
      'sin amueblar',
      'sin muebles',
      'non arredato',
      '家具なし',
    ]),
  ],
  [
    true,
    words([
      'furnished',
      'fully furnished',
      'möbliert',
      'moebliert',
      'meublé',
      'meuble',
      'amueblado',
      'amueblada',
      'arredato',
      'arredata',
      '家具付き',
      '家具付',
    ]),
  ],
] as const;

const PETS_CHOICES = [
  [
    false,
    words([
      'no pets',
      'pets not allowed',
      'no dogs',
      'no cats',
      'keine haustiere',
      'haustiere nicht erlaubt',
      'animaux non acceptés',
      'animaux interdits',
      "pas d'animaux",
      'no se admiten mascotas',
      'sin mascotas',
      'no animali',
      'animali non ammessi',
      'ペット不可',
    ]),
  ],
  [
    true,
    words([
      'pets allowed',
      'pets ok',
      'pet friendly',
      'pet-friendly',
      'pets welcome',
      'cats ok',
      'dogs ok',
      'cats and dogs ok',
      'haustiere erlaubt',
      'haustiere willkommen',
      'animaux acceptés',
      'animaux bienvenus',
      'se admiten mascotas',
      'mascotas permitidas',
      'animali ammessi',
      'ペット可',
      'ペット相談',
    ]),
  ],
] as const;

const home: Extractor = (text, place) => {
  const result: ListingAttributes = {
    bedrooms: homeBedrooms(text),
    bathrooms: homeBathrooms(text),
    ...homeArea(text, place),
    furnished: firstChoice(text, FURNISHED_CHOICES),
    petsAllowed: firstChoice(text, PETS_CHOICES),
  };
  return dropUndefined(result);
};

// ---------------------------------------------------------------- jobs

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

const job: Extractor = (text, place) => {
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

// ---------------------------------------------------------------- devices

/** Product names that say the brand ("iPhone 13" is an Apple). */
const BRAND_BY_PRODUCT: readonly (readonly [RegExp, string])[] = [
  [words(['iphone', 'ipad', 'macbook', 'imac', 'airpods', 'apple watch']), 'Apple'],
  [words(['galaxy']), 'Samsung'],
  [words(['pixel']), 'Google'],
  [words(['playstation', 'ps4', 'ps5']), 'Sony'],
  [words(['xbox']), 'Microsoft'],
  [words(['switch oled', 'nintendo switch']), 'Nintendo'],
  [words(['thinkpad']), 'Lenovo'],
];

function deviceStorage(text: string): number | undefined {
  let best: number | undefined;
  const pattern = new RegExp(
    `${START}(\\d{1,4})\\s?(gb|go|tb|to|ギガ|テラ)${END}(?!\\s?(?:ram|ddr|lpddr|memory|arbeitsspeicher|de ram|di ram|メモリ))`,
    'giu',
  );
  for (const match of text.matchAll(pattern)) {
    const value = Number(match[1]) * (/^(tb|to|テラ)$/i.test(match[2]!) ? 1024 : 1);
    // Storage comes in powers of two from 8 GB; "4 GB" alone is memory more often than not.
    if (value >= 8 && Number.isInteger(Math.log2(value)) && (best === undefined || value > best)) best = value;
  }
  return best;
}

const device: Extractor = (text) => {
  const result: ListingAttributes = {};
  const listed = findListed(text, DEVICE_BRANDS);
  const brand = listed?.name ?? BRAND_BY_PRODUCT.find(([pattern]) => pattern.test(text))?.[1];
  if (brand) {
    result.brand = brand;
    const make = DEVICE_BRANDS.find((m) => m.name === brand);
    const model = make ? findModel(text, make) : undefined;
    if (model) result.model = model;
  }
  result.storageGb = deviceStorage(text);
  return dropUndefined(result);
};

// ---------------------------------------------------------------- bicycles

const BIKE_CHOICES = [
  [
    'electric',
    words([
      'e-bike',
      'ebike',
      'e bike',
      'pedelec',
      'elektrofahrrad',
      'vélo électrique',
      'velo electrique',
      'vae',
      'bicicleta eléctrica',
      'bici elettrica',
      'ebike',
      '電動アシスト',
      '電動自転車',
    ]),
  ],
  // A kids' bike only where the text names one: "the kids have grown up" says who rode it, not what it is.
  [
    'kids',
    words([
      "kids['’]? bikes?",
      "kid['’]s bikes?",
      "children['’]?s['’]? bikes?",
      "child['’]s bikes?",
      'kinderfahrrad',
      'kinderrad',
      'jugendfahrrad',
      'vélo (?:pour )?enfants?',
      'velo (?:pour )?enfants?',
      'bicicleta infantil',
      'bicicleta (?:de|para) niños?',
      'bici (?:da |per )?bambin[oai]',
      'bicicletta (?:da |per )?bambin[oai]',
      '子供用自転車',
      '子ども用自転車',
      'キッズバイク',
    ]),
  ],
  ['cargo', words(['cargo bike', 'lastenrad', 'lastenfahrrad', 'vélo cargo', 'bakfiets'])],
  ['folding', words(['folding', 'faltrad', 'klapprad', 'pliant', 'plegable', 'pieghevole', '折りたたみ'])],
  ['bmx', words(['bmx'])],
  ['gravel', words(['gravel', 'gravelbike', 'cyclocross', 'cx'])],
  [
    'mountain',
    words(['mountain bike', 'mountainbike', 'mtb', 'vtt', 'hardtail', 'full suspension', 'fully', 'bicicleta de montaña', 'マウンテンバイク']),
  ],
  ['road', words(['road bike', 'rennrad', 'vélo de route', 'velo de route', 'bicicleta de carretera', 'bici da corsa', 'ロードバイク'])],
  ['hybrid', words(['hybrid', 'trekking', 'trekkingrad', 'crossrad', 'vtc', 'クロスバイク'])],
  ['city', words(['city bike', 'citybike', 'stadtrad', 'hollandrad', 'cityrad', 'vélo de ville', 'commuter', 'ママチャリ'])],
] as const;

function frameSize(text: string): ListingAttributes['frameSize'] {
  const letter = /(?:size|größe|grösse|rahmengröße|taille|talla|taglia|サイズ|frame)\s*:?\s*(XS|S|M|L|XL)(?![\p{L}])/iu.exec(text);
  if (letter) return letter[1]!.toLowerCase() as ListingAttributes['frameSize'];
  const centimetres =
    /(?:(?:rh|rahmenhöhe|frame|cadre|cuadro|telaio)\s*:?\s*(\d{2})\s?(?:cm)?|(\d{2})\s?cm\s?(?:frame|rahmen|cadre|cuadro|telaio))/iu.exec(text);
  if (centimetres) {
    const cm = Number(centimetres[1] ?? centimetres[2]);
    if (cm < 40 || cm > 66) return undefined;
    return cm < 48 ? 'xs' : cm < 52 ? 's' : cm < 56 ? 'm' : cm <= 58 ? 'l' : 'xl';
  }
  return undefined;
}

const bicycle: Extractor = (text) => {
  const brand = BICYCLE_BRANDS.find((name) => words([escape(name)]).test(text));
  return dropUndefined({ bikeType: firstChoice(text, BIKE_CHOICES), frameSize: frameSize(text), brand });
};

const EXTRACTORS: Readonly<Record<AttributeFamily, Extractor>> = { vehicle, home, job, device, bicycle };

function dropUndefined(attributes: ListingAttributes): ListingAttributes {
  return Object.fromEntries(Object.entries(attributes).filter(([, value]) => value !== undefined)) as ListingAttributes;
}
