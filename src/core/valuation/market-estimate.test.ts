import { describe, expect, it } from 'vitest';
import { estimateMarketRent, PRIOR_STRENGTH, type EstimateComp, type MarketContext } from './market-estimate';
import type { BedroomLevels } from '../benchmarks/rent-benchmarks';

const levels: BedroomLevels = [1000, 1100, 1400, 1800, 2100];
const context: MarketContext = { levels, factor: 1, annualTrend: 0, asOf: new Date('2026-06-30T23:59:59Z') };
const subject = { sqft: 1000, bedrooms: 2, baths: 1 };
const comp = (price: number, extra: Partial<EstimateComp> = {}): EstimateComp => ({
  price,
  sqft: 1000,
  bedrooms: 2,
  baths: 1,
  distanceMiles: 0.5,
  listedAt: new Date('2026-06-01T00:00:00Z'),
  ...extra,
});

describe('estimateMarketRent', () => {
  it('takes the benchmark alone, times the factor, when there is no comp', () => {
    const result = estimateMarketRent(subject, [], { ...context, factor: 0.9 });
    expect(result.expected).toBeCloseTo(1400 * 0.9, 10);
    expect(result.compsEstimate).toBeNull();
    expect(result.compsWeight).toBe(0);
  });

  it('shrinks toward the prior by n/(n+k) in logs, more when the comps scatter', () => {
    const tight = [1500, 1500, 1500, 1500].map((p) => comp(p));
    const result = estimateMarketRent(subject, tight, context);
    // Spread 0: k = PRIOR_STRENGTH; 4 equal weights: n_eff 4.
    const w = 4 / (4 + PRIOR_STRENGTH);
    expect(result.compsWeight).toBeCloseTo(w, 10);
    expect(result.expected).toBeCloseTo(Math.exp(w * Math.log(1500) + (1 - w) * Math.log(1400)), 8);
    const scattered = estimateMarketRent(
      subject,
      [1100, 1300, 1700, 1900].map((p) => comp(p)),
      context,
    );
    expect(scattered.compsWeight).toBeLessThan(result.compsWeight);
  });

  it('uses the comps alone without a benchmark', () => {
    const result = estimateMarketRent(
      subject,
      [1000, 1100, 1200, 1300].map((p) => comp(p)),
      { ...context, levels: null },
    );
    expect(result.expected).toBe(1150);
    expect(result.prior).toBeNull();
  });

  it("brings a ±1 bedroom comp to the subject with the area's HUD bedroom ratio", () => {
    const [adjusted] = estimateMarketRent(subject, [comp(1800, { bedrooms: 3 })], context).adjusted;
    expect(adjusted?.adjustedPrice).toBeCloseTo((1800 * 1400) / 1800, 8);
  });

  it("puts a comp from a dearer ZIP on the subject's place through its own benchmark", () => {
    // The comp's ZIP rents at 2,100 for 2 bedrooms; the subject's at 1,400: a 2,100 rent there is 1,400 here.
    const [adjusted] = estimateMarketRent(subject, [comp(2100, { benchmarkRent: 2100 })], context).adjusted;
    expect(adjusted?.adjustedPrice).toBeCloseTo(1400, 8);
  });

  it('weights the most similar comps most (a far, mis-sized comp barely counts)', () => {
    const comps = [comp(1400), comp(1420), comp(1380), comp(3000, { distanceMiles: 60, sqft: 1900 })];
    const result = estimateMarketRent(subject, comps, { ...context, levels: null });
    expect(result.compsEstimate).toBeGreaterThanOrEqual(1380);
    expect(result.compsEstimate).toBeLessThanOrEqual(1420);
  });

  it('flags comps and benchmark more than 35% apart', () => {
    expect(
      estimateMarketRent(
        subject,
        [2000, 2000, 2000, 2000].map((p) => comp(p)),
        context,
      ).disagreesWithBenchmark,
    ).toBe(true);
    expect(
      estimateMarketRent(
        subject,
        [1600, 1600, 1600, 1600].map((p) => comp(p)),
        context,
      ).disagreesWithBenchmark,
    ).toBe(false);
  });
});
