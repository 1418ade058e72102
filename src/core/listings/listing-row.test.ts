import { describe, expect, it } from 'vitest';
import { REJECT_REASONS, type RawListing, type RejectReason } from './listing-cells';
import { parseListingDate } from './listing-date';
import { parseStateCode, parseZip } from './listing-place';
import { contentSourceId, parseListingRow, type ListingRowContext } from './listing-row';
import { parseBuildingType } from './listing-unit';

const ZIPS: Record<string, { latitude: number; longitude: number; state: string; city: string }> = {
  '20002': { latitude: 38.9024, longitude: -76.9901, state: 'DC', city: 'Washington' },
  '98122': { latitude: 47.6116, longitude: -122.3056, state: 'WA', city: 'Seattle' },
  '02134': { latitude: 42.3584, longitude: -71.1259, state: 'MA', city: 'Allston' },
  '73301': { latitude: 30.2672, longitude: -97.7431, state: 'TX', city: 'Austin' },
};
const BOXES: Record<string, { minLat: number; maxLat: number; minLng: number; maxLng: number }> = {
  DC: { minLat: 38.5, maxLat: 39.3, minLng: -77.4, maxLng: -76.6 },
  WA: { minLat: 45.3, maxLat: 49.3, minLng: -124.9, maxLng: -116.7 },
  TX: { minLat: 25.6, maxLat: 36.8, minLng: -106.9, maxLng: -93.3 },
};
const context: ListingRowContext = {
  lookupZip: (zip) => ZIPS[zip] ?? null,
  stateBox: (state) => BOXES[state] ?? null,
  now: new Date('2026-06-30T12:00:00Z'),
};

const good: RawListing = {
  source_id: '5659918074',
  rent: '925',
  sqft: '450',
  bedrooms: '0',
  bathrooms: '1',
  address: '1717 12th Avenue',
  city: 'Seattle',
  state: 'WA',
  lat: '47.6160',
  lng: '-122.3275',
  listed_at: '1576667743',
};

function parse(overrides: Partial<Record<keyof RawListing, string | string[] | undefined>> = {}) {
  return parseListingRow({ ...good, ...overrides } as RawListing, context);
}

function reason(overrides: Partial<Record<keyof RawListing, string | string[] | undefined>>): RejectReason | 'ok' {
  const result = parse(overrides);
  return result.ok ? 'ok' : result.reason;
}

