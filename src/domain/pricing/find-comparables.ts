/**
 * Candidate comparables for a listing, chosen in SQL on the facts that define what it is:
 * the same make (the same model first, then the closest years), the same city's homes
 * with about as many bedrooms (its neighbourhood first), the same brand of phone (its
 * model first). Too few of those and the search widens to the whole subcategory, ranked
 * by title likeness, never beyond it, nor beyond the item type (a bike lamp is not priced
 * against road bikes: `attributes/item-type.ts`). Only public listings priced in the same
 * currency and per the same unit ever compare: a nightly rate says nothing about a monthly rent.
 */
import { and, eq, gt, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ListingAttributes } from '../attributes/attribute-definitions';
import { sameItemType, type ItemType } from '../attributes/item-type';
import { listings } from '../../db/schema';
import { isPublicListing } from '../listings/listing-visibility';
import { searchTerms } from '../search/text-query';
import { foldAccents } from '../search/vocabulary';
import type { PricingFacts, PricingFamily } from './pricing-facts';

export interface ComparableSearch {
  id?: string;
  family: PricingFamily;
  facts: PricingFacts;
  title: string;
  description: string;
  category: string;
  subcategory: string | null;
  currency: string;
  city: string | null;
  neighborhood: string | null;
  /** null: listings without a unit (a price for the thing itself). */
  priceUnit: string | null;
  /** Where the subcategory holds several kinds of item: the subject's (domain/attributes/item-type.ts). */
  itemType?: ItemType | null;
}

export interface CandidateRow {
  price: string | null;
  title: string;
  description: string;
  condition: string | null;
  neighborhood: string;
  city: string | null;
  attributes: ListingAttributes;
  /** Title likeness, 0 when the subject's title has no usable word. */
  textRank: number;
}

/** Enough candidates that the regression can learn the local slopes; few enough to stay fast. */
const CANDIDATES = 250;
/** Fewer family matches than this and the search widens. */
const WIDEN_BELOW = 25;
const WIDER_CANDIDATES = 120;

const attribute = (key: string) => sql`(${listings.attributes}->>${key})`;
const number = (key: string) => sql`(${listings.attributes}->>${key})::numeric`;
const sameText = (key: string, value: string) => sql`lower(${attribute(key)}) = lower(${value})`;

export async function findCandidates(db: Db, search: ComparableSearch): Promise<CandidateRow[]> {
  const words = searchTerms(search.title)
    .filter((word) => word.length > 2 && !/^\d+$/.test(word))
    .map(foldAccents);
  const titleQuery = words.length > 0 ? sql`to_tsquery('simple', ${words.map((w) => `${w}:*`).join(' | ')})` : null;
  const textRank = titleQuery ? sql<number>`ts_rank(${listings.searchVector}, ${titleQuery}, 1)` : sql<number>`(0)::real`;
  // An expression, never a bare 0: "ORDER BY 0" would name a column position.
  const sameCity = search.city ? sql<number>`(${listings.city} = ${search.city})::int` : sql<number>`(0)::int`;

  const base: SQL[] = [
    isPublicListing(),
    eq(listings.category, search.category),
    eq(listings.currency, search.currency),
    isNotNull(listings.price),
    gt(listings.price, '0'),
    search.priceUnit ? eq(listings.priceUnit, search.priceUnit) : isNull(listings.priceUnit),
    // A repost of the very same ad is the seller's own price again, not the market's.
    sql`not (${listings.title} = ${search.title} and ${listings.description} = ${search.description})`,
  ];
  if (search.subcategory) base.push(eq(listings.subcategory, search.subcategory));
  if (search.itemType) base.push(sameItemType(search.itemType));
  if (search.id) base.push(ne(listings.id, search.id));

  const select = (where: SQL[], orderBy: SQL[], limit: number) =>
    db
      .select({
        price: listings.price,
        title: listings.title,
        description: listings.description,
        condition: listings.condition,
        neighborhood: listings.neighborhood,
        city: listings.city,
        attributes: listings.attributes,
        textRank,
      })
      .from(listings)
      .where(and(...where))
      .orderBy(...orderBy, sql`${listings.createdAt} desc`)
      .limit(limit);

  const facts = search.facts;
  const closeness = (key: string, value: number | undefined): SQL[] =>
    value === undefined ? [] : [sql`abs(${number(key)} - ${value}) asc nulls last`];
  const textOrder = [sql`${sameCity} desc`, sql`${textRank} desc`];

  let primary: CandidateRow[] = [];
  let wider: SQL[] = [...textOrder, ...closeness('year', facts.year)];
  if (search.family === 'vehicle' && facts.make) {
    const model = facts.model ? [sql`(${sameText('model', facts.model)}) desc nulls last`] : [];
    primary = await select([...base, sameText('make', facts.make)], [...model, ...closeness('year', facts.year), sql`${textRank} desc`], CANDIDATES);
    wider = [...closeness('year', facts.year), sql`${textRank} desc`];
  } else if (search.family === 'device' && facts.brand) {
    const model = facts.model ? [sql`(${sameText('model', facts.model)}) desc nulls last`] : [];
    primary = await select(
      [...base, sameText('brand', facts.brand)],
      [...model, ...closeness('storageGb', facts.storageGb), sql`${textRank} desc`],
      CANDIDATES,
    );
  } else if (search.family === 'home') {
    const where = [...base];
    if (search.city) where.push(eq(listings.city, search.city));
    if (facts.bedrooms !== undefined) {
      where.push(or(sql`${number('bedrooms')} between ${facts.bedrooms - 1} and ${facts.bedrooms + 1}`, sql`${attribute('bedrooms')} is null`)!);
    }
    const neighborhood = search.neighborhood ? [sql`(lower(${listings.neighborhood}) = lower(${search.neighborhood})) desc`] : [];
    primary = await select(
      where,
      [...neighborhood, ...closeness('bedrooms', facts.bedrooms), ...closeness('floorAreaM2', facts.floorAreaM2)],
      CANDIDATES,
    );
    wider = [...textOrder, ...closeness('bedrooms', facts.bedrooms)];
  } else {
    return select(base, textOrder, CANDIDATES + WIDER_CANDIDATES);
  }
  if (primary.length >= WIDEN_BELOW) return primary;
  const more = await select(base, wider, WIDER_CANDIDATES);
  const seen = new Set(primary.map(candidateKey));
  return [...primary, ...more.filter((row) => !seen.has(candidateKey(row)))];
}

/** One ad posted twice (same text, same price) is one piece of evidence. */
export function candidateKey(row: Pick<CandidateRow, 'title' | 'description' | 'price'>): string {
  return `${row.title}\u0000${row.description}\u0000${row.price}`;
}
