import { describe, expect, it } from 'vitest';
import { filterComps } from '#core/valuation/comps-filter';
import { median } from '#core/primitives/median';
import { BENCHMARK_TO_ASKING_FACTOR, benchmarkAskingRent, type BedroomLevels } from '#core/benchmarks/rent-benchmarks';
import { STATE_LEVEL_RELEASE } from '#core/benchmarks/benchmark-texts';
import type { RentBenchmarks } from '../benchmarks/benchmark-port';
import { tableBenchmarks } from '../benchmarks/table-benchmarks';
import type { RentDataSubject } from './rent-data-port';
import { sampleMarketRent, sampleRentDataProvider } from './sample-rent-data';

/** The 50 largest US cities (Census Bureau 2023 estimates), each with a ZIP code of its centre. */
const LARGEST_CITIES: readonly (readonly [city: string, state: string, zip: string])[] = [
  ['New York', 'NY', '10001'],
  ['Los Angeles', 'CA', '90012'],
  ['Chicago', 'IL', '60601'],
  ['Houston', 'TX', '77002'],
  ['Phoenix', 'AZ', '85004'],
  ['Philadelphia', 'PA', '19103'],
  ['San Antonio', 'TX', '78205'],
  ['San Diego', 'CA', '92101'],
  ['Dallas', 'TX', '75201'],
  ['Jacksonville', 'FL', '32202'],
  ['Austin', 'TX', '78701'],
  ['Fort Worth', 'TX', '76102'],
  ['San Jose', 'CA', '95113'],
  ['Columbus', 'OH', '43215'],
  ['Charlotte', 'NC', '28202'],
  ['Indianapolis', 'IN', '46204'],
  ['San Francisco', 'CA', '94102'],
  ['Seattle', 'WA', '98101'],
  ['Denver', 'CO', '80202'],
  ['Oklahoma City', 'OK', '73102'],
  ['Nashville', 'TN', '37203'],
  ['Washington', 'DC', '20001'],
  ['El Paso', 'TX', '79901'],
  ['Las Vegas', 'NV', '89101'],
  ['Boston', 'MA', '02108'],
  ['Detroit', 'MI', '48226'],
  ['Portland', 'OR', '97205'],
  ['Louisville', 'KY', '40202'],
  ['Memphis', 'TN', '38103'],
  ['Baltimore', 'MD', '21201'],
  ['Milwaukee', 'WI', '53202'],
  ['Albuquerque', 'NM', '87102'],
  ['Tucson', 'AZ', '85701'],
  ['Fresno', 'CA', '93721'],
  ['Sacramento', 'CA', '95814'],
  ['Mesa', 'AZ', '85201'],
  ['Kansas City', 'MO', '64106'],
  ['Atlanta', 'GA', '30303'],
  ['Omaha', 'NE', '68102'],
  ['Colorado Springs', 'CO', '80903'],
  ['Raleigh', 'NC', '27601'],
  ['Long Beach', 'CA', '90802'],
  ['Virginia Beach', 'VA', '23451'],
  ['Miami', 'FL', '33130'],
  ['Oakland', 'CA', '94612'],
  ['Minneapolis', 'MN', '55401'],
  ['Tulsa', 'OK', '74103'],
  ['Bakersfield', 'CA', '93301'],
  ['Tampa', 'FL', '33602'],
  ['Arlington', 'TX', '76010'],
];

const AS_OF = new Date('2025-06-30T23:59:59.999Z');

function subject(overrides: Partial<RentDataSubject> = {}): RentDataSubject {
  return {
    streetAddress: '100 Main St',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    latitude: null,
    longitude: null,
    bedrooms: 2,
    baths: 1,
    sqft: 1000,
    buildingType: 'apartment',
    ...overrides,
  };
}

/**
 * How far the sample median of a typical 2-bedroom, after the comparables filter (docs/product.md#comparables-filter),
 * sits from the ZIP code's benchmark asking rent.
 */
async function deviation(city: string, state: string, zip: string): Promise<number> {
  const provider = sampleRentDataProvider({ lookbackDays: 365, asOf: AS_OF });
  const s = subject({ city, state, zipCode: zip, streetAddress: `200 ${city} Ave` });
  const result = await provider.findComparables(s);
  const kept = filterComps(result.comparables, s.sqft).kept;
  const middle = median(kept.map((comp) => comp.price)) as number;
  const benchmark = benchmarkAskingRent(tableBenchmarks().lookup({ zip, state, city }), 2);
  return middle / (benchmark?.rent as number) - 1;
}

describe('sample market of the 50 largest US cities', () => {
  it('has every city’s ZIP code in the SAFMR table, in the city’s state', () => {
    expect(new Set(LARGEST_CITIES.map(([, , zip]) => zip)).size).toBe(50);
    for (const [city, state, zip] of LARGEST_CITIES) {
      const area = tableBenchmarks().lookup({ zip, state, city });
      expect(area.safmr, `${city} ${zip}`).not.toBeNull();
      expect(area.state, `${city} ${zip}`).toBe(state);
      expect(benchmarkAskingRent(area, 2)?.basis, `${city} ${zip}`).toBe('safmr');
    }
  });

  it('puts the median of a typical 2-bedroom (1,000 sq ft apartment) within 15% of the ZIP’s benchmark asking rent', async () => {
    for (const [city, state, zip] of LARGEST_CITIES) {
      const off = await deviation(city, state, zip);
      expect(Math.abs(off), `${city} ${zip}: ${(off * 100).toFixed(1)}%`).toBeLessThanOrEqual(0.15);
    }
  });
});

describe('sampleMarketRent', () => {
  it('is the ZIP code’s benchmark asking rent for the bedroom count, 6 standing for 6+', () => {
    const area = tableBenchmarks().lookup({ zip: '78701', state: 'TX', city: 'Austin' });
    expect(sampleMarketRent(tableBenchmarks(), subject())).toBe(
      Math.round(benchmarkAskingRent(area, 2)?.rent as number),
    );
    expect(sampleMarketRent(tableBenchmarks(), subject({ bedrooms: 9 }))).toBe(
      Math.round(benchmarkAskingRent(area, 6)?.rent as number),
    );
  });

  it('falls back to the state level for an unknown ZIP code', () => {
    const levels: BedroomLevels = [1000, 1100, 1300, 1700, 2000];
    const seen: string[] = [];
    const benchmarks: RentBenchmarks = {
      lookup: ({ zip, state }) => {
        seen.push(`${zip} ${state}`);
        return {
          zip,
          county: null,
          state,
          safmr: null,
          fmr: null,
          acs: null,
          stateLevel: { state, levels, release: STATE_LEVEL_RELEASE },
        };
      },
    };
    const rent = sampleMarketRent(benchmarks, subject({ zipCode: '00000', bedrooms: 3 }));
    expect(seen).toEqual(['00000 TX']);
    expect(rent).toBe(Math.round(1700 * BENCHMARK_TO_ASKING_FACTOR));
  });

  it('says the market is unavailable when the benchmarks know nothing at all', async () => {
    const nothing: RentBenchmarks = {
      lookup: ({ zip, state }) => ({ zip, county: null, state, safmr: null, fmr: null, acs: null, stateLevel: null }),
    };
    const provider = sampleRentDataProvider({ lookbackDays: 365, asOf: AS_OF, benchmarks: nothing });
    await expect(provider.findComparables(subject())).rejects.toMatchObject({
      name: 'RentDataError',
      kind: 'unavailable',
    });
  });
});
