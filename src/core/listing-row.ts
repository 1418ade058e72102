// One CSV row of a listings import, checked and turned into a `listings` row (issue 4). Every row either becomes a
// listing or is rejected with one reason, so the rejects file can say exactly what to fix. Rules that need data
// (the ZIP table, state outlines) come in as functions, which keeps this module pure.

import type { LatLngBox } from './geo-distance';
import type { ListingField } from './listing-columns';
import { parseBaths, parseBedrooms } from './listing-text';
import { toNumber } from './parse-number';
import { isAddressStateCode, ADDRESS_STATES } from './us-states';
import { isInBox, isInsideUnitedStates } from './us-bounds';
import { zipCandidates } from './zip-in-text';

export const REJECT_REASONS = [
  'missing_rent',
  'invalid_rent',
  'implausible_rent',
  'non_monthly_price',
  'non_usd_currency',
  'short_term_rental',
  'invalid_sqft',
  'implausible_sqft',
  'implausible_rent_per_sqft',
  'missing_bedrooms',
  'invalid_bedrooms',
  'invalid_baths',
  'invalid_coordinates',
  'coordinates_outside_us',
  'coordinates_outside_state',
  'missing_coordinates',
  'missing_state',
  'invalid_state',
  'missing_date',
  'invalid_date',
  // Decided by the importer, not by the row alone:
  'duplicate_id',
  'wrong_column_count',
] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];

// Plausible monthly rents and sizes for a US home. Outside them a value is a typo, a sale price, a per-night or
// per-room rate, or a whole building's area: any of them would skew a median of comparables.
export const LISTING_RENT_MIN_DOLLARS = 100;
export const LISTING_RENT_MAX_DOLLARS = 30_000;
export const LISTING_SQFT_MIN = 100;
export const LISTING_SQFT_MAX = 15_000;
/** Dollars per square foot and month: below, the size or rent is wrong; above, a room's size was typed as a flat's. */
export const LISTING_RENT_PER_SQFT_MIN = 0.15;
export const LISTING_RENT_PER_SQFT_MAX = 12;
export const LISTING_BEDROOMS_MAX = 20;
export const LISTING_BATHS_MAX = 20;
/** Listings older than this are not a rental market anyone compares against; older dates are typos. */
export const EARLIEST_LISTING_DATE = Date.UTC(1990, 0, 1);
/** A date up to a day ahead is a time-zone difference; further ahead it is an error. */
const FUTURE_TOLERANCE_MS = 86_400_000;

/** Text meaning "no value" in exports (`null` in the UCI listings set, NA from R, empty cells). */
const MISSING = new Set(['', 'null', 'na', 'n/a', 'nan', 'none', 'nil', '-', 'undefined']);

export type RawListing = Partial<Record<ListingField, string>> & { readonly text?: readonly string[] };

export interface ZipInfo {
  readonly latitude: number;
  readonly longitude: number;
  readonly state: string;
  readonly city: string;
}

