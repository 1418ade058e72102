import { describe, expect, it } from 'vitest';
import { BEST_DIRECTION, bestValueIndices, costPerYear, monthlyPaid } from './compare-best-value';

describe('bestValueIndices', () => {
  it('marks the lowest rent and the highest score', () => {
    expect(bestValueIndices([1850, 1450, 2300], 'lowest')).toEqual([1]);
    expect(bestValueIndices([5.2, 7.1, 3.9], 'highest')).toEqual([1]);
  });

  it('marks every listing that ties for best', () => {
    expect(bestValueIndices([900, 1200, 1200, 700], 'highest')).toEqual([1, 2]);
    expect(bestValueIndices([1.5, 1.5, 2], 'lowest')).toEqual([0, 1]);
  });

  it('marks nothing when every figure is the same', () => {
    expect(bestValueIndices([2, 2, 2], 'highest')).toEqual([]);
  });

  it('skips missing figures and needs two figures to compare', () => {
    expect(bestValueIndices([null, 1400, undefined, 1600], 'lowest')).toEqual([1]);
    expect(bestValueIndices([null, 1400], 'lowest')).toEqual([]);
    expect(bestValueIndices([Number.NaN, 1400, Number.POSITIVE_INFINITY], 'lowest')).toEqual([]);
    expect(bestValueIndices([], 'highest')).toEqual([]);
  });

  it('treats 0 as a figure (a studio has 0 bedrooms)', () => {
    expect(bestValueIndices([0, 1], 'highest')).toEqual([1]);
    expect(bestValueIndices([0, 1], 'lowest')).toEqual([0]);
  });
});

describe('costPerYear', () => {
  it('is twelve months of rent', () => {
    expect(costPerYear(1850)).toBe(22_200);
    expect(costPerYear(0)).toBe(0);
    expect(costPerYear(null)).toBeNull();
    expect(costPerYear(Number.NaN)).toBeNull();
  });

  it('is counted on the net effective rent when the listing had specials', () => {
    expect(costPerYear(1850, 1795.83)).toBeCloseTo(21_549.96, 2);
    expect(costPerYear(1850, null)).toBe(22_200);
    expect(costPerYear(1850, undefined)).toBe(22_200);
    expect(costPerYear(null, 1795.83)).toBeCloseTo(21_549.96, 2);
    expect(costPerYear(null, null)).toBeNull();
    // Decision 090: the one-time move-in costs count in the year they are paid.
    expect(costPerYear(1850, 2035, 1850)).toBe(2035 * 12 + 1850);
  });
});

describe('monthlyPaid', () => {
  it('is the net effective rent when known, else the rent', () => {
    expect(monthlyPaid(1850, 1795.83)).toBe(1795.83);
    expect(monthlyPaid(1850, 0)).toBe(0);
    expect(monthlyPaid(1850, null)).toBe(1850);
    expect(monthlyPaid(1850)).toBe(1850);
    expect(monthlyPaid(1850, Number.NaN)).toBe(1850);
    expect(monthlyPaid(null, null)).toBeNull();
  });
});

describe('BEST_DIRECTION', () => {
  it('prefers less money and more of everything else', () => {
    expect(BEST_DIRECTION).toMatchObject({
      rent: 'lowest',
      totalMonthlyCost: 'lowest',
      costPerYear: 'lowest',
      pricePerSqft: 'lowest',
      valueScore: 'highest',
      sqft: 'highest',
    });
  });
});
