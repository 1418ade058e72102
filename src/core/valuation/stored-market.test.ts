import { describe, expect, it } from 'vitest';
import type { AreaBenchmarks, FmrFigure, StateLevelFigure } from '../benchmarks/rent-benchmarks';
import { annualTrendOf, compBenchmarkRent, marketContext, storedMarket } from './stored-market';

const LEVELS = [1000, 1100, 1400, 1800, 2100] as const;
const fmr = (trendSinceFy2024: number | null) => ({ levels: LEVELS, trendSinceFy2024 }) as unknown as FmrFigure;
const area = (parts: Partial<AreaBenchmarks>): AreaBenchmarks => ({
  zip: '78701',
  county: '48453',
  state: 'TX',
  safmr: null,
  fmr: null,
  acs: null,
  stateLevel: null,
  ...parts,
});

describe('the stored market of a report', () => {
  it("keeps the area's two-year FMR change as a yearly rate, 0 when it fell or is unknown", () => {
    expect(annualTrendOf(area({ fmr: fmr(1.21) }))).toBeCloseTo(0.1, 10);
    expect(annualTrendOf(area({ fmr: fmr(null) }))).toBe(0);
    expect(annualTrendOf(area({}))).toBe(0);
    expect(storedMarket(area({ fmr: fmr(1.21) }), 0.95)).toMatchObject({
      factor: 0.95,
      annualTrend: expect.closeTo(0.1, 10),
    });
  });

  it('rebuilds the same market context from the snapshot, valued as of the date given; none without one', () => {
    const asOf = new Date('2026-11-26T00:00:00Z');
    expect(marketContext(storedMarket(area({ fmr: fmr(1.21) }), 0.95), asOf)).toEqual({
      levels: LEVELS,
      factor: 0.95,
      annualTrend: expect.closeTo(0.1, 10),
      asOf,
    });
    expect(marketContext(null, asOf)).toBeNull();
  });

  it("gives a comp its area's figure for its bedrooms, never a statewide one", () => {
    expect(compBenchmarkRent(area({ fmr: fmr(1) }), 2)).toBe(1400);
    const stateOnly = area({ stateLevel: { levels: LEVELS } as unknown as StateLevelFigure });
    expect(compBenchmarkRent(stateOnly, 2)).toBeNull();
    expect(compBenchmarkRent(area({ fmr: fmr(1) }), null)).toBeNull();
    expect(compBenchmarkRent(null, 2)).toBeNull();
  });
});
