/**
 * Phones, computers and consoles: brand (or the product that names it), model, storage.
 * Reads normalised text (see extract-attributes.ts); a fact it is not sure of is left out.
 */
import type { ListingAttributes } from './attribute-definitions';
import { START, END, words, findListed, findModel, dropUndefined, type Extractor } from './extraction-patterns';
import { DEVICE_BRANDS } from './make-lists';

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

export const extractDeviceAttributes: Extractor = (text) => {
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
