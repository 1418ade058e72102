import { describe, expect, it } from 'vitest';
import { formatCardExpiry, formatCardNumber } from './card-format';

describe('card fields as typed', () => {
  it.each([
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4242 4242 4242 4242', '4242 4242 4242 4242'],
    ['4000-0000-0000-0002', '4000 0000 0000 0002'],
    ['42424', '4242 4'],
    ['4242', '4242'],
    ['', ''],
    ['12345678901234567890123', '1234 5678 9012 3456 789'],
  ])('number %j reads %j', (typed, shown) => expect(formatCardNumber(typed)).toBe(shown));

  it.each([
    ['1230', '12/30'],
    ['12/30', '12/30'],
    ['12 / 30', '12/30'],
    ['123', '12/3'],
    ['12', '12'],
    ['1', '1'],
    ['12/', '12'],
    ['123099', '12/30'],
    ['ab', ''],
  ])('expiry %j reads %j', (typed, shown) => expect(formatCardExpiry(typed)).toBe(shown));
});
