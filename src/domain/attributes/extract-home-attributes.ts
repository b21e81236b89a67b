/**
 * Homes to rent or buy: bedrooms, bathrooms, floor area, furnished, pets.
 * Reads normalised text (see extract-attributes.ts); a fact it is not sure of is left out.
 */
import { areaUnitFor, type ListingAttributes } from './attribute-definitions';
import { START, END, words, firstChoice, numberBefore, dropUndefined, type ExtractionPlace, type Extractor } from './extraction-patterns';
import { NUMBER_SOURCE, readNumber } from './read-numbers';

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

export const extractHomeAttributes: Extractor = (text, place) => {
  const result: ListingAttributes = {
    bedrooms: homeBedrooms(text),
    bathrooms: homeBathrooms(text),
    ...homeArea(text, place),
    furnished: firstChoice(text, FURNISHED_CHOICES),
    petsAllowed: firstChoice(text, PETS_CHOICES),
  };
  return dropUndefined(result);
};