describe('parseListingRow: a good row', () => {
  it('becomes a listing with rent in cents and the date from Unix seconds', () => {
    const result = parse();
    expect(result).toEqual({
      ok: true,
      row: {
        sourceId: '5659918074',
        address: '1717 12th Avenue',
        city: 'Seattle',
        state: 'WA',
        zip: null,
        lat: 47.616,
        lng: -122.3275,
        rentCents: 92500,
        bedrooms: 0,
        bathrooms: 1,
        sqft: 450,
        buildingType: null,
        listedAt: new Date('2019-12-18T11:15:43Z'),
        located: 'file',
      },
    });
  });

  it('reads money, labels and names as people write them', () => {
    const result = parse({
      rent: '$1,250.50',
      sqft: '1,100',
      bedrooms: '2 beds',
      bathrooms: '1.5 baths',
      state: 'Washington',
    });
    expect(result.ok && result.row).toMatchObject({
      rentCents: 125050,
      sqft: 1100,
      bedrooms: 2,
      bathrooms: 1.5,
      state: 'WA',
    });
    expect(parse({ bedrooms: 'Studio' }).ok && parse({ bedrooms: 'Studio' })).toMatchObject({ row: { bedrooms: 0 } });
    expect(parse({ bedrooms: '6+' })).toMatchObject({ row: { bedrooms: 6 } });
    expect(parse({ bathrooms: '3+' })).toMatchObject({ row: { bathrooms: 3 } });
  });

  it('treats null, NA and empty cells as missing', () => {
    for (const missing of ['null', 'NULL', '', ' ', 'NA', 'n/a']) {
      expect(parse({ sqft: missing, bathrooms: missing, address: missing })).toMatchObject({
        ok: true,
        row: { sqft: null, bathrooms: null, address: '' },
      });
    }
  });

  it('places a row without coordinates at its ZIP code, and names the town from it', () => {
    const result = parse({ lat: 'null', lng: 'null', zip: '20002', state: 'DC', city: '' });
    expect(result).toMatchObject({
      ok: true,
      row: { lat: 38.9024, lng: -76.9901, zip: '20002', city: 'Washington', located: 'zip' },
    });
  });

  it('takes a missing ZIP from the title when the state backs it, and a missing state from a ZIP written with it', () => {
    expect(parse({ text: ['Studio 1717 12th Ave', 'Seattle, 98122, WA Monthly rates from $925'] })).toMatchObject({
      row: { zip: '98122' },
    });
    expect(parse({ state: 'null', lat: 'null', lng: 'null', text: ['Studio in Washington, DC 20002'] })).toMatchObject({
      row: { state: 'DC', zip: '20002', located: 'zip' },
    });
    // A ZIP of another state in the text is not this row's.
    expect(parse({ text: ['near Washington, DC 20002'] })).toMatchObject({ row: { zip: null } });
    // Five digits without a state beside them prove nothing when the row has no state.
    expect(reason({ state: 'null', lat: 'null', lng: 'null', text: ['unit 20002 is lovely'] })).toBe('missing_state');
  });

  it('keeps the state and drops a ZIP column that disagrees with it', () => {
    expect(parse({ zip: '20002' })).toMatchObject({ ok: true, row: { state: 'WA', zip: null } });
  });

  it('reads the building type from a feed category', () => {
    expect(parse({ building_type: 'housing/rent/apartment' })).toMatchObject({ row: { buildingType: 'apartment' } });
    expect(parse({ building_type: 'housing/rent/home' })).toMatchObject({ row: { buildingType: 'house' } });
    expect(parse({ building_type: 'Single Family' })).toMatchObject({ row: { buildingType: 'house' } });
    expect(parse({ building_type: 'Other' })).toMatchObject({ row: { buildingType: null } });
  });

  it('accepts monthly price types and USD', () => {
    expect(reason({ price_type: 'Monthly', currency: 'USD' })).toBe('ok');
  });
});

describe('parseListingRow: every rejection reason', () => {
  const cases: [RejectReason, Partial<Record<keyof RawListing, string | string[]>>][] = [
    ['missing_rent', { rent: 'null' }],
    ['invalid_rent', { rent: 'call us' }],
    ['invalid_rent', { rent: '-900' }],
    ['implausible_rent', { rent: '52500', sqft: '9000' }],
    ['implausible_rent', { rent: '50' }],
    ['non_monthly_price', { price_type: 'Weekly' }],
    ['non_usd_currency', { currency: 'CAD' }],
    ['short_term_rental', { building_type: 'housing/rent/short_term' }],
    ['invalid_sqft', { sqft: 'big' }],
    ['invalid_sqft', { sqft: '0' }],
    ['implausible_sqft', { sqft: '40000' }],
    ['implausible_sqft', { sqft: '60' }],
    ['implausible_rent_per_sqft', { rent: '2475', sqft: '130' }],
    ['implausible_rent_per_sqft', { rent: '300', sqft: '5000' }],
    ['missing_bedrooms', { bedrooms: 'null' }],
    ['invalid_bedrooms', { bedrooms: 'lots' }],
    ['invalid_bedrooms', { bedrooms: '1.5' }],
    ['invalid_bedrooms', { bedrooms: '45' }],
    ['invalid_baths', { bathrooms: 'some' }],
    ['invalid_baths', { bathrooms: '0' }],
    ['invalid_coordinates', { lat: 'north', lng: '-122.3' }],
    ['invalid_coordinates', { lat: '47.6', lng: 'null' }],
    ['invalid_coordinates', { lat: '200', lng: '-122.3' }],
    ['coordinates_outside_us', { lat: '0', lng: '0' }],
    ['coordinates_outside_us', { lat: '47.6', lng: '122.3' }],
    ['coordinates_outside_state', { lat: '39.8163', lng: '-98.5576' }],
    ['missing_coordinates', { lat: 'null', lng: 'null' }],
    ['missing_state', { state: 'null' }],
    ['invalid_state', { state: 'XX' }],
    ['missing_date', { listed_at: 'null' }],
    ['invalid_date', { listed_at: 'yesterday' }],
    ['invalid_date', { listed_at: '2031-01-01' }],
    ['invalid_date', { listed_at: '1985-05-01' }],
  ];

  it.each(cases)('%s: %j', (expected, overrides) => {
    const result = parse(overrides);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.reason).toBe(expected);
      expect(result.detail.length).toBeGreaterThan(5);
    }
  });

  it('covers every reason the row decides (the importer decides duplicate_id and wrong_column_count)', () => {
    const covered = new Set(cases.map(([r]) => r));
    expect(REJECT_REASONS.filter((r) => !covered.has(r))).toEqual(['duplicate_id', 'wrong_column_count']);
  });
});

