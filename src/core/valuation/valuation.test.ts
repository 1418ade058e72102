import { describe, expect, it } from 'vitest';
import type { RawComp } from './comps-filter';
import { computeValuation, type Valuation } from './valuation';

const fourComps: RawComp[] = [
  { address: '1 A St', price: 1000, sqft: 1000, bedrooms: 2, baths: 1 },
  { address: '2 A St', price: 1100, sqft: 1000, bedrooms: 2, baths: 1 },
  { address: '3 A St', price: 1200, sqft: 1000, bedrooms: 2, baths: 1 },
  { address: '4 A St', price: 1300, sqft: 1000, bedrooms: 2, baths: 1 },
];

const average = { sqft: 1000, qualityLevel: 2, amenitiesLevel: 2 };

function scored(valuation: Valuation) {
  if (valuation.status !== 'scored') throw new Error(`expected a score, got ${valuation.reason}`);
  return valuation;
}

describe('computeValuation with exactly 4 comps', () => {
  it('scores a listing 10% under the median 6.4 and stores every figure', () => {
    const result = scored(computeValuation({ subject: { ...average, rent: 1035 }, comps: fourComps }));
    expect(result).toMatchObject({
      status: 'scored',
      value_score: 6.4,
      asking_price: 1035,
      market_price: 1150,
      min_price: 1081,
      max_price: 1219,
      median_rent: 1150,
      percentage_difference: -10,
      expected_price_per_sqft: 1.15,
      asking_price_per_sqft: 1.04,
      median_price_per_sqft: 1.15,
      adjustment_factor: 1,
      comp_count: 4,
      verdict: 'below',
    });
    expect(result.comps).toHaveLength(4);
  });

  it('scores a listing at the median 5.5, within range', () => {
    const result = scored(computeValuation({ subject: { ...average, rent: 1150 }, comps: fourComps }));
    expect(result.value_score).toBe(5.5);
    expect(result.percentage_difference).toBe(0);
    expect(result.verdict).toBe('within');
  });

  it('raises the expected price for luxury quality and high amenities', () => {
    const result = scored(
      computeValuation({ subject: { sqft: 1000, qualityLevel: 3, amenitiesLevel: 3, rent: 1265 }, comps: fourComps }),
    );
    expect(result.adjustment_factor).toBe(1.1);
    expect(result.market_price).toBe(1265);
    expect(result.min_price).toBe(1189.1);
    expect(result.max_price).toBe(1340.9);
    expect(result.expected_price_per_sqft).toBe(1.27);
    expect(result.value_score).toBe(5.5);
  });

  it('lowers the expected price for budget quality and minimal amenities', () => {
    const result = scored(
      computeValuation({ subject: { sqft: 1000, qualityLevel: 1, amenitiesLevel: 1, rent: 1150 }, comps: fourComps }),
    );
    expect(result.adjustment_factor).toBe(0.9);
    expect(result.market_price).toBe(1035);
    expect(result.value_score).toBe(4.5);
    expect(result.percentage_difference).toBe(11.11);
    expect(result.verdict).toBe('above');
  });

  it('clamps the stored score to 1 and 10', () => {
    expect(scored(computeValuation({ subject: { ...average, rent: 100 }, comps: fourComps })).value_score).toBe(10);
    expect(scored(computeValuation({ subject: { ...average, rent: 9000 }, comps: fourComps })).value_score).toBe(1);
  });

  it('keeps the raw median of price per sqft, and takes the expected price per sqft from the size-adjusted comps', () => {
    const comps: RawComp[] = [
      { address: '1', price: 1000, sqft: 500 },
      { address: '2', price: 1000, sqft: 1000 },
      { address: '3', price: 1200, sqft: 1000 },
      { address: '4', price: 1200, sqft: 600 },
    ];
    // ppsf 2, 1, 1.2, 2 -> median (1.2 + 2) / 2 = 1.6
    const result = scored(computeValuation({ subject: { ...average, rent: 1100 }, comps }));
    expect(result.median_price_per_sqft).toBe(1.6);
    // Each comp is brought to the subject's 1,000 sq ft (elasticity 0.49), so the expected price per sq ft is the
    // expected price over the subject's size, not the raw median per foot.
    expect(result.expected_price_per_sqft).toBe(Math.round((result.market_price / 1000) * 100) / 100);
    expect(result.market_price).toBeGreaterThan(1100);
    expect(result.market_price).toBeLessThan(1300);
    expect(result.asking_price_per_sqft).toBe(1.1);
  });
});

