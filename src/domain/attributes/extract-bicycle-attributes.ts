/**
 * Bicycles: type, frame size, brand.
 * Reads normalised text (see extract-attributes.ts); a fact it is not sure of is left out.
 */
import type { ListingAttributes } from './attribute-definitions';
import { words, firstChoice, escape, dropUndefined, type Extractor } from './extraction-patterns';
import { BICYCLE_BRANDS } from './make-lists';

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

export const extractBicycleAttributes: Extractor = (text) => {
  const brand = BICYCLE_BRANDS.find((name) => words([escape(name)]).test(text));
  return dropUndefined({ bikeType: firstChoice(text, BIKE_CHOICES), frameSize: frameSize(text), brand });
};
