/**
 * Which attributes a listing is stored with (ADR 014): the seller's when they gave any,
 * otherwise those its text states, marked as extracted so pages and price checks can
 * say where a fact came from. The one rule for posting, editing and backfilling.
 */
import { attributeFamilyOf, hasAttributes, type ListingAttributes } from './attribute-definitions';
import { extractAttributes } from './extract-attributes';

export type AttributesSource = 'seller' | 'extracted';

export interface AttributeSubject {
  title: string;
  description: string;
  category: string;
  subcategory: string | null;
  /** What the seller sent, already validated for the family; undefined: nothing sent. */
  attributes?: ListingAttributes;
}

export interface StoredAttributes {
  attributes: ListingAttributes;
  attributesSource: AttributesSource | null;
}

export function attributesToStore(subject: AttributeSubject, countryCode: string | null): StoredAttributes {
  if (attributeFamilyOf(subject.category, subject.subcategory) === null) return { attributes: {}, attributesSource: null };
  if (hasAttributes(subject.attributes)) return { attributes: subject.attributes!, attributesSource: 'seller' };
  const extracted = extractAttributes(`${subject.title}\n${subject.description}`, { ...subject, countryCode });
  return hasAttributes(extracted) ? { attributes: extracted, attributesSource: 'extracted' } : { attributes: {}, attributesSource: null };
}

/**
 * An edit that sends no attributes keeps the seller's own (same family), and re-reads
 * extracted ones from the new text: they follow the text they came from.
 */
export function attributesAfterEdit(
  subject: AttributeSubject,
  current: { category: string; subcategory: string | null; attributes: ListingAttributes; attributesSource: string | null },
  countryCode: string | null,
): StoredAttributes {
  const sameFamily = attributeFamilyOf(subject.category, subject.subcategory) === attributeFamilyOf(current.category, current.subcategory);
  if (subject.attributes === undefined && current.attributesSource === 'seller' && sameFamily) {
    return { attributes: current.attributes, attributesSource: 'seller' };
  }
  return attributesToStore(subject, countryCode);
}
