import { describe, expect, it } from 'vitest';
import { clamp, roundTo } from './round';

describe('roundTo', () => {
  it.each([
    [1.005, 2, 1.01],
    [1.004, 2, 1],
    [2.675, 2, 2.68],
    [1.255, 2, 1.26],
    [0.5, 0, 1],
    [1.5, 0, 2],
    [2.5, 0, 3],
    [-2.5, 0, -3],
    [-1.005, 2, -1.01],
    [1.25, 1, 1.3],
    [1.35, 1, 1.4],
    [1.45, 1, 1.5],
    [8.45, 1, 8.5],
    [123.456, 2, 123.46],
    [10, 2, 10],
    [0, 2, 0],
    [1234.5, 0, 1235],
  ])('roundTo(%d, %d) = %d', (value, decimals, expected) => {
    expect(roundTo(value, decimals)).toBe(expected);
  });

  it('rounds to whole numbers by default', () => {
    expect(roundTo(416.6666)).toBe(417);
  });

  it('handles numbers written in exponent notation', () => {
    expect(roundTo(1e-7, 2)).toBe(0);
    expect(roundTo(1.5e21, 2)).toBe(1.5e21);
    expect(roundTo(1.2345e-5, 7)).toBe(0.0000123);
  });

  it('never returns negative zero', () => {
    expect(Object.is(roundTo(-0.001, 2), 0)).toBe(true);
    expect(Object.is(roundTo(-0, 2), 0)).toBe(true);
  });

  it('passes non-finite values through', () => {
    expect(roundTo(Number.NaN, 2)).toBeNaN();
    expect(roundTo(Number.POSITIVE_INFINITY, 2)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('clamp', () => {
  it('keeps values inside the bounds', () => {
    expect(clamp(5, 1, 10)).toBe(5);
    expect(clamp(1, 1, 10)).toBe(1);
    expect(clamp(10, 1, 10)).toBe(10);
  });
  it('pulls values outside the bounds onto them', () => {
    expect(clamp(-3, 1, 10)).toBe(1);
    expect(clamp(42, 1, 10)).toBe(10);
  });
});
