// Which CSV column holds which listing field (the listings import, docs/product.md#listings-import). Exports name
// their columns in many ways (price or rent, square_feet or sqft, latitude or lat), so common names are recognised
// and `--map column=field` settles the rest.

/** Fields holding one value each. */
export const LISTING_FIELDS = [
  'source_id',
  'rent',
  'sqft',
  'lat',
  'lng',
  'bedrooms',
  'bathrooms',
  'address',
  'city',
  'state',
  'zip',
  'listed_at',
  'building_type',
  'price_type',
  'currency',
] as const;
export type ListingField = (typeof LISTING_FIELDS)[number];

/** Free text (titles, descriptions) read only to find a ZIP code the row lacks; several columns may be text. */
const TEXT_FIELD = 'text';
/** `--map column=ignore` leaves a column out even when its name would be recognised. */
const IGNORE_FIELD = 'ignore';
type MapTarget = ListingField | typeof TEXT_FIELD | typeof IGNORE_FIELD;

// Header names in normal form (lower case, runs of other characters as '_'), most specific first: when a file has
// both `price` and `rent`, the first name listed wins.
const SYNONYMS: Readonly<Record<ListingField, readonly string[]>> = {
  source_id: ['source_id', 'listing_id', 'id', 'mls_number', 'mls_id', 'mls'],
  rent: ['rent', 'monthly_rent', 'price', 'list_price', 'rent_amount', 'asking_rent'],
  sqft: ['sqft', 'square_feet', 'square_footage', 'sq_ft', 'living_area'],
  lat: ['lat', 'latitude'],
  lng: ['lng', 'longitude', 'lon', 'long'],
  bedrooms: ['bedrooms', 'beds', 'bed', 'bedroom', 'br'],
  bathrooms: ['bathrooms', 'baths', 'bath', 'bathrooms_total', 'ba'],
  address: ['address', 'street', 'street_address', 'address_line', 'address1', 'address_line_1'],
  city: ['city', 'cityname', 'city_name', 'town'],
  state: ['state', 'state_code', 'state_or_province'],
  zip: ['zip', 'zipcode', 'zip_code', 'postal_code', 'postcode'],
  listed_at: [
    'listed_at',
    'listed_date',
    'listing_date',
    'list_date',
    'date_listed',
    'listed',
    'date',
    'time',
    'posted_at',
    'date_posted',
    'posted',
    'created_at',
    'created',
  ],
  building_type: ['building_type', 'property_type', 'home_type', 'type', 'category'],
  price_type: ['price_type', 'rent_period', 'price_period'],
  currency: ['currency'],
};
const TEXT_SYNONYMS = ['title', 'body', 'description', 'remarks', 'public_remarks'];

/** What the import cannot do without, as said in the message when a file lacks it. */
export const REQUIRED_COLUMNS_TEXT =
  'rent (price, rent), bedrooms (bedrooms, beds), a listing date (time, listed_at, date) and a location: ' +
  'latitude and longitude (latitude/lat, longitude/lng/lon) or a ZIP code (zip, zipcode, postal_code)';

export function normalizeHeader(name: string): string {
  return name
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

export interface ColumnMapping {
  /** Column index of each recognised field. */
  readonly fields: Partial<Record<ListingField, number>>;
  /** Column indexes of free text. */
  readonly text: readonly number[];
  /** Human descriptions of what is missing; empty when the file can be imported. */
  readonly missing: readonly string[];
  /** `--map` entries that name no column of the header or no field. */
  readonly badMaps: readonly string[];
}

function isMapTarget(value: string): value is MapTarget {
  return value === TEXT_FIELD || value === IGNORE_FIELD || (LISTING_FIELDS as readonly string[]).includes(value);
}

/**
 * Maps header columns to listing fields: explicit `--map` entries first (by exact header name, case-insensitive),
 * then the recognised names for every field still unmapped.
 */
export function detectColumns(header: readonly string[], maps: Readonly<Record<string, string>> = {}): ColumnMapping {
  const normalized = header.map(normalizeHeader);
  const fields: Partial<Record<ListingField, number>> = {};
  const text: number[] = [];
  const taken = new Set<number>();
  const badMaps: string[] = [];

  for (const [column, target] of Object.entries(maps)) {
    const index = normalized.indexOf(normalizeHeader(column));
    if (index < 0 || !isMapTarget(target)) {
      badMaps.push(`${column}=${target}`);
      continue;
    }
    taken.add(index);
    if (target === TEXT_FIELD) text.push(index);
    else if (target !== IGNORE_FIELD) fields[target] = index;
  }

  for (const field of LISTING_FIELDS) {
    if (fields[field] !== undefined) continue;
    for (const name of SYNONYMS[field]) {
      const index = normalized.findIndex((h, i) => h === name && !taken.has(i));
      if (index >= 0) {
        fields[field] = index;
        taken.add(index);
        break;
      }
    }
  }
  normalized.forEach((h, i) => {
    if (!taken.has(i) && TEXT_SYNONYMS.includes(h)) text.push(i);
  });

  const missing: string[] = [];
  if (fields.rent === undefined) missing.push('rent (price, rent)');
  if (fields.bedrooms === undefined) missing.push('bedrooms (bedrooms, beds)');
  if (fields.listed_at === undefined) missing.push('a listing date (time, listed_at, date)');
  const hasCoordinates = fields.lat !== undefined && fields.lng !== undefined;
  if (!hasCoordinates && fields.zip === undefined) {
    missing.push('latitude and longitude (latitude/lat, longitude/lng/lon) or a ZIP code (zip, zipcode, postal_code)');
  }
  return { fields, text, missing, badMaps };
}
