import { cellValue, reject, type Checked, type RawListing } from './listing-cells';
import { DAY_MS } from '../primitives/time';

// A listings import row's date column.

/** Listings older than this are not a rental market anyone compares against; older dates are typos. */
const EARLIEST_LISTING_DATE = Date.UTC(1990, 0, 1);
/** A date up to a day ahead is a time-zone difference; further ahead it is an error. */
const FUTURE_TOLERANCE_MS = DAY_MS;

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

/** The listing date, from 1990 to a day after `now`. */
export function checkListedAt(raw: RawListing, now: Date): Checked<{ listedAt: Date }> {
  const dateText = cellValue(raw, 'listed_at');
  if (dateText === null) return reject('missing_date', 'no listing date');
  const listedAt = parseListingDate(dateText);
  if (
    listedAt === null ||
    listedAt.getTime() < EARLIEST_LISTING_DATE ||
    listedAt.getTime() > now.getTime() + FUTURE_TOLERANCE_MS
  ) {
    return reject(
      'invalid_date',
      `date "${dateText}" is not a listing date (Unix seconds or an ISO date, 1990 to today)`,
    );
  }
  return { ok: true, listedAt };
}
