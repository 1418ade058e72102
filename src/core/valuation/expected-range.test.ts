import { describe, expect, it } from 'vitest';
import { expectedRange, percentageDifference, rangeVerdict } from './expected-range';

describe('expectedRange', () => {
  it('spans market x 0.94 to x 1.06', () => {
    expect(expectedRange(1000)).toEqual({ min: 940, max: 1060 });
    expect(expectedRange(1500)).toEqual({ min: 1410, max: 1590 });
  });

  it('keeps cent precision', () => {
    expect(expectedRange(1234.56)).toEqual({ min: 1160.49, max: 1308.63 });
    expect(expectedRange(1150.25)).toEqual({ min: 1081.24, max: 1219.27 });
  });

  it('rounds half-cents away from zero', () => {
    // 0.25 x 0.94 = 0.235 -> 0.24 and 0.25 x 1.06 = 0.265 -> 0.27.
    expect(expectedRange(0.25)).toEqual({ min: 0.24, max: 0.27 });
  });
});

describe('rangeVerdict', () => {
  const range = { min: 940, max: 1060 };

  it('is within inside the range and at the bounds', () => {
    expect(rangeVerdict(1000, range)).toBe('within');
    expect(rangeVerdict(940, range)).toBe('within');
    expect(rangeVerdict(1060, range)).toBe('within');
  });

  it('allows 1 dollar of tolerance at each bound', () => {
    expect(rangeVerdict(1061, range)).toBe('within');
    expect(rangeVerdict(939, range)).toBe('within');
  });

  it('is above only past the upper bound by more than 1', () => {
    expect(rangeVerdict(1061.01, range)).toBe('above');
    expect(rangeVerdict(2000, range)).toBe('above');
  });

  it('is below only under the lower bound by more than 1', () => {
    expect(rangeVerdict(938.99, range)).toBe('below');
    expect(rangeVerdict(0, range)).toBe('below');
  });
});

describe('percentageDifference', () => {
  it('is positive when asking is above market', () => {
    expect(percentageDifference(1100, 1000)).toBe(10);
  });

  it('is negative when asking is below market', () => {
    expect(percentageDifference(900, 1000)).toBe(-10);
  });

  it('is 0 at market', () => {
    expect(percentageDifference(1000, 1000)).toBe(0);
  });

  it('rounds to 2 decimals', () => {
    expect(percentageDifference(1000, 1150)).toBe(-13.04);
    expect(percentageDifference(1200, 1150)).toBe(4.35);
    expect(percentageDifference(1000, 3000)).toBe(-66.67);
    expect(percentageDifference(1125, 1000)).toBe(12.5);
    expect(percentageDifference(1000.5, 1000)).toBe(0.05);
  });
});
