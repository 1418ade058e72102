import { describe, expect, it } from 'vitest';
import { displayScore, formatDisplayScore, gapRatio, rawValueScore, storedValueScore, valueScore } from './value-score';

describe('gapRatio', () => {
  it('is positive when the actual figure is below the expected one', () => {
    expect(gapRatio(1000, 900)).toBeCloseTo(0.1, 12);
    expect(gapRatio(1000, 1100)).toBeCloseTo(-0.1, 12);
    expect(gapRatio(1000, 1000)).toBe(0);
  });
});

describe('rawValueScore', () => {
  it('is the 5.5 average when asking equals expected', () => {
    expect(rawValueScore(0, 0)).toBe(5.5);
  });

  it('follows 5.5 + ((price x 0.7 + ppsf x 0.3) / 0.5) x 4.5', () => {
    expect(rawValueScore(0.1, 0.1)).toBeCloseTo(6.4, 12);
    expect(rawValueScore(-0.1, -0.1)).toBeCloseTo(4.6, 12);
    expect(rawValueScore(0.5, 0.5)).toBeCloseTo(10, 12);
    expect(rawValueScore(-0.5, -0.5)).toBeCloseTo(1, 12);
    // 70% weight on price, 30% on price per sqft.
    expect(rawValueScore(0.1, 0)).toBeCloseTo(5.5 + 0.07 * 9, 12);
    expect(rawValueScore(0, 0.1)).toBeCloseTo(5.5 + 0.03 * 9, 12);
  });

  it('does not clamp', () => {
    expect(rawValueScore(1, 1)).toBeCloseTo(14.5, 12);
    expect(rawValueScore(-1, -1)).toBeCloseTo(-3.5, 12);
  });
});

describe('storedValueScore', () => {
  it('clamps to 1..10', () => {
    expect(storedValueScore(14.5)).toBe(10);
    expect(storedValueScore(10)).toBe(10);
    expect(storedValueScore(10.0001)).toBe(10);
    expect(storedValueScore(-3.5)).toBe(1);
    expect(storedValueScore(1)).toBe(1);
    expect(storedValueScore(0.9999)).toBe(1);
  });

  it('rounds to 2 decimals, halves away from zero', () => {
    expect(storedValueScore(6.4)).toBe(6.4);
    expect(storedValueScore(6.125)).toBe(6.13);
    expect(storedValueScore(6.124999)).toBe(6.12);
    expect(storedValueScore(5.005)).toBe(5.01);
  });
});

describe('displayScore and formatDisplayScore', () => {
  it('clamps the shown score to 2..8.5', () => {
    expect(displayScore(1)).toBe(2);
    expect(displayScore(1.99)).toBe(2);
    expect(displayScore(2)).toBe(2);
    expect(displayScore(5.5)).toBe(5.5);
    expect(displayScore(8.5)).toBe(8.5);
    expect(displayScore(8.51)).toBe(8.5);
    expect(displayScore(10)).toBe(8.5);
  });

  it('shows one decimal', () => {
    expect(formatDisplayScore(10)).toBe('8.5');
    expect(formatDisplayScore(1)).toBe('2.0');
    expect(formatDisplayScore(6.45)).toBe('6.5');
    expect(formatDisplayScore(6.44)).toBe('6.4');
    expect(formatDisplayScore(null)).toBe('—');
    expect(formatDisplayScore(undefined)).toBe('—');
  });
});

describe('valueScore', () => {
  const base = { subjectSqft: 1000, expectedPrice: 1150, expectedPricePerSqft: 1.15 };

  it('scores a fairly priced listing 5.5', () => {
    const parts = valueScore({ ...base, askingRent: 1150 });
    expect(parts.priceGap).toBe(0);
    expect(parts.ppsfGap).toBeCloseTo(0, 12);
    expect(parts.askingPricePerSqft).toBe(1.15);
    expect(parts.score).toBe(5.5);
  });

  it('scores a listing 10% under the expected rent 6.4', () => {
    expect(valueScore({ ...base, askingRent: 1035 }).score).toBe(6.4);
  });

  it('scores a listing 10% over the expected rent 4.6', () => {
    expect(valueScore({ ...base, askingRent: 1265 }).score).toBe(4.6);
  });

  it('reaches the clamps at a 50% gap and stays there beyond', () => {
    expect(valueScore({ ...base, askingRent: 575 }).score).toBe(10);
    expect(valueScore({ ...base, askingRent: 100 }).score).toBe(10);
    expect(valueScore({ ...base, askingRent: 1725 }).score).toBe(1);
    expect(valueScore({ ...base, askingRent: 5000 }).score).toBe(1);
  });

  it('weighs price per sqft separately from price', () => {
    // Same rent as expected, but a bigger unit: cheaper per sqft, so a better score.
    const parts = valueScore({ askingRent: 1150, subjectSqft: 1250, expectedPrice: 1150, expectedPricePerSqft: 1.15 });
    expect(parts.priceGap).toBe(0);
    expect(parts.ppsfGap).toBeCloseTo(0.2, 12);
    expect(parts.score).toBe(6.04);
  });
});
