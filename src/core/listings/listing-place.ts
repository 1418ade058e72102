import type { LatLngBox } from '../primitives/geo-distance';
import { cellValue, reject, type Checked, type RawListing } from './listing-cells';
import { toNumber } from '../primitives/parse-number';
import { isAddressStateCode, ADDRESS_STATES } from '../address/us-states';
import { isInBox, isInsideUnitedStates } from '../address/us-bounds';
import { zipCandidates } from '../address/zip-in-text';

// A listings import row's place columns: state, ZIP code and coordinates. What needs data (the ZIP table, state
// outlines) comes in as functions, which keeps this module pure.

interface ZipInfo {
  readonly latitude: number;
  readonly longitude: number;
  readonly state: string;
  readonly city: string;
}

export interface PlaceLookups {
  /** A US ZIP code's centroid and state, or null when it is not a known US ZIP. */
  readonly lookupZip: (zip: string) => ZipInfo | null;
  /** A box around the state (with a margin), or null when unknown. */
  readonly stateBox: (state: string) => LatLngBox | null;
}

export interface ListingPlace {
  readonly state: string;
  readonly zip: { readonly zip: string; readonly info: ZipInfo } | null;
  readonly lat: number;
  readonly lng: number;
  /** Where the coordinates came from. */
  readonly located: 'file' | 'zip';
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

function findZip(raw: RawListing, state: string | null, lookups: PlaceLookups): ListingPlace['zip'] {
  const column = cellValue(raw, 'zip');
  if (column !== null) {
    const zip = parseZip(column);
    const info = zip === null ? null : lookups.lookupZip(zip);
    // A ZIP in another state than the row's is a typo in one of them; the state column is kept, the ZIP not used.
    if (zip !== null && info !== null && (state === null || info.state === state)) return { zip, info };
    return null;
  }
  const texts = [cellValue(raw, 'address') ?? '', ...(raw.text ?? [])];
  for (const text of texts) {
    for (const candidate of zipCandidates(text)) {
      const info = lookups.lookupZip(candidate.zip);
      if (info === null) continue;
      // A number in free text counts as a ZIP only when a state backs it: the row's, or one written beside it.
      const backing = state ?? candidate.stateHint;
      if (backing !== null && info.state === backing) return { zip: candidate.zip, info };
    }
  }
  return null;
}

/** The state (from its column, else the ZIP), the ZIP when known, and coordinates from the file or else the ZIP. */
export function checkPlace(raw: RawListing, lookups: PlaceLookups): Checked<{ place: ListingPlace }> {
  const stateText = cellValue(raw, 'state');
  let state: string | null = null;
  if (stateText !== null) {
    state = parseStateCode(stateText);
    if (state === null) return reject('invalid_state', `state "${stateText}" is not a US state code or name`);
  }

  const latText = cellValue(raw, 'lat');
  const lngText = cellValue(raw, 'lng');
  const zip = findZip(raw, state, lookups);
  if (state === null && zip !== null) state = zip.info.state;
  if (state === null) return reject('missing_state', 'no state, and no ZIP code to tell it');

  if (latText === null && lngText === null) {
    if (zip === null) return reject('missing_coordinates', 'no coordinates, and no known ZIP code to place it');
    return { ok: true, place: { state, zip, lat: zip.info.latitude, lng: zip.info.longitude, located: 'zip' } };
  }
  const lat = latText === null ? null : toNumber(latText);
  const lng = lngText === null ? null : toNumber(lngText);
  if (lat === null || lng === null || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
    return reject(
      'invalid_coordinates',
      `coordinates "${latText ?? ''}", "${lngText ?? ''}" are not a latitude and longitude`,
    );
  }
  if (!isInsideUnitedStates(lat, lng)) {
    return reject('coordinates_outside_us', `point ${lat}, ${lng} is outside the United States`);
  }
  const box = lookups.stateBox(state);
  if (box !== null && !isInBox(lat, lng, box)) {
    return reject('coordinates_outside_state', `point ${lat}, ${lng} is not in ${state}`);
  }
  return { ok: true, place: { state, zip, lat, lng, located: 'file' } };
}
