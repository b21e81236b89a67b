/**
 * Which kind of item a listing is within its subcategory, where the subcategory alone
 * does not say: bicycles holds road bikes, kids' bikes and (with no bike type) lamps,
 * locks and parts. Similar listings and price comparables come from the same subcategory
 * and the same item type; a listing without one compares only with others without one.
 * Elsewhere the subcategory is the item type (cars, motorcycles and boats each have one).
 */
import { sql, type SQL } from 'drizzle-orm';
import { listings } from '../../db/schema';
import { attributeFamilyOf, type AttributeFamily } from './attribute-definitions';

const ITEM_TYPE_KEYS: Partial<Record<AttributeFamily, 'bikeType'>> = { bicycle: 'bikeType' };

export interface ItemType {
  key: 'bikeType';
  /** null: the listing names no type (an accessory, a part, or a seller who did not say). */
  value: string | null;
}

/** The item type of a listing of this category and subcategory with these attributes; null where the subcategory is the type. */
export function itemTypeOf(category: string, subcategory: string | null, attributes: Record<string, unknown> | null | undefined): ItemType | null {
  const family = attributeFamilyOf(category, subcategory);
  const key = family ? ITEM_TYPE_KEYS[family] : undefined;
  if (!key) return null;
  const value = attributes?.[key];
  return { key, value: typeof value === 'string' && value ? value : null };
}

/** SQL: a listing of the same item type (null-safe: no type matches no type). */
export function sameItemType(type: ItemType): SQL {
  return sql`(${listings.attributes}->>${type.key}) is not distinct from ${type.value}`;
}
