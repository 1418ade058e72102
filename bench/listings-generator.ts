import zipcodes from 'zipcodes';
import type { ListingToStore } from '#server/listings/upsert-listings';
import { seededRandom } from '#core/primitives/seeded-random';
import { DAY_MS } from '#core/primitives/time';

// Deterministic listings spread over the US for the search and import benchmarks: the same seed always gives the
// same rows. Seven in ten sit around 40 metro areas (weighted by size, scattered a few miles around the centre),
// the rest at ZIP-code centroids anywhere in the country, so dense cities and empty plains are both searched.
// Rents follow a metro level, bedrooms and size, with noise; dates spread over 18 months before `asOf`.

interface Metro {
  city: string;
  state: string;
  lat: number;
  lng: number;
  /** Relative number of listings. */
  weight: number;
  /** Rent level, 1 = national typical. */
  level: number;
}

const METROS: readonly Metro[] = [
  { city: 'New York', state: 'NY', lat: 40.7128, lng: -74.006, weight: 20, level: 1.9 },
  { city: 'Los Angeles', state: 'CA', lat: 34.0522, lng: -118.2437, weight: 13, level: 1.7 },
  { city: 'Chicago', state: 'IL', lat: 41.8781, lng: -87.6298, weight: 9, level: 1.2 },
  { city: 'Dallas', state: 'TX', lat: 32.7767, lng: -96.797, weight: 8, level: 1.05 },
  { city: 'Houston', state: 'TX', lat: 29.7604, lng: -95.3698, weight: 7, level: 1.0 },
  { city: 'Washington', state: 'DC', lat: 38.9072, lng: -77.0369, weight: 6, level: 1.6 },
  { city: 'Miami', state: 'FL', lat: 25.7617, lng: -80.1918, weight: 6, level: 1.5 },
  { city: 'Philadelphia', state: 'PA', lat: 39.9526, lng: -75.1652, weight: 6, level: 1.2 },
  { city: 'Atlanta', state: 'GA', lat: 33.749, lng: -84.388, weight: 6, level: 1.1 },
  { city: 'Phoenix', state: 'AZ', lat: 33.4484, lng: -112.074, weight: 5, level: 1.05 },
  { city: 'Boston', state: 'MA', lat: 42.3601, lng: -71.0589, weight: 5, level: 1.8 },
  { city: 'San Francisco', state: 'CA', lat: 37.7749, lng: -122.4194, weight: 5, level: 2.2 },
  { city: 'Riverside', state: 'CA', lat: 33.9806, lng: -117.3755, weight: 4, level: 1.3 },
  { city: 'Detroit', state: 'MI', lat: 42.3314, lng: -83.0458, weight: 4, level: 0.85 },
  { city: 'Seattle', state: 'WA', lat: 47.6062, lng: -122.3321, weight: 4, level: 1.6 },
  { city: 'Minneapolis', state: 'MN', lat: 44.9778, lng: -93.265, weight: 3, level: 1.1 },
  { city: 'San Diego', state: 'CA', lat: 32.7157, lng: -117.1611, weight: 3, level: 1.7 },
  { city: 'Tampa', state: 'FL', lat: 27.9506, lng: -82.4572, weight: 3, level: 1.1 },
  { city: 'Denver', state: 'CO', lat: 39.7392, lng: -104.9903, weight: 3, level: 1.35 },
  { city: 'St. Louis', state: 'MO', lat: 38.627, lng: -90.1994, weight: 3, level: 0.85 },
  { city: 'Baltimore', state: 'MD', lat: 39.2904, lng: -76.6122, weight: 3, level: 1.15 },
  { city: 'Charlotte', state: 'NC', lat: 35.2271, lng: -80.8431, weight: 3, level: 1.0 },
  { city: 'Orlando', state: 'FL', lat: 28.5383, lng: -81.3792, weight: 3, level: 1.1 },
  { city: 'San Antonio', state: 'TX', lat: 29.4241, lng: -98.4936, weight: 3, level: 0.9 },
  { city: 'Portland', state: 'OR', lat: 45.5152, lng: -122.6784, weight: 3, level: 1.3 },
  { city: 'Sacramento', state: 'CA', lat: 38.5816, lng: -121.4944, weight: 2, level: 1.3 },
  { city: 'Pittsburgh', state: 'PA', lat: 40.4406, lng: -79.9959, weight: 2, level: 0.9 },
  { city: 'Las Vegas', state: 'NV', lat: 36.1699, lng: -115.1398, weight: 2, level: 1.05 },
  { city: 'Austin', state: 'TX', lat: 30.2672, lng: -97.7431, weight: 2, level: 1.2 },
  { city: 'Cincinnati', state: 'OH', lat: 39.1031, lng: -84.512, weight: 2, level: 0.85 },
  { city: 'Kansas City', state: 'MO', lat: 39.0997, lng: -94.5786, weight: 2, level: 0.9 },
  { city: 'Columbus', state: 'OH', lat: 39.9612, lng: -82.9988, weight: 2, level: 0.9 },
  { city: 'Indianapolis', state: 'IN', lat: 39.7684, lng: -86.1581, weight: 2, level: 0.85 },
  { city: 'Cleveland', state: 'OH', lat: 41.4993, lng: -81.6944, weight: 2, level: 0.8 },
  { city: 'Nashville', state: 'TN', lat: 36.1627, lng: -86.7816, weight: 2, level: 1.1 },
  { city: 'Raleigh', state: 'NC', lat: 35.7796, lng: -78.6382, weight: 2, level: 1.0 },
  { city: 'Salt Lake City', state: 'UT', lat: 40.7608, lng: -111.891, weight: 1, level: 1.1 },
  { city: 'Honolulu', state: 'HI', lat: 21.3069, lng: -157.8583, weight: 1, level: 1.8 },
  { city: 'Anchorage', state: 'AK', lat: 61.2181, lng: -149.9003, weight: 1, level: 1.2 },
  { city: 'Albuquerque', state: 'NM', lat: 35.0844, lng: -106.6504, weight: 1, level: 0.85 },
];

