/**
 * Writes one demo ad: picks a kind of ad for the category, fills its template with the
 * city's language, money and neighbourhood, and keeps it within the listing limits.
 * The words are in demo-phrases.ts and listing-templates.ts; this file is the logic.
 */
import type { ListingAttributes } from '../domain/attributes/attribute-definitions';
import { extractAttributes } from '../domain/attributes/extract-attributes';
import type { City } from '../domain/geo/cities';
import { LISTING_LIMITS } from '../domain/listings/listing-constants';
import { neighborhoodName } from '../domain/listings/neighborhood-name';
import { CATEGORY_SLUGS, type CategorySlug } from '../domain/taxonomy/categories';
import { CONDITIONS, type Condition } from '../domain/taxonomy/conditions';
import { pickNeighborhood } from './demo-places';
import { adLanguageOf, CAR_ADS, CATEGORY_BLURBS, FOR_SALE_PHRASES, NO_PRICE_DESCRIPTIONS, type AdLanguage } from './demo-phrases';
import { formatMoney, housingCostOf, localPrice, wageLevelOf } from './demo-prices';
import { CATEGORY_WEIGHTS, FOR_SALE_ITEMS, TEXT_KINDS, type ForSaleItem, type TextKindSpec } from './listing-templates';
import { chance, int, pick, pickWeighted, type Rng } from './random';

interface AdContext {
  rng: Rng;
  /** The language the city posts in (an ad kind may still fall back to English). */
  language: AdLanguage;
  city: City | undefined;
  currency: string;
  locale: string;
  /** The neighbourhood as a person would write it (San Francisco's slugs are named). */
  area: string;
  now: Date;
  /** A USD amount in the city's currency, or null when it does not fit. */
  price(usd: number, costFactor?: number): string | null;
  money(price: string): string;
}

interface WrittenAd {
  /** The facts a seller would have entered in the form; absent: read from the text like an API post's. */
  attributes?: ListingAttributes;
  title: string;
  description: string;
  price: string | null;
  condition?: Condition | null;
  deliveryAvailable?: boolean;
  priceNegotiable?: boolean;
}

interface AdKind {
  category: CategorySlug;
  subcategory: string;
  /** Relative frequency within its category. */
  weight: number;
  /** Whether the kind has its own titles in a language; otherwise its ads come out in English. */
  writesIn(language: AdLanguage): boolean;
  write(ctx: AdContext): WrittenAd;
}

const everyLanguage = () => true;

