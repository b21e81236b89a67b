/**
 * Places: IP lookups, the cities, and the Victoria hierarchy (domain/geo).
 */
import { boolean, doublePrecision, integer, numeric, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const geolocations = pgTable('geolocations', {
  ip: varchar('ip', { length: 45 }).primaryKey(),
  country: varchar('country', { length: 100 }).notNull(),
  region: varchar('region', { length: 100 }),
  city: varchar('city', { length: 100 }),
  latitude: numeric('latitude', { precision: 10, scale: 8 }),
  longitude: numeric('longitude', { precision: 11, scale: 8 }),
  timezone: varchar('timezone', { length: 64 }),
  vpnDetected: boolean('vpn_detected').notNull().default(false),
  proxyDetected: boolean('proxy_detected').notNull().default(false),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------------------
// Reference data. The source of truth is versioned TypeScript under src/domain;
// these tables are loaded from it at startup so SQL (joins, reports) can use it.
// ---------------------------------------------------------------------------

export const cities = pgTable(
  'cities',
  {
    id: varchar('id', { length: 100 }).primaryKey(), // the URL segment, e.g. "newyork"
    name: varchar('name', { length: 100 }).notNull(),
    country: varchar('country', { length: 100 }).notNull(),
    countryCode: varchar('country_code', { length: 2 }).notNull(),
    pathCountry: varchar('path_country', { length: 10 }).notNull(),
    language: varchar('language', { length: 50 }).notNull(),
    languageCode: varchar('language_code', { length: 10 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    currencySymbol: varchar('currency_symbol', { length: 10 }).notNull(),
    timezone: varchar('timezone', { length: 64 }).notNull(),
    subdomain: varchar('subdomain', { length: 100 }).notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    adsenseAllowed: boolean('adsense_allowed').notNull().default(true),
    population: integer('population').notNull(),
    marketPriority: integer('market_priority').notNull(),
  },
  (t) => [uniqueIndex('cities_path_idx').on(t.pathCountry, t.subdomain)],
);

export const localisedCities = pgTable('localised_cities', {
  cityId: varchar('city_id', { length: 100 })
    .primaryKey()
    .references(() => cities.id, { onDelete: 'cascade' }),
  nativeName: varchar('native_name', { length: 100 }).notNull(),
  countryNative: varchar('country_native', { length: 100 }).notNull(),
  urlSlug: varchar('url_slug', { length: 100 }).notNull(),
  countrySlug: varchar('country_slug', { length: 100 }).notNull(),
  searchTerms: text('search_terms').array().notNull(),
});

export const states = pgTable('states', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: varchar('name', { length: 100 }).notNull(),
  country: varchar('country', { length: 100 }).notNull(),
  countryCode: varchar('country_code', { length: 3 }).notNull(),
  abbreviation: varchar('abbreviation', { length: 10 }),
  timezone: varchar('timezone', { length: 64 }),
  currency: varchar('currency', { length: 3 }).notNull().default('AUD'),
  currencySymbol: varchar('currency_symbol', { length: 10 }).notNull().default('$'),
  languageCode: varchar('language_code', { length: 10 }).notNull().default('en'),
  urlSlug: varchar('url_slug', { length: 100 }).notNull().unique(),
  createdAt: createdAt(),
});

export const regions = pgTable(
  'regions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    stateId: uuid('state_id')
      .notNull()
      .references(() => states.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    description: text('description'),
    urlSlug: varchar('url_slug', { length: 100 }).notNull(),
  },
  (t) => [uniqueIndex('regions_slug_idx').on(t.stateId, t.urlSlug)],
);

export const hubs = pgTable(
  'hubs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    regionId: uuid('region_id')
      .notNull()
      .references(() => regions.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    type: varchar('type', { length: 20 }).notNull().default('city'),
    population: integer('population'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    urlSlug: varchar('url_slug', { length: 100 }).notNull(),
    isMainHub: boolean('is_main_hub').notNull().default(false),
  },
  (t) => [uniqueIndex('hubs_slug_idx').on(t.regionId, t.urlSlug)],
);

export const suburbs = pgTable(
  'suburbs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hubId: uuid('hub_id')
      .notNull()
      .references(() => hubs.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    postcode: varchar('postcode', { length: 10 }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    urlSlug: varchar('url_slug', { length: 100 }).notNull(),
    population: integer('population'),
  },
  (t) => [uniqueIndex('suburbs_slug_idx').on(t.hubId, t.urlSlug)],
);