describe('computeValuation without enough data', () => {
  it('needs at least 4 comps', () => {
    const result = computeValuation({ subject: { ...average, rent: 1150 }, comps: fourComps.slice(0, 3) });
    expect(result).toMatchObject({
      status: 'not_enough_data',
      reason: 'too_few_comps',
      value_score: null,
      market_price: null,
      min_price: null,
      max_price: null,
      percentage_difference: null,
      verdict: null,
      asking_price: 1150,
      median_rent: 1100,
      comp_count: 3,
    });
  });

  it('counts comps after the filter', () => {
    const comps = [...fourComps.slice(0, 3), { address: '5', price: 1100, sqft: 5000 }];
    const result = computeValuation({ subject: { ...average, rent: 1150 }, comps });
    expect(result.status).toBe('not_enough_data');
    expect(result.comp_count).toBe(3);
    expect(result.dropped.sqftOutOfRange).toBe(1);
  });

  it('counts duplicate addresses once', () => {
    const comps = [...fourComps.slice(0, 3), { address: '1 a st', price: 1050, sqft: 1000 }];
    expect(computeValuation({ subject: { ...average, rent: 1150 }, comps }).status).toBe('not_enough_data');
  });

  it('has no median with no comps', () => {
    const result = computeValuation({ subject: { ...average, rent: 1150 }, comps: [] });
    expect(result).toMatchObject({
      status: 'not_enough_data',
      reason: 'too_few_comps',
      median_rent: null,
      comp_count: 0,
    });
  });

  it.each([
    ['zero rent', { ...average, rent: 0 }],
    ['negative rent', { ...average, rent: -5 }],
    ['NaN rent', { ...average, rent: Number.NaN }],
    ['zero sqft', { ...average, sqft: 0, rent: 1150 }],
    ['NaN quality', { ...average, qualityLevel: Number.NaN, rent: 1150 }],
  ])('gives no score for a subject with %s', (_name, subject) => {
    const result = computeValuation({ subject, comps: fourComps });
    expect(result.status).toBe('not_enough_data');
    if (result.status === 'not_enough_data') expect(result.reason).toBe('invalid_subject');
    expect(result.value_score).toBeNull();
  });

  it('stores no asking price when the rent is not positive', () => {
    expect(computeValuation({ subject: { ...average, rent: 0 }, comps: fourComps }).asking_price).toBeNull();
  });
});

describe('computeValuation with the official benchmarks', () => {
  const market = {
    levels: [1000, 1100, 1400, 1800, 2100] as const,
    factor: 1,
    annualTrend: 0,
    asOf: new Date('2026-06-30T23:59:59Z'),
  };
  const subject = { ...average, rent: 1500, bedrooms: 2, baths: 1 };

  it('gives a benchmark-based expected rent and range with Low confidence, but no score, with 2 comps', () => {
    const result = computeValuation({ subject, comps: fourComps.slice(0, 2), market });
    expect(result.status).toBe('not_enough_data');
    expect(result.value_score).toBeNull();
    expect(result.market_price).not.toBeNull();
    // Two tight comps at 1,000 and 1,100 (n_eff 2) against the 1,400 prior (k ≈ 1.2): between the two, nearer the comps.
    expect(result.market_price as number).toBeGreaterThan(1050);
    expect(result.market_price as number).toBeLessThan(1225);
    expect(result.min_price).toBe(Math.round((result.market_price as number) * 0.94 * 100) / 100);
    expect(result.estimate?.confidence.level).toBe('low');
    expect(result.estimate?.basis).toBe('comps_and_benchmark');
  });

  it('gives the benchmark alone with no comp at all', () => {
    const result = computeValuation({ subject, comps: [], market });
    expect(result.market_price).toBe(1400);
    expect(result.estimate?.basis).toBe('benchmark');
    expect(result.verdict).toBe('above');
  });

  it('scores with 4 comps, shrunk a little toward the benchmark', () => {
    const result = scored(computeValuation({ subject, comps: fourComps, market }));
    expect(result.median_rent).toBe(1150);
    expect(result.market_price).toBeGreaterThan(1150);
    expect(result.market_price).toBeLessThan(1400);
    expect(result.estimate.compsWeight).toBeGreaterThan(0.5);
  });
});
