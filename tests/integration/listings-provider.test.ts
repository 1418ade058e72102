import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_COMPARABLES } from '#core/valuation/comparable-ranking';
import { haversineMiles } from '#core/primitives/geo-distance';
import { openDatabase, type DatabaseHandle } from '#server/db/client';
import { upsertListings, type ListingToStore } from '#server/listings/upsert-listings';
import { vacuumListings } from '#server/listings/vacuum-listings';
import { createListingsProvider } from '#server/providers/rent-data/listings-provider';
import { RentDataError, type RentDataSubject } from '#server/providers/rent-data/rent-data-port';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

// The `listings` provider over a real database: every scenario is laid out around its own centre, far from the
// others, so each test reads only its own listings.

let database: TestDatabase;
let handle: DatabaseHandle;
const asOf = new Date('2026-06-30T23:59:59.999Z');
const DAY = 86_400_000;

beforeAll(async () => {
  database = await createTestDatabase();
  handle = await openDatabase({ url: database.url, dataDir: database.dataDir });
  await handle.migrate();
});
afterAll(async () => {
  await handle?.close();
  await database?.drop();
});

type Centre = { latitude: number; longitude: number };

/** The point `miles` away from the centre on a bearing (degrees clockwise from north). */
function place(centre: Centre, miles: number, bearing: number): Centre {
  const d = miles / 3958.7613;
  const lat1 = (centre.latitude * Math.PI) / 180;
  const b = (bearing * Math.PI) / 180;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b));
  const dLng = Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
  return { latitude: (lat2 * 180) / Math.PI, longitude: centre.longitude + (dLng * 180) / Math.PI };
}

let counter = 0;
function listing(centre: Centre, miles: number, overrides: Partial<ListingToStore> = {}): ListingToStore {
  counter++;
  const point = place(centre, miles, (counter * 137) % 360);
  return {
    sourceId: `t${counter}`,
    address: `${counter} Test Ave`,
    city: 'Testville',
    state: 'KS',
    zip: null,
    lat: point.latitude,
    lng: point.longitude,
    rentCents: 150_000,
    bedrooms: 2,
    bathrooms: 1,
    sqft: 1000,
    buildingType: 'apartment',
    listedAt: new Date(asOf.getTime() - 10 * DAY),
    located: 'file',
    ...overrides,
  };
}

async function store(rows: ListingToStore[]) {
  await upsertListings(handle.db, 'test', rows);
  await vacuumListings(handle.db);
}

function subjectAt(centre: Centre, overrides: Partial<RentDataSubject> = {}): RentDataSubject {
  return {
    streetAddress: '12 Elm Street',
    city: 'Testville',
    state: 'KS',
    zipCode: '',
    latitude: centre.latitude,
    longitude: centre.longitude,
    bedrooms: 2,
    baths: 1,
    sqft: 1000,
    buildingType: 'apartment',
    ...overrides,
  };
}

const provider = () => createListingsProvider({ db: handle.db, lookbackDays: 365, asOf });

