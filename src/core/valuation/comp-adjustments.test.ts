import { describe, expect, it } from 'vitest';
import {
  ageYears,
  bathAdjustment,
  BATH_LOG_EFFECT,
  similarityWeight,
  SIZE_ELASTICITY,
  sizeAdjustment,
  timeAdjustment,
} from './comp-adjustments';

describe('sizeAdjustment', () => {
  it('raises a smaller comp for a larger subject by the fitted elasticity, not 1:1', () => {
    expect(sizeAdjustment(1000, 800)).toBeCloseTo(1.25 ** SIZE_ELASTICITY, 10);
    expect(sizeAdjustment(1000, 800)).toBeLessThan(1.25);
    expect(sizeAdjustment(800, 1000)).toBeLessThan(1);
    expect(sizeAdjustment(900, 900)).toBe(1);
  });

  it('leaves the rent alone when a size is unknown', () => {
    expect(sizeAdjustment(0, 900)).toBe(1);
    expect(sizeAdjustment(900, Number.NaN)).toBe(1);
  });
});

describe('bathAdjustment', () => {
  it('adds about 9% per bath the subject has over the comp, 3+ counted as 3', () => {
    expect(bathAdjustment(2, 1)).toBeCloseTo(Math.exp(BATH_LOG_EFFECT), 10);
    expect(bathAdjustment(1, 2)).toBeCloseTo(Math.exp(-BATH_LOG_EFFECT), 10);
    expect(bathAdjustment(3, 4)).toBe(1);
    expect(bathAdjustment(null, 2)).toBe(1);
  });
});

describe('time', () => {
  const asOf = new Date('2026-06-30T00:00:00Z');

  it('brings a year-old comp forward by the yearly trend, bounded', () => {
    expect(timeAdjustment(0.03, 1)).toBeCloseTo(1.03, 10);
    expect(timeAdjustment(0.5, 1)).toBeCloseTo(1.08, 10);
    expect(timeAdjustment(-0.5, 1)).toBeCloseTo(0.95, 10);
    expect(timeAdjustment(0.03, 0)).toBe(1);
  });

  it('measures age in years at the as-of date; unknown or later listings are new', () => {
    expect(ageYears(new Date('2025-06-30T00:00:00Z'), asOf)).toBeCloseTo(365 / 365.25, 6);
    expect(ageYears(null, asOf)).toBe(0);
    expect(ageYears(new Date('2026-07-30T00:00:00Z'), asOf)).toBe(0);
  });
});

describe('similarityWeight', () => {
  const twin = {
    distanceMiles: 0,
    subjectSqft: 900,
    compSqft: 900,
    subjectBaths: 1,
    compBaths: 1,
    subjectBedrooms: 2,
    compBedrooms: 2,
    ageYears: 0,
  };

  it('gives a twin next door seen today the full weight', () => {
    expect(similarityWeight(twin)).toBe(1);
  });

  it('weighs less for each difference: distance, size, baths, bedrooms, age', () => {
    for (const change of [
      { distanceMiles: 3 },
      { compSqft: 1200 },
      { compBaths: 2 },
      { compBedrooms: 3 },
      { ageYears: 1 },
    ]) {
      expect(similarityWeight({ ...twin, ...change })).toBeLessThan(1);
    }
    expect(similarityWeight({ ...twin, compBedrooms: 3 })).toBeLessThan(
      similarityWeight({ ...twin, distanceMiles: 3 }),
    );
  });

  it("multiplies by the provider's own correlation when it gives one", () => {
    expect(similarityWeight({ ...twin, correlation: 0.8 })).toBeCloseTo(0.8, 10);
    expect(similarityWeight({ ...twin, correlation: 7 })).toBe(1);
  });
});
