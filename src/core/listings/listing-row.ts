import { normalizeAddress, normalizeTown } from '../address/address-normalize';
import { cellValue, type RawListing, type Rejection } from './listing-cells';
import { checkListedAt } from './listing-date';
import { checkPlace, type PlaceLookups } from './listing-place';
import { checkRent, checkSize } from './listing-price';
import { checkBuildingType, checkRooms } from './listing-unit';
import { fnv1a32, SECOND_LANE } from '../primitives/hash';

// One CSV row of a listings import, checked and turned into a `listings` row (docs/product.md#listings-import): the
// column groups are checked in turn (listing-price.ts, listing-unit.ts, listing-place.ts, listing-date.ts) and the
// first rejection is the row's one reason.

export interface ListingRowContext extends PlaceLookups {
  /** Dates after this (plus a day) are rejected. */
  readonly now: Date;
}

export interface ListingRow {
  /** From the id column; null when the file has none (the importer then derives one from the content). */
  readonly sourceId: string | null;
  readonly address: string;
  readonly city: string | null;
  readonly state: string;
  readonly zip: string | null;
  readonly lat: number;
  readonly lng: number;
  readonly rentCents: number;
  readonly bedrooms: number;
  readonly bathrooms: number | null;
  readonly sqft: number | null;
  readonly buildingType: 'apartment' | 'house' | null;
  readonly listedAt: Date;
  /** Where the coordinates came from. */
  readonly located: 'file' | 'zip';
}

export type ListingRowResult = { readonly ok: true; readonly row: ListingRow } | Rejection;

/** Checks one row and builds the listing, or says why it cannot be one. */
export function parseListingRow(raw: RawListing, context: ListingRowContext): ListingRowResult {
  const price = checkRent(raw);
  if (!price.ok) return price;
  const type = checkBuildingType(raw);
  if (!type.ok) return type;
  const size = checkSize(raw, price.rent);
  if (!size.ok) return size;
  const rooms = checkRooms(raw);
  if (!rooms.ok) return rooms;
  const located = checkPlace(raw, context);
  if (!located.ok) return located;
  const date = checkListedAt(raw, context.now);
  if (!date.ok) return date;

  const { place } = located;
  return {
    ok: true,
    row: {
      sourceId: cellValue(raw, 'source_id'),
      address: (cellValue(raw, 'address') ?? '').replace(/\s+/g, ' '),
      city: cellValue(raw, 'city') ?? place.zip?.info.city ?? null,
      state: place.state,
      zip: place.zip?.zip ?? null,
      lat: place.lat,
      lng: place.lng,
      rentCents: Math.round(price.rent * 100),
      bedrooms: rooms.bedrooms,
      bathrooms: rooms.bathrooms,
      sqft: size.sqft,
      buildingType: type.buildingType,
      listedAt: date.listedAt,
      located: place.located,
    },
  };
}

/**
 * A stable id for a row whose file has no id column: a hash of what identifies the listing, so importing the same
 * file again finds the same rows (FNV-1a, 64 bits as two 32-bit lanes, primitives/hash.ts: no Node crypto in core). The address and town
 * go in normalised (core/address/address-normalize), so one listing written "123 Main Street" in one row and "123 Main St."
 * in another is one listing.
 */
export function contentSourceId(row: ListingRow): string {
  const key = [
    normalizeAddress(row.address),
    normalizeTown(row.city),
    row.state,
    row.zip ?? '',
    row.lat.toFixed(5),
    row.lng.toFixed(5),
    row.rentCents,
    row.bedrooms,
    row.bathrooms ?? '',
    row.sqft ?? '',
    row.listedAt.toISOString(),
  ].join('|');
  const h1 = fnv1a32(key);
  // The second lane's seed as first written (the stored ids depend on it).
  const h2 = fnv1a32(key, 0x01000193 ^ SECOND_LANE.prime, SECOND_LANE.prime);
  return `h${h1.toString(16).padStart(8, '0')}${h2.toString(16).padStart(8, '0')}`;
}