describe('listings provider', () => {
  it('returns the most similar comps among the near ones, nearest first, each with its distance', async () => {
    const centre = { latitude: 38.0, longitude: -99.0 };
    // A search returns up to MAX_COMPARABLES (20, was 6: decision 041), so there are that many alike units.
    const alike = Array.from({ length: MAX_COMPARABLES }, (_, i) =>
      listing(centre, 0.1 + i * 0.015, { sqft: 980 + i * 5, rentCents: (1400 + i * 10) * 100 }),
    );
    const larger = Array.from({ length: 15 }, (_, i) =>
      listing(centre, 0.05 + i * 0.02, { sqft: 1800, rentCents: 250_000 }),
    );
    await store([...alike, ...larger]);

    const result = await provider().findComparables(subjectAt(centre));
    expect(result).toMatchObject({
      provider: 'listings',
      radiusMiles: 0.5,
      isSample: false,
      window: { from: '2025-06-30', to: '2026-06-30' },
    });
    expect(result.comparables).toHaveLength(MAX_COMPARABLES);
    // Much larger units right next door lose to units of the subject's size a little further off.
    expect(result.comparables.every((c) => c.sqft !== null && c.sqft < 1100)).toBe(true);
    const distances = result.comparables.map((c) => c.distanceMiles ?? Number.NaN);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const comp of result.comparables) {
      const measured = haversineMiles(centre, { latitude: comp.latitude ?? 0, longitude: comp.longitude ?? 0 });
      expect(comp.distanceMiles).toBeCloseTo(measured, 2);
      expect(comp).toMatchObject({ source: 'listings', bedrooms: 2, baths: 1 });
      expect(comp.address).toMatch(/^\d+ Test Ave, Testville, KS$/);
    }
    const prices = result.comparables.map((c) => c.price).sort((a, b) => a - b);
    const middle = MAX_COMPARABLES / 2;
    expect(result.medianRent).toBe(Math.round(((prices[middle - 1] as number) + (prices[middle] as number)) / 2));
  });

  it('widens the radius step by step until 20 candidates are inside', async () => {
    const centre = { latitude: 36.0, longitude: -101.0 };
    await store([
      ...Array.from({ length: 5 }, () => listing(centre, 0.3)),
      ...Array.from({ length: 10 }, () => listing(centre, 1.5)),
      ...Array.from({ length: 10 }, () => listing(centre, 4)),
      ...Array.from({ length: 30 }, () => listing(centre, 8)),
    ]);
    const result = await provider().findComparables(subjectAt(centre));
    expect(result.radiusMiles).toBe(5);
    expect(result.comparables.every((c) => (c.distanceMiles ?? 99) <= 5)).toBe(true);
  });

  // The last step is 100 miles (it was 25), so a rural address still finds comparables (decision 041).
  it('settles at 100 miles with whatever is there', async () => {
    const centre = { latitude: 34.0, longitude: -103.0 };
    await store([listing(centre, 20), listing(centre, 24), listing(centre, 60), listing(centre, 120)]);
    const result = await provider().findComparables(subjectAt(centre));
    expect(result.radiusMiles).toBe(100);
    expect(result.comparables.map((c) => Math.round(c.distanceMiles ?? 0))).toEqual([20, 24, 60]);
  });

  it('reads past the row cap of a dense ring and still settles on the first step with 20', async () => {
    const centre = { latitude: 32.5, longitude: -97.5 };
    await store(Array.from({ length: 3200 }, (_, i) => listing(centre, 1.5 + (i % 50) / 100)));
    const result = await provider().findComparables(subjectAt(centre));
    expect(result.radiusMiles).toBe(2);
    expect(result.comparables).toHaveLength(MAX_COMPARABLES);
  });

  it('keeps to the lookback window: nothing older, nothing after the as-of date', async () => {
    const centre = { latitude: 42.0, longitude: -104.0 };
    const inside = listing(centre, 0.2, { listedAt: new Date(asOf.getTime() - 300 * DAY), rentCents: 111_100 });
    await store([
      inside,
      listing(centre, 0.1, { listedAt: new Date(asOf.getTime() - 400 * DAY), rentCents: 222_200 }),
      listing(centre, 0.1, { listedAt: new Date(asOf.getTime() + 2 * DAY), rentCents: 333_300 }),
    ]);
    const result = await provider().findComparables(subjectAt(centre));
    expect(result.comparables.map((c) => c.price)).toEqual([1111]);
    // The same search a year later sees none of them; COMPS_AS_OF-style dating comes per call too.
    const later = await provider().findComparables(subjectAt(centre), { asOf: new Date('2027-12-31T00:00:00Z') });
    expect(later.comparables).toEqual([]);
  });

  it("never returns the subject's own address, and one listing per address", async () => {
    const centre = { latitude: 44.0, longitude: -106.0 };
    await store([
      listing(centre, 0.05, { address: '12 Elm St.', rentCents: 99_900 }),
      listing(centre, 0.1, { address: '40 Oak Avenue', sqft: 1000 }),
      listing(centre, 0.1, { address: '40 Oak Ave', sqft: 1010 }),
      ...Array.from({ length: 20 }, () => listing(centre, 0.3, { sqft: 1200 })),
    ]);
    const result = await provider().findComparables(subjectAt(centre));
    const addresses = result.comparables.map((c) => c.address);
    expect(addresses.some((a) => a.startsWith('12 Elm'))).toBe(false);
    expect(addresses.filter((a) => a.startsWith('40 Oak'))).toHaveLength(1);
    expect(result.comparables).toHaveLength(MAX_COMPARABLES);
  });

  it('matches the bedroom count, 6 and more as one bucket, and the building type where a listing knows it', async () => {
    const centre = { latitude: 46.0, longitude: -108.0 };
    await store([
      listing(centre, 0.1, { bedrooms: 3 }),
      listing(centre, 0.1, { bedrooms: 7, rentCents: 700_000 }),
      listing(centre, 0.2, { bedrooms: 9, rentCents: 900_000 }),
      listing(centre, 0.1, { bedrooms: 6, buildingType: 'house', rentCents: 600_000 }),
      listing(centre, 0.3, { bedrooms: 6, buildingType: null, rentCents: 610_000 }),
    ]);
    const sixPlus = await provider().findComparables(subjectAt(centre, { bedrooms: 6, sqft: 1000 }));
    expect(sixPlus.comparables.map((c) => c.price).sort()).toEqual([6100, 7000, 9000]);
    const house = await provider().findComparables(subjectAt(centre, { bedrooms: 6, buildingType: 'house' }));
    expect(house.comparables.map((c) => c.price).sort()).toEqual([6000, 6100]);
    const three = await provider().findComparables(subjectAt(centre, { bedrooms: 3 }));
    expect(three.comparables.map((c) => c.bedrooms)).toEqual([3]);
  });

  it('admits ±1 bedroom comps where the same count is thin, the same count first', async () => {
    const centre = { latitude: 40.0, longitude: -112.0 };
    await store([
      listing(centre, 0.2, { bedrooms: 2, rentCents: 140_000 }),
      listing(centre, 0.3, { bedrooms: 1, rentCents: 110_000 }),
      listing(centre, 0.4, { bedrooms: 3, rentCents: 180_000 }),
      listing(centre, 0.5, { bedrooms: 4, rentCents: 230_000 }),
    ]);
    const result = await provider().findComparables(subjectAt(centre, { bedrooms: 2 }));
    expect(result.comparables.map((c) => c.bedrooms).sort()).toEqual([1, 2, 3]);
  });

  it('answers an empty result for a subject the geocoder could not place', async () => {
    const result = await provider().findComparables(
      subjectAt({ latitude: 0, longitude: 0 }, { latitude: null, longitude: null }),
    );
    expect(result).toMatchObject({ comparables: [], medianRent: null, radiusMiles: null, provider: 'listings' });
  });

  it('maps a search that runs out of time to a timeout, and a database failure to unavailable', async () => {
    const centre = { latitude: 38.0, longitude: -99.0 };
    const aborted = AbortSignal.abort();
    await expect(provider().findComparables(subjectAt(centre), { signal: aborted })).rejects.toMatchObject({
      name: 'RentDataError',
      kind: 'timeout',
    });
    // A database of its own: on PGlite the test database is a folder, which one open handle at a time may hold.
    const other = await createTestDatabase();
    const closed = await openDatabase({ url: other.url, dataDir: other.dataDir });
    await closed.close();
    const error = await createListingsProvider({ db: closed.db, lookbackDays: 365, asOf })
      .findComparables(subjectAt(centre))
      .catch((e: unknown) => e);
    await other.drop();
    expect(error).toBeInstanceOf(RentDataError);
    expect((error as RentDataError).kind).toBe('unavailable');
  });
});
