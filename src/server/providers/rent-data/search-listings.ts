import { sql } from 'drizzle-orm';
import type { LatLngBox } from '#core/primitives/geo-distance';
import { queryRows, type Database } from '../../db/client';

// The two reads of the comparable search (docs/decisions/012-listings-search-index.md).
// 1. probeListings: the nearest listings of a bedroom bucket inside a latitude/longitude box and the lookback
//    window, with only what ranking needs. Every column it reads is in listings_search_idx, so PostgreSQL answers
//    from the index alone (an index-only scan over one short run of entries per latitude band) without visiting the
//    table, whose rows for one neighbourhood are scattered over as many pages as there are rows.
// 2. fetchListingDetails: address and rent of the few candidates ranked best, by primary key.

export interface ProbeQuery {
  centre: { latitude: number; longitude: number };
  bedrooms: { min: number; max: number | null };
  box: LatLngBox;
  from: Date;
  to: Date;
  /** Listings of another known building type are left out; listings of unknown type stay in. */
  buildingType: 'apartment' | 'house' | null;
  /** At most this many rows come back, the nearest ones, so one dense block cannot make a search slow. */
  limit: number;
}

export interface ProbeRow {
  id: number;
  bedrooms: number;
  lat: number;
  lng: number;
  sqft: number | null;
  bathrooms: number | null;
  listedAt: Date;
}

export interface ListingDetails {
  address: string;
  city: string | null;
  state: string | null;
  zip: string | null;
  rentCents: number;
}

function bedroomCounts(min: number, max: number): number[] {
  return Array.from({ length: Math.max(0, max - min) + 1 }, (_, i) => min + i);
}

/** listings_search_idx keys latitude in bands of 1/100 degree: floor(lat * 100), written the same way here. */
const LAT_BANDS_PER_DEGREE = 100;

/** The latitude bands a box spans, each one contiguous run of the index. */
function latBands(minLat: number, maxLat: number): number[] {
  const bands: number[] = [];
  for (
    let band = Math.floor(minLat * LAT_BANDS_PER_DEGREE);
    band <= Math.floor(maxLat * LAT_BANDS_PER_DEGREE);
    band++
  ) {
    bands.push(band);
  }
  return bands;
}

/**
 * The nearest `limit` listings of the box. Nearest by the flat-map distance (degrees of longitude shrunk by the
 * cosine of the latitude), which orders points like the great-circle distance at these scales; the provider then
 * measures each exactly.
 */
export async function probeListings(db: Database, query: ProbeQuery): Promise<ProbeRow[]> {
  const { box, bedrooms } = query;
  const lngScale = Math.cos((query.centre.latitude * Math.PI) / 180);
  const rows = await queryRows<{
    id: string | number;
    bedrooms: number;
    lat: number;
    lng: number;
    sqft: number | null;
    bathrooms: number | null;
    listed_ms: number;
  }>(
    db,
    sql`select id, bedrooms, lat, lng, sqft, bathrooms::float8 as bathrooms, (extract(epoch from listed_at) * 1000)::float8 as listed_ms
        from listings
        where ${
          // Equalities (one count, or = any of a few: decision 041 reads ±1 bedroom) keep the band list usable as
          // index bounds; the open 6+ bucket is small enough to scan.
          bedrooms.max === null
            ? sql`bedrooms >= ${bedrooms.min}`
            : sql`bedrooms = any(${sql.param(bedroomCounts(bedrooms.min, bedrooms.max))}::int[])`
        }
          and floor(lat * 100) = any(${sql.param(latBands(box.minLat, box.maxLat))}::float8[])
          and lat between ${box.minLat} and ${box.maxLat}
          and lng between ${box.minLng} and ${box.maxLng}
          and listed_at between ${query.from.toISOString()}::timestamptz and ${query.to.toISOString()}::timestamptz
          ${query.buildingType === null ? sql`` : sql`and (building_type = ${query.buildingType} or building_type is null)`}
        order by (lat - ${query.centre.latitude}) ^ 2 + ((lng - ${query.centre.longitude}) * ${lngScale}) ^ 2
        limit ${query.limit}`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    bedrooms: r.bedrooms,
    lat: r.lat,
    lng: r.lng,
    sqft: r.sqft,
    bathrooms: r.bathrooms,
    listedAt: new Date(r.listed_ms),
  }));
}

export async function fetchListingDetails(db: Database, ids: readonly number[]): Promise<Map<number, ListingDetails>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{
    id: string | number;
    address: string;
    city: string | null;
    state: string | null;
    zip: string | null;
    rent: number;
  }>(db, sql`select id, address, city, state, zip, rent from listings where id = any(${sql.param(ids)}::bigint[])`);
  return new Map(
    rows.map((r) => [
      Number(r.id),
      { address: r.address, city: r.city, state: r.state, zip: r.zip, rentCents: r.rent },
    ]),
  );
}
