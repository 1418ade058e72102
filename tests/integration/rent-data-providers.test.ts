import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filterComps } from '#core/valuation/comps-filter';
import { BENCHMARK_TO_ASKING_FACTOR, benchmarkAskingRent } from '#core/benchmarks/rent-benchmarks';
import { STATE_LEVEL_RELEASE } from '#core/benchmarks/benchmark-texts';
import { loadConfig } from '#server/config';
import { openDatabase, type DatabaseHandle } from '#server/db/client';
import type { RentBenchmarks } from '#server/providers/benchmarks/benchmark-port';
import { tableBenchmarks } from '#server/providers/benchmarks/table-benchmarks';
import { createRentDataProvider } from '#server/providers/rent-data/create-rent-data';
import type { RentDataSubject } from '#server/providers/rent-data/rent-data-port';
import { startRentcastStandIn, type RentcastStandIn } from '../helpers/rentcast-stand-in';

let database: DatabaseHandle;
let rentcast: RentcastStandIn;

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  rentcast = await startRentcastStandIn();
});
afterAll(async () => {
  await rentcast?.close();
  await database?.close();
});

function subject(overrides: Partial<RentDataSubject> = {}): RentDataSubject {
  return {
    streetAddress: '350 5th Ave',
    city: 'New York',
    state: 'NY',
    zipCode: '10118',
    latitude: null,
    longitude: null,
    bedrooms: 1,
    baths: 1,
    sqft: 725,
    buildingType: 'apartment',
    ...overrides,
  };
}

describe('createRentDataProvider', () => {
  it('chooses the sample provider by default', () => {
    expect(createRentDataProvider(loadConfig({}), { db: database.db }).name).toBe('sample');
  });

  it('chooses the listings provider', () => {
    expect(createRentDataProvider(loadConfig({ RENT_DATA_PROVIDER: 'listings' }), { db: database.db }).name).toBe(
      'listings',
    );
  });

  it('chooses RentCast with its key and base URL', async () => {
    const config = loadConfig({
      RENT_DATA_PROVIDER: 'rentcast',
      RENTCAST_API_KEY: 'test-rentcast-key',
      RENTCAST_BASE_URL: rentcast.url,
    });
    const provider = createRentDataProvider(config, { db: database.db });
    expect(provider.name).toBe('rentcast');
    const result = await provider.findComparables(subject());
    expect(result.provider).toBe('rentcast');
    expect(result.comparables.length).toBeGreaterThan(0);
  });
});

describe('sample provider', () => {
  const provider = () =>
    createRentDataProvider(loadConfig({ COMPS_AS_OF: '2024-12-31', COMPS_LOOKBACK_DAYS: '365' }), { db: database.db });

  it('marks the result as sample data, counts the window back from COMPS_AS_OF, and dates comps inside it', async () => {
    const result = await provider().findComparables(subject());
    expect(result.provider).toBe('sample');
    expect(result.isSample).toBe(true);
    expect(result.window).toEqual({ from: '2024-01-01', to: '2024-12-31' });
    expect(result.comparables.length).toBeGreaterThanOrEqual(25);
    expect(result.comparables.length).toBeLessThanOrEqual(40);
    for (const comp of result.comparables) {
      expect(comp.source).toBe('sample');
      expect(comp.listedAt! >= result.window.from && comp.listedAt! <= result.window.to).toBe(true);
    }
  });

  it('scatters comps around the ZIP centroid (3 miles) without coordinates, and around the subject (2 miles) with them', async () => {
    const around = await provider().findComparables(subject());
    expect(around.radiusMiles).toBe(3);
    const max = Math.max(...around.comparables.map((c) => c.distanceMiles ?? Infinity));
    expect(max).toBeLessThanOrEqual(3);
    // 10118 is the Empire State Building's own ZIP code.
    expect(Math.abs(around.comparables[0]!.latitude! - 40.7485)).toBeLessThan(0.05);

    const geocoded = await provider().findComparables(subject({ latitude: 40.7484, longitude: -73.9857 }));
    expect(geocoded.radiusMiles).toBe(2);
    expect(Math.max(...geocoded.comparables.map((c) => c.distanceMiles ?? Infinity))).toBeLessThanOrEqual(2);
  });

  it('gives the same subject the same comps on every call, and a median near the ZIP code’s benchmark', async () => {
    const first = await provider().findComparables(
      subject({ state: 'OH', city: 'Columbus', zipCode: '43215', streetAddress: '50 W Broad St' }),
    );
    const again = await provider().findComparables(
      subject({ state: 'OH', city: 'Columbus', zipCode: '43215', streetAddress: '50 W Broad St' }),
    );
    expect(again).toEqual(first);
    const level = benchmarkAskingRent(
      tableBenchmarks().lookup({ zip: '43215', state: 'OH', city: 'Columbus' }),
      1,
    )!.rent;
    expect(Math.abs(first.medianRent! / level - 1)).toBeLessThanOrEqual(0.1);
    // The comparables filter (docs/product.md#comparables-filter) finds something to drop, and keeps enough to score.
    const filtered = filterComps(first.comparables, 725);
    expect(filtered.dropped.priceOutlier).toBeGreaterThan(0);
    expect(filtered.kept.length).toBeGreaterThanOrEqual(20);
  });

  it('takes its rent level from the benchmarks it is given', async () => {
    const levels = [1000, 1100, 1300, 1700, 2000] as const;
    const benchmarks: RentBenchmarks = {
      lookup: ({ zip, state }) => ({
        zip,
        county: null,
        state,
        safmr: null,
        fmr: null,
        acs: null,
        stateLevel: { state, levels, release: STATE_LEVEL_RELEASE },
      }),
    };
    const config = loadConfig({ COMPS_AS_OF: '2024-12-31', COMPS_LOOKBACK_DAYS: '365' });
    const result = await createRentDataProvider(config, { db: database.db, benchmarks }).findComparables(
      subject({ bedrooms: 3, sqft: 1300 }),
    );
    const expected = levels[3] * BENCHMARK_TO_ASKING_FACTOR;
    expect(Math.abs(result.medianRent! / expected - 1)).toBeLessThanOrEqual(0.1);
  });
});
