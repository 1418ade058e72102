import type { ListingField } from './listing-columns';

// The cells of one CSV row of a listings import as the row's checks read them, and the one reason a row is
// rejected for: every row either becomes a listing or is rejected with one reason, so the rejects file can say
// exactly what to fix. The checks themselves go by column group: listing-price.ts (rent and size), listing-unit.ts
// (building type, bedrooms, baths), listing-place.ts (state, ZIP, coordinates) and listing-date.ts.

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

export type RawListing = Partial<Record<ListingField, string>> & { readonly text?: readonly string[] };

export interface Rejection {
  readonly ok: false;
  readonly reason: RejectReason;
  readonly detail: string;
}

/** What a column group's check gives: its values, or why the row is rejected. */
export type Checked<T> = ({ readonly ok: true } & T) | Rejection;

export function reject(reason: RejectReason, detail: string): Rejection {
  return { ok: false, reason, detail };
}

/** Text meaning "no value" in exports (`null` in the UCI listings set, NA from R, empty cells). */
const MISSING = new Set(['', 'null', 'na', 'n/a', 'nan', 'none', 'nil', '-', 'undefined']);
const LONGEST_MISSING = 9;

/** A cell's trimmed text; null when the row has no such column or the cell says "no value". */
export function cellValue(raw: RawListing, field: ListingField): string | null {
  const text = raw[field];
  if (typeof text !== 'string') return null;
  const trimmed = text.trim();
  return trimmed.length <= LONGEST_MISSING && MISSING.has(trimmed.toLowerCase()) ? null : trimmed;
}
