/**
 * What every family's reader (extract-<family>-attributes.ts) matches with: word edges
 * that hold beside accented letters and Japanese, the first of several choices, a number
 * before its unit, and names from the make lists. The text they read is already
 * normalised (read-numbers.ts).
 */
import type { ListingAttributes } from './attribute-definitions';
import type { Make } from './make-lists';
import { NUMBER_SOURCE, readNumber } from './read-numbers';

export interface ExtractionPlace {
  category: string;
  subcategory: string | null;
  /** The city's country (ISO 3166-1): decides km or miles, m² or sq ft when the text names no unit. */
  countryCode?: string | null;
}

/** Reads one family's facts from normalised text. */
export type Extractor = (text: string, place: ExtractionPlace) => ListingAttributes;

// "(?<![\p{L}\p{N}])" and "(?![\p{L}\p{N}])" are word edges that also hold next to
// accented letters and Japanese, where \b does not.
export const START = String.raw`(?<![\p{L}\p{N}])`;
export const END = String.raw`(?![\p{L}\p{N}])`;
// Japanese is written without spaces: its words are found anywhere.
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/u;
export const words = (alternatives: readonly string[]) =>
  new RegExp(alternatives.map((word) => (JAPANESE.test(word) ? word : `${START}(?:${word})${END}`)).join('|'), 'iu');

/** The first choice whose words appear, checked in order (put negations first). */
export function firstChoice<T>(text: string, choices: readonly (readonly [T, RegExp])[]): T | undefined {
  for (const [value, pattern] of choices) if (pattern.test(text)) return value;
  return undefined;
}

export function numberBefore(text: string, unitSource: string): { value: number; unit: string } | undefined {
  const pattern = new RegExp(`${START}${NUMBER_SOURCE}\\s?(${unitSource})${END}`, 'iu');
  const match = pattern.exec(text);
  if (!match) return undefined;
  return { value: readNumber(match[1]!, match[2]), unit: match[3]!.toLowerCase() };
}

/** The longest listed name of `list` in `text`, by its name or an alias. */
export function findListed(text: string, list: readonly Make[]): Make | undefined {
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

export function findModel(text: string, make: Make): string | undefined {
  const models = [...make.models].sort((a, b) => b.length - a.length);
  return models.find((model) => words([escape(model)]).test(text));
}

export function escape(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '[\\s-]?');
}

export function dropUndefined(attributes: ListingAttributes): ListingAttributes {
  return Object.fromEntries(Object.entries(attributes).filter(([, value]) => value !== undefined)) as ListingAttributes;
}
