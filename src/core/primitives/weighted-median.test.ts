import { describe, expect, it } from 'vitest';
import { effectiveCount, weightedMedian } from './weighted-median';

const equal = (values: number[]) => values.map((value) => ({ value, weight: 1 }));

describe('weightedMedian', () => {
  it('is the ordinary median with equal weights (mean of the middle two for an even count)', () => {
    expect(weightedMedian(equal([1300, 1000, 1200, 1100]))).toBe(1150);
    expect(weightedMedian(equal([3, 1, 2]))).toBe(2);
  });

  it('follows the weight: a heavy value pulls the median to itself', () => {
    expect(
      weightedMedian([
        { value: 1000, weight: 5 },
        { value: 1500, weight: 1 },
        { value: 2000, weight: 1 },
      ]),
    ).toBe(1000);
    expect(
      weightedMedian([
        { value: 1000, weight: 1 },
        { value: 1500, weight: 1 },
        { value: 2000, weight: 3 },
      ]),
    ).toBe(2000);
  });

  it('ignores zero, negative and non-finite weights and values; null when nothing is left', () => {
    expect(
      weightedMedian([
        { value: 5, weight: 0 },
        { value: Number.NaN, weight: 1 },
        { value: 7, weight: 2 },
      ]),
    ).toBe(7);
    expect(weightedMedian([{ value: 5, weight: -1 }])).toBeNull();
    expect(weightedMedian([])).toBeNull();
  });
});

describe('effectiveCount', () => {
  it('counts equal weights as they are and one dominant weight as about one', () => {
    expect(effectiveCount([1, 1, 1, 1])).toBe(4);
    expect(effectiveCount([1, 0.01, 0.01])).toBeCloseTo(1.04, 2);
    expect(effectiveCount([])).toBe(0);
  });
});
