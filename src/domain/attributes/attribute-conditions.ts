/**
 * The attribute filters as SQL over listings.attributes (ADR 014): equality facts as
 * one JSONB containment (the GIN index), ranges on the expressions the btree indexes
 * are built on, so the planner can use them. Pay is a job's price, compared per year.
 */
import { sql, type SQL } from 'drizzle-orm';
import { listings } from '../../db/schema';
import type { ListingAttributes } from './attribute-definitions';
import { normalisedAttributeFilters, PAY_PER_YEAR, type AttributeFilters } from './attribute-filters';

const intAttribute = (key: string) => sql`((${listings.attributes}->>${sql.raw(`'${key}'`)})::int)`;
const numericAttribute = (key: string) => sql`((${listings.attributes}->>${sql.raw(`'${key}'`)})::numeric)`;

export function attributeConditions(filters: Partial<AttributeFilters>): SQL[] {
  const f = normalisedAttributeFilters(filters);
  const conditions: SQL[] = [];
  const contained: ListingAttributes = {};
  if (f.make) contained.make = f.make;
  if (f.model) contained.model = f.model;
  if (f.brand) contained.brand = f.brand;
  if (f.fuel) contained.fuel = f.fuel;
  if (f.transmission) contained.transmission = f.transmission;
  if (f.bodyType) contained.bodyType = f.bodyType;
  if (f.furnished) contained.furnished = true;
  if (f.pets) contained.petsAllowed = true;
  if (f.workplace) contained.workplace = f.workplace;
  if (f.employmentType) contained.employmentType = f.employmentType;
  if (f.bikeType) contained.bikeType = f.bikeType;
  if (f.frameSize) contained.frameSize = f.frameSize;
  if (Object.keys(contained).length > 0) conditions.push(sql`${listings.attributes} @> ${JSON.stringify(contained)}::jsonb`);
  if (f.yearMin !== undefined) conditions.push(sql`${intAttribute('year')} >= ${f.yearMin}`);
  if (f.yearMax !== undefined) conditions.push(sql`${intAttribute('year')} <= ${f.yearMax}`);
  if (f.mileageMaxKm !== undefined) conditions.push(sql`${intAttribute('mileageKm')} <= ${f.mileageMaxKm}`);
  if (f.bedroomsMin !== undefined) conditions.push(sql`${intAttribute('bedrooms')} >= ${f.bedroomsMin}`);
  if (f.bathroomsMin !== undefined) conditions.push(sql`${numericAttribute('bathrooms')} >= ${f.bathroomsMin}`);
  if (f.areaMinM2 !== undefined) conditions.push(sql`${numericAttribute('floorAreaM2')} >= ${f.areaMinM2}`);
  if (f.storageMin !== undefined) conditions.push(sql`${intAttribute('storageGb')} >= ${f.storageMin}`);
  if (f.payMinPerYear !== undefined) {
    const cases = Object.entries(PAY_PER_YEAR).map(([unit, factor]) => sql.raw(`WHEN '${unit}' THEN ${factor}`));
    const perYear = sql`CASE ${listings.priceUnit} ${sql.join(cases, sql` `)} ELSE 1 END`;
    conditions.push(sql`${listings.category} = 'jobs' AND ${listings.price} * ${perYear} >= ${f.payMinPerYear}`);
  }
  return conditions;
}
