/**
 * Loads the versioned reference data (cities, localised names, taxonomy, Victoria)
 * into its tables. Runs at every start but only writes when the data changed: a hash
 * of the data is kept in app_meta. The data is the domain's own (geo, taxonomy), so the
 * loader lives beside it and the database layer stays free of domain imports.
 */
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appMeta, categories, cities, hubs, localisedCities, regions, states, subcategories, suburbs } from '../../db/schema';
import { CITIES } from '../geo/cities';
import { LOCALISED_CITIES } from '../geo/localised-cities';
import { VICTORIA_REGIONS, VICTORIA_STATE } from '../geo/victoria';
import { CATEGORIES } from '../taxonomy/categories';

const VERSION_KEY = 'reference_data_version';

function referenceDataVersion(): string {
  return createHash('sha256')
    .update(JSON.stringify([CITIES, LOCALISED_CITIES, CATEGORIES, VICTORIA_STATE, VICTORIA_REGIONS]))
    .digest('hex')
    .slice(0, 16);
}

export async function loadReferenceData(db: Db): Promise<{ loaded: boolean }> {
  const version = referenceDataVersion();
  const [current] = await db.select().from(appMeta).where(eq(appMeta.key, VERSION_KEY));
  if (current?.value === version) return { loaded: false };

  await db.transaction(async (tx) => {
    // Replace wholesale: nothing references these rows by generated id outside them.
    await tx.delete(localisedCities);
    await tx.delete(cities);
    await tx.delete(subcategories);
    await tx.delete(categories);
    await tx.delete(states); // cascades to regions, hubs, suburbs

    await tx.insert(cities).values(
      CITIES.map((c) => ({
        id: c.subdomain,
        name: c.name,
        country: c.country,
        countryCode: c.countryCode,
        pathCountry: c.pathCountry,
        language: c.language,
        languageCode: c.languageCode,
        currency: c.currency,
        currencySymbol: c.currencySymbol,
        timezone: c.timezone,
        subdomain: c.subdomain,
        latitude: c.coordinates.lat,
        longitude: c.coordinates.lng,
        adsenseAllowed: c.adsenseAllowed,
        population: c.population,
        marketPriority: c.marketPriority,
      })),
    );
    await tx.insert(localisedCities).values(
      LOCALISED_CITIES.map((l) => ({
        cityId: l.subdomain,
        nativeName: l.nativeName,
        countryNative: l.countryNative,
        urlSlug: l.urlSlug,
        countrySlug: l.countrySlug,
        searchTerms: l.searchTerms,
      })),
    );
    await tx.insert(categories).values(CATEGORIES.map((c, position) => ({ slug: c.slug, name: c.name, position })));
    await tx.insert(subcategories).values(
      CATEGORIES.flatMap((c) =>
        c.subcategories.map((s, position) => ({ categorySlug: c.slug, slug: s.slug, name: s.name, position })),
      ),
    );

    const [state] = await tx.insert(states).values(VICTORIA_STATE).returning({ id: states.id });
    if (!state) throw new Error('Inserting the state returned no row');
    for (const region of VICTORIA_REGIONS) {
      const [regionRow] = await tx
        .insert(regions)
        .values({ stateId: state.id, name: region.name, description: region.description, urlSlug: region.urlSlug })
        .returning({ id: regions.id });
      if (!regionRow) throw new Error('Inserting a region returned no row');
      for (const hub of region.hubs) {
        const { suburbs: hubSuburbs, ...hubFields } = hub;
        const [hubRow] = await tx.insert(hubs).values({ ...hubFields, regionId: regionRow.id }).returning({ id: hubs.id });
        if (!hubRow) throw new Error('Inserting a hub returned no row');
        await tx.insert(suburbs).values(hubSuburbs.map((s) => ({ ...s, hubId: hubRow.id })));
      }
    }
    await tx
      .insert(appMeta)
      .values({ key: VERSION_KEY, value: version })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: version, updatedAt: sql`now()` } });
  });
  return { loaded: true };
}
