import { describe, expect, it } from 'vitest';
import { toNumber } from './parse-number';

describe('toNumber', () => {
  it.each([
    [1500, 1500],
    [0, 0],
    [-3, -3],
    [1.5, 1.5],
    ['1500', 1500],
    [' 1500 ', 1500],
    ['1500.50', 1500.5],
    ['1,500', 1500],
    ['$1,234.50', 1234.5],
    ['12,345,678', 12345678],
    ['.5', 0.5],
    ['5.', 5],
    ['-12', -12],
    ['+7', 7],
  ])('reads %j as %d', (input, expected) => {
    expect(toNumber(input)).toBe(expected);
  });

  it.each([
    [''],
    ['   '],
    ['abc'],
    ['12abc'],
    ['1,50'],
    ['1.2.3'],
    ['$'],
    ['Infinity'],
    ['1e3'],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [null],
    [undefined],
    [true],
    [{}],
    [[5]],
  ])('rejects %j', (input) => {
    expect(toNumber(input)).toBeNull();
  });
});