/** Replaces {name} placeholders; a missing value is a bug in this file, so it throws. */
function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Demo ad template needs {${name}}`);
    return value;
  });
}

const joinSentences = (language: AdLanguage, sentences: readonly string[]) => sentences.filter(Boolean).join(language === 'ja' ? '' : ' ');

/**
 * A text that goes with title `titleIndex`: lists as long as the title list are paired
 * with it by position (title-specific), shorter lists are generic and picked at random.
 */
function matchingText(rng: Rng, texts: readonly string[], titleCount: number, titleIndex: number): string {
  return texts.length === titleCount ? (texts[titleIndex] ?? pick(rng, texts)) : pick(rng, texts);
}

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(value);
}

/** Used condition weights: most second-hand goods are "good" or better. */
function pickCondition(rng: Rng): Condition {
  return pickWeighted(rng, CONDITIONS, (condition) => ({ new: 1, 'like-new': 3, excellent: 3, good: 4, fair: 1.5 })[condition]);
}

function forSaleKind(item: ForSaleItem): AdKind {
  return {
    category: 'for-sale',
    subcategory: item.subcategory,
    weight: item.weight ?? 1,
    writesIn: (language) => item.titles[language] !== undefined,
    write(ctx) {
      const language = item.titles[ctx.language] ? ctx.language : 'en';
      const titles = item.titles[language] ?? item.titles.en;
      const titleIndex = int(ctx.rng, 0, titles.length - 1);
      const title = titles[titleIndex] ?? item.titles.en[0] ?? '';
      const phrases = FOR_SALE_PHRASES[language];
      const values = { area: ctx.area };

      if (item.kind === 'no-price') {
        const descriptions = NO_PRICE_DESCRIPTIONS[language] ?? NO_PRICE_DESCRIPTIONS.en;
        return {
          title,
          description: fill(pick(ctx.rng, descriptions), values),
          price: null,
          condition: null,
          priceNegotiable: false,
          deliveryAvailable: false,
        };
      }

      const isFree = item.kind === 'free';
      const isTicket = item.kind === 'ticket';
      const condition = isTicket ? null : isFree ? pick(ctx.rng, ['good', 'fair'] as const) : pickCondition(ctx.rng);
      const price = isFree ? '0.00' : ctx.price(item.usd[0] + ctx.rng() * (item.usd[1] - item.usd[0]));
      // Big items are collected; nobody negotiates over a gift.
      const priceNegotiable = price !== null && price !== '0.00' && chance(ctx.rng, 0.4);
      const deliveryAvailable = !isFree && chance(ctx.rng, 0.3);
      const note = language === 'en' && item.notes && chance(ctx.rng, 0.7) ? matchingText(ctx.rng, item.notes, titles.length, titleIndex) : '';
      // A gift's condition is whatever it is, and a ticket has none: both skip those lines.
      const sentences = [
        isFree ? pick(ctx.rng, phrases.free) : isTicket ? '' : pick(ctx.rng, phrases.reasons),
        condition && !isFree ? phrases.condition[condition] : '',
        note,
        fill(pick(ctx.rng, phrases.pickup), values),
        deliveryAvailable ? pick(ctx.rng, phrases.delivery) : '',
        price && price !== '0.00' ? pick(ctx.rng, priceNegotiable ? phrases.negotiable : phrases.firm) : '',
        pick(ctx.rng, phrases.closing),
      ];
      return { title, description: joinSentences(language, sentences), price, condition, priceNegotiable, deliveryAvailable };
    },
  };
}

/** Countries whose odometers read in miles. */
const MILES_COUNTRIES = new Set(['US', 'GB']);

const carsKind: AdKind = {
  category: 'for-sale',
  subcategory: 'cars-trucks',
  weight: 4,
  writesIn: everyLanguage,
  write(ctx) {
    const ads = CAR_ADS[ctx.language];
    const age = int(ctx.rng, 1, 14);
    const year = ctx.now.getUTCFullYear() - age;
    const model = pick(ctx.rng, ads.models);
    const extra = pick(ctx.rng, ads.extras);
    const thousands = Math.max(5, Math.round(age * (9 + ctx.rng() * 9)));
    let distance: string;
    let mileage: Pick<ListingAttributes, 'mileage' | 'mileageUnit'> = { mileage: thousands * 1000, mileageUnit: 'km' };
    if (ctx.language === 'ja') {
      distance = `走行${(thousands / 10).toFixed(1).replace(/\.0$/, '')}万km`;
    } else if (ctx.city && MILES_COUNTRIES.has(ctx.city.countryCode)) {
      mileage = { mileage: Math.round(thousands * 0.62) * 1000, mileageUnit: 'mi' };
      distance = `${formatNumber(mileage.mileage!, ctx.locale)} miles`;
    } else {
      distance = `${formatNumber(thousands * 1000, ctx.locale)} km`;
    }
    const price = ctx.price(Math.max(2500, 32_000 * 0.87 ** age * (0.85 + ctx.rng() * 0.3)));
    const priceNegotiable = price !== null && chance(ctx.rng, 0.5);
    const values = { year: String(year), model, distance, extra, area: ctx.area };
    // The make and model as the form's list names them ("VW Golf 7 1.4 TSI": Volkswagen Golf).
    const named = extractAttributes(model, { category: 'for-sale', subcategory: 'cars-trucks' });
    return {
      attributes: { make: named.make, model: named.model, fuel: named.fuel, year, ...mileage },
      title: ads.title(values),
      description: fill(ads.description, values),
      price,
      condition:
        age <= 2 ? 'like-new' : pickWeighted(ctx.rng, ['excellent', 'good', 'fair'] as const, (c) => ({ excellent: 2, good: 3, fair: 1 })[c]),
      priceNegotiable,
      deliveryAvailable: false,
    };
  },
};

/** An hourly wage in the city's money, for job ads that state their pay. */
function hourlyPay(ctx: AdContext): string {
  const price = ctx.price(14 + ctx.rng() * 7, wageLevelOf(ctx.city)) ?? '0';
  return ctx.money(price);
}

function yearlySalary(ctx: AdContext): string {
  const price = ctx.price(45_000 + ctx.rng() * 50_000, wageLevelOf(ctx.city)) ?? '0';
  return ctx.money(price);
}

function textKind(spec: TextKindSpec): AdKind {
  return {
    category: spec.category,
    subcategory: spec.subcategory,
    weight: spec.weight ?? 1,
    writesIn: (language) => spec.titles[language] !== undefined,
    write(ctx) {
      const language = spec.titles[ctx.language] ? ctx.language : 'en';
      const titles = spec.titles[language] ?? spec.titles.en;
      const descriptions = spec.descriptions[language] ?? (language === 'en' ? spec.descriptions.en : CATEGORY_BLURBS[spec.category][language]);
      const values = {
        area: ctx.area,
        city: ctx.city?.name ?? 'town',
        pay: hourlyPay(ctx),
        salary: yearlySalary(ctx),
      };
      const titleIndex = int(ctx.rng, 0, titles.length - 1);
      const priced = spec.usd !== null && chance(ctx.rng, spec.priceChance ?? 1);
      const price =
        priced && spec.usd ? ctx.price(spec.usd[0] + ctx.rng() * (spec.usd[1] - spec.usd[0]), (spec.costFactor ?? wageLevelOf)(ctx.city)) : null;
      return {
        title: fill(titles[titleIndex] ?? pick(ctx.rng, titles), values),
        description: fill(matchingText(ctx.rng, descriptions, titles.length, titleIndex), values),
        price,
        condition: null,
      };
    },
  };
}

/** Apartments carry numbers (bedrooms, size, rent) that every language states differently. */
const apartmentsKind: AdKind = {
  category: 'housing',
  subcategory: 'apartments',
  weight: 5,
  writesIn: everyLanguage,
  write(ctx) {
    const bedrooms = pick(ctx.rng, [1, 1, 2, 2, 2, 3]);
    const rooms = bedrooms + 1; // Continental Europe counts the living room too.
    const squareMetres = 30 + bedrooms * 22 + int(ctx.rng, 0, 15);
    const minutesToStation = int(ctx.rng, 2, 12);
    const price = ctx.price(800 + bedrooms * 550 + ctx.rng() * 500, housingCostOf(ctx.city));
    const area = ctx.area;
    const isUs = ctx.city?.countryCode === 'US' || !ctx.city;
    const size = isUs ? `${formatNumber(Math.round((squareMetres * 10.764) / 10) * 10, 'en-US')} sq ft` : `${squareMetres} m²`;
    const flat = ctx.city && ['GB', 'IE', 'AU', 'NZ'].includes(ctx.city.countryCode) ? 'flat' : 'apartment';
    const italianRooms = ['Monolocale', 'Bilocale', 'Trilocale', 'Quadrilocale'][rooms - 1] ?? 'Appartamento';
    const rent = price ? ctx.money(price) : '';

    const byLanguage: Record<AdLanguage, { titles: string[]; description: string }> = {
      en: {
        titles: [
          `Sunny ${bedrooms}-bedroom ${flat} near the park`,
          `Renovated ${bedrooms}-bed ${flat} with balcony in ${area}`,
          `Bright ${bedrooms}-bedroom ${flat}, 5 min walk to the station`,
          // "BR" and in-unit laundry are how US ads put it.
          isUs ? `Spacious ${bedrooms}BR apartment with in-unit laundry` : `Spacious ${bedrooms}-bed ${flat} with a big kitchen`,
        ],
        description: `${bedrooms}-bedroom ${flat} in ${area}, about ${size}. Open-plan kitchen and living area, lots of natural light, ${pick(ctx.rng, ['a sunny balcony', 'built-in wardrobes', 'new floors throughout', 'a dishwasher'])} and ${pick(ctx.rng, ['bike storage', 'a shared garden', 'heating included', 'a lift'])}. Close to shops, cafés and public transport.${rent ? ` Rent is ${rent} per month plus one month's deposit.` : ''} Available from the 1st of next month – message me to book a viewing.`,
      },
      de: {
        titles: [
          `Helle ${rooms}-Zimmer-Wohnung mit Balkon in ${area}`,
          `${rooms}-Zimmer-Altbauwohnung, ruhige Lage`,
          `Schöne ${rooms}-Zi.-Wohnung, ${squareMetres} m², EBK`,
        ],
        description: `Schöne ${rooms}-Zimmer-Wohnung (${squareMetres} m²) in ${area}. Einbauküche, Tageslichtbad, Dielenboden. Gute Anbindung an ÖPNV.${rent ? ` Warmmiete ${rent}, Kaution drei Monatsmieten.` : ''} Frei ab nächstem Monat. Bitte schreibt ein paar Sätze über euch.`,
      },
      fr: {
        titles: [`Appartement T${rooms} lumineux avec balcon`, `Beau ${rooms} pièces, ${squareMetres} m², proche métro`],
        description: `Appartement de ${rooms} pièces (${squareMetres} m²) à ${area}. Cuisine équipée, parquet, beaucoup de lumière. Proche des commerces et des transports.${rent ? ` Loyer ${rent} charges comprises.` : ''} Disponible le mois prochain. Visites sur rendez-vous.`,
      },
      es: {
        titles:
          ctx.city?.countryCode === 'MX'
            ? [`Departamento de ${bedrooms} recámaras en ${area}`, `Depa luminoso de ${bedrooms} recámaras con balcón`]
            : [`Piso luminoso de ${bedrooms} habitaciones con balcón`, `Alquilo piso exterior de ${bedrooms} dormitorios en ${area}`],
        description: `Vivienda de ${bedrooms} habitaciones y ${squareMetres} m² en ${area}. Cocina equipada, mucha luz natural y bien comunicada.${rent ? ` Renta de ${rent} al mes.` : ''} Disponible el mes que viene. Visitas con cita previa.`,
      },
      it: {
        titles: [`${italianRooms} luminoso con balcone, ${squareMetres} mq`, `Affittasi ${italianRooms.toLowerCase()} arredato zona ${area}`],
        description: `${italianRooms} di ${squareMetres} mq in zona ${area}. Cucina abitabile, molto luminoso, vicino ai mezzi e ai negozi.${rent ? ` Canone ${rent} al mese.` : ''} Libero dal mese prossimo. Visite su appuntamento.`,
      },
      ja: {
        titles: [`${bedrooms}LDK マンション 駅徒歩${minutesToStation}分`, `日当たり良好の${bedrooms}LDK ペット相談可`],
        description: `${area}の${bedrooms}LDK（${squareMetres}㎡）です。駅徒歩${minutesToStation}分、南向きで日当たり良好。${rent ? `家賃${rent}／月。` : ''}来月から入居可能です。内見はお気軽にご相談ください。`,
      },
    };
    const ad = byLanguage[ctx.language];
    const floorArea = isUs
      ? { floorArea: Math.round((squareMetres * 10.764) / 10) * 10, floorAreaUnit: 'sqft' as const }
      : { floorArea: squareMetres, floorAreaUnit: 'm2' as const };
    return {
      attributes: { bedrooms, ...floorArea },
      title: pick(ctx.rng, ad.titles),
      description: ad.description,
      price,
      condition: null,
      deliveryAvailable: false,
      priceNegotiable: false,
    };
  },
};

const realEstateSalesKind: AdKind = {
  category: 'housing',
  subcategory: 'real-estate-sales',
  weight: 1,
  writesIn: (language) => language === 'en',
  write(ctx) {
    const bedrooms = int(ctx.rng, 1, 4);
    const price = ctx.price(180_000 + bedrooms * 120_000 + ctx.rng() * 150_000, housingCostOf(ctx.city));
    const home = bedrooms >= 3 ? 'house' : 'apartment';
    return {
      title: `For sale by owner: ${bedrooms}-bedroom ${home} in ${ctx.area}`,
      description: `Selling our ${bedrooms}-bedroom ${home} in ${ctx.area} directly – no agent fees. ${pick(ctx.rng, ['Renovated kitchen and bathroom.', 'North-facing living room with garden views.', 'Quiet street, walk to schools and shops.'])} ${price ? 'Price as listed, ' : 'Price on request, '}open to sensible offers. Inspections by appointment.`,
      price,
      condition: null,
      priceNegotiable: price !== null,
      deliveryAvailable: false,
    };
  },
};

const AD_KINDS: readonly AdKind[] = [carsKind, ...FOR_SALE_ITEMS.map(forSaleKind), apartmentsKind, realEstateSalesKind, ...TEXT_KINDS.map(textKind)];

/**
 * A kind of ad for the category, among those written in the city's language: an English
 * ad in Tokyo or Paris is a rare thing, so English comes only where the category has no
 * kind in the language at all.
 */
function pickKind(rng: Rng, language: AdLanguage, category: CategorySlug | undefined, subcategory: string | undefined): AdKind {
  const chosenCategory = category ?? pickWeighted(rng, CATEGORY_SLUGS, (slug) => CATEGORY_WEIGHTS[slug]);
  const inCategory = AD_KINDS.filter((kind) => kind.category === chosenCategory);
  const exact = subcategory ? inCategory.filter((kind) => kind.subcategory === subcategory) : [];
  const candidates = exact.length > 0 ? exact : inCategory;
  const local = candidates.filter((kind) => kind.writesIn(language));
  return pickWeighted(rng, local.length > 0 ? local : candidates, (kind) => kind.weight);
}

interface DemoAd {
  attributes?: ListingAttributes;
  category: CategorySlug;
  subcategory: string;
  title: string;
  description: string;
  price: string | null;
  condition: Condition | null;
  neighborhood: string;
  deliveryAvailable: boolean;
  priceNegotiable: boolean;
}

export function writeAd(
  rng: Rng,
  options: {
    city: City | undefined;
    now: Date;
    category?: CategorySlug;
    subcategory?: string;
    neighborhood?: string;
    /** Writes an ad for this very item (the seeder's clusters of comparable ads). */
    item?: ForSaleItem;
  },
): DemoAd {
  const { city, now } = options;
  const kind = options.item ? forSaleKind(options.item) : pickKind(rng, adLanguageOf(city), options.category, options.subcategory);
  const neighborhood = options.neighborhood ?? pickNeighborhood(rng, city);
  const currency = city?.currency ?? 'USD';
  const locale = city?.locale ?? 'en-US';
  const ctx: AdContext = {
    rng,
    language: adLanguageOf(city),
    city,
    currency,
    locale,
    area: neighborhoodName(neighborhood),
    now,
    price: (usd, costFactor) => localPrice(usd, currency, costFactor),
    money: (price) => formatMoney(price, currency, locale),
  };
  const ad = kind.write(ctx);
  const hasPrice = ad.price !== null && ad.price !== '0.00';
  return {
    attributes: ad.attributes && (Object.fromEntries(Object.entries(ad.attributes).filter(([, value]) => value !== undefined)) as ListingAttributes),
    category: kind.category,
    subcategory: kind.subcategory,
    title: clip(ad.title, LISTING_LIMITS.titleMax),
    description: clip(ad.description, LISTING_LIMITS.descriptionMax),
    price: ad.price,
    condition: ad.condition ?? null,
    neighborhood,
    deliveryAvailable: ad.deliveryAvailable ?? chance(rng, 0.2),
    priceNegotiable: hasPrice && (ad.priceNegotiable ?? chance(rng, 0.3)),
  };
}
