import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { normalizeTown } from '#core/address/address-normalize';
import type { PlaceLookup } from '#core/address/address-parse';
import type { LatLngBox } from '#core/primitives/geo-distance';
import { isAddressStateCode } from '#core/address/us-states';

// The `zipcodes` package's US ZIP code table (about 42,000 codes with a centroid, city and state), indexed once
// for the lookups the geocoder, the sample market and the address suggestions make on every request: the
// package's own lookupByName/lookupByState scan the whole table each call.

export interface ZipPlace {
  zip: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

interface Index {
  byZip: Map<string, ZipPlace>;
  byCity: Map<string, ZipPlace[]>;
  byState: Map<string, ZipPlace[]>;
}

let index: Index | undefined;

interface ZipEntry {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: string;
}

const require = createRequire(import.meta.url);

/**
 * The package's table. Requiring the package compiles a 5 MB object literal, which costs about 90 MB of memory (the
 * listings import has a 300 MB budget); its data file read as JSON costs about 20 MB. Should a later version of the
 * package lay out its file differently, the package's own export is used instead.
 */
function readZipTable(): Record<string, ZipEntry> {
  try {
    const text = readFileSync(require.resolve('zipcodes/lib/codes.js'), 'utf8');
    const marker = 'exports.codes = ';
    const start = text.indexOf(marker) + marker.length;
    const end = text.indexOf(';\nexports.', start);
    return JSON.parse(text.slice(start, end === -1 ? text.lastIndexOf(';') : end)) as Record<string, ZipEntry>;
  } catch {
    return (require('zipcodes') as { codes: Record<string, ZipEntry> }).codes;
  }
}

/** "St. Louis", "saint louis" and "ST LOUIS" are one city; so are "Ft Worth" and "Fort Worth" (core normalizeTown). */
function cityKey(city: string, state: string): string {
  return `${state.trim().toUpperCase()}|${normalizeTown(city)}`;
}

function build(): Index {
  const built: Index = { byZip: new Map(), byCity: new Map(), byState: new Map() };
  for (const code of Object.values(readZipTable())) {
    // The package also carries Canadian postal codes and US territories; addresses here are the 50 states and DC.
    if (code.country !== 'US' || !isAddressStateCode(code.state) || !/^\d{5}$/.test(code.zip)) continue;
    // A few centroids have lost their minus sign; the western hemisphere check drops them.
    if (!(code.longitude < 0 && code.latitude > 0)) continue;
    const place: ZipPlace = {
      zip: code.zip,
      city: code.city,
      state: code.state,
      latitude: code.latitude,
      longitude: code.longitude,
    };
    built.byZip.set(place.zip, place);
    const key = cityKey(place.city, place.state);
    built.byCity.set(key, [...(built.byCity.get(key) ?? []), place]);
    built.byState.set(place.state, [...(built.byState.get(place.state) ?? []), place]);
  }
  return built;
}

function getIndex(): Index {
  index ??= build();
  return index;
}

/** Builds the index now (a few hundred milliseconds, once per process) rather than inside a timed call. */
export function loadZipDatabase(): void {
  getIndex();
}

/** The place of a ZIP code (ZIP+4 and spaces allowed), or null. */
export function zipPlace(zip: string): ZipPlace | null {
  const five = /^\s*(\d{5})(?:-?\d{4})?\s*$/.exec(zip)?.[1];
  return five ? (getIndex().byZip.get(five) ?? null) : null;
}

/** The ZIP codes of a city of a state, sorted. */
function cityZips(city: string, state: string): ZipPlace[] {
  return [...(getIndex().byCity.get(cityKey(city, state)) ?? [])].sort((a, b) => a.zip.localeCompare(b.zip));
}

function centroid(places: readonly ZipPlace[]) {
  if (places.length === 0) return null;
  const sum = places.reduce((s, p) => ({ latitude: s.latitude + p.latitude, longitude: s.longitude + p.longitude }), {
    latitude: 0,
    longitude: 0,
  });
  return { latitude: sum.latitude / places.length, longitude: sum.longitude / places.length };
}

/** The mean of a city's ZIP centroids, with the city's spelling in the table; null for an unknown city. */
export function cityCentroid(
  city: string,
  state: string,
): { latitude: number; longitude: number; city: string } | null {
  const places = cityZips(city, state);
  const point = centroid(places);
  return point && places[0] ? { ...point, city: places[0].city } : null;
}

/** The mean of a state's ZIP centroids: a rough middle, used only when nothing finer is known. */
export function stateCentroid(state: string): { latitude: number; longitude: number } | null {
  return centroid(getIndex().byState.get(state.trim().toUpperCase()) ?? []);
}

/** The address parser's view of the table. */
export const zipPlaceLookup: PlaceLookup = {
  placeOfZip: (zip) => {
    const place = zipPlace(zip);
    return place ? { city: place.city, state: place.state } : null;
  },
  cityInState: (name, state) => cityZips(name, state)[0]?.city ?? null,
  zipsOfCity: (city, state) => cityZips(city, state).map((place) => place.zip),
};

/** ZIP centroids stop short of a state's border; the margin (about 20 miles) lets border towns in. */
const STATE_BOX_MARGIN_DEGREES = 0.3;
const stateBoxes = new Map<string, LatLngBox | null>();

/** A box around a state's ZIP centroids (with a margin), for checking an imported row's coordinates. */
export function stateBox(state: string): LatLngBox | null {
  const code = state.trim().toUpperCase();
  if (!stateBoxes.has(code)) {
    const places = getIndex().byState.get(code) ?? [];
    const m = STATE_BOX_MARGIN_DEGREES;
    stateBoxes.set(
      code,
      places.length === 0
        ? null
        : {
            minLat: Math.min(...places.map((p) => p.latitude)) - m,
            maxLat: Math.max(...places.map((p) => p.latitude)) + m,
            minLng: Math.min(...places.map((p) => p.longitude)) - m,
            maxLng: Math.max(...places.map((p) => p.longitude)) + m,
          },
    );
  }
  return stateBoxes.get(code) ?? null;
}

/** ZIP centroids in cells of one degree, built on the first nearestZip call. */
let grid: Map<string, ZipPlace[]> | undefined;

function gridKey(latCell: number, lngCell: number): string {
  return `${latCell}|${lngCell}`;
}

/**
 * The ZIP whose centroid is nearest the point (within about one degree), or null: where a comparable without a ZIP
 * sits, so its own rent benchmark can be looked up (decision 041).
 */
export function nearestZip(latitude: number, longitude: number): string | null {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (!grid) {
    grid = new Map();
    for (const place of getIndex().byZip.values()) {
      const key = gridKey(Math.floor(place.latitude), Math.floor(place.longitude));
      const cell = grid.get(key);
      if (cell) cell.push(place);
      else grid.set(key, [place]);
    }
  }
  const shrink = Math.cos((latitude * Math.PI) / 180);
  let best: ZipPlace | null = null;
  let bestDistance = Infinity;
  for (let dLat = -1; dLat <= 1; dLat++) {
    for (let dLng = -1; dLng <= 1; dLng++) {
      for (const place of grid.get(gridKey(Math.floor(latitude) + dLat, Math.floor(longitude) + dLng)) ?? []) {
        const distance = (place.latitude - latitude) ** 2 + ((place.longitude - longitude) * shrink) ** 2;
        if (distance < bestDistance) {
          bestDistance = distance;
          best = place;
        }
      }
    }
  }
  return best?.zip ?? null;
}