export interface ListingRowContext {
  /** A US ZIP code's centroid and state, or null when it is not a known US ZIP. */
  readonly lookupZip: (zip: string) => ZipInfo | null;
  /** A box around the state (with a margin), or null when unknown. */
  readonly stateBox: (state: string) => LatLngBox | null;
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

export type ListingRowResult =
  | { readonly ok: true; readonly row: ListingRow }
  | { readonly ok: false; readonly reason: RejectReason; readonly detail: string };

const LONGEST_MISSING = 9;

function value(raw: RawListing, field: ListingField): string | null {
  const text = raw[field];
  if (typeof text !== 'string') return null;
  const trimmed = text.trim();
  return trimmed.length <= LONGEST_MISSING && MISSING.has(trimmed.toLowerCase()) ? null : trimmed;
}

function reject(reason: RejectReason, detail: string): ListingRowResult {
  return { ok: false, reason, detail };
}

const STATE_BY_NAME = new Map(ADDRESS_STATES.map((s) => [s.name.toLowerCase(), s.code]));

/** A state code from a code or a full name ("tx", "Texas"); null when it is neither. */
export function parseStateCode(text: string): string | null {
  const trimmed = text.trim();
  const code = trimmed.toUpperCase();
  if (isAddressStateCode(code)) return code;
  return STATE_BY_NAME.get(trimmed.toLowerCase()) ?? null;
}

/** A ZIP code's first five digits; spreadsheets drop the leading zero of New England ZIPs ("2134"). */
export function parseZip(text: string): string | null {
  const match = /^(\d{4,5})(?:-?\d{4})?$/.exec(text.trim());
  return match ? (match[1] as string).padStart(5, '0') : null;
}

/**
 * A listing date: Unix seconds or milliseconds, an ISO date or date-time (a date alone is midnight UTC), or a US
 * M/D/YYYY date. Null when it is none of them.
 */
export function parseListingDate(text: string): Date | null {
  const trimmed = text.trim();
  if (/^\d{9,11}(?:\.\d+)?$/.test(trimmed)) return new Date(Number(trimmed) * 1000);
  if (/^\d{12,14}$/.test(trimmed)) return new Date(Number(trimmed));
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(trimmed);
  if (us) {
    const date = new Date(Date.UTC(Number(us[3]), Number(us[1]) - 1, Number(us[2])));
    return date.getUTCDate() === Number(us[2]) ? date : null;
  }
  if (!/^\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.test(trimmed)) return null;
  const date = new Date(trimmed.length === 10 ? `${trimmed}T00:00:00Z` : trimmed.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The report's building types from a feed's category ("housing/rent/apartment", "Single Family", "Condo"). */
export function parseBuildingType(text: string): 'apartment' | 'house' | 'short_term' | null {
  const lower = text.toLowerCase();
  if (/short[\s_-]?term|vacation|nightly/.test(lower)) return 'short_term';
  if (/house|home|single|townho|duplex|cottage|cabin/.test(lower)) return 'house';
  if (/apartment|\bapt\b|condo|flat|loft|studio|unit|multi/.test(lower)) return 'apartment';
  return null;
}

function findZip(
  raw: RawListing,
  state: string | null,
  context: ListingRowContext,
): { zip: string; info: ZipInfo } | null {
  const column = value(raw, 'zip');
  if (column !== null) {
    const zip = parseZip(column);
    const info = zip === null ? null : context.lookupZip(zip);
    // A ZIP in another state than the row's is a typo in one of them; the state column is kept, the ZIP not used.
    if (zip !== null && info !== null && (state === null || info.state === state)) return { zip, info };
    return null;
  }
  const texts = [value(raw, 'address') ?? '', ...(raw.text ?? [])];
  for (const text of texts) {
    for (const candidate of zipCandidates(text)) {
      const info = context.lookupZip(candidate.zip);
      if (info === null) continue;
      // A number in free text counts as a ZIP only when a state backs it: the row's, or one written beside it.
      const backing = state ?? candidate.stateHint;
      if (backing !== null && info.state === backing) return { zip: candidate.zip, info };
    }
  }
  return null;
}

function roundTo(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** Checks one row and builds the listing, or says why it cannot be one. */
export function parseListingRow(raw: RawListing, context: ListingRowContext): ListingRowResult {
  // Rent
  const rentText = value(raw, 'rent');
  if (rentText === null) return reject('missing_rent', 'no rent');
  const rent = toNumber(rentText);
  if (rent === null || rent <= 0) return reject('invalid_rent', `rent "${rentText}" is not a positive number`);
  const priceType = value(raw, 'price_type');
  if (priceType !== null && !/^month/i.test(priceType)) {
    // Weekly and nightly rates are short stays, priced unlike a lease; converting them would invent a monthly rent.
    return reject('non_monthly_price', `price type "${priceType}" is not monthly`);
  }
  const currency = value(raw, 'currency');
  if (currency !== null && !/^(usd|us\$|\$)$/i.test(currency)) {
    return reject('non_usd_currency', `currency "${currency}" is not USD`);
  }
  if (rent < LISTING_RENT_MIN_DOLLARS || rent > LISTING_RENT_MAX_DOLLARS) {
    return reject('implausible_rent', `rent ${rent} is outside ${LISTING_RENT_MIN_DOLLARS} to ${LISTING_RENT_MAX_DOLLARS} a month`);
  }

  // Building type
  const typeText = value(raw, 'building_type');
  const parsedType = typeText === null ? null : parseBuildingType(typeText);
  if (parsedType === 'short_term') return reject('short_term_rental', `type "${typeText}" is a short-term rental`);

  // Size
  const sqftText = value(raw, 'sqft');
  let sqft: number | null = null;
  if (sqftText !== null) {
    const parsed = toNumber(sqftText);
    if (parsed === null || parsed <= 0) return reject('invalid_sqft', `sqft "${sqftText}" is not a positive number`);
    if (parsed < LISTING_SQFT_MIN || parsed > LISTING_SQFT_MAX) {
      return reject('implausible_sqft', `sqft ${parsed} is outside ${LISTING_SQFT_MIN} to ${LISTING_SQFT_MAX}`);
    }
    const perSqft = rent / parsed;
    if (perSqft < LISTING_RENT_PER_SQFT_MIN || perSqft > LISTING_RENT_PER_SQFT_MAX) {
      return reject(
        'implausible_rent_per_sqft',
        `rent ${rent} for ${parsed} sqft is $${roundTo(perSqft, 2)}/sqft, outside ${LISTING_RENT_PER_SQFT_MIN} to ${LISTING_RENT_PER_SQFT_MAX}`,
      );
    }
    sqft = Math.round(parsed);
  }

  // Bedrooms and baths: numbers or the form's labels ("Studio", "2 beds", "6+", "1.5 baths").
  const bedroomsText = value(raw, 'bedrooms');
  if (bedroomsText === null) return reject('missing_bedrooms', 'no bedrooms');
  const bedrooms = parseBedrooms(bedroomsText);
  if (bedrooms === null || !Number.isInteger(bedrooms) || bedrooms < 0 || bedrooms > LISTING_BEDROOMS_MAX) {
    return reject('invalid_bedrooms', `bedrooms "${bedroomsText}" is not a whole number from 0 to ${LISTING_BEDROOMS_MAX}`);
  }
  const bathsText = value(raw, 'bathrooms');
  let bathrooms: number | null = null;
  if (bathsText !== null) {
    const baths = parseBaths(bathsText);
    if (baths === null || baths <= 0 || baths > LISTING_BATHS_MAX) {
      return reject('invalid_baths', `baths "${bathsText}" is not a number from 0.5 to ${LISTING_BATHS_MAX}`);
    }
    bathrooms = roundTo(baths, 1);
  }

  // State
  const stateText = value(raw, 'state');
  let state: string | null = null;
  if (stateText !== null) {
    state = parseStateCode(stateText);
    if (state === null) return reject('invalid_state', `state "${stateText}" is not a US state code or name`);
  }

  // Coordinates, from the file or else from the ZIP
  const latText = value(raw, 'lat');
  const lngText = value(raw, 'lng');
  const zip = findZip(raw, state, context);
  if (state === null && zip !== null) state = zip.info.state;
  if (state === null) return reject('missing_state', 'no state, and no ZIP code to tell it');

  let lat: number;
  let lng: number;
  let located: 'file' | 'zip';
  if (latText !== null || lngText !== null) {
    const parsedLat = latText === null ? null : toNumber(latText);
    const parsedLng = lngText === null ? null : toNumber(lngText);
    if (parsedLat === null || parsedLng === null || Math.abs(parsedLat) > 90 || Math.abs(parsedLng) > 180) {
      return reject('invalid_coordinates', `coordinates "${latText ?? ''}", "${lngText ?? ''}" are not a latitude and longitude`);
    }
    if (!isInsideUnitedStates(parsedLat, parsedLng)) {
      return reject('coordinates_outside_us', `point ${parsedLat}, ${parsedLng} is outside the United States`);
    }
    const box = context.stateBox(state);
    if (box !== null && !isInBox(parsedLat, parsedLng, box)) {
      return reject('coordinates_outside_state', `point ${parsedLat}, ${parsedLng} is not in ${state}`);
    }
    lat = parsedLat;
    lng = parsedLng;
    located = 'file';
  } else if (zip !== null) {
    lat = zip.info.latitude;
    lng = zip.info.longitude;
    located = 'zip';
  } else {
    return reject('missing_coordinates', 'no coordinates, and no known ZIP code to place it');
  }

  // Date
  const dateText = value(raw, 'listed_at');
  if (dateText === null) return reject('missing_date', 'no listing date');
  const listedAt = parseListingDate(dateText);
  if (
    listedAt === null ||
    listedAt.getTime() < EARLIEST_LISTING_DATE ||
    listedAt.getTime() > context.now.getTime() + FUTURE_TOLERANCE_MS
  ) {
    return reject('invalid_date', `date "${dateText}" is not a listing date (Unix seconds or an ISO date, 1990 to today)`);
  }

  const address = (value(raw, 'address') ?? '').replace(/\s+/g, ' ');
  const city = value(raw, 'city') ?? zip?.info.city ?? null;
  return {
    ok: true,
    row: {
      sourceId: value(raw, 'source_id'),
      address,
      city,
      state,
      zip: zip?.zip ?? null,
      lat,
      lng,
      rentCents: Math.round(rent * 100),
      bedrooms,
      bathrooms,
      sqft,
      buildingType: parsedType,
      listedAt,
      located,
    },
  };
}

/**
 * A stable id for a row whose file has no id column: a hash of what identifies the listing, so importing the same
 * file again finds the same rows (FNV-1a, 64 bits as two 32-bit halves: no Node crypto in core).
 */
export function contentSourceId(row: ListingRow): string {
  const key = [
    row.address.toLowerCase(),
    row.city?.toLowerCase() ?? '',
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
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193) >>> 0;
    h2 = Math.imul(h2 ^ c, 0x5bd1e995) >>> 0;
  }
  return `h${h1.toString(16).padStart(8, '0')}${h2.toString(16).padStart(8, '0')}`;
}
