import { describe, expect, it } from 'vitest';
import {
  MISSING_FIGURE,
  formatPercentDifference,
  formatPricePerSqft,
  formatScore,
  formatSqft,
  formatUsd,
  formatUsdCents,
  formatUsdCentsIfAny,
} from './format';
import { roundTo } from './round';

describe('formatUsd', () => {
  it.each([
    [1250, '$1,250'],
    [0, '$0'],
    [999, '$999'],
    [1000, '$1,000'],
    [1234567, '$1,234,567'],
    [1250.49, '$1,250'],
    [1250.5, '$1,251'],
    [0.5, '$1'],
    [1879.99, '$1,880'],
    [-1250, '-$1,250'],
  ])('formats %d as %s', (value, expected) => {
    expect(formatUsd(value)).toBe(expected);
  });

  it('shows a dash for missing figures', () => {
    expect(formatUsd(null)).toBe(MISSING_FIGURE);
    expect(formatUsd(undefined)).toBe(MISSING_FIGURE);
    expect(formatUsd(Number.NaN)).toBe(MISSING_FIGURE);
    expect(formatUsd(Number.POSITIVE_INFINITY)).toBe(MISSING_FIGURE);
  });
});

describe('formatUsdCentsIfAny', () => {
  it('writes whole dollars without cents and keeps cents that are there', () => {
    expect(formatUsdCentsIfAny(2200)).toBe('$2,200');
    expect(formatUsdCentsIfAny(2200.004)).toBe('$2,200');
    expect(formatUsdCentsIfAny(2021.15)).toBe('$2,021.15');
    expect(formatUsdCentsIfAny(2021.1)).toBe('$2,021.10');
    expect(formatUsdCentsIfAny(null)).toBe(formatUsdCents(null));
  });
});

describe('formatPricePerSqft', () => {
  it.each([
    [1.85, '$1.85'],
    [2, '$2.00'],
    [1.005, '$1.01'],
    [1.004, '$1.00'],
    [1.8549, '$1.85'],
    [1234.5, '$1,234.50'],
    [0, '$0.00'],
  ])('formats %d as %s', (value, expected) => {
    expect(formatPricePerSqft(value)).toBe(expected);
  });

  it('shows a dash for missing figures', () => {
    expect(formatPricePerSqft(null)).toBe(MISSING_FIGURE);
  });
});

describe('formatScore', () => {
  it.each([
    [7.2, '7.2'],
    [7, '7.0'],
    [5.55, '5.6'],
    [5.54, '5.5'],
    [1.45, '1.5'],
    [8.45, '8.5'],
    [10, '10.0'],
    [1, '1.0'],
  ])('formats %d as %s', (value, expected) => {
    expect(formatScore(value)).toBe(expected);
  });

  it('shows a dash for missing figures', () => {
    expect(formatScore(null)).toBe(MISSING_FIGURE);
  });
});

describe('formatPercentDifference', () => {
  it.each([
    [5.25, '+5.25%'],
    [-3.1, '-3.1%'],
    [0, '0%'],
    [12.345, '+12.35%'],
    [-0.001, '0%'],
  ])('formats %d as %s', (value, expected) => {
    expect(formatPercentDifference(value)).toBe(expected);
  });

  it('shows a dash for missing figures', () => {
    expect(formatPercentDifference(undefined)).toBe(MISSING_FIGURE);
  });
});

describe('formatSqft', () => {
  it('groups thousands and rounds to whole feet', () => {
    expect(formatSqft(1200)).toBe('1,200');
    expect(formatSqft(850.5)).toBe('851');
    expect(formatSqft(null)).toBe(MISSING_FIGURE);
  });
});

describe('amounts written without Intl', () => {
  const usd0 = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
  const usd2 = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  /** Amounts of every size: whole and fractional, small and huge, both signs, and the awkward ones. */
  function amounts(): number[] {
    const values = [
      0,
      -0,
      0.5,
      -0.5,
      0.005,
      1.005,
      999.995,
      1000,
      999_999.5,
      2 ** 53,
      2 ** 60,
      1e21,
      -1e21,
      1e24,
      123456789012345680000,
    ];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 3000; i += 1) {
      const magnitude = 10 ** Math.floor(next() * 26 - 3);
      values.push((next() - 0.5) * 2 * magnitude);
    }
    return values;
  }

  it('reads exactly as en-US Intl writes them, for any amount', () => {
    for (const value of amounts()) {
      expect(formatUsd(value), String(value)).toBe(usd0.format(roundTo(value, 0)));
      expect(formatUsdCents(value), String(value)).toBe(usd2.format(roundTo(value, 2)));
      expect(formatPricePerSqft(value), String(value)).toBe(usd2.format(roundTo(value, 2)));
      expect(formatSqft(value), String(value)).toBe(roundTo(value, 0).toLocaleString('en-US'));
    }
  });
});