describe('field parsers', () => {
  it.each([
    ['1576667743', '2019-12-18T11:15:43.000Z'],
    ['1576667743000', '2019-12-18T11:15:43.000Z'],
    ['2019-12-18', '2019-12-18T00:00:00.000Z'],
    ['2019-12-18T11:15:43Z', '2019-12-18T11:15:43.000Z'],
    ['2019-12-18 11:15:43+00:00', '2019-12-18T11:15:43.000Z'],
    ['12/18/2019', '2019-12-18T00:00:00.000Z'],
  ])('reads the date %s', (text, iso) => {
    expect(parseListingDate(text)?.toISOString()).toBe(iso);
  });

  it.each(['02/30/2019', '18.12.2019', 'soon', '2019-13-45'])('rejects the date %s', (text) => {
    expect(parseListingDate(text)).toBeNull();
  });

  it('reads ZIP codes, restoring a lost leading zero', () => {
    expect(parseZip('98122')).toBe('98122');
    expect(parseZip('98122-1234')).toBe('98122');
    expect(parseZip('2134')).toBe('02134');
    expect(parseZip('981')).toBeNull();
    expect(parseZip('W1A 1AA')).toBeNull();
  });

  it('reads state codes and names, DC included', () => {
    expect(parseStateCode('tx')).toBe('TX');
    expect(parseStateCode('District of Columbia')).toBe('DC');
    expect(parseStateCode('Texas ')).toBe('TX');
    expect(parseStateCode('Ontario')).toBeNull();
  });

  it('sorts categories into the report’s building types', () => {
    expect(parseBuildingType('Condo')).toBe('apartment');
    expect(parseBuildingType('Townhouse')).toBe('house');
    expect(parseBuildingType('Vacation rental')).toBe('short_term');
  });
});

describe('contentSourceId', () => {
  it('is stable for the same content and differs for other content', () => {
    const a = parse({ source_id: 'null' });
    const b = parse({ source_id: 'null', rent: '930' });
    if (!a.ok || !b.ok) throw new Error('expected valid rows');
    expect(a.row.sourceId).toBeNull();
    expect(contentSourceId(a.row)).toBe(contentSourceId({ ...a.row }));
    expect(contentSourceId(a.row)).toMatch(/^h[0-9a-f]{16}$/);
    expect(contentSourceId(a.row)).not.toBe(contentSourceId(b.row));
  });

  it('reads the address and town in normal form, so one listing written two ways has one id', () => {
    const a = parse({ source_id: 'null', address: '1717 12th Avenue', city: 'Seattle' });
    const b = parse({ source_id: 'null', address: '1717 12TH AVE.', city: 'seattle' });
    const c = parse({ source_id: 'null', address: '1717 12th Ave Apt 2', city: 'Seattle' });
    if (!a.ok || !b.ok || !c.ok) throw new Error('expected valid rows');
    expect(contentSourceId(a.row)).toBe(contentSourceId(b.row));
    expect(contentSourceId(a.row)).not.toBe(contentSourceId(c.row));
  });
});