const METRO_TOTAL = METROS.reduce((sum, m) => sum + m.weight, 0);
const SQFT_BY_BEDROOMS = [480, 720, 1000, 1300, 1700, 2100, 2600];
const RENT_BY_BEDROOMS = [950, 1150, 1400, 1750, 2100, 2500, 2900];
const STREETS = [
  'Main St',
  'Oak Ave',
  'Maple Dr',
  'Park Blvd',
  'Cedar Ln',
  'Elm St',
  'Lake Rd',
  'Hill Ct',
  'River Way',
  'Pine St',
];
const MILES_PER_DEGREE = 69;

let usZips: { zip: string; lat: number; lng: number; state: string; city: string }[] | null = null;

function zipTable() {
  usZips ??= Object.values(zipcodes.codes)
    .filter(
      (z) =>
        z.country === 'US' &&
        z.longitude < 0 &&
        z.latitude > 18 &&
        /^[A-Z]{2}$/.test(z.state) &&
        !['AA', 'AE', 'AP', 'PR', 'VI', 'GU', 'AS', 'FM', 'MH', 'MP', 'PW'].includes(z.state),
    )
    .sort((a, b) => (a.zip < b.zip ? -1 : 1))
    .map((z) => ({ zip: z.zip, lat: z.latitude, lng: z.longitude, state: z.state, city: z.city }));
  return usZips;
}

function gaussian(next: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
}

export interface GeneratedPoint {
  lat: number;
  lng: number;
  city: string;
  state: string;
  zip: string | null;
  level: number;
}

