import { describe, expect, it } from 'vitest';
import { LEVELS, adjustmentFactor, isLevel } from './adjustment-factor';

describe('adjustmentFactor', () => {
  it('is 0.9 at sum 2 and 1.1 at sum 6, exactly', () => {
    expect(adjustmentFactor(1, 1)).toBe(0.9);
    expect(adjustmentFactor(3, 3)).toBe(1.1);
  });

  it('is 1 at the average sum 4', () => {
    expect(adjustmentFactor(2, 2)).toBe(1);
    expect(adjustmentFactor(1, 3)).toBe(1);
    expect(adjustmentFactor(3, 1)).toBe(1);
  });

  it.each([
    [1, 1.5, 0.925],
    [1.5, 1.5, 0.95],
    [2, 1.5, 0.975],
    [2.5, 2, 1.025],
    [2.5, 2.5, 1.05],
    [3, 2.5, 1.075],
  ])('is linear: quality %d + amenities %d => %d', (quality, amenities, expected) => {
    expect(adjustmentFactor(quality, amenities)).toBeCloseTo(expected, 12);
  });

  it('rises by 0.05 per point of the sum over every level pair', () => {
    for (const quality of LEVELS) {
      for (const amenities of LEVELS) {
        expect(adjustmentFactor(quality, amenities)).toBeCloseTo(0.9 + (quality + amenities - 2) * 0.05, 12);
      }
    }
  });

  it('pulls levels outside 1..3 onto the ends', () => {
    expect(adjustmentFactor(0, 0)).toBe(0.9);
    expect(adjustmentFactor(5, 4)).toBe(1.1);
  });

  it('refuses non-finite levels', () => {
    expect(() => adjustmentFactor(Number.NaN, 2)).toThrow(RangeError);
    expect(() => adjustmentFactor(2, Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('isLevel', () => {
  it('accepts 1 to 3 in halves only', () => {
    expect(LEVELS).toEqual([1, 1.5, 2, 2.5, 3]);
    for (const level of LEVELS) expect(isLevel(level)).toBe(true);
    expect(isLevel(0.5)).toBe(false);
    expect(isLevel(1.25)).toBe(false);
    expect(isLevel(3.5)).toBe(false);
    expect(isLevel('2')).toBe(false);
  });
});
