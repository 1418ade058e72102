import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { LatLngBox } from '../../core/geo-distance';
import type { ZipInfo } from '../../core/listing-row';
import { isAddressStateCode } from '../../core/us-states';

// The ZIP table of the `zipcodes` package as the listings import needs it: a US ZIP's centroid and state, and a
// box around each state for checking a row's coordinates against its state.

interface ZipEntry {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: string;
}

/** ZIP centroids stop short of a state's border; the margin (about 20 miles) lets border towns in. */
const STATE_BOX_MARGIN_DEGREES = 0.3;

const require = createRequire(import.meta.url);
let table: Record<string, ZipEntry> | null = null;

/**
 * The package's US table. Requiring the package compiles a 5 MB object literal, which costs the import about 90 MB
 * of memory; its data file read as JSON costs about 20 MB (the import's memory budget is 300 MB). Should a later
 * version of the package lay out its file differently, the package's own API is used instead.
 */
function zipTable(): Record<string, ZipEntry> {
  if (table) return table;
  try {
    const text = readFileSync(require.resolve('zipcodes/lib/codes.js'), 'utf8');
    const marker = 'exports.codes = ';
    const start = text.indexOf(marker) + marker.length;
    const end = text.indexOf(';\nexports.', start);
    table = JSON.parse(text.slice(start, end === -1 ? text.lastIndexOf(';') : end)) as Record<string, ZipEntry>;
  } catch {
    table = (require('zipcodes') as { codes: Record<string, ZipEntry> }).codes;
  }
  return table;
}

export function lookupZip(zip: string): ZipInfo | null {
  const entry = zipTable()[zip];
  if (!entry || entry.country !== 'US' || !isAddressStateCode(entry.state)) return null;
  return { latitude: entry.latitude, longitude: entry.longitude, state: entry.state, city: entry.city };
}

let stateBoxes: Map<string, LatLngBox> | null = null;

function buildStateBoxes(): Map<string, LatLngBox> {
  const boxes = new Map<string, { minLat: number; maxLat: number; minLng: number; maxLng: number }>();
  for (const entry of Object.values(zipTable())) {
    // The table has a few centroids with a lost minus sign; the western hemisphere check drops them.
    if (entry.country !== 'US' || !isAddressStateCode(entry.state) || !(entry.longitude < 0 && entry.latitude > 0)) continue;
    const box = boxes.get(entry.state);
    if (!box) {
      boxes.set(entry.state, { minLat: entry.latitude, maxLat: entry.latitude, minLng: entry.longitude, maxLng: entry.longitude });
      continue;
    }
    box.minLat = Math.min(box.minLat, entry.latitude);
    box.maxLat = Math.max(box.maxLat, entry.latitude);
    box.minLng = Math.min(box.minLng, entry.longitude);
    box.maxLng = Math.max(box.maxLng, entry.longitude);
  }
  const m = STATE_BOX_MARGIN_DEGREES;
  return new Map(
    [...boxes].map(([state, b]) => [
      state,
      { minLat: b.minLat - m, maxLat: b.maxLat + m, minLng: b.minLng - m, maxLng: b.maxLng + m },
    ]),
  );
}

export function stateBox(state: string): LatLngBox | null {
  stateBoxes ??= buildStateBoxes();
  return stateBoxes.get(state) ?? null;
}