/** A place where a listing (or a searched subject) might be. */
export function generatePoint(next: () => number): GeneratedPoint {
  if (next() < 0.7) {
    let pick = next() * METRO_TOTAL;
    let metro = METROS[0] as Metro;
    for (const m of METROS) {
      pick -= m.weight;
      if (pick <= 0) {
        metro = m;
        break;
      }
    }
    // Scatter: most within 5 miles of the centre, a tail out to the suburbs.
    const miles = Math.abs(gaussian(next)) * 6;
    const angle = next() * 2 * Math.PI;
    const lat = metro.lat + (miles * Math.sin(angle)) / MILES_PER_DEGREE;
    const lng = metro.lng + (miles * Math.cos(angle)) / (MILES_PER_DEGREE * Math.cos((metro.lat * Math.PI) / 180));
    return {
      lat,
      lng,
      city: metro.city,
      state: metro.state,
      zip: null,
      level: metro.level * (1 - Math.min(0.3, miles / 60)),
    };
  }
  const table = zipTable();
  const z = table[Math.floor(next() * table.length)] as (typeof table)[number];
  const lat = z.lat + (gaussian(next) * 1) / MILES_PER_DEGREE;
  const lng = z.lng + (gaussian(next) * 1) / MILES_PER_DEGREE;
  return { lat, lng, city: z.city, state: z.state, zip: z.zip, level: 0.75 + next() * 0.2 };
}

function generateListing(index: number, next: () => number, asOf: Date): ListingToStore {
  const point = generatePoint(next);
  const r = next();
  const bedrooms = r < 0.04 ? 0 : r < 0.42 ? 1 : r < 0.77 ? 2 : r < 0.93 ? 3 : r < 0.98 ? 4 : r < 0.995 ? 5 : 6;
  const sqft = Math.round((SQFT_BY_BEDROOMS[bedrooms] as number) * (0.75 + next() * 0.5));
  const baths = bedrooms <= 1 ? 1 : Math.min(4, Math.round((bedrooms * 0.6 + next()) * 2) / 2);
  const base = (RENT_BY_BEDROOMS[bedrooms] as number) * point.level;
  const sizeFactor = (sqft / (SQFT_BY_BEDROOMS[bedrooms] as number)) ** 0.6;
  const rent = Math.max(300, Math.round((base * sizeFactor * (0.85 + next() * 0.3)) / 5) * 5);
  const daysAgo = Math.floor(next() * 540);
  const t = next();
  return {
    sourceId: `g${index}`,
    address: `${1 + Math.floor(next() * 9999)} ${STREETS[Math.floor(next() * STREETS.length)]}`,
    city: point.city,
    state: point.state,
    zip: point.zip,
    lat: Math.round(point.lat * 1e6) / 1e6,
    lng: Math.round(point.lng * 1e6) / 1e6,
    rentCents: rent * 100,
    bedrooms,
    bathrooms: baths,
    sqft,
    buildingType: t < 0.8 ? 'apartment' : t < 0.95 ? 'house' : null,
    listedAt: new Date(Math.floor((asOf.getTime() - daysAgo * DAY_MS) / 1000) * 1000),
    located: 'file',
  };
}

/** Listings [from, to) of the seeded sequence, one generator per row so any slice is the same as in the whole. */
export function* generateListings(count: number, seed: number, asOf: Date, from = 0): Generator<ListingToStore> {
  for (let i = from; i < count; i++) yield generateListing(i, seededRandom(seed * 1_000_003 + i).next, asOf);
}

const CSV_HEADER =
  'id,price,square_feet,bedrooms,bathrooms,address,cityname,state,zipcode,latitude,longitude,time,category';

function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The same rows as a CSV file of the kind the import reads (a chunk of lines at a time). */
export function* generateCsvChunks(count: number, seed: number, asOf: Date, rowsPerChunk = 10_000): Generator<string> {
  yield `${CSV_HEADER}\n`;
  let lines: string[] = [];
  let i = 0;
  for (const row of generateListings(count, seed, asOf)) {
    lines.push(
      [
        row.sourceId,
        String(row.rentCents / 100),
        String(row.sqft),
        String(row.bedrooms),
        String(row.bathrooms),
        csvField(row.address),
        csvField(row.city ?? ''),
        row.state,
        row.zip ?? '',
        String(row.lat),
        String(row.lng),
        String(Math.floor(row.listedAt.getTime() / 1000)),
        row.buildingType ?? '',
      ].join(','),
    );
    if (++i % rowsPerChunk === 0) {
      yield `${lines.join('\n')}\n`;
      lines = [];
    }
  }
  if (lines.length > 0) yield `${lines.join('\n')}\n`;
}
