import { describe, expect, it } from 'vitest';
import {
  BENCHMARK_TO_ASKING_FACTOR,
  NATIONAL_BEDROOM_RATIOS,
  benchmarkAskingRent,
  bedroomRatio,
  levelForBedrooms,
  localGrossRent,
  localLevels,
  type AreaBenchmarks,
  type BedroomLevels,
} from './rent-benchmarks';
import { FMR_RELEASE, SAFMR_RELEASE, STATE_LEVEL_RELEASE } from './benchmark-texts';

const SAFMR: BedroomLevels = [2280, 2460, 2890, 3710, 4270];
const FMR: BedroomLevels = [1474, 1562, 1852, 2347, 2760];
const STATE: BedroomLevels = [1280, 1323, 1573, 2116, 2639];

/** 78701 as the tables give it (trend: Travis County FY2026 / FY2024 2-bedroom FMR). */
function area(parts: { safmr?: boolean; fmr?: boolean; state?: boolean; trend?: number | null } = {}): AreaBenchmarks {
  const { safmr = true, fmr = true, state = true, trend = 1852 / 1924 } = parts;
  return {
    zip: '78701',
    county: fmr ? '48453' : null,
    state: 'TX',
    safmr: safmr
      ? {
          zip: '78701',
          areaCode: 'METRO12420M12420',
          areaName: 'Austin',
          levels: SAFMR,
          release: SAFMR_RELEASE,
          year: 'FY2024',
        }
      : null,
    fmr: fmr
      ? {
          county: '48453',
          countyName: 'Travis County',
          town: null,
          areaCode: 'METRO12420M12420',
          areaName: 'Austin-Round Rock-San Marcos, TX MSA',
          levels: FMR,
          trendSinceFy2024: trend,
          release: FMR_RELEASE,
          year: 'FY2026',
        }
      : null,
    acs: null,
    stateLevel: state ? { state: 'TX', levels: STATE, release: STATE_LEVEL_RELEASE } : null,
  };
}

describe('levelForBedrooms', () => {
  it('reads studio to 4 bedrooms from the levels', () => {
    for (let b = 0; b <= 4; b++) expect(levelForBedrooms(FMR, b)).toBe(FMR[b]);
  });

  it('adds 15% of the 4-bedroom level per bedroom beyond four (HUD’s rule)', () => {
    expect(levelForBedrooms(FMR, 5)).toBeCloseTo(2760 * 1.15, 9);
    expect(levelForBedrooms(FMR, 6)).toBeCloseTo(2760 * 1.3, 9);
    expect(levelForBedrooms(FMR, 8)).toBeCloseTo(2760 * 1.6, 9);
  });

  it('floors fractions, and reads negative or non-numbers as a studio', () => {
    expect(levelForBedrooms(FMR, 2.7)).toBe(1852);
    expect(levelForBedrooms(FMR, -1)).toBe(1474);
    expect(levelForBedrooms(FMR, Number.NaN)).toBe(1474);
  });
});

describe('localGrossRent and localLevels', () => {
  it('takes the ZIP’s SAFMR trended by its county’s FY2024 -> FY2026 FMR change', () => {
    const trend = 1852 / 1924;
    expect(localGrossRent(area(), 2)).toEqual({ rent: 2890 * trend, basis: 'safmr' });
    expect(localGrossRent(area(), 5)?.rent).toBeCloseTo(4270 * trend * 1.15, 9);
    expect(localLevels(area())?.levels.map((v) => Math.round(v))).toEqual(SAFMR.map((v) => Math.round(v * trend)));
  });

  it('leaves the SAFMR as published when the county has no trend or no FMR', () => {
    expect(localGrossRent(area({ trend: null }), 2)).toEqual({ rent: 2890, basis: 'safmr' });
    expect(localGrossRent(area({ fmr: false }), 2)).toEqual({ rent: 2890, basis: 'safmr' });
  });

  it('falls back to the county FMR, then to the state level, then to nothing', () => {
    expect(localGrossRent(area({ safmr: false }), 3)).toEqual({ rent: 2347, basis: 'fmr' });
    expect(localGrossRent(area({ safmr: false, fmr: false }), 1)).toEqual({ rent: 1323, basis: 'state' });
    expect(localGrossRent(area({ safmr: false, fmr: false, state: false }), 1)).toBeNull();
    expect(localLevels(area({ safmr: false, fmr: false, state: false }))).toBeNull();
  });
});

describe('bedroomRatio', () => {
  it('is the ratio of the area’s own levels', () => {
    expect(bedroomRatio(area({ safmr: false }), 1, 2)).toBeCloseTo(1852 / 1562, 12);
    expect(bedroomRatio(area({ safmr: false }), 2, 1)).toBeCloseTo(1562 / 1852, 12);
    expect(bedroomRatio(area({ safmr: false }), 4, 6)).toBeCloseTo(1.3, 12);
    // The SAFMR's trend cancels out of a ratio.
    expect(bedroomRatio(area(), 0, 3)).toBeCloseTo(3710 / 2280, 12);
    expect(bedroomRatio(area(), 2, 2)).toBe(1);
  });

  it('uses the national ratios where the area has no figure', () => {
    const none = area({ safmr: false, fmr: false, state: false });
    expect(bedroomRatio(none, 2, 3)).toBeCloseTo(NATIONAL_BEDROOM_RATIOS[3] / NATIONAL_BEDROOM_RATIOS[2], 12);
    expect(bedroomRatio(none, 1, 9)).toBeCloseTo(NATIONAL_BEDROOM_RATIOS[6] / NATIONAL_BEDROOM_RATIOS[1], 12);
  });
});

describe('benchmarkAskingRent', () => {
  it('is the local gross rent times the factor, with its basis', () => {
    expect(benchmarkAskingRent(area({ safmr: false }), 2)).toEqual({
      rent: 1852 * BENCHMARK_TO_ASKING_FACTOR,
      basis: 'fmr',
    });
    expect(benchmarkAskingRent(area({ safmr: false }), 2, 1.25)).toEqual({ rent: 1852 * 1.25, basis: 'fmr' });
    expect(benchmarkAskingRent(area({ safmr: false, fmr: false, state: false }), 2)).toBeNull();
  });
});
